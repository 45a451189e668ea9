#!/usr/bin/env bash
# call j4 (session 2026-12-03j): j3's kernels with the short kernel's
# selection mended (found reading the change after j3): values alone
# (positions dropped) only where the pass stores results without the
# index; an earlier pass of a plan hands on raw partials whose positions
# a later pass makes [M, I]'s index of (max (x, [], [2 4])), so there
# double keeps positions (the j1 build of the kernel) and single runs
# k_cols.  test_reduce has a case for it now ([M, I] of 64x2x3x2 over
# dims [2 4], both backends).
#  1. ./tests/test_reduce cuda; memcheck of test_reduce cuda quick;
#  2. the property test on CUDA at 10000 for max and min (3000 each, DIM
#     vectors and [M, I] among them);
#  3. the Octave suite test_minmax on CUDA.
CALL=j4; DEADLINE=${DEADLINE:-200}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -iE "FAIL|64x2x3x2" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL 40 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/sanitize-memcheck.log
t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 10000; ps_ops = {'max', 'min'}; run ('tests/property_scale.m')" > $L/property.out 2>&1
echo "== property (cuda, 10000: max min): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -12
t=$SECONDS; timeout -s KILL $(left 50) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_minmax.m', 'verbose', stdout)" > $L/suite-minmax.log 2>&1
echo "== suite minmax: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-minmax.log; grep -B3 -A10 "!!!!!" $L/suite-minmax.log | cut -c1-300 | head -30
echo "== total $((SECONDS-t0)) s"
true
