#!/usr/bin/env bash
# call t4 (session 2026-12-04t; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh), with the Octave pack:
# the final build (t3's) through Octave 7.3 on CUDA: the in-package suites
# of the family, the semantics, gpuArray and fault suites, and the property
# test at 3000 (every call goes through the kept layout and occupancy
# answers now).
CALL=t4; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
for s in anyall minmax mean prod sumsq semantics gpuarray faults; do
  t=$SECONDS; timeout -s KILL $(left 100) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
  echo "== suite $s: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
t=$SECONDS; timeout -s KILL $(left 150) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
echo "== property (cuda, 3000): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -20; tail -n 2 $L/property.out
echo "== total $((SECONDS-t0)) s"
true
