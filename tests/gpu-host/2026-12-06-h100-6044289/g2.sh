#!/usr/bin/env bash
# CHUNKS (few long slices along dim 1): scan suite, memcheck, bench; call trace; linear algebra tests
set -u
O=${1:-/tmp/o}; mkdir -p "$O"
t0=$(date +%s)
el () { echo "== [$(( $(date +%s) - t0 ))s] $*"; }
tar -xJf call/build.tar.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
el scan suite
timeout -s KILL 300 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); test ('inst/tests/test_gpuarray_scan.m', 'quiet', stdout)" > "$O/scan.log" 2>&1
echo "rc $?"; grep -E "^PASSES|^Skipped|!!!!!|test-failed" "$O/scan.log" | head -20
el memcheck
timeout -s KILL 240 compute-sanitizer --tool memcheck octave-cli --no-history --norc call/mc.m > "$O/mc.log" 2>&1
echo "rc $?"; grep -E "mc checks|ERROR SUMMARY" "$O/mc.log" | head
el bench scan
timeout -s KILL 120 python3 bench/torch_scan.py --csv "$O/torch_scan.csv" >"$O/torch_scan.log" 2>&1
GPUAXIS_BENCH_TORCH_CSV="$O/torch_scan.csv" GPUAXIS_BENCH_OUT="$O/b" timeout -s KILL 240 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_scan.m')" 2>&1 | grep '^|'
el call trace
GPUAXIS_TRACE_CALLS=1 timeout -s KILL 100 octave-cli --no-history --norc call/cc.m 2>&1
el linalg tests
timeout -s KILL 200 bash tests/gpu-host-linalg.sh --out "$O/la" test 2>&1 | tail -5
el end
