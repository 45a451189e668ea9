#!/usr/bin/env bash
# call e2: the proofs of issues 10 and 12, side by side (none is timed):
#  - the gpuArray long run, 100,000 cycles (reductions and, every other
#    cycle, a step of arithmetic, indexing, assignment, concatenation or
#    a constructor), device memory and RSS flat
#  - compute-sanitizer memcheck of the elementwise and the indexing
#    suites (k_bcast, the block-reduced index check, the copies) and
#    racecheck of the indexing suite (its kernels use shared memory)
#  - test_gpuarray, the elementwise and indexing suites on CUDA plainly
CALL=e2; DEADLINE=${DEADLINE:-470}
. "$(dirname "$0")/common.sh"
suite () {  # name limit file [prefix...]
  local name=$1 lim=$2 file=$3; shift 3
  local t=$SECONDS
  timeout -s KILL $lim "$@" octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$file', 'verbose', stdout)" > $L/$name.log 2>&1
  echo "== $name: rc $? in $((SECONDS-t)) s" > $L/$name.status
}
CS="compute-sanitizer --target-processes all --print-limit 20"
( t=$SECONDS; OUT=$L LR_NCYCLES=100000 STEP=long timeout -s KILL $(left 440) bash tests/gpu-host-gpuarray.sh > $L/long.out 2>&1; echo "== long: rc $? in $((SECONDS-t)) s" > $L/long.status ) & p0=$!
suite memcheck-ew $(left 420) inst/tests/test_gpuarray_elementwise.m $CS --tool memcheck & p1=$!
suite memcheck-index $(left 420) inst/tests/test_gpuarray_index.m $CS --tool memcheck & p2=$!
suite racecheck-index $(left 420) inst/tests/test_gpuarray_index.m $CS --tool racecheck & p3=$!
( suite gpuarray 120 inst/tests/test_gpuarray.m; suite ew 150 inst/tests/test_gpuarray_elementwise.m; suite index 150 inst/tests/test_gpuarray_index.m ) & p4=$!
wait $p4
for s in gpuarray ew index; do cat $L/$s.status; grep -E "^PASSES|^cuda_ok" $L/$s.log; grep -B3 -A8 "!!!!!" $L/$s.log | cut -c1-300 | head -16; done
wait $p1 $p2 $p3
for s in memcheck-ew memcheck-index racecheck-index; do cat $L/$s.status; grep -E "^PASSES|^cuda_ok|ERROR SUMMARY|RACECHECK SUMMARY" $L/$s.log; grep -B3 -A8 "!!!!!" $L/$s.log | cut -c1-300 | head -16; done
wait $p0; cat $L/long.status; cat $L/long.out; tail -3 $L/long_run_gpuarray.log
echo "== total $((SECONDS-t0)) s"
true
