#!/usr/bin/env bash
# call m2 (session 2026-12-03m; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): m1's lessons in the tree (prebuilt here,
# GPUAXIS_ARCHS=90): k_rows_mm's VF for single (the position found per
# vector, m1's tie bug fixed; m1's variant finding it once a row dropped:
# 1.03-1.06x), integer max/min in the element's type, and a cols grid of
# a block a column tile for passes writing the index, now with the task's
# digits undivided for one chunk of one slab (m1's full grid, dividing,
# 1.09-1.18x slower).  .gpu/abmain: 60b8921's bench_kernels; wrappers of
# the tree: vf0 (GPUAXIS_MM_VEC_FIRST=1), cg1, cg2
# (GPUAXIS_COLS_FULL_GRID=1 never, 2 always), vpl1, vpl4
# (GPUAXIS_MM_ROWS_VECTORS=1, 4).
#  1. test_reduce cuda (defaults); quick under vf0's and cg2's knobs;
#     memcheck of quick;
#  2. A/B on [M, I] along rows, narrow columns, int32, and --quick --op all.
CALL=m2; DEADLINE=${DEADLINE:-380}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
for kv in GPUAXIS_MM_VEC_FIRST=1 GPUAXIS_COLS_FULL_GRID=2 GPUAXIS_COLS_FULL_GRID=1; do
  t=$SECONDS; env $kv timeout -s KILL 40 ./tests/test_reduce cuda quick > $L/test_reduce-$kv-quick.log 2>&1
  echo "== test_reduce cuda quick, $kv: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$kv-quick.log; grep -i "FAIL" $L/test_reduce-$kv-quick.log | head -4
done
t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40
}
ab r32 30 .gpu/abmain . .gpu/vf0 .gpu/vpl1 .gpu/vpl4 -- --filter single:32x8388608 --op maxi
ab r2 30 .gpu/abmain . .gpu/vf0 -- --filter single:2x134217728 --op maxi
ab r4 20 .gpu/abmain . .gpu/vf0 -- --filter single:4x67108864 --op maxi
ab r512 20 .gpu/abmain . .gpu/vf0 -- --filter single:512x512x1024 --op maxi
ab c2 60 .gpu/abmain . .gpu/cg1 .gpu/cg2 -- --filter 134217728x2 --op maxi,max,sum,any
ab i32 20 .gpu/abmain . -- --filter int32: --op max,min,maxi,sum,any,all
ab q 80 .gpu/abmain . -- --quick --op all
echo "== total $((SECONDS-t0)) s"
true
