#!/usr/bin/env bash
# call m4 (session 2026-12-03m; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): two fixes from m3's tables, prebuilt here
# (GPUAXIS_ARCHS=90): any/all of double and single by combine's tree
# (k_rows_long<ANY, double>: 3 of 4 loads in flight, torch 3.5% faster on
# 268435456x1), and mean storing its sums, then dividing them in a second
# kernel, for passes of >= 64 elements an output reading >= 512 MiB
# (double mean 1.03-1.07x the sum's time; GPUAXIS_MEAN_SPLIT).
# .gpu/abmain: m3's bench_kernels (commit 614107c); .gpu/ms1: the tree
# under GPUAXIS_MEAN_SPLIT=1 (never).
#  1. test_reduce cuda; again under GPUAXIS_MEAN_SPLIT=3 (every mean pass
#     split: the tests' arrays are small); memcheck of quick under 3;
#  2. A/B on mean and sum, any and all;
#  3. torch in the same run: run_kernels.sh --no-cupy --op mean,any,all
#     --filter double:
CALL=m4; DEADLINE=${DEADLINE:-330}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; GPUAXIS_MEAN_SPLIT=3 timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce-split3.log 2>&1
echo "== test_reduce cuda, GPUAXIS_MEAN_SPLIT=3: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-split3.log; grep -i "FAIL" $L/test_reduce-split3.log | head -8
t=$SECONDS; GPUAXIS_MEAN_SPLIT=3 timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck-split3.log 2>&1
echo "== memcheck test_reduce cuda quick, GPUAXIS_MEAN_SPLIT=3: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck-split3.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40
}
ab d168 20 .gpu/abmain . .gpu/ms1 -- --filter double:16384x8192 --op mean,sum
ab d512 25 .gpu/abmain . .gpu/ms1 -- --filter double:512x512x1024 --op mean,sum
ab d2 25 .gpu/abmain . .gpu/ms1 -- --filter double:134217728x2 --op mean,any,all
ab s512 20 .gpu/abmain . .gpu/ms1 -- --filter single:512x512x1024 --op mean,sum
ab da 25 .gpu/abmain . -- --filter double:268435456x1 --op any,all
ab da2 25 .gpu/abmain . -- --filter double:2x134217728 --op any,all
ab sa 25 .gpu/abmain . -- --filter single:2x134217728 --op any,all
ab q 25 .gpu/abmain . -- --quick --op mean,any,all
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
if [ $(left 100) -ge 45 ]; then
  t=$SECONDS; mkdir -p $L/kernels-double
  OUT=$L/kernels-double timeout -s KILL $(left 100) bash bench/run_kernels.sh --no-cupy --op mean,any,all --filter double: > $L/kernels-double.out 2>&1
  echo "== kernels double mean,any,all: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "lowest|FAIL" $L/kernels-double.out | cut -c1-200 | head -12
fi
echo "== total $((SECONDS-t0)) s"
true
