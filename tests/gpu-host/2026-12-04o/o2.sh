#!/usr/bin/env bash
# call o2 (session 2026-12-04o; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): the session's final kernels, prebuilt here
# (GPUAXIS_ARCHS=90), with the Octave pack.  .gpu/abmain: HEAD c1b5464's
# bench_kernels; wrappers .gpu/m1, .gpu/m3: this tree under
# GPUAXIS_COLS_MMV=1 (never) and 3 (chunked passes too); .gpu/st, .gpu/u4,
# .gpu/su: o1's tree with the double sums' cols loop by a tree over its
# rows (ga_sum_tree), with 4 rows' loads a loop instead of 2, and both.
#  1. test_reduce cuda; under GPUAXIS_COLS_MMV=3; quick under
#     GPUAXIS_COLS_MMV=1 and under GPUAXIS_COLS_FEW=3; memcheck of quick
#     under GPUAXIS_COLS_MMV=3;
#  2. Octave on CUDA: the suite minmax (with the new zero_columns) under
#     GPUAXIS_COLS_MMV=3 and as it is; the property test at 3000;
#  3. A/B: k_cols_mmv against HEAD's kernels and chunked (m3); the double
#     sums' variants.
CALL=o2; DEADLINE=${DEADLINE:-480}
. "$(dirname "$0")/common.sh"
tr () {   # tr NAME ARG [ENV...]: test_reduce cuda ARG under the environment given
  local n=$1 a=$2; shift 2
  t=$SECONDS; env "$@" timeout -s KILL 100 ./tests/test_reduce cuda $a > $L/test_reduce-$n.log 2>&1
  echo "== test_reduce cuda $a $n ($*): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr default ""
tr mmv3 "" GPUAXIS_COLS_MMV=3
tr mmv1 quick GPUAXIS_COLS_MMV=1
tr few3 quick GPUAXIS_COLS_FEW=3
t=$SECONDS; GPUAXIS_COLS_MMV=3 timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick, GPUAXIS_COLS_MMV=3: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
for m in 3 2; do
  s=minmax
  t=$SECONDS; GPUAXIS_COLS_MMV=$m timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s-mmv$m.log 2>&1
  echo "== suite $s (GPUAXIS_COLS_MMV=$m): rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s-mmv$m.log; grep -B3 -A10 "!!!!!" $L/suite-$s-mmv$m.log | cut -c1-300 | head -20
done
t=$SECONDS; GPUAXIS_COLS_MMV=3 timeout -s KILL $(left 70) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
echo "== property (cuda, 3000, GPUAXIS_COLS_MMV=3): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -20; tail -n 2 $L/property.out
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab s 60 .gpu/abmain . .gpu/m3 .gpu/m1 -- --filter single:512x512x1024 --op max,min,maxi
ab c4 50 .gpu/abmain . .gpu/m3 -- --filter single:4x67108864 --op max,min
ab c2 50 .gpu/abmain . .gpu/m3 -- --filter single:2x134217728 --op max,min
ab c16 50 .gpu/abmain . .gpu/m3 -- --filter single:16384x16384 --op max,min
ab c32 40 .gpu/abmain . .gpu/m3 -- --filter single:32x8388608 --op max
ab dc 80 .gpu/abmain . .gpu/m3 -- --filter double:4x67108864 --op max,min
ab ds 90 . .gpu/st .gpu/u4 .gpu/su -- --filter double:512x512x1024 --op sum,mean,sumsq,prod
ab dq 70 . .gpu/st .gpu/u4 .gpu/su -- --filter double:16384x8192 --op sum,mean
echo "== total $((SECONDS-t0)) s"
true
