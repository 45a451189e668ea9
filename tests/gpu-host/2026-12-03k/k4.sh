#!/usr/bin/env bash
# call k4 (session 2026-12-03k): k3 found double any along dim 1 of
# 2x134217728 at 84.3% of copy with the adjacent row sets (102.6% before);
# k2 had not measured any/all.  The tree now keeps any and all's row sets
# a grid apart (GA_ROWS_ADJ_LOGICAL 0); .gpu/vA is k3's build (adjacent for
# every op).
#  1. ./tests/test_reduce cuda with the tree;
#  2. A/B abmain, the tree, vA on any and all, dim 1 of the rows shapes.
CALL=k4; DEADLINE=${DEADLINE:-200}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | grep -v -E "\| [23] \|" | cut -c1-260 | head -30
}
ab n2 50 .gpu/abmain . .gpu/vA -- --filter 2x134217728 --op any,all
ab n4 30 .gpu/abmain . .gpu/vA -- --filter 4x67108864 --op any,all
ab n32 20 .gpu/abmain . .gpu/vA -- --filter 32x8388608 --op any,all
ab n512 15 .gpu/abmain . .gpu/vA -- --filter 512x512x1024 --op any,all
echo "== total $((SECONDS-t0)) s"
true
