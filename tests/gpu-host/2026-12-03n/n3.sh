#!/usr/bin/env bash
# call n3 (session 2026-12-03n; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): the review's tree, prebuilt here
# (GPUAXIS_ARCHS=90), host code only changed since n2: k_cols_few planned
# before the cols occupancy query (which it skips), one vector-width
# helper for the rows, cols and cols_few plans.
#  1. test_reduce cuda; under GPUAXIS_COLS_FEW=3; memcheck of quick under it;
#  2. A/B against call m5's kernels (.gpu/abmain, af96f7a) on 134217728x2
#     and 67108864x4 (k_cols_few still taken where n2 took it).
CALL=n3; DEADLINE=${DEADLINE:-200}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; GPUAXIS_COLS_FEW=3 timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce-few3.log 2>&1
echo "== test_reduce cuda, GPUAXIS_COLS_FEW=3: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-few3.log; grep -i "FAIL" $L/test_reduce-few3.log | head -8
t=$SECONDS; GPUAXIS_COLS_FEW=3 timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck-few3.log 2>&1
echo "== memcheck test_reduce cuda quick, GPUAXIS_COLS_FEW=3: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck-few3.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab s 30 .gpu/abmain . -- --filter single:134217728x2 --op maxi,max,sum,mean
ab d 40 .gpu/abmain . -- --filter double:67108864x4 --op maxi,mean,prod
echo "== total $((SECONDS-t0)) s"
true
