#!/usr/bin/env bash
# call m5 (session 2026-12-03m; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): the final tree (m4's, with its any/all
# tree and mean's split kept for double alone: single's code is commit
# 614107c's again), prebuilt here, with the Octave pack.
#  1. test_reduce cuda; quick under GPUAXIS_MEAN_SPLIT=3; memcheck of quick;
#  2. Octave on CUDA: the suites mean and anyall.
CALL=m5; DEADLINE=${DEADLINE:-150}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 60 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; GPUAXIS_MEAN_SPLIT=3 timeout -s KILL 20 ./tests/test_reduce cuda quick > $L/test_reduce-split3-quick.log 2>&1
echo "== test_reduce cuda quick, GPUAXIS_MEAN_SPLIT=3: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-split3-quick.log; grep -i "FAIL" $L/test_reduce-split3-quick.log | head -4
t=$SECONDS; timeout -s KILL 30 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
for s in mean anyall; do
  [ $(left 100) -ge 15 ] || break
  t=$SECONDS; timeout -s KILL $(left 30) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
  echo "== suite $s: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20
done
echo "== total $((SECONDS-t0)) s"
true
