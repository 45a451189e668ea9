#!/usr/bin/env bash
# call q3 (session 2026-12-04q; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): the session's kernels,
# prebuilt here (GPUAXIS_ARCHS=90): any/all of single along columns in
# k_cols_logical (lean, __launch_bounds__ (GA_BLOCK, 8): q2's .gpu/d),
# of double with columns of at most 4 rows in k_cols_few (q2's .gpu/f);
# any/all's rows kernels the full ones as before (lean lost 3% on
# 32x8388608 single along dim 1 in q1 and q2).  .gpu/abmain: HEAD a380edb.
#  1. test_reduce cuda (full), quick under GPUAXIS_COLS_FEW=3, memcheck
#     of quick;
#  2. A/B of HEAD and the tree: any and all of every single shape, any
#     of every double shape, any and all of int32;
#  3. the kernel tables with torch in the same run (single, then double).
CALL=q3; DEADLINE=${DEADLINE:-570}
. "$(dirname "$0")/common.sh"
tr () {   # tr NAME SECONDS ENV... -- ARGS
  local n=$1 s=$2; shift 2; local ev=(); while [ "$1" != "--" ]; do ev+=("$1"); shift; done; shift
  t=$SECONDS; env "${ev[@]}" timeout -s KILL $(left $s) ./tests/test_reduce cuda "$@" > $L/test_reduce-$n.log 2>&1
  echo "== test_reduce cuda $* (${ev[*]}): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr default 90 X=1 --
tr few3-quick 40 GPUAXIS_COLS_FEW=3 -- quick
t=$SECONDS; timeout -s KILL $(left 60) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-250 | head -60; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab s 60 .gpu/abmain . -- --filter single: --op any,all
ab d 40 .gpu/abmain . -- --filter double: --op any
ab i 20 .gpu/abmain . -- --filter int32: --op any,all
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in single double; do
  t=$SECONDS
  OUT=$L/kernels-$c timeout -s KILL $(left 185) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/kernels-$c.out
  cp $L/kernels-$c/results-kernels.md $OUT/results-kernels-family-$c-q3.md 2>/dev/null
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
