#!/usr/bin/env bash
# calls.sh (session 2026-12-01d, issue 10): the per-call cost and the
# transfers of gpuArray on CUDA, with the branch `calls` prebuilt for sm_90
# (this script builds nothing in src/).  Run from the repository root with
# $OUT set, after `tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh`.
# Under 120 s (each step under timeout -s KILL; the limits add up to 100 s;
# the times after them are from the GPU host on 2026-12-01, 33 s in all,
# every step green):
#   1. inst/tests/test_gpuarray.m on CUDA                    (<= 20 s, took 10)
#   2. tests/gpu-host/2026-12-01d/ew_methods.m on CUDA: the methods that
#      hold __ew__'s body now, against the host (the whole elementwise
#      suite did not finish in 25 s there)                   (<= 10 s, 1)
#   3. bench/bench_call_cost.m, 1000x1000, 1000 calls, 5 loops (<= 8 s, 1)
#   4. the call trace (GPUAXIS_TRACE_CALLS=1,
#      tests/gpu-host/2026-12-01d/trace_calls.m): sum (G, 1), G + 1,
#      G .* H, the bare MEX call, size (G) on 1000x1000; gpuArray (A) and
#      gather (G) of 1 GiB with their phases (copy threads, DMA waits,
#      result array, first touch)                            (<= 15 s, 5)
#   5. touch_probe.c (gcc -O2 -pthread, under 1 s to build): the first
#      touch of fresh memory with 1-16 threads, with and without
#      MADV_HUGEPAGE, the ceiling of gather (G)              (<= 12 s, 8)
#   6. bench/bench_gpuarray.m with GPUAXIS_BENCH_MAX_GIB=1   (<= 35 s, 14)
# Logs: $OUT/calls-logs.tar.gz (logs/*.log, logs/gpuarray.csv).
set -u
cd "$(dirname "$0")/../../.."
L=$OUT/logs; mkdir -p "$L"
finish () { tar -czf "$OUT/calls-logs.tar.gz" -C "$OUT" logs; }
trap finish EXIT
t0=$SECONDS
P="addpath ([pwd '/src'], [pwd '/inst']);"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | head -1
cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null
step () {  # name timeout command...
  local name=$1 lim=$2 t=$SECONDS; shift 2
  timeout -s KILL "$lim" "$@" > "$L/$name.log" 2>&1
  echo "== $name: rc $? in $((SECONDS-t)) s (at $((SECONDS-t0)) s)"
}
step test_gpuarray 20 octave-cli --no-history --norc --eval "$P printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_gpuarray.m', 'verbose', stdout)"
grep -E "^PASSES|^cuda_ok" "$L/test_gpuarray.log"; grep -B2 -A6 "!!!!!" "$L/test_gpuarray.log" | cut -c1-300 | head -20
step ew_methods 10 octave-cli --no-history --norc --eval "$P run ('tests/gpu-host/2026-12-01d/ew_methods.m')"
cat "$L/ew_methods.log" | head -40
GPUAXIS_BENCH_SIZES=1000 GPUAXIS_BENCH_CALLS=1000 GPUAXIS_BENCH_LOOPS=5 \
  step call_cost 8 octave-cli --no-history --norc --eval "$P run ('bench/bench_call_cost.m')"
grep "^|" "$L/call_cost.log" | head -30
GPUAXIS_TRACE_CALLS=1 GPUAXIS_TRACE_GIB=1 \
  step trace 15 octave-cli --no-history --norc --eval "$P run ('tests/gpu-host/2026-12-01d/trace_calls.m')"
cat "$L/trace.log" | head -120
t=$SECONDS; gcc -O2 -pthread -o "$OUT/touch_probe" tests/gpu-host/2026-12-01d/touch_probe.c
echo "touch_probe built in $((SECONDS-t)) s"
step touch_probe 12 "$OUT/touch_probe"; rm -f "$OUT/touch_probe"
cat "$L/touch_probe.log"
GPUAXIS_BENCH_OUT=$L GPUAXIS_BENCH_MAX_GIB=1 \
  step bench_gpuarray 35 octave-cli --no-history --norc --eval "$P run ('bench/bench_gpuarray.m')"
sed -n '/^| operation/,$p' "$L/bench_gpuarray.log" | head -40
echo "== total $((SECONDS-t0)) s"
true
