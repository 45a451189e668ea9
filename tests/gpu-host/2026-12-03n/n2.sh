#!/usr/bin/env bash
# call n2 (session 2026-12-03n; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): the session's final kernels, prebuilt here
# (GPUAXIS_ARCHS=90), with the Octave pack.
#  1. test_reduce cuda; under GPUAXIS_COLS_FEW=3 (k_cols_few for every
#     pass it can take); memcheck of quick under it;
#  2. Octave on CUDA under GPUAXIS_COLS_FEW=3: the suites minmax, mean,
#     prod, sumsq; the property test at 3000;
#  3. A/B against call m5's kernels (.gpu/abmain, af96f7a) on the shapes
#     k_cols_few takes;
#  4. the kernel tables with torch in the same run:
#     bash bench/run_kernels.sh --no-cupy --op all --filter single:
#     (then double:).
CALL=n2; DEADLINE=${DEADLINE:-570}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; GPUAXIS_COLS_FEW=3 timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce-few3.log 2>&1
echo "== test_reduce cuda, GPUAXIS_COLS_FEW=3: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-few3.log; grep -i "FAIL" $L/test_reduce-few3.log | head -8
t=$SECONDS; GPUAXIS_COLS_FEW=3 timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck-few3.log 2>&1
echo "== memcheck test_reduce cuda quick, GPUAXIS_COLS_FEW=3: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck-few3.log
export GPUAXIS_COLS_FEW=3
for s in minmax mean prod sumsq; do
  t=$SECONDS; timeout -s KILL $(left 40) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
  echo "== suite $s (GPUAXIS_COLS_FEW=3): rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20
done
t=$SECONDS; timeout -s KILL $(left 70) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property-few3.out 2>&1
echo "== property (cuda, 3000, GPUAXIS_COLS_FEW=3): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property-few3.out | head -20; tail -n 2 $L/property-few3.out
unset GPUAXIS_COLS_FEW
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab s2 35 .gpu/abmain . -- --filter single:134217728x2 --op maxi,max,sum,mean
ab d2 50 .gpu/abmain . -- --filter double:134217728x2 --op maxi,mean,prod
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in single double; do
  [ $(left 300) -ge 20 ] || break
  t=$SECONDS; mkdir -p $L/kernels-$c
  OUT=$L/kernels-$c timeout -s KILL $(left 230) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "lowest|FAIL" $L/kernels-$c.out | cut -c1-200 | head -30
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
