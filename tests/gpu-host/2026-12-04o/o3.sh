#!/usr/bin/env bash
# call o3 (session 2026-12-04o; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): the session's final kernels, prebuilt here
# (GPUAXIS_ARCHS=90), with the Octave pack: k_cols_mmv for every pass of
# max/min values alone along columns (chunked too), the double sums' cols
# loop by a tree over 4 rows.  .gpu/abmain: HEAD c1b5464's bench_kernels.
#  1. test_reduce cuda; memcheck of quick;
#  2. Octave on CUDA: the suites minmax, mean, prod, sumsq, semantics; the
#     property test at 3000;
#  3. A/B against HEAD's kernels: the double sums along columns;
#  4. the kernel tables with torch in the same run:
#     bash bench/run_kernels.sh --no-cupy --op all --filter single:
#     (then double:).
CALL=o3; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
for s in minmax mean prod sumsq semantics; do
  t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
  echo "== suite $s: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20
done
t=$SECONDS; timeout -s KILL $(left 70) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
echo "== property (cuda, 3000): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -20; tail -n 2 $L/property.out
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab d8 30 .gpu/abmain . -- --filter double:8388608x32 --op sum,mean
ab d32 30 .gpu/abmain . -- --filter double:32x8388608 --op sum,mean
ab d4 30 .gpu/abmain . -- --filter double:4x67108864 --op sum,mean
ab d5 30 .gpu/abmain . -- --filter double:512x512x1024 --op sum,mean,max
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
