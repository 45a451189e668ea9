#!/usr/bin/env bash
# call h4 (session 2026-12-03h), the build of h2 and h3: the gpuArray
# suite with undecided (pending) arrays in its release and fatal-fault
# cases, and the elementwise suite (disp of an undecided array), on CUDA.
CALL=h4; DEADLINE=${DEADLINE:-200}
. "$(dirname "$0")/common.sh"
for s in gpuarray gpuarray_elementwise; do
  ( t=$SECONDS; timeout -s KILL 150 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
    echo "== suite $s: rc $? in $((SECONDS-t)) s" > $L/suite-$s.status ) &
done
wait
for s in gpuarray gpuarray_elementwise; do cat $L/suite-$s.status; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -30; done
echo "== total $((SECONDS-t0)) s"
true
