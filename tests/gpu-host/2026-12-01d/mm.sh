#!/usr/bin/env bash
# mm.sh (session 2026-12-01d, issue 9): max/min speed after the lean
# max/min kernels (src/cuda_ops.cuh acc_run / mm_take, cuda_kernels.cuh
# final_put), on the GPU host, from the repository root, $OUT set.
#
# Needs src/ built for sm_90 (GPUAXIS_ARCHS=90 make -C src) and
# tests/test_reduce (make -C tests test_reduce) already there: this script
# builds nothing in src/.  It builds bench/build/bench_kernels with nvcc
# (about 20-40 s: one .cu, four small .c, one link) and then runs, each step
# under timeout -s KILL and all inside 195 s:
#   1. ./tests/test_reduce cuda                  (about 30 s)
#   2. bench_kernels --op max,min,maxi,mini: every shape, double, single and
#      int32 (48 shapes x dims, 188 configurations), checked exactly
#      against the CPU backend, timed; then torch (bench/torch_cupy.py
#      --no-cupy) on the same configurations; one table (% of copy, torch)
#   3. bench_kernels --op prod --filter single:  (the new single data and
#      bound: the FAIL-check rows must pass), with torch if time is left
# Logs, CSVs and tables go to $OUT/mm-logs.tar.gz; the tables are also
# printed.
set -u
: "${OUT:?set OUT}"
L=$OUT/mm
mkdir -p "$L"
finish () { tar -czf "$OUT/mm-logs.tar.gz" -C "$OUT" mm 2>/dev/null; }
trap finish EXIT
t0=$SECONDS
DEADLINE=${MM_DEADLINE:-195}
left () {                     # seconds left for a step: min(cap, deadline)
  local l=$((DEADLINE - (SECONDS - t0)))
  [ "$l" -gt "$1" ] && l=$1
  [ "$l" -lt 1 ] && l=1
  echo "$l"
}
NVCC=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
PY=${PYTHON:-python3}
device=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)
git log --oneline -1 > "$L/commit.txt" 2>&1

echo "== test_reduce cuda"
timeout -s KILL "$(left 45)" ./tests/test_reduce cuda > "$L/test_reduce_cuda.log" 2>&1
echo "   rc $? at $((SECONDS - t0)) s"; tail -3 "$L/test_reduce_cuda.log"

echo "== build bench_kernels (src/ as it is)"
B=bench/build
mkdir -p "$B"
objs=$(make -s --no-print-directory -C src print-backend-objects | tr ' ' '\n' | sed 's|^|src/|' | tr '\n' ' ')
(
  set -e
  timeout -s KILL "$(left 90)" "$NVCC" -O3 -std=c++17 -gencode arch=compute_90,code=sm_90 \
    -Isrc -Itests -c bench/bench_kernels.cu -o $B/bench_kernels.o &
  nv=$!
  gcc -O2 -std=gnu11 -Isrc -c src/plan.c -o $B/plan.o
  gcc -O2 -std=gnu11 -O3 -Isrc -c src/reduce_cpu.c -o $B/reduce_cpu.o
  gcc -O2 -std=gnu11 -Isrc -c src/cpu_split.c -o $B/cpu_split.o
  gcc -O2 -std=gnu11 -Isrc -c src/cpu_pool.c -o $B/cpu_pool.o
  wait $nv
  timeout -s KILL "$(left 60)" "$NVCC" -O3 -std=c++17 -gencode arch=compute_90,code=sm_90 \
    -o $B/bench_kernels $B/bench_kernels.o $B/plan.o $B/reduce_cpu.o $B/cpu_split.o \
    $B/cpu_pool.o $objs -lpthread
) > "$L/build.log" 2>&1
brc=$?
echo "   rc $brc at $((SECONDS - t0)) s"; tail -3 "$L/build.log"
[ $brc -ne 0 ] && exit 2

table () {   # $1 name: kernels CSV $L/$1.csv, torch CSV $L/$1-torch.csv
  "$PY" bench/merge_table.py "$L/$1.csv" "$L/$1-torch.csv" --date "$(date -u)" \
    --device "${device:-unknown}" --command "tests/gpu-host/2026-12-01d/mm.sh ($1)" \
    -o "$L/$1.md" > /dev/null 2> "$L/$1-merge.err"
  grep -E '^\| (op|max|min|maxi|mini|prod) ' "$L/$1.md"
  grep -E '% of copy on inputs' "$L/$1.md"
}

# int32 first (2 configurations a op: short), then double, then single;
# one CSV (the first run's facts and header, then rows only)
: > "$L/mm.csv"
for c in int32:20 double:55 single:50; do
  cls=${c%%:*}; cap=${c##*:}
  echo "== bench_kernels --op max,min,maxi,mini --filter $cls:"
  timeout -s KILL "$(left "$cap")" $B/bench_kernels --op max,min,maxi,mini --filter "$cls:" \
    > "$L/mm-$cls.csv" 2> "$L/mm-$cls.err"
  echo "   rc $? at $((SECONDS - t0)) s; $(grep -c ',ok$' "$L/mm-$cls.csv") ok, $(grep -c FAIL "$L/mm-$cls.csv") FAIL"
  grep FAIL "$L/mm-$cls.csv" | head -5
  if [ -s "$L/mm.csv" ]; then grep -vE '^(#|op,)' "$L/mm-$cls.csv" >> "$L/mm.csv"
  else cat "$L/mm-$cls.csv" >> "$L/mm.csv"; fi
done
echo "== torch (no cupy) on the same configurations"
timeout -s KILL "$(left 45)" "$PY" bench/torch_cupy.py --no-cupy --configs "$L/mm.csv" \
  > "$L/mm-torch.csv" 2> "$L/mm-torch.err"
echo "   rc $? at $((SECONDS - t0)) s"
table mm

echo "== bench_kernels --op prod --filter single:"
timeout -s KILL "$(left 25)" $B/bench_kernels --op prod --filter single: > "$L/prod.csv" 2> "$L/prod.err"
echo "   rc $? at $((SECONDS - t0)) s; $(grep -c ',ok$' "$L/prod.csv") ok, $(grep -c FAIL "$L/prod.csv") FAIL"
grep FAIL "$L/prod.csv" | head
: > "$L/prod-torch.csv"
if [ $((DEADLINE - (SECONDS - t0))) -gt 15 ]; then
  timeout -s KILL "$(left 30)" "$PY" bench/torch_cupy.py --no-cupy --configs "$L/prod.csv" \
    > "$L/prod-torch.csv" 2> "$L/prod-torch.err"
fi
table prod
echo "== total $((SECONDS - t0)) s"
