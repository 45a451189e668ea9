#!/usr/bin/env bash
# call r4 (session 2026-12-04r; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh), with the Octave pack:
# the session's final tree (r2's build: MEX files, libgpuaxis.so) through
# Octave on CUDA.
#  1. the in-package suites of any/all, max/min, mean, prod, sumsq, the
#     semantics and gpuArray suites, with the CUDA backend there;
#  2. the property test at 3000 with the CUDA backend (its long shapes,
#     2x70000 along dim 2 say, run as rows of narrow columns now).
CALL=r4; DEADLINE=${DEADLINE:-480}
. "$(dirname "$0")/common.sh"
for s in anyall minmax mean prod sumsq semantics gpuarray; do
  t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
  echo "== suite $s: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20
done
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
t=$SECONDS; timeout -s KILL $(left 150) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
echo "== property (cuda, 3000): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -20; tail -n 2 $L/property.out
echo "== total $((SECONDS-t0)) s"
true
