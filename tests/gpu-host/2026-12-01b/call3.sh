#!/usr/bin/env bash
# call 3: every suite file with CUDA, each in its own process (calls 1-2 ran
# them in one process: after test_gpuarray's device-fault block the GPU was
# "busy or unavailable" for the rest); then the gpuArray benchmark
set -u
cd "$(dirname "$0")/.."
L=$OUT
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
export GPUAXIS_ARCHS=90
nvidia-smi --query-gpu=name,compute_mode,driver_version --format=csv,noheader
t=$SECONDS; make -C src -j16 >$L/build.log 2>&1 || { tail -30 $L/build.log; exit 1; }
echo "built in $((SECONDS-t)) s"
for f in anyall mean minmax prod sumsq semantics random errors value_kinds gpuarray faults; do
  timeout -s KILL 100 octave-cli --no-history --norc .gpu/suite1.m inst/tests/test_$f.m > $L/suite-$f.log 2>&1
  rc=$?; grep -E "passed of" $L/suite-$f.log || echo "test_$f: rc $rc"; grep -A4 "!!!!!" $L/suite-$f.log | head -12
done
t=$SECONDS; GPUAXIS_BENCH_MAX_GIB=1 STEP=bench OUT=$L timeout -s KILL 110 bash tests/gpu-host-gpuarray.sh > $L/gpuarray-bench.log 2>&1; echo "gpuarray bench rc $? $((SECONDS-t)) s"
sed -n '/^| operation/,$p' $L/gpuarray-bench.log | head -40
