#!/usr/bin/env bash
# call q2 (session 2026-12-04q; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): q1's any/all variants
# and two more, prebuilt here (GPUAXIS_ARCHS=90).  ".": the tree (lean
# any/all, 40 registers in k_cols<ANY, float, 4>).  .gpu/abmain: HEAD
# a380edb.  .gpu/nr: q1's (any/all without the loop of a chunk's last
# rows two at a time: 32 registers).  .gpu/d: the tree, any/all's cols
# kernel built with __launch_bounds__ (GA_BLOCK, 8) (k_cols_logical: 32
# registers, the loop kept).  .gpu/f: nr, and any/all of double and
# single run k_cols_few (columns of at most 4 rows, all loaded at once),
# where q1's nr lost 3% on 134217728x2 along dim 2.  Wrappers nw2, nw3,
# nw6 (GPUAXIS_COLS_NARROW_WAVES; q1 did not run them: not executable).
#  1. test_reduce cuda quick of d, and of f under GPUAXIS_COLS_FEW=3
#     (k_cols_few on every pass it can take);
#  2. A/B of HEAD, nr, d, f: any of every shape, single and double;
#  3. A/B of the narrow waves: double 2x134217728 sum, max, any; single
#     2x134217728 sum, any.
CALL=q2; DEADLINE=${DEADLINE:-420}
. "$(dirname "$0")/common.sh"
tr () {   # tr NAME SECONDS BIN ENV... -- ARGS
  local n=$1 s=$2 bin=$3; shift 3; local ev=(); while [ "$1" != "--" ]; do ev+=("$1"); shift; done; shift
  t=$SECONDS; env "${ev[@]}" timeout -s KILL $(left $s) $bin cuda "$@" > $L/test_reduce-$n.log 2>&1
  echo "== test_reduce cuda $* $bin (${ev[*]}): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr d 40 .gpu/d/tests/test_reduce X=1 -- quick
tr f-few3 40 .gpu/f/tests/test_reduce GPUAXIS_COLS_FEW=3 -- quick
tr f 40 .gpu/f/tests/test_reduce X=1 -- quick
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -60; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
V=".gpu/abmain .gpu/nr .gpu/d .gpu/f"
ab sany 90 $V -- --filter single: --op any
ab dany 90 $V -- --filter double: --op any
W=". .gpu/nw2 .gpu/nw3 .gpu/nw6"
ab dnw 60 $W -- --filter double:2x134217728 --op sum,max,any
ab snw 40 $W -- --filter single:2x134217728 --op sum,any
echo "== total $((SECONDS-t0)) s"
true
