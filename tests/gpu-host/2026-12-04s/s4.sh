#!/usr/bin/env bash
# call s4 (session 2026-12-04s; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh), with the Octave pack:
# the tree here is s2's with cuda_red_minmax.o built with
# -DGA_NARROW_VO=1: k_rows_narrow's max/min of double and single take
# values first (fmax/fmin, no positions in the loop) and find each
# column's position again in the one round of its last change
# (narrow_mm_values).  .gpu/abmain: s2's bench_kernels (the final tree
# without it).  Wrappers: nz this tree + BENCH_FILL=negzeros, nz0
# abmain + negzeros.
#  1. test_reduce cuda (full), memcheck of quick;
#  2. A/B of s2 and the tree on the narrow shapes (double and single
#     2x134217728 along dim 2, single 4x67108864 [M, I]), and on
#     negzeros data;
#  3. the kernel table with torch of 2x134217728 and 4x67108864 (both
#     classes), only if 1 passed;
#  4. Octave's prod suite on CUDA again (s3 stopped it at 60 s).
CALL=s4; DEADLINE=${DEADLINE:-500}
. "$(dirname "$0")/common.sh"
ok=1
t=$SECONDS; timeout -s KILL $(left 100) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
rc=$?; [ $rc = 0 ] || ok=0
echo "== test_reduce cuda: rc $rc in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 60) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
rc=$?; [ $rc = 0 ] || ok=0
echo "== memcheck test_reduce cuda quick: rc $rc in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab d2 40 .gpu/abmain . -- --filter double:2x134217728 --op max,min,maxi,mini
ab s2 40 .gpu/abmain . -- --filter single:2x134217728 --op max,min,maxi,mini
ab s4 30 .gpu/abmain . -- --filter single:4x67108864 --op maxi,mini
ab nz 40 .gpu/nz0 .gpu/nz -- --filter 2x134217728 --op max,maxi
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
if [ $ok = 1 ]; then
  for f in 2x134217728 4x67108864; do
    t=$SECONDS
    OUT=$L/kernels-$f timeout -s KILL $(left 90) bash bench/run_kernels.sh --no-cupy --op all --filter $f > $L/kernels-$f.out 2>&1
    echo "== kernels $f: rc $? in $((SECONDS-t)) s"; grep -E "^\| (max|min|maxi|mini) .* 2 \|" $L/kernels-$f/results-kernels.md | cut -c1-200
    tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
  done
fi
t=$SECONDS; timeout -s KILL $(left 150) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_prod.m', 'verbose', stdout)" > $L/suite-prod.log 2>&1
echo "== suite prod: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-prod.log; grep -B3 -A10 "!!!!!" $L/suite-prod.log | cut -c1-300 | head -20
echo "== total $((SECONDS-t0)) s"
true
