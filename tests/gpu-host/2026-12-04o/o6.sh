#!/usr/bin/env bash
# call o6 (session 2026-12-04o): k_cols_mmv's slow case.  The final tree
# with bench_kernels's BENCH_FILL=negzeros (negative values, one zero of
# either sign in 1024: many max results are a zero, found again by one
# thread in row order); wrappers .gpu/nz (that fill) and .gpu/nz1 (that
# fill, GPUAXIS_COLS_MMV=1: k_cols with positions), beside the tree on
# its usual data.  Every output checked against the reference as always.
CALL=o6; DEADLINE=${DEADLINE:-90}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab s5 25 . .gpu/nz .gpu/nz1 -- --filter single:512x512x1024 --op max
ab s4 25 . .gpu/nz .gpu/nz1 -- --filter single:4x67108864 --op max
ab d5 30 . .gpu/nz .gpu/nz1 -- --filter double:512x512x1024 --op max
echo "== total $((SECONDS-t0)) s"
true
