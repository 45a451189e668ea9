#!/usr/bin/env bash
# bench/run_cpu_threads_host.sh: the CPU backend's threads on a many-core
# host (the 16-core GPU host), one command, one table.  From the repo root:
#
#   bash bench/run_cpu_threads_host.sh            # 1 GiB per array (~3 min)
#   GIB=2 bash bench/run_cpu_threads_host.sh      # larger arrays
#
# (octave-cli from PATH)
# 1. builds the CPU engine alone (NVCC= make) in a copy of src/, so that a
#    CUDA build in src/ stays as it is and no nvcc time is spent;
# 2. bench/bench_cpu_threads.m with that copy on the path: every reduction,
#    layouts dim 1 (contiguous), dim 2 (strided) and a vector (one long
#    reduction), on 1 thread and on THREADS (default: nproc);
# 3. bench/torch_cpu_threads.py: torch.sum of the same float64 data and
#    layouts with torch.set_num_threads (1 and THREADS);
# 4. writes $outdir/results-cpu-threads-host.md (command, date, machine, both
#    tables) and prints whether the sums on THREADS threads reach TARGET
#    GB/s (default 60) in the dim 1 and dim 2 layouts.
# $outdir is --out DIR, default bench/out.  Exits non-zero when a step broke
# or a result disagreed with Octave's builtins.
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
cmd="bash bench/run_cpu_threads_host.sh${*:+ $*}"
GIB=${GIB:-1}
THREADS=${THREADS:-$(nproc)}
TARGET=${TARGET:-60}
PY=${PYTHON:-python3}
rc=0

command -v octave-cli >/dev/null || { echo "run_cpu_threads_host.sh: no octave-cli" >&2; exit 2; }

echo "== build (CPU engine only, in a copy of src/)" >&2
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
cp -r src "$build/src"
( cd "$build/src" && make clean >/dev/null 2>&1; NVCC= make -j"$(nproc)" ) >"$outdir/cpu-threads-build.log" 2>&1 \
  || { tail -30 "$outdir/cpu-threads-build.log" >&2; echo "build failed" >&2; exit 2; }

echo "== bench_cpu_threads.m ($GIB GiB, threads 1 and $THREADS)" >&2
octave-cli --no-history --norc --eval \
  "addpath ('$build/src', '$root/inst'); ct_mib = $GIB * 1024; ct_threads = [1 $THREADS]; ct_file = '$outdir/octave-threads.md'; run ('$root/bench/bench_cpu_threads.m')" \
  2>&1 | tee "$outdir/bench_cpu_threads.log" >&2
[ "${PIPESTATUS[0]}" -ne 0 ] && rc=1

echo "== torch_cpu_threads.py" >&2
"$PY" bench/torch_cpu_threads.py --gib "$GIB" --threads 1 "$THREADS" \
  2>&1 | tee "$outdir/torch-threads.md" >&2
[ "${PIPESTATUS[0]}" -ne 0 ] && rc=1

res=$outdir/results-cpu-threads-host.md
{
  echo "# The CPU backend's threads on $(nproc) CPUs: gpu_axis_* against torch.sum"
  echo
  echo "- command: \`$cmd\` (GIB=$GIB, THREADS=$THREADS), from the repo root"
  echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); host: $(uname -srm); $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)"
  echo "- $(octave-cli --version | head -1); torch $("$PY" -c 'import torch; print(torch.__version__)' 2>/dev/null)"
  echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "- ms: best of 5 runs; GB/s: input bytes / time; speed-up: 1 thread's time / this time"
  echo
  echo "## gpu_axis_* (CPU backend), double, $GIB GiB per array"
  echo
  cat "$outdir/octave-threads.md" 2>/dev/null
  echo
  echo "## torch.sum, float64 CPU tensors, the same data and layouts"
  echo
  cat "$outdir/torch-threads.md"
  echo
  echo "## target: sum on $THREADS threads >= $TARGET GB/s, dim 1 and dim 2"
  echo
  awk -F'|' -v T="$THREADS" -v G="$TARGET" '
    $2 ~ /^ sum $/ && $5 + 0 == T && ($3 ~ /dim 1|dim 2|vector/) {
      gsub(/ /, "", $3); printf "- gpu_axis_sum %s: %s GB/s (%s)\n", $3, $7 + 0, ($7 + 0 >= G ? "met" : "NOT met") }
  ' "$outdir/octave-threads.md" 2>/dev/null
} >"$res"
cat "$res"
echo "table: $res" >&2
exit $rc
