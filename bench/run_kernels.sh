#!/usr/bin/env bash
# bench/run_kernels.sh: the kernel benchmark, one command, one table.
#
# On the GPU host, from anywhere:
#     bash bench/run_kernels.sh            # every configuration (~48), sum
#     bash bench/run_kernels.sh --quick    # three shapes
#     bash bench/run_kernels.sh --op all   # every op (sum, mean, prod, sumsq,
#                                          # max, min, maxi, mini, any, all)
#     bash bench/run_kernels.sh --no-cupy ...  # torch only (cupy's slow paths
#                                          # take minutes of device time)
# Other arguments go to bench_kernels (--filter STR, --reps N, --op LIST).
#
# Builds the package's CUDA objects (src/Makefile, GPUAXIS_ARCHS=90 unless
# set; objects already there are reused) and bench/build/bench_kernels,
# runs it (copy rate, then every configuration checked and timed), then
# torch_cupy.py on the same configurations, and merges both into one
# markdown table: printed, and written to DIR/results-kernels.md (--out DIR;
# default bench/out), with the raw CSVs beside it.
# Exits non-zero when a check failed or a step broke; the table is written
# anyway with what there is.
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
kcsv=$outdir/kernels.csv
tcsv=$outdir/torch_cupy.csv
table=$outdir/results-kernels.md
cmd="bash bench/run_kernels.sh${*:+ $*}"
tc_opts=()                   # --no-cupy is torch_cupy.py's, not bench_kernels'
args=()
for a in "$@"; do
  if [ "$a" = --no-cupy ]; then tc_opts+=(--no-cupy); else args+=("$a"); fi
done
set -- "${args[@]+"${args[@]}"}"
export GPUAXIS_ARCHS=${GPUAXIS_ARCHS:-90}
PY=${PYTHON:-python3}
rc=0
t0=$SECONDS

echo "== build (GPUAXIS_ARCHS=$GPUAXIS_ARCHS)" >&2
jobs=$(nproc 2>/dev/null || echo 4)
if ! make -s -C src -j"$jobs" backend-objects >&2 || ! make -s -C bench -j"$jobs" >&2; then
  echo "run_kernels.sh: build failed" >&2
  exit 2
fi
echo "   built in $((SECONDS - t0)) s" >&2

echo "== bench_kernels $*" >&2
t1=$SECONDS
bench/build/bench_kernels "$@" >"$kcsv"
krc=$?
echo "   bench_kernels: exit $krc, $((SECONDS - t1)) s" >&2
[ $krc -ne 0 ] && rc=1

echo "== torch / cupy" >&2
t1=$SECONDS
if [ -s "$kcsv" ] && grep -qE '^(op,)?shape,' "$kcsv"; then
  "$PY" bench/torch_cupy.py "${tc_opts[@]+"${tc_opts[@]}"}" --configs "$kcsv" >"$tcsv" || { echo "run_kernels.sh: torch_cupy.py failed" >&2; rc=1; }
else
  # bench_kernels printed no configurations: time the same set anyway
  ops=sum; prev=
  for a in "$@"; do [ "$prev" = --op ] && ops=$a; prev=$a; done
  "$PY" bench/torch_cupy.py "${tc_opts[@]+"${tc_opts[@]}"}" $( [[ " $* " == *" --quick "* ]] && echo --quick ) --ops "$ops" \
    >"$tcsv" || rc=1
fi
echo "   torch_cupy.py: $((SECONDS - t1)) s" >&2

device=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)
"$PY" bench/merge_table.py "$kcsv" "$tcsv" --date "$(date -u)" \
  --device "${device:-unknown}" --command "$cmd" -o "$table" || rc=1
echo "" >&2
echo "table: $table   (raw: $kcsv, $tcsv; total $((SECONDS - t0)) s)" >&2
exit $rc
