#!/usr/bin/env bash
# call s1 (session 2026-12-04s; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): the tree (prebuilt here,
# GPUAXIS_ARCHS=90) where k_cols_mmv finds a zero result's first zero in
# parallel (each row group in the one round of its rows after which its
# value first was a zero, then a tree over the row groups) and runs by
# default (GPUAXIS_COLS_MMV=2), also for single max/min of 4 narrow
# columns (k_rows_narrow before).  .gpu/abmain: HEAD 65c5797's
# bench_kernels.  Wrappers: omv HEAD + GPUAXIS_COLS_MMV=2 (the old
# one-thread search), nz0 HEAD + BENCH_FILL=negzeros, nz the tree +
# negzeros, onz HEAD + GPUAXIS_COLS_MMV=2 + negzeros.
#  1. test_reduce cuda (full; minmax_zero_cols has columns with a zero in
#     about 500 rows now), memcheck of quick;
#  2. A/B of max, versions HEAD, tree, omv, nz0, nz, onz: single
#     512x512x1024, 4x67108864, 16384x16384, double 512x512x1024,
#     4x67108864; HEAD, the tree, nz0, nz: min of single 4x67108864 and
#     512x512x1024, max of single 32x8388608 and 8388608x32 (both classes).
CALL=s1; DEADLINE=${DEADLINE:-540}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL $(left 120) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 80) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-400 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
V=".gpu/abmain . .gpu/omv .gpu/nz0 .gpu/nz .gpu/onz"
ab s4 50 $V -- --filter single:4x67108864 --op max
ab s5 70 $V -- --filter single:512x512x1024 --op max
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab s16 50 $V -- --filter single:16384x16384 --op max
ab d5 70 $V -- --filter double:512x512x1024 --op max
ab d4 50 $V -- --filter double:4x67108864 --op max
W=".gpu/abmain . .gpu/nz0 .gpu/nz"
ab mn4 30 $W -- --filter single:4x67108864 --op min
ab mn5 40 $W -- --filter single:512x512x1024 --op min
ab s32 30 $W -- --filter single:32x8388608 --op max
ab x32 50 $W -- --filter 8388608x32 --op max
echo "== total $((SECONDS-t0)) s"
true
