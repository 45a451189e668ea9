#!/usr/bin/env bash
# ew.sh (session 2026-12-01d, branch ew): on the GPU host, from the
# repository root, with $OUT set, the Octave pack unpacked and sourced and
# src/ prebuilt for sm_90 (this script builds nothing):
#  1. the elementwise and indexing suites on CUDA, side by side (two Octave
#     processes, 80 s each): k_bcast (check_broadcast_paths), the index
#     check's block reduction, masks, contiguous copies
#     (check_masks_and_copies); every block's verdict and the first
#     failures printed
#  2. the elementwise benchmark with torch's times beside (STEP=ew-bench of
#     tests/gpu-host-gpuarray.sh): 45% of the time left (at least 30 s)
#  3. the indexing benchmark with torch's (STEP=bench-index): the rest
# 147 s at most in all.  Logs: $OUT/ew-logs.tar.gz.
set -u
cd "$(dirname "$0")/../../.."
: "${OUT:?set OUT}"
L=$OUT/logs
mkdir -p "$L"
finish () { tar -czf "$OUT/ew-logs.tar.gz" -C "$OUT" logs; }
trap finish EXIT
command -v octave-cli >/dev/null || { echo "octave-cli not found: unpack and source the Octave pack first"; exit 1; }
export GPUAXIS_ARCHS=90
t0=$SECONDS
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
git log --oneline -1 2>/dev/null
ls -la --time-style=+%F.%T src/libgpuaxis.so src/gpuarray/elementwise.o src/gpuarray/index_kernels.o
suite () {  # name limit file
  local t=$SECONDS rc
  timeout -s KILL "$2" octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$3', 'verbose', stdout)" > "$L/$1.log" 2>&1
  rc=$?
  echo "== $1: rc $rc in $((SECONDS - t)) s" > "$L/$1.status"
}
suite ew 80 inst/tests/test_gpuarray_elementwise.m &
p1=$!
suite index 80 inst/tests/test_gpuarray_index.m &
p2=$!
wait $p1 $p2
for s in ew index; do
  cat "$L/$s.status"
  grep -E "^PASSES|^Skipped|^cuda_ok" "$L/$s.log"
  grep -B3 -A8 "!!!!!" "$L/$s.log" | cut -c1-300 | head -40
done
left=$((147 - (SECONDS - t0)))
lim=$((left * 45 / 100)); [ $lim -lt 30 ] && lim=30
echo "== benchmarks: $left s left, $lim s for ew-bench"
t=$SECONDS
OUT=$L STEP=ew-bench timeout -s KILL $lim bash tests/gpu-host-gpuarray.sh > "$L/ew-bench.out" 2>&1
echo "== ew-bench: rc $? in $((SECONDS - t)) s"
sed -n '/^| operation | array | time | GB\/s (read + written) | % of copy/,$p' "$L/ew-bench.out" | head -30
lim=$((147 - (SECONDS - t0))); [ $lim -lt 5 ] && lim=5
t=$SECONDS
OUT=$L STEP=bench-index timeout -s KILL $lim bash tests/gpu-host-gpuarray.sh > "$L/bench-index.out" 2>&1
echo "== bench-index: rc $? in $((SECONDS - t)) s"
cat "$L/bench-index.out" | head -40
echo "== total $((SECONDS - t0)) s"
