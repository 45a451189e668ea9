#!/usr/bin/env bash
# call t3 (session 2026-12-04t; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh).  The tree "." (prebuilt,
# GPUAXIS_ARCHS=90) is the final code: t2's, with k_rows_mm of double and
# of the integers built as HEAD's again (__launch_bounds__ (256, 0): sm_90
# code byte-identical to HEAD's; t2's (256, 1) gave double 70 registers
# and its table's double max/min along dim 1 1.09-1.16x).  .gpu/abmain:
# HEAD 4948079's bench_kernels.
#  1. test_reduce cuda (full), memcheck of quick;
#  2. A/B of HEAD and the tree: double max/min and [M, I] along dim 1 of
#     32x8388608 and 512x512x1024 (the fix);
#  3. the kernel tables with torch: double, then int32.
CALL=t3; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL $(left 100) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 60) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-400 | head -40; grep -i "fail" $L/ab-$n.err | head -3
}
ab d32 30 .gpu/abmain . -- --filter double:32x8388608 --op max,maxi
ab d5 30 .gpu/abmain . -- --filter double:512x512x1024 --op max,maxi
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in double int32; do
  t=$SECONDS
  OUT=$L/kernels-$c timeout -s KILL $(left 200) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/kernels-$c.out
  cp $L/kernels-$c/results-kernels.md $OUT/results-kernels-family-$c-t3.md 2>/dev/null
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
