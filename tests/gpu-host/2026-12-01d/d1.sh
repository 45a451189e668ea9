#!/usr/bin/env bash
# call 1 (session 2026-12-01d): the C++ result handle on CUDA (the three
# gpuArray suites); per-call cost of 1000x1000 methods, onCleanup methods
# (inst of b3ac3e7) against handle methods, same build; bench_gpuarray
# (sum (G,1) per call, transfers of 1 GiB); then the host-array benchmark
# bench/run_host.sh (large results, pinned rate) with what is left.
set -u
cd "$(dirname "$0")/.."
L=$OUT/logs; mkdir -p $L
finish () { cp bench/out/results-host.md bench/out/host.csv bench/out/host-sweep.csv bench/out/host-meta.txt bench/out/pinned.txt bench/out/host-bench.png $L/ 2>/dev/null; tar -czf $OUT/d1-logs.tar.gz -C $OUT logs; }
trap finish EXIT
t0=$SECONDS
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
tar -xJf .gpu/build.tar.xz || exit 1
touch src/*.o src/*/*.o; sleep 1; touch src/libgpuaxis.so; sleep 1; touch src/*.mex src/*.oct src/FILES
GPUAXIS_ARCHS=90 make -q -C src >/dev/null 2>&1; echo "make -q: $? (0 = prebuilt is current) at $((SECONDS-t0)) s"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
run1 () {  # name timeout file
  local t=$SECONDS
  timeout -s KILL $2 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$3', 'verbose', stdout)" > $L/$1.log 2>&1
  echo "== $1: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^cuda_ok" $L/$1.log; grep -B2 -A6 "!!!!!" $L/$1.log | cut -c1-300 | head -20
}
run1 gpuarray 40 inst/tests/test_gpuarray.m
run1 index 30 inst/tests/test_gpuarray_index.m
run1 ew 70 inst/tests/test_gpuarray_elementwise.m
for v in old new; do
  inst=$PWD/inst; [ $v = old ] && inst=$PWD/.gpu/inst-old/inst
  t=$SECONDS
  GPUAXIS_BENCH_SIZES=1000 GPUAXIS_BENCH_CALLS=1000 GPUAXIS_BENCH_LOOPS=5 timeout -s KILL 30 \
    octave-cli --no-history --norc --eval "addpath ([pwd '/src'], '$inst'); run ('bench/bench_call_cost.m')" > $L/cost-$v.log 2>&1
  echo "== call cost ($v methods): rc $? in $((SECONDS-t)) s"; grep "^|" $L/cost-$v.log | head -16
done
t=$SECONDS
GPUAXIS_BENCH_OUT=$L GPUAXIS_BENCH_MAX_GIB=1 timeout -s KILL 100 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_gpuarray.m')" > $L/bench_gpuarray.log 2>&1
echo "== bench_gpuarray: rc $? in $((SECONDS-t)) s"; sed -n '/^| operation/,$p' $L/bench_gpuarray.log | head -40
left=$((555 - (SECONDS-t0))); echo "== run_host with $left s"
t=$SECONDS; timeout -s KILL $left bash bench/run_host.sh > $L/run_host.out 2>&1; echo "== run_host: rc $? in $((SECONDS-t)) s"
tail -5 $L/run_host.out; cat bench/out/results-host.md 2>/dev/null | head -60
true
