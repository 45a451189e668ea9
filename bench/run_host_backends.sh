#!/usr/bin/env bash
# bench/run_host_backends.sh: the host-array table in one run on the
# GPU host: torch's CPU sum (bench/torch_host_backends.py, nproc threads and
# 1), then bench/bench_host_backends.m (the "auto" crossover, and the
# >= 1 GiB arrays of bench/host_shapes.txt on "auto", "cuda", the CPU
# engine on all threads and on 1, and sum) with torch's times in its
# table.  src/ must be built (GPUAXIS_ARCHS=90 make -C src); octave-cli on
# PATH.
#
#   bash bench/run_host_backends.sh        # about 3 minutes on the H200 host
#
# Writes $outdir/results-host-backends.md (command, date, both tables),
# host-backends.csv, crossover.csv, torch-host.csv; $outdir is --out DIR,
# default bench/out.  Exits non-zero when a step broke or a result
# disagreed with sum.
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
PY=${PYTHON:-python3}
rc=0
t0=$SECONDS
"$PY" bench/torch_host_backends.py --csv "$outdir/torch-host.csv" --threads "$(nproc)" 1 \
  > "$outdir/torch-host.log" 2>&1 || { tail -5 "$outdir/torch-host.log"; rc=1; }
echo "torch: $((SECONDS - t0)) s" >&2
GPUAXIS_BENCH_OUT="$outdir" GPUAXIS_BENCH_TORCH_CSV="$outdir/torch-host.csv" \
  octave-cli --no-history --norc --eval \
  "addpath ('$root/src', '$root/inst'); run ('$root/bench/bench_host_backends.m')" \
  > "$outdir/bench_host_backends.log" 2>&1 || rc=1
{
  echo "# Host arrays on every backend"
  echo
  echo "Command: \`bash bench/run_host_backends.sh\`, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1), $(nproc) CPUs."
  echo
  cat "$outdir/bench_host_backends.log"
} > "$outdir/results-host-backends.md"
cat "$outdir/results-host-backends.md"
if grep -q "| NO |" "$outdir/bench_host_backends.log"; then
  echo "run_host_backends.sh: a result disagreed with sum" >&2; rc=1
fi
echo "total $((SECONDS - t0)) s" >&2
exit $rc
