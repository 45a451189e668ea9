#!/usr/bin/env bash
# bench/run_resident.sh: the device tables in one run on the
# GPU host: bench/run_kernels.sh (the C kernels of every op, torch beside)
# on the configurations FILTER selects, then bench/bench_resident.m (the
# same configurations of >= 1 GiB as gpuArray methods called from Octave)
# with both CSVs, so kernel, Octave and torch times come from one run.
#
#   bash bench/run_resident.sh [--out DIR] double:   # (and single:, int32:)
#
# src/ must be built (GPUAXIS_ARCHS=90 make -C src) and octave-cli on PATH.
# Writes to DIR (default bench/out): results-kernels.md, kernels.csv,
# torch_cupy.csv (run_kernels.sh's) and results-resident.md, resident.csv.
#
# Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
set -u -o pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 2
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
filter=${1:?usage: run_resident.sh [--out DIR] FILTER (e.g. double:)}
rc=0
bash bench/run_kernels.sh --out "$outdir" --no-cupy --op all --filter "$filter" || rc=1
GPUAXIS_BENCH_OUT="$outdir" GPUAXIS_BENCH_KERNELS_CSV="$outdir/kernels.csv" \
  GPUAXIS_BENCH_TORCH_CSV="$outdir/torch_cupy.csv" \
  octave-cli --no-history --norc --eval \
  "addpath ('$root/src', '$root/inst'); run ('$root/bench/bench_resident.m')" \
  > "$outdir/bench_resident.log" 2>&1 || rc=1
{
  echo "# Resident arrays: gpuArray methods from Octave beside the C kernels and torch"
  echo
  echo "Command: \`bash bench/run_resident.sh $filter\`, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)."
  echo "Kernel and torch times: this run's $outdir/results-kernels.md (run_kernels.sh)."
  echo
  cat "$outdir/bench_resident.log"
} > "$outdir/results-resident.md"
sed -n '/^| op/,$p' "$outdir/results-resident.md" | tail -4
exit $rc
