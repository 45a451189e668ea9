#!/usr/bin/env bash
# call q1 (session 2026-12-04q; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): any/all's lean kernels
# (ga_lean_logical: their final store is the logical and nothing else),
# prebuilt here (GPUAXIS_ARCHS=90).  .gpu/abmain: HEAD a380edb's
# bench_kernels.  .gpu/nr: the tree, any/all without cols_body's loop of
# the chunk's last rows two at a time (k_cols<ANY, float, 4> 40 -> 32
# registers: 6 -> 8 blocks a multiprocessor).  Wrappers nw2, nw3, nw6:
# GPUAXIS_COLS_NARROW_WAVES=2, 3, 6 (the default 4).
# Why: any/all of 512x512x1024 along dims 2 and 3 took 270-273 us where
# the sum took 237 (single), 504-511 against 467-469 (double); the
# double 2x134217728 rows along dim 2 trail torch by 10-25 us (p3).
#  1. test_reduce cuda (full), memcheck of quick;
#  2. A/B of HEAD, the tree, nr: any of every shape, single and double,
#     all of 512x512x1024;
#  3. A/B of the narrow waves: double 2x134217728 sum, max, any; single
#     2x134217728 sum, any.
CALL=q1; DEADLINE=${DEADLINE:-540}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL $(left 100) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 70) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-250 | head -60; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
V=".gpu/abmain . .gpu/nr"
ab s512 60 $V -- --filter single:512x512x1024 --op any,all
ab d512 80 $V -- --filter double:512x512x1024 --op any,all
ab sany 90 $V -- --filter single: --op any
ab dany 100 $V -- --filter double: --op any
W=". .gpu/nw2 .gpu/nw3 .gpu/nw6"
ab dnw 60 $W -- --filter double:2x134217728 --op sum,max,any
ab snw 40 $W -- --filter single:2x134217728 --op sum,any
echo "== total $((SECONDS-t0)) s"
true
