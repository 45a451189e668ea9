#!/usr/bin/env bash
# call 2: where test_transfer cuda hangs (verbose, killed at 90 s), then the
# Octave suites with CUDA (call 1's ran after the hang held the GPU)
set -u
cd "$(dirname "$0")/.."
L=$OUT
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
export GPUAXIS_ARCHS=90
t=$SECONDS; make -C src -j16 >$L/build.log 2>&1 || { tail -30 $L/build.log; exit 1; }
make -s -C tests test_transfer >>$L/build.log 2>&1 || { tail -30 $L/build.log; exit 1; }
echo "built in $((SECONDS-t)) s"
t=$SECONDS; GPUAXIS_TEST_VERBOSE=1 timeout -s KILL 90 ./tests/test_transfer cuda > $L/test_transfer_cuda.log 2>&1; echo "test_transfer cuda rc $? $((SECONDS-t)) s"
grep -E "^FAIL" $L/test_transfer_cuda.log | head -12; grep -c "^RUN" $L/test_transfer_cuda.log; tail -4 $L/test_transfer_cuda.log
sleep 1; nvidia-smi --query-compute-apps=pid,name --format=csv,noheader
t=$SECONDS; timeout -s KILL 270 octave-cli --no-history --norc .gpu/suites.m > $L/suites-cuda.log 2>&1; echo "suites rc $? $((SECONDS-t)) s"; grep -E "passed of|suites:" $L/suites-cuda.log
grep -B2 -A6 "!!!!!" $L/suites-cuda.log | head -60
xz -9 $L/test_transfer_cuda.log
