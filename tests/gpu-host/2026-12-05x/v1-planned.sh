#!/usr/bin/env bash
# (session 2026-12-05x ran this plan as call y1, y1.sh beside it, on a
# newer build and with the CUDA checks of sessions w and x added; its
# paths below are those of tests/gpu-host/planned-v/, where it was kept)
# call v1: PREPARED in session 2026-12-04v, which was lent no device; not
# yet run.  For the next session with a device: build HEAD for sm_90
# (GPUAXIS_ARCHS=90), pack it with
#   NOTESTS=1 bash tests/gpu-host/2026-12-04o/pack.sh TREE TREE/bench/build/bench_kernels \
#     waves2=tests/gpu-host/planned-v/wrapper-waves2.sh \
#     waves4=tests/gpu-host/planned-v/wrapper-waves4.sh \
#     narrow4=tests/gpu-host/planned-v/wrapper-narrow4.sh \
#     nosplit=tests/gpu-host/planned-v/wrapper-nosplit.sh
# copy tests/gpu-host/2026-12-03k/common.sh and this file into .gpu/, and
# run `DEADLINE=560 bash .gpu/v1.sh` with carry [".gpu"] (no Octave pack
# needed).  What it is for:
#  1. the first GPU run of the source as laid out in session v (src/engine/,
#     kernels a family a file; the PTX was byte-identical, so this is a
#     check, not a measurement): test_reduce cuda full, memcheck of quick;
#     and of k_rows_narrow for 4 double columns (P 4, two vectors a row,
#     max/min only; opt-in, GPUAXIS_ROWS_NARROW=3): test_reduce cuda full
#     and memcheck of quick under that knob (its few-cols shapes [4 7000
#     2] and [4 1024 3] are such passes, chunked and not);
#  2. issue 9's two last shapes, each 0.99x torch in tables t3 and u3:
#     - double min (and max, [M, I]) of 4x67108864 along dim 2: k_cols,
#       62 registers, 4 blocks a multiprocessor, so its chunks are planned
#       for cols_chunk_waves () = 1 wave (528 chunks), where a kernel of 8
#       blocks gets cols_narrow_waves () = 4 (the sums: +6%, call k2).
#       A/B of 1 (".") against 2 and 4 waves (GPUAXIS_COLS_CHUNK_WAVES),
#       and against k_rows_narrow for its 4 columns (narrow4: double max
#       of 2x134217728 took 0.960 of k_cols's time as rows, call r1), on
#       the 4xN shapes of double and single (the benchmark has no int32
#       4xN or 2xN shape, so a policy from this would be for double and
#       single only);
#     - double mean of 512x512x1024 along dim 1: rows_small's sums then
#       k_div_outputs (GPUAXIS_MEAN_SPLIT, measured on rows_long and cols
#       passes), 487 us kernel-only against the sum's 483 and torch's 481.
#       A/B of the split (".") against the division in the stores
#       (GPUAXIS_MEAN_SPLIT=1); dims 2 and 3 are expected to lose (they
#       gained 4% by the split, call m4): the policy would exempt rows_small
#       passes only;
#  3. torch beside the default on the same shapes (run_kernels.sh).
# A knob that wins becomes a policy (cuda_knobs.cu, cuda_dispatch.cu), then
# test_reduce cuda and the double table again in a second call.
CALL=v1; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-400 | head -40; grep -i "fail" $L/ab-$n.err | head -3
}
t=$SECONDS; timeout -s KILL $(left 80) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 50) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
t=$SECONDS; GPUAXIS_ROWS_NARROW=3 timeout -s KILL $(left 80) ./tests/test_reduce cuda > $L/test_reduce-narrow4.log 2>&1
echo "== test_reduce cuda, GPUAXIS_ROWS_NARROW=3: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-narrow4.log; grep -i "FAIL" $L/test_reduce-narrow4.log | head -8
t=$SECONDS; GPUAXIS_ROWS_NARROW=3 timeout -s KILL $(left 50) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck-narrow4.log 2>&1
echo "== memcheck, GPUAXIS_ROWS_NARROW=3: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck-narrow4.log
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab d4 75 . .gpu/waves2 .gpu/waves4 .gpu/narrow4 -- --filter double:4x67108864 --op min,max,mini,maxi,sum,all
ab s4 45 . .gpu/waves2 .gpu/waves4 -- --filter single:4x67108864 --op max,min,maxi,sum
ab mean 40 . .gpu/nosplit -- --filter double:512x512x1024 --op mean,sum
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
t=$SECONDS
OUT=$L/kernels-torch timeout -s KILL $(left 60) bash bench/run_kernels.sh --no-cupy --op min,max,mean,sum --filter double:4x67108864 > $L/kernels-torch-d4.out 2>&1
echo "== kernels+torch double 4x67108864: rc $? in $((SECONDS-t)) s"; grep -E '^\| (min|max|sum) ' $L/kernels-torch/results-kernels.md | head -12
t=$SECONDS
OUT=$L/kernels-torch-mean timeout -s KILL $(left 60) bash bench/run_kernels.sh --no-cupy --op mean,sum --filter double:512x512x1024 > $L/kernels-torch-mean.out 2>&1
echo "== kernels+torch double 512x512x1024: rc $? in $((SECONDS-t)) s"; grep -E '^\| (mean|sum) ' $L/kernels-torch-mean/results-kernels.md | head -8
echo "== total $((SECONDS-t0)) s"
true
