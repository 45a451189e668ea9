#!/usr/bin/env bash
# call q5 (session 2026-12-04q; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): the session's final
# kernels, prebuilt here (GPUAXIS_ARCHS=90): q4's tree (.gpu/g3), but
# single any/all take k_cols_logical only for passes of one chunk
# (chunked, q3 and q4 had all 1.014-1.036x HEAD's time).  .gpu/abmain:
# HEAD a380edb.
#  1. test_reduce cuda quick;
#  2. A/B of HEAD, g3 and the tree: single any and all of every shape.
CALL=q5; DEADLINE=${DEADLINE:-150}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL $(left 40) ./tests/test_reduce cuda quick > $L/test_reduce.log 2>&1
echo "== test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-s timeout -s KILL $(left 90) bash bench/ab_kernels.sh .gpu/abmain .gpu/g3 . -- --filter single: --op any,all > $L/ab-s.md 2> $L/ab-s.err
echo "== A/B s: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-s.md | cut -c1-300 | head -60
echo "== total $((SECONDS-t0)) s"
true
