#!/usr/bin/env bash
# call p3 (session 2026-12-04p; sources common.sh beside it in .gpu/): the
# session's final kernels, prebuilt here (GPUAXIS_ARCHS=90): p2's chunk
# partials as rows dropped (they took k_cols from 32 to 40-48 registers,
# p2's A/B lost 2-5% by it), PDL of combining passes on by default
# (GPUAXIS_PDL=2), an empty pass no longer ends the call, o7-search.patch
# in.  .gpu/abmain: HEAD 7f029a2's bench_kernels.  Wrapper: nopdl
# (GPUAXIS_PDL=1).
#  1. test_reduce cuda (full), under GPUAXIS_PDL=1 (quick); memcheck of
#     quick; racecheck of quick;
#  2. A/B of HEAD, the tree, nopdl on the shapes of p2;
#  3. the kernel tables with torch in the same run (single, then double).
CALL=p3; DEADLINE=${DEADLINE:-570}
. "$(dirname "$0")/common.sh"
tr () {   # tr NAME SECONDS ENV... -- ARGS
  local n=$1 s=$2; shift 2; local ev=(); while [ "$1" != "--" ]; do ev+=("$1"); shift; done; shift
  t=$SECONDS; env "${ev[@]}" timeout -s KILL $(left $s) ./tests/test_reduce cuda "$@" > $L/test_reduce-$n.log 2>&1
  echo "== test_reduce cuda $* (${ev[*]}): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr default 90 X=1 --
tr nopdl-quick 40 GPUAXIS_PDL=1 -- quick
for tool in memcheck racecheck; do
  t=$SECONDS; timeout -s KILL $(left 60) compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-$tool.log 2>&1
  echo "== $tool test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-$tool.log
done
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-250 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
V=".gpu/abmain . .gpu/nopdl"
ab s2 45 $V -- --filter single:2x134217728 --op sum,any,max,maxi
ab s4 25 $V -- --filter single:4x67108864 --op sum,max
ab s32 25 $V -- --filter single:32x8388608 --op sum,maxi
ab s8 20 $V -- --filter single:8388608x32 --op sum
ab d2 40 $V -- --filter double:2x134217728 --op sum,max,maxi
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in single double; do
  [ $(left 300) -ge 120 ] || break
  t=$SECONDS; mkdir -p $L/kernels-$c
  OUT=$L/kernels-$c timeout -s KILL $(left 170) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "lowest|FAIL" $L/kernels-$c.out | cut -c1-200 | head -30
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
