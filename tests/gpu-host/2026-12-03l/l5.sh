#!/usr/bin/env bash
# call l5 (session 2026-12-03l): the review's tree (the rows kernels'
# thread placement in one helper, ga_row_lanes: their sm_90 code
# byte-identical, cubins compared here; the knobs read once through
# env_knob; k_rows_mmv's launch choice written once), prebuilt here as in
# l1.  .gpu/abmain: l2's tree (7fbebec) bench_kernels; .gpu/v1: the tree
# under GPUAXIS_MM_VALUES=1 (the knob still read: k_rows_mm's time).
#  1. ./tests/test_reduce cuda; memcheck of test_reduce cuda quick;
#  2. A/B abmain, the tree, v1 on single max and maxi of 32x8388608 and
#     2x134217728, and on --quick (sum, max, maxi, any).
CALL=l5; DEADLINE=${DEADLINE:-170}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL 40 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | grep -v "int32" | cut -c1-300 | head -40
}
ab s32 20 .gpu/abmain . .gpu/v1 -- --filter single:32x8388608 --op max,maxi
ab s2 30 .gpu/abmain . .gpu/v1 -- --filter single:2x134217728 --op max,maxi
ab quick 40 .gpu/abmain . -- --quick --op sum,max,maxi,any
echo "== total $((SECONDS-t0)) s"
true
