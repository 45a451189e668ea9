#!/usr/bin/env bash
# call l2 (session 2026-12-03l): the session's tree, k_rows_mmv for single
# only (l1: double lost with it) and without its [M, I] form (l1: slower
# on every shape).  Prebuilt here as in l1; .gpu/abmain: k4's
# bench_kernels again; .gpu/vpl1, vpl4, fg1: the tree under
# GPUAXIS_MM_ROWS_VECTORS=1, =4, GPUAXIS_MM_FULL_GRID=1 (k_rows_mm, which
# [M, I] along short rows still takes: single 32x8388608 along dim 1 at
# 89.3-89.8% of copy in l1).
#  1. ./tests/test_reduce cuda; memcheck of test_reduce cuda quick;
#  2. A/B abmain and the tree on max/min along the rows shapes;
#  3. A/B of the tree and the three knob variants on [M, I] (maxi) there;
#  4. Octave on CUDA: the minmax suite, the property test at 3000.
CALL=l2; DEADLINE=${DEADLINE:-300}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | grep -v "int32" | grep -v -E "\| [23] \|" | cut -c1-300 | head -40
}
ab mm32 25 .gpu/abmain . -- --filter 32x8388608 --op max,min
ab mm2 30 .gpu/abmain . -- --filter 2x134217728 --op max,min
ab mm4 25 .gpu/abmain . -- --filter 4x67108864 --op max,min
ab mm512 15 .gpu/abmain . -- --filter single:512x512x1024 --op max,min
ab i32 35 . .gpu/vpl1 .gpu/vpl4 .gpu/fg1 -- --filter 32x8388608 --op maxi
ab i2 50 . .gpu/vpl1 .gpu/vpl4 .gpu/fg1 -- --filter single:2x134217728 --op maxi
ab i4 35 . .gpu/vpl1 .gpu/vpl4 .gpu/fg1 -- --filter single:4x67108864 --op maxi
if [ $(left 100) -ge 30 ]; then
  t=$SECONDS; timeout -s KILL $(left 40) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_minmax.m', 'verbose', stdout)" > $L/suite-minmax.log 2>&1
  echo "== suite minmax: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-minmax.log; grep -B3 -A10 "!!!!!" $L/suite-minmax.log | cut -c1-300 | head -20
fi
if [ $(left 100) -ge 30 ]; then
  t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
  echo "== property (cuda, 3000): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -20; tail -n 2 $L/property.out
fi
echo "== total $((SECONDS-t0)) s"
true
