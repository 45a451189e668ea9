#!/usr/bin/env bash
# call r5 (session 2026-12-04r, review; sources common.sh beside it in
# .gpu/, a copy of tests/gpu-host/2026-12-03k/common.sh): the review's
# tree, whose cols passes ask the launcher for their kernel's occupancy
# (ga_go's occ) as the rows passes do, in place of ga_cols_occupancy (the
# same kernel but for double mean's split passes of 2 doubles a thread).
#  1. test_reduce cuda (full);
#  2. A/B of r2's build (.gpu/abmain here) and the tree on cols shapes.
CALL=r5; DEADLINE=${DEADLINE:-200}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL $(left 90) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab d512 40 .gpu/abmain . -- --filter double:512x512x1024 --op mean,max,any
ab s16 30 .gpu/abmain . -- --filter single:16384x16384 --op sum,max,all
echo "== total $((SECONDS-t0)) s"
true
