#!/usr/bin/env bash
# call k2 (session 2026-12-03k): after k1 (mix_probe: [M, I]'s traffic of
# 2x134217728 single at 85% of copy with one output a thread in a
# grid-stride loop of 1056-2112 blocks, as our k_rows_mm, but 94.7% with a
# block for every 256 outputs; 4 row sets in flight a thread, strided a grid
# apart, 78%).  The tree (prebuilt as in k1; k1's ga_cols_kernel) adds
# three A/B knobs, off by default, so "." is main's behaviour:
#   vC   (a build): GA_ROWS_CONTIG 1, rows_small's and rows_mm's U row sets
#        of a warp adjacent, not a grid apart;
#   FG   (environment, GPUAXIS_ROWS_FULL_GRID=1): their grid uncapped, a
#        block for every row set, no grid-stride loop;
#   NW4  (environment, GPUAXIS_COLS_NARROW_WAVES=4): 4 waves of chunks for
#        columns one thread wide whose kernel holds 8 blocks a
#        multiprocessor (2xN, 4xN along dim 2; k1: 2x134217728 double sum
#        along dim 2 95.7 -> 104% with 4 waves for every cols pass, but
#        single max on 4x67108864 14% slower);
#   vM5, vM6 (builds): k_rows_mm of single elements (lean) built for 5
#        and 6 blocks a multiprocessor (GA_ROWS_MM_MINB_F; ptxas gave it
#        62 registers, 4 blocks: the single sum's rows_small reads
#        32x8388608 at 95%, max at 84%).
#  1. A/B tree, vC, tree+FG, vC+FG (and vM5, vM6 on single) on the rows shapes (dim 1 of 32x8388608,
#     single 2x134217728, 4x67108864, single 512x512x1024);
#  2. A/B tree, tree+NW4 on 2x134217728 and 4x67108864 (sum, max, any).
CALL=k2; DEADLINE=${DEADLINE:-310}
. "$(dirname "$0")/common.sh"
wrap () {   # wrap NAME TREE VAR=VALUE: TREE's bench_kernels with VAR set
  mkdir -p .gpu/$1/src .gpu/$1/bench/build && cp .gpu/abmain/bench/bench_kernels.cu .gpu/$1/bench/
  printf '#!/bin/sh\nexport %s\nexec %s/bench/build/bench_kernels "$@"\n' "$3" "$(cd $2 && pwd)" > .gpu/$1/bench/build/bench_kernels
  chmod +x .gpu/$1/bench/build/bench_kernels
}
wrap FG . GPUAXIS_ROWS_FULL_GRID=1
wrap vCFG .gpu/vC GPUAXIS_ROWS_FULL_GRID=1
wrap NW4 . GPUAXIS_COLS_NARROW_WAVES=4
ab () {   # ab NAME SECONDS SKIP VERSIONS... -- ARGS (SKIP: rows not shown)
  local n=$1 s=$2 x=$3; shift 3
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | grep -v -E "$x" | cut -c1-420 | head -30
}
ab rows32 45 "\| [23] \|" . .gpu/vC .gpu/FG .gpu/vCFG .gpu/vM5 .gpu/vM6 -- --filter 32x8388608 --op sum,max,maxi
ab rows512 30 "\| [23] \|" . .gpu/vC .gpu/FG .gpu/vCFG .gpu/vM5 .gpu/vM6 -- --filter single:512x512x1024 --op sum,max,maxi
ab rows2 80 "\| [23] \|" . .gpu/vC .gpu/FG .gpu/vCFG .gpu/vM5 .gpu/vM6 -- --filter single:2x134217728 --op sum,max,maxi
ab rows4 55 "\| [23] \|" . .gpu/vC .gpu/FG .gpu/vCFG -- --filter 4x67108864 --op sum,max,maxi
ab nw2 55 "\| 1 \|" . .gpu/NW4 -- --filter 2x134217728 --op sum,max,any
ab nw4 35 "\| 1 \|" . .gpu/NW4 -- --filter 4x67108864 --op sum,max,any
echo "== total $((SECONDS-t0)) s"
true
