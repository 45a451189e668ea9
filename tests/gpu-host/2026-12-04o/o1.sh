#!/usr/bin/env bash
# call o1 (session 2026-12-04o; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): the tree of this session, prebuilt here
# (GPUAXIS_ARCHS=90): ga_cols_short_plan's values-alone kernel only where
# the row groups meet the rows in order (-0/+0 fix), test_reduce's new
# minmax_zero_cols, and k_cols_mmv (max/min values alone along columns by
# fmax/fmin, first zero found again), knob GPUAXIS_COLS_MMV: 1 never,
# 2 chain of fmax, no register target, 3 chain at 6 blocks, 4 chain at 8
# blocks (single; double 6), 5 tree at 6 blocks.  .gpu/abmain and
# .gpu/old/tests/test_reduce: HEAD c1b5464's build (its test_reduce with
# the new test); wrappers .gpu/m1, m3, m4, m5 (GPUAXIS_COLS_MMV=1, 3-5).
#  1. the new test on HEAD's kernels (is the -0/+0 fault there?);
#  2. test_reduce cuda (variant 2), quick under variants 3-5 and 1;
#     memcheck of quick;
#  3. A/B: single and double max/min of 512x512x1024 and 8388608x32,
#     the variants side by side; a quick control against HEAD.
CALL=o1; DEADLINE=${DEADLINE:-450}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 .gpu/old/tests/test_reduce cuda > $L/test_reduce-old.log 2>&1
echo "== HEAD's kernels, the new test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-old.log; grep -c "FAIL" $L/test_reduce-old.log; grep "FAIL" $L/test_reduce-old.log | head -12
tr () {   # tr NAME ARG [ENV...]: test_reduce cuda ARG under the environment given
  local n=$1 a=$2; shift 2
  t=$SECONDS; env "$@" timeout -s KILL 100 ./tests/test_reduce cuda $a > $L/test_reduce-$n.log 2>&1
  echo "== test_reduce cuda $a $n ($*): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr default ""
tr mmv3 quick GPUAXIS_COLS_MMV=3
tr mmv4 quick GPUAXIS_COLS_MMV=4
tr mmv5 quick GPUAXIS_COLS_MMV=5
tr mmv1 quick GPUAXIS_COLS_MMV=1
t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab s5 70 .gpu/m1 . .gpu/m3 .gpu/m4 .gpu/m5 -- --filter single:512x512x1024 --op max,min
ab s8 50 .gpu/m1 . .gpu/m3 .gpu/m4 .gpu/m5 -- --filter single:8388608x32 --op max,min
ab d5 80 .gpu/m1 . .gpu/m3 .gpu/m5 -- --filter double:512x512x1024 --op max,min
ab d8 50 .gpu/m1 . .gpu/m3 .gpu/m5 -- --filter double:8388608x32 --op max
ab q 40 .gpu/abmain . -- --quick --op max,min,maxi
echo "== total $((SECONDS-t0)) s"
true
