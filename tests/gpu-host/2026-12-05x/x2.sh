#!/usr/bin/env bash
# call x2 (session 2026-12-05x): the first CUDA run of gpuArray's
# elementwise arithmetic as session w left it, and of this session's
# engine change, on HEAD built here for sm_90 and packed by
# 2026-12-04o/pack.sh (NOTESTS=1) with the Octave pack beside it:
#  1. STEP=ew-test of tests/gpu-host-gpuarray.sh: test_gpuarray_elementwise.m
#     (CPU and CUDA blocks), then 20,000 cases of property_elementwise.m on
#     CUDA;
#  2. test_minmax.m whole (its CUDA blocks: complex max/min go to the CPU
#     engine, the rest to the kernels);
#  3. test_reduce cuda (full) and memcheck of quick;
#  4. the double table beside torch where v1 changed a policy (POLICY=1).
# Run: DEADLINE=540 bash .gpu/x2.sh, carry [".gpu"].
CALL=x2; DEADLINE=${DEADLINE:-540}
. "$(dirname "$0")/common.sh"
t=$SECONDS; OUT=$L PE_NCASES=${PE_NCASES:-20000} STEP=ew-test timeout -s KILL $(left 300) bash tests/gpu-host-gpuarray.sh > $L/ew-test.out 2>&1
echo "== ew-test: rc $? in $((SECONDS-t)) s"; cat $L/ew-test.out | head -40
t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); test ('inst/tests/test_minmax.m', 'verbose', stdout)" > $L/test_minmax.log 2>&1
echo "== test_minmax.m: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|!!!!!" $L/test_minmax.log
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
t=$SECONDS; timeout -s KILL $(left 80) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 50) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
if [ -n "${POLICY:-}" ]; then
  t=$SECONDS
  OUT=$L/kernels-torch timeout -s KILL $(left 150) bash bench/run_kernels.sh --no-cupy --op ${POLICY_OPS:-min,max,mean,sum} --filter ${POLICY_FILTER:-double:} > $L/kernels-torch.out 2>&1
  echo "== kernels+torch: rc $? in $((SECONDS-t)) s"; grep -E '^\| ' $L/kernels-torch/results-kernels.md | head -60
fi
echo "== total $((SECONDS-t0)) s"
true
