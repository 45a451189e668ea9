#!/usr/bin/env bash
# call s3 (session 2026-12-04s; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh), with the Octave pack:
# the final build (s2's) through Octave on CUDA, and two experiments.
#  1. the in-package suites of any/all, max/min, mean, prod, sumsq, the
#     semantics and gpuArray suites, with the CUDA backend there;
#  2. the property test at 3000 with the CUDA backend;
#  3. A/B of the tree and vmk (k_rows_mm's loop over a lane's vectors
#     unrolled twice, #pragma unroll 2: its two rounds' loads in flight
#     together for rows of 32) on the rows_mm shapes; of the tree and dn
#     (wrapper: GPUAXIS_ROWS_NARROW=1 GPUAXIS_COLS_MMV=3, double max/min
#     of 2x134217728 along dim 2 by k_cols_mmv instead of k_rows_narrow).
CALL=s3; DEADLINE=${DEADLINE:-540}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab mk1 40 . .gpu/vmk -- --filter single:32x8388608 --op maxi,max
ab mk2 40 . .gpu/vmk -- --filter double:32x8388608 --op maxi,max
ab mk3 30 . .gpu/vmk -- --filter single:512x512x1024 --op maxi
ab mk4 30 . .gpu/vmk -- --filter int32:32x8388608 --op maxi
ab dn 40 . .gpu/dn -- --filter double:2x134217728 --op max,min
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for s in anyall minmax mean prod sumsq semantics gpuarray; do
  t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
  echo "== suite $s: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20
done
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
t=$SECONDS; timeout -s KILL $(left 150) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
echo "== property (cuda, 3000): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -20; tail -n 2 $L/property.out
echo "== total $((SECONDS-t0)) s"
true
