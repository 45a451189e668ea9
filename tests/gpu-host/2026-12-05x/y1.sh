#!/usr/bin/env bash
# call y1 (session 2026-12-05x): planned-v/v1.sh (v1-planned.sh here) and
# the CUDA checks of sessions w and x in one call, as the device came late
# (starts refused for 80 minutes, 405 s of the 1800 spent on them; this
# call's start took 447 s more).  HEAD ef06951 built here for sm_90, packed by 2026-12-04o/pack.sh
# (NOTESTS=1) with the wrappers beside this file (waves2, waves4, narrow4,
# nosplit; written for planned-v/v1.sh, now v1-planned.sh here)
# and the Octave pack.  In order, each step capped:
#  1. test_reduce cuda (full): the source as laid out in session v and
#     this session's engine change, on the GPU for the first time;
#  2. STEP=ew-test of tests/gpu-host-gpuarray.sh: test_gpuarray_elementwise.m
#     (CPU and CUDA blocks), then property_elementwise.m on CUDA (PE_NCASES
#     8000): session w's elementwise fixes and this session's complex
#     single * and / (check_complex_single) on CUDA for the first time;
#  3. test_minmax.m (CUDA blocks too);
#  4. issue 9's two shapes at 0.99x torch, A/B as v1.sh: double
#     min/max/[M, I] of 4x67108864 along dim 2 with 1 (".") against 2 and 4
#     waves of chunks and as rows of 4 interleaved columns (narrow4); double
#     mean of 512x512x1024 along dim 1 split (".") or not (nosplit);
#  5. torch beside the default on the same shapes (run_kernels.sh);
#  6. memcheck of test_reduce cuda quick with what is left.
# Left for a later call: v1's single 4xN A/B and the tests under
# GPUAXIS_ROWS_NARROW=3 (needed only if narrow4 wins).
# Run: rm -rf .gpu && mv .gpx .gpu && DEADLINE=555 bash .gpu/y1.sh, carry [".gpx"].
CALL=y1; DEADLINE=${DEADLINE:-555}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-400 | head -40; grep -i "fail" $L/ab-$n.err | head -3
}
t=$SECONDS; timeout -s KILL $(left 80) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; OUT=$L PE_NCASES=${PE_NCASES:-8000} STEP=ew-test timeout -s KILL $(left 150) bash tests/gpu-host-gpuarray.sh > $L/ew-test.out 2>&1
echo "== ew-test: rc $? in $((SECONDS-t)) s"; head -40 $L/ew-test.out
t=$SECONDS; timeout -s KILL $(left 40) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); test ('inst/tests/test_minmax.m', 'verbose', stdout)" > $L/test_minmax.log 2>&1
echo "== test_minmax.m: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|!!!!!" $L/test_minmax.log
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab d4 75 . .gpu/waves2 .gpu/waves4 .gpu/narrow4 -- --filter double:4x67108864 --op min,max,mini,maxi,sum,all
ab mean 40 . .gpu/nosplit -- --filter double:512x512x1024 --op mean,sum
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
t=$SECONDS
OUT=$L/kernels-torch timeout -s KILL $(left 60) bash bench/run_kernels.sh --no-cupy --op min,max,mean,sum --filter double:4x67108864 > $L/kernels-torch-d4.out 2>&1
echo "== kernels+torch double 4x67108864: rc $? in $((SECONDS-t)) s"; grep -E '^\| (min|max|sum) ' $L/kernels-torch/results-kernels.md | head -12
t=$SECONDS
OUT=$L/kernels-torch-mean timeout -s KILL $(left 60) bash bench/run_kernels.sh --no-cupy --op mean,sum --filter double:512x512x1024 > $L/kernels-torch-mean.out 2>&1
echo "== kernels+torch double 512x512x1024: rc $? in $((SECONDS-t)) s"; grep -E '^\| (mean|sum) ' $L/kernels-torch-mean/results-kernels.md | head -8
t=$SECONDS; timeout -s KILL $(left 50) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
echo "== total $((SECONDS-t0)) s"
true
