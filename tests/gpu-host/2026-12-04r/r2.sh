#!/usr/bin/env bash
# call r2 (session 2026-12-04r; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): the session's final
# kernels, built here (GPUAXIS_ARCHS=90): GPUAXIS_ROWS_WAVES 2 (chunked
# rows_long planned for the blocks that fit) and GPUAXIS_ROWS_NARROW 2
# (narrow columns as rows, k_rows_narrow; not the double sums) by default.
#  1. test_reduce cuda (full), quick with both knobs 1 (the old plans),
#     memcheck of quick;
#  2. the kernel tables with torch (double, then single), only if 1
#     passed;
#  3. what time is left: A/B of HEAD 2e87e12 (.gpu/abmain) and the tree on
#     the shapes the session's plans changed.
CALL=r2; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
ok=1
tr () {   # tr NAME SECONDS ENV... -- ARGS
  local n=$1 s=$2; shift 2; local ev=(); while [ "$1" != "--" ]; do ev+=("$1"); shift; done; shift
  t=$SECONDS; env "${ev[@]}" timeout -s KILL $(left $s) ./tests/test_reduce cuda "$@" > $L/test_reduce-$n.log 2>&1
  local rc=$?; [ $rc = 0 ] || ok=0
  echo "== test_reduce cuda $* (${ev[*]}): rc $rc in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr full 120 X=1 --
tr old 40 GPUAXIS_ROWS_NARROW=1 GPUAXIS_ROWS_WAVES=1 -- quick
t=$SECONDS; timeout -s KILL $(left 70) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
rc=$?; [ $rc = 0 ] || ok=0
echo "== memcheck test_reduce cuda quick: rc $rc in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
if [ $ok = 1 ]; then
  for c in double single; do
    t=$SECONDS
    OUT=$L/kernels-$c timeout -s KILL $(left 180) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
    echo "== kernels $c: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/kernels-$c.out
    cp $L/kernels-$c/results-kernels.md $OUT/results-kernels-family-$c-r2.md 2>/dev/null
    tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
  done
fi
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
for f in single:2x134217728 single:268435456x1 double:2x134217728 double:268435456x1; do
  ab ${f/:/-} 25 .gpu/abmain . -- --filter $f --op sum,mean,max,maxi,any,all,prod
done
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
echo "== total $((SECONDS-t0)) s"
true
