#!/usr/bin/env bash
# call m3 (session 2026-12-03m; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): the session's final kernels (60b8921 and
# integer max/min by a tree in the element's type; m2's other variants
# dropped), prebuilt here (GPUAXIS_ARCHS=90), with the Octave pack.
#  1. test_reduce cuda; memcheck of test_reduce cuda quick;
#  2. Octave on CUDA: the minmax suite; the property test at 3000;
#  3. the family's kernel tables with torch in the same run:
#     bash bench/run_kernels.sh --no-cupy --op all --filter int32:
#     (then single:, double:).
CALL=m3; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
t=$SECONDS; timeout -s KILL $(left 40) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_minmax.m', 'verbose', stdout)" > $L/suite-minmax.log 2>&1
echo "== suite minmax: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-minmax.log; grep -B3 -A10 "!!!!!" $L/suite-minmax.log | cut -c1-300 | head -20
t=$SECONDS; timeout -s KILL $(left 70) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
echo "== property (cuda, 3000): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -20; tail -n 2 $L/property.out
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in int32 single double; do
  [ $(left 300) -ge 20 ] || break
  t=$SECONDS; mkdir -p $L/kernels-$c
  OUT=$L/kernels-$c timeout -s KILL $(left 230) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "lowest|FAIL" $L/kernels-$c.out | cut -c1-200 | head -30
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
