#!/usr/bin/env bash
# call u3 (session 2026-12-04u; common.sh as u1's, with the Octave pack).
# The tree "." is the final build: u2's with k_rows_mmt ahead of
# k_rows_mmv for single max/min values along rows of 32 (u2's wvals).
#  1. A/B against HEAD 3daaa20 (.gpu/abmain): single 32x8388608 (values
#     and [M, I]), 512x512x1024 max (k_rows_mmv still, the control);
#  2. test_reduce cuda (full);
#  3. Octave 7.3 on CUDA: the suites of the family, semantics, gpuArray
#     and faults, the property test at 3000;
#  4. the tables: single, then double as far as the deadline lets it.
CALL=u3; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-400 | head -40; grep -i "fail" $L/ab-$n.err | head -3
}
ab s32 30 .gpu/abmain . -- --filter single:32x8388608 --op maxi,mini,max,min
ab s5 25 .gpu/abmain . -- --filter single:512x512x1024 --op max
t=$SECONDS; timeout -s KILL $(left 70) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for s in anyall minmax mean prod sumsq semantics gpuarray faults; do
  t=$SECONDS; timeout -s KILL $(left 100) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
  echo "== suite $s: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
t=$SECONDS; timeout -s KILL $(left 150) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
echo "== property (cuda, 3000): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -20; tail -n 2 $L/property.out
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in single double; do
  if [ $(left 1000) -lt 140 ]; then echo "== kernels $c: not run ($(left 1000) s left)"; continue; fi
  t=$SECONDS
  OUT=$L/kernels-$c timeout -s KILL $(left 200) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/kernels-$c.out
  cp $L/kernels-$c/results-kernels.md $OUT/results-kernels-family-$c-u3.md 2>/dev/null
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
