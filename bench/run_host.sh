#!/usr/bin/env bash
# bench/run_host.sh: the host-array benchmark, one command, one table.
#
# On a machine with an NVIDIA GPU, nvcc and octave-cli on PATH:
#     bash bench/run_host.sh            # everything (~3-5 minutes)
#     bash bench/run_host.sh --quick    # up to 64 MiB, no sweep
#
# 1. builds the MEX file from src/ (GPUAXIS_ARCHS=90 unless set) and
#    bench/pinned_rate (nvcc);
# 2. runs pinned_rate: pinned / pageable host-to-device rates, threaded
#    memcpy into pinned memory, cudaHostRegister in place
#    -> $outdir/pinned.txt;
# 3. runs bench/bench_host.m in octave-cli with src/ and inst/ on the path
#    (the pinned rate passed in GPUAXIS_PINNED_GBPS): sum vs gpu_axis_sum,
#    double and single, dims 1 and 2, 10x10 to 4 GiB, then a sweep of the
#    pipeline's knobs -> host.csv, host-sweep.csv, host-meta.txt;
# 4. bench/plot_host.py -> host-bench.png and results-host.md.
# $outdir is --out DIR, default bench/out.  Exits non-zero when a step
# broke or a result disagreed with sum.
#
# Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
set -u -o pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$root"
outdir=$root/bench/out
args=()
while [ $# -gt 0 ]; do
  case $1 in
    --out) outdir=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
set -- "${args[@]+"${args[@]}"}"
mkdir -p "$outdir" && outdir=$(cd "$outdir" && pwd) || exit 2
cmd="bash bench/run_host.sh${*:+ $*}"
export GPUAXIS_ARCHS=${GPUAXIS_ARCHS:-90}
PY=${PYTHON:-python3}
OCTAVE_CLI=${OCTAVE_CLI:-octave-cli}
quick=0
[[ " $* " == *" --quick "* ]] && quick=1
rc=0
t0=$SECONDS

NVCC=${NVCC:-$(command -v nvcc || { for d in "${CUDA_HOME:-}" "${CUDA_PATH:-}" /usr/local/cuda; do [ -n "$d" ] && [ -x "$d/bin/nvcc" ] && { echo "$d/bin/nvcc"; break; }; done; })}
if [ -z "$NVCC" ]; then echo "run_host.sh: nvcc not found" >&2; exit 2; fi

echo "== build (GPUAXIS_ARCHS=$GPUAXIS_ARCHS)" >&2
jobs=$(nproc 2>/dev/null || echo 4)
if ! make -s -C src -j"$jobs" >"$outdir/build.log" 2>&1; then
  tail -30 "$outdir/build.log" >&2
  echo "run_host.sh: build failed" >&2
  exit 2
fi
mkdir -p bench/build
arch=${GPUAXIS_ARCHS##* }
if ! "$NVCC" -O2 -std=c++17 -gencode "arch=compute_$arch,code=sm_$arch" \
     -o bench/build/pinned_rate bench/pinned_rate.cu >>"$outdir/build.log" 2>&1; then
  tail -30 "$outdir/build.log" >&2
  echo "run_host.sh: pinned_rate build failed" >&2
  exit 2
fi
echo "   built in $((SECONDS - t0)) s" >&2

echo "== pinned_rate" >&2
t1=$SECONDS
bench/build/pinned_rate $([ $quick = 1 ] && echo --quick) | tee "$outdir/pinned.txt" >&2 || rc=1
pinned=$(sed -n 's/^pinned_h2d_gbps=//p' "$outdir/pinned.txt")
echo "   pinned_rate: $((SECONDS - t1)) s; pinned host-to-device ${pinned:-?} GB/s" >&2

echo "== bench_host.m" >&2
t1=$SECONDS
if [ $quick = 1 ]; then
  export GPUAXIS_BENCH_MAX_GIB=${GPUAXIS_BENCH_MAX_GIB:-0.07} GPUAXIS_BENCH_SWEEP=0
fi
GPUAXIS_PINNED_GBPS=${pinned:-NaN} GPUAXIS_BENCH_OUT="$outdir" \
  "$OCTAVE_CLI" --no-history --norc --eval \
  "addpath ('$root/src', '$root/inst'); run ('$root/bench/bench_host.m')" \
  2>&1 | tee "$outdir/bench_host.log" >&2
orc=$?
echo "   bench_host.m: exit $orc, $((SECONDS - t1)) s" >&2
[ $orc -ne 0 ] && rc=1
if [ -s "$outdir/host.csv" ] && awk -F, 'NR > 1 && $13 != 1 { bad = 1 } END { exit !bad }' "$outdir/host.csv"; then
  echo "run_host.sh: some gpu_axis_sum results disagree with sum (host.csv, column ok)" >&2
  rc=1
fi

"$PY" bench/plot_host.py "$outdir" --date "$(date -u)" --command "$cmd" || rc=1
echo "" >&2
echo "table: $outdir/results-host.md, plot: $outdir/host-bench.png (total $((SECONDS - t0)) s)" >&2
exit $rc
