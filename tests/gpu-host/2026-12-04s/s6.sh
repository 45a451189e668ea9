#!/usr/bin/env bash
# call s6 (session 2026-12-04s; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): A/B of the final build
# (s2's) and lb5, the same with k_rows_mm of single built for 5 blocks a
# multiprocessor (__launch_bounds__ (GA_BLOCK, 5): 48 registers, 36
# bytes spilled, where 58 allow 4 blocks; s5's ncu: 45% of warps active,
# 43% of cycles without an eligible warp), on single [M, I] along dim 1.
CALL=s6; DEADLINE=${DEADLINE:-100}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab s32 30 . .gpu/lb5 -- --filter single:32x8388608 --op maxi,mini
ab s5 25 . .gpu/lb5 -- --filter single:512x512x1024 --op maxi
ab s2 25 . .gpu/lb5 -- --filter single:2x134217728 --op maxi
echo "== total $((SECONDS-t0)) s"
true
