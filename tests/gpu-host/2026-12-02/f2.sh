#!/usr/bin/env bash
# call f2 (session 2026-12-02): k_cols' any/all vector stores of logicals
# and the two-row tail for max/min/any/all only (not the sums), on top of
# f1's lean_div and elementwise changes, prebuilt here.
#  1. ./tests/test_reduce cuda;
#  2. A/B against main's bench_kernels: sum, max, any, all, mean on double
#     and single, every shape;
#  3. ew_grid_probe (launch shapes of z = x + y and exp) with torch's same
#     operations (ew_torch_ref.py), one after the other;
#  4. the full double table: bash bench/run_resident.sh double: (kernels,
#     torch, the gpuArray methods from Octave).
CALL=f2; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab timeout -s KILL $(left 170) bash bench/ab_kernels.sh .gpu/abmain . -- --op sum,mean,max,any,all --filter le: > $L/ab.md 2> $L/ab.err
echo "== A/B: rc $? in $((SECONDS-t)) s"; grep -E "^\| (mean|sum|max|any|all) " $L/ab.md | awk -F'|' '$12+0 > 1.02 || $12+0 < 0.97 {printf "%s|%s|%s|%s|%s|%s|%s\n", $2,$3,$4,$5,$7,$10,$12}' | head -60; tail -2 $L/ab.err
t=$SECONDS; nvcc -O3 -arch=sm_90 -o $L/ew_grid_probe .gpu/ew_grid_probe.cu && timeout -s KILL 60 $L/ew_grid_probe > $L/ew_grid_probe.md 2>&1; timeout -s KILL 60 python3 .gpu/ew_torch_ref.py >> $L/ew_grid_probe.md 2>&1
echo "== ew probe in $((SECONDS-t)) s"; cat $L/ew_grid_probe.md; rm -f $L/ew_grid_probe
t=$SECONDS; mkdir -p $L/resident-double; OUT=$L/resident-double timeout -s KILL $(left 330) bash bench/run_resident.sh double: > $L/resident-double.out 2>&1
echo "== resident double: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; tail -5 $L/resident-double.out
echo "== total $((SECONDS-t0)) s"
true
