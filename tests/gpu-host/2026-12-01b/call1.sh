#!/usr/bin/env bash
# call 1 (2026-12-01 session 2): correctness of the engine fixes and gpuArray on CUDA
set -u
cd "$(dirname "$0")/.."
L=$OUT
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
export GPUAXIS_ARCHS=90
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader; date -u
t=$SECONDS; make -C src -j16 >$L/build.log 2>&1 || { tail -30 $L/build.log; exit 1; }
make -s -C tests test_reduce test_transfer test_schedule >>$L/build.log 2>&1 || { tail -30 $L/build.log; exit 1; }
echo "built in $((SECONDS-t)) s"
t=$SECONDS; timeout 60 ./tests/test_schedule > $L/test_schedule.log 2>&1; echo "test_schedule rc $? $(tail -1 $L/test_schedule.log) $((SECONDS-t)) s"
for x in test_reduce test_transfer; do
  t=$SECONDS; timeout 150 ./tests/$x cuda > $L/${x}_cuda.log 2>&1; echo "$x cuda rc $? $((SECONDS-t)) s"; grep -E "^FAIL" $L/${x}_cuda.log | head -8; tail -2 $L/${x}_cuda.log
done
t=$SECONDS; timeout 200 octave-cli --no-history --norc .gpu/suites.m > $L/suites-cuda.log 2>&1; echo "suites rc $? $((SECONDS-t)) s"; grep -E "passed of|suites:|!!!!" $L/suites-cuda.log | head -30
t=$SECONDS; STEP=bench OUT=$L timeout 100 bash tests/gpu-host-gpuarray.sh > $L/gpuarray-bench.log 2>&1; echo "gpuarray bench rc $? $((SECONDS-t)) s"
t=$SECONDS; timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1; echo "memcheck rc $? $((SECONDS-t)) s"; tail -3 $L/sanitize-memcheck.log
xz -9 $L/*_cuda.log 2>/dev/null; ls -la $L
