#!/usr/bin/env bash
# call i4 (session 2026-12-03i), prebuilt here (2026-12-03i/pack.sh;
# HEAD f989d93's bench_kernels as .gpu/abmain): i3's tree with the cols
# kernel's body in a device function and a second cols kernel,
# k_cols_wide (launch bounds with a minimum of 1 block: ptxas's register
# target lifted), for SUM_PN only: i2's vF had that target everywhere and
# read int32 16384x16384 along dim 2 at 96% of copy, i3 (plain bounds) 87%.
#  1. ./tests/test_reduce cuda; memcheck and racecheck of test_reduce
#     cuda quick;
#  2. A/B HEAD against the tree, one run: int32 every op, the --quick
#     set, single 134217728x2 (k_cols of the other ops unchanged?);
#  3. bash bench/run_resident.sh int32: (the int32 tables).
CALL=i4; DEADLINE=${DEADLINE:-300}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab timeout -s KILL 60 bash bench/ab_kernels.sh .gpu/abmain . -- --op all --filter int32: > $L/ab-int32.md 2> $L/ab-int32.err
echo "== A/B int32: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-int32.md | cut -c1-200 | head -22
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/abS timeout -s KILL 60 bash bench/ab_kernels.sh .gpu/abmain . -- --filter single:134217728x2 --op sum,max,maxi,any > $L/ab-single.md 2> $L/ab-single.err
echo "== A/B single 134217728x2: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-single.md | cut -c1-200 | head -12
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/abQ timeout -s KILL 60 bash bench/ab_kernels.sh .gpu/abmain . -- --quick --op sum,max,maxi,any > $L/ab-quick.md 2> $L/ab-quick.err
echo "== A/B quick: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-quick.md | cut -c1-200 | head -28
t=$SECONDS; mkdir -p $L/int32; OUT=$L/int32 timeout -s KILL $(left 60) bash bench/run_resident.sh int32: > $L/int32.out 2>&1
echo "== resident int32: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "^\| (sum|maxi|mini) " $L/int32/results-kernels.md | cut -c1-200; grep -E "^\| (sum|maxi) " $L/int32/results-resident.md | cut -c1-200
for tool in memcheck racecheck; do
  t=$SECONDS; timeout -s KILL $(left 60) compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-$tool.log 2>&1
  echo "== $tool test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/sanitize-$tool.log
done
echo "== total $((SECONDS-t0)) s"
true
