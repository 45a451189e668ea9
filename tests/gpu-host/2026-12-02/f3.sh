#!/usr/bin/env bash
# call f3 (session 2026-12-02): k_fast as one pass of tiles (128 threads,
# 2 vectors each; ew_grid_probe.cu in f2), on top of f2's tree, prebuilt.
#  1. side by side (no timing): the elementwise, indexing and gpuArray
#     suites on CUDA, and the gpuArray long run of 100,000 cycles with
#     the error-bound checker (lr_agree), never run on CUDA before;
#  2. then, on the quiet machine: the elementwise benchmark, torch beside;
#  3. the full single table: bash bench/run_resident.sh single:.
CALL=f3; DEADLINE=${DEADLINE:-540}
. "$(dirname "$0")/common.sh"
suite () {  # name limit file
  local t=$SECONDS
  timeout -s KILL $2 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$3', 'verbose', stdout)" > $L/$1.log 2>&1
  echo "== $1: rc $? in $((SECONDS-t)) s" > $L/$1.status
}
( t=$SECONDS; OUT=$L LR_NCYCLES=100000 STEP=long timeout -s KILL $(left 300) bash tests/gpu-host-gpuarray.sh > $L/long.out 2>&1; echo "== long: rc $? in $((SECONDS-t)) s" > $L/long.status ) & p0=$!
suite ew 120 inst/tests/test_gpuarray_elementwise.m & p1=$!
suite index 120 inst/tests/test_gpuarray_index.m & p2=$!
suite gpuarray 90 inst/tests/test_gpuarray.m & p3=$!
wait $p1 $p2 $p3
for s in ew index gpuarray; do cat $L/$s.status; grep -E "^PASSES|^cuda_ok" $L/$s.log; grep -B3 -A8 "!!!!!" $L/$s.log | cut -c1-300 | head -24; done
wait $p0
cat $L/long.status; cat $L/long.out | tail -20
echo "== phase 1 done at $((SECONDS-t0)) s"
t=$SECONDS; mkdir -p $L/ew; OUT=$L/ew STEP=ew-bench timeout -s KILL $(left 90) bash tests/gpu-host-gpuarray.sh > $L/ew-bench.out 2>&1
echo "== ew-bench: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
sed -n '/^| operation | array | time | GB\/s (read + written) | % of copy/,$p' $L/ew-bench.out | cut -c1-200 | head -24
t=$SECONDS; mkdir -p $L/resident-single; OUT=$L/resident-single timeout -s KILL $(left 240) bash bench/run_resident.sh single: > $L/resident-single.out 2>&1
echo "== resident single: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; tail -5 $L/resident-single.out
echo "== total $((SECONDS-t0)) s"
true
