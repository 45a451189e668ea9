#!/usr/bin/env bash
# call s2 (session 2026-12-04s; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): the final kernels, built
# here (GPUAXIS_ARCHS=90): k_cols_mmv with its parallel zero search by
# default for single (GPUAXIS_COLS_MMV=2), double opt-in (3).
#  1. test_reduce cuda (full), quick under GPUAXIS_COLS_MMV=3 (double
#     too) and =1 (never);
#  2. the kernel tables with torch (single, then double), only if 1
#     passed;
#  3. what time is left: racecheck of test_reduce cuda quick.
CALL=s2; DEADLINE=${DEADLINE:-570}
. "$(dirname "$0")/common.sh"
ok=1
tr () {   # tr NAME SECONDS ENV... -- ARGS
  local n=$1 s=$2; shift 2; local ev=(); while [ "$1" != "--" ]; do ev+=("$1"); shift; done; shift
  t=$SECONDS; env "${ev[@]}" timeout -s KILL $(left $s) ./tests/test_reduce cuda "$@" > $L/test_reduce-$n.log 2>&1
  local rc=$?; [ $rc = 0 ] || ok=0
  echo "== test_reduce cuda $* (${ev[*]}): rc $rc in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr full 100 X=1 --
tr mmv3 40 GPUAXIS_COLS_MMV=3 -- quick
tr mmv1 40 GPUAXIS_COLS_MMV=1 -- quick
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
if [ $ok = 1 ]; then
  for c in single double; do
    t=$SECONDS
    OUT=$L/kernels-$c timeout -s KILL $(left 200) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
    echo "== kernels $c: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/kernels-$c.out
    cp $L/kernels-$c/results-kernels.md $OUT/results-kernels-family-$c-s2.md 2>/dev/null
    tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
  done
fi
t=$SECONDS; timeout -s KILL $(left 120) compute-sanitizer --tool racecheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-racecheck.log 2>&1
echo "== racecheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-racecheck.log
echo "== total $((SECONDS-t0)) s"
true
