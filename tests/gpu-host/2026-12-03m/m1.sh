#!/usr/bin/env bash
# call m1 (session 2026-12-03m; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): the session's tree, prebuilt on the
# development machine (GPUAXIS_ARCHS=90).  .gpu/abmain: 60b8921's
# bench_kernels (l5's build); wrappers of the tree's bench_kernels under
# knobs: .gpu/vf0, vf1 (GPUAXIS_MM_VEC_FIRST=1, 2: k_rows_mm's tree as
# before, fmaxf first with the position found per vector; the default 3
# finds it once a row), .gpu/cg1, cg2 (GPUAXIS_COLS_FULL_GRID=1 never,
# 2 always; the default 3 for passes writing the index).
#  1. ./tests/test_reduce cuda (defaults), and quick under VF 1 and 2
#     (vf1, vf0 knobs); memcheck of test_reduce cuda quick;
#  2. A/B: single [M, I] along rows (abmain . vf0 vf1); cols grid on
#     [M, I] and max (abmain . cg1 cg2); int32 max/min/sum/maxi (abmain .)
CALL=m1; DEADLINE=${DEADLINE:-420}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
for k in 1 2; do
  t=$SECONDS; GPUAXIS_MM_VEC_FIRST=$k timeout -s KILL 40 ./tests/test_reduce cuda quick > $L/test_reduce-vf$k-quick.log 2>&1
  echo "== test_reduce cuda quick, GPUAXIS_MM_VEC_FIRST=$k: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-vf$k-quick.log; grep -i "FAIL" $L/test_reduce-vf$k-quick.log | head -4
done
t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40
}
ab r32 40 .gpu/abmain . .gpu/vf0 .gpu/vf1 -- --filter single:32x8388608 --op maxi
ab r2 40 .gpu/abmain . .gpu/vf0 .gpu/vf1 -- --filter single:2x134217728 --op maxi
ab r4 30 .gpu/abmain . .gpu/vf0 .gpu/vf1 -- --filter single:4x67108864 --op maxi
ab r512 30 .gpu/abmain . .gpu/vf0 .gpu/vf1 -- --filter single:512x512x1024 --op maxi
ab i32 40 .gpu/abmain . -- --filter int32: --op max,min,maxi,sum
ab c2 50 .gpu/abmain . .gpu/cg1 .gpu/cg2 -- --filter 134217728x2 --op maxi,max
ab c16 40 .gpu/abmain . .gpu/cg1 .gpu/cg2 -- --filter 16384x16384 --op maxi
ab cq 40 .gpu/abmain . .gpu/cg1 .gpu/cg2 -- --quick --op maxi
echo "== total $((SECONDS-t0)) s"
true
