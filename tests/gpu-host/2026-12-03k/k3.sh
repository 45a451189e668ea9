#!/usr/bin/env bash
# call k3 (session 2026-12-03k): the session's final tree, prebuilt here
# (2026-12-03i/pack.sh; .gpu/abmain: main's bench_kernels, 4c54147), with
# what k1 and k2 chose: ga_cols_kernel (one choice of cols kernel), the
# rows kernels' row sets adjacent (k2's vC), k_rows_mm's full grid where a
# pass writes the index (GPUAXIS_MM_FULL_GRID 3), 4 waves of chunks for
# one-thread-wide columns whose kernel holds 8 blocks
# (GPUAXIS_COLS_NARROW_WAVES 4).
#  1. ./tests/test_reduce cuda; memcheck and racecheck of test_reduce cuda quick;
#  2. A/B abmain and the tree on the shapes the changes reach (2x134217728,
#     4x67108864, 32x8388608, single 512x512x1024) and on --quick;
#  3. the Octave suites on CUDA: minmax, gpuarray, gpuarray_elementwise,
#     gpuarray_index (j5's, not run in session j);
#  4. bash bench/run_resident.sh double:2x134217728 and single:2x134217728
#     (every op, torch in the same run, the gpuArray methods beside);
#  5. with the time left, the property test on CUDA at 3000 (sum 3000
#     cases, each other function 900: the rows kernels serve them all).
CALL=k3; DEADLINE=${DEADLINE:-470}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
for tool in memcheck racecheck; do
  t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-$tool.log 2>&1
  echo "== $tool test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-$tool.log
done
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-200 | head -30
}
ab n2 70 .gpu/abmain . -- --filter 2x134217728 --op sum,max,maxi,any
ab n4 30 .gpu/abmain . -- --filter 4x67108864 --op sum,maxi
ab n32 25 .gpu/abmain . -- --filter 32x8388608 --op sum,max,maxi
ab n512 20 .gpu/abmain . -- --filter single:512x512x1024 --op max,maxi
ab quick 50 .gpu/abmain . -- --quick --op sum,max,maxi,any
for s in minmax gpuarray gpuarray_elementwise gpuarray_index; do
  if [ $(left 60) -ge 20 ]; then
    t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
    echo "== suite $s: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20
  fi
done
for c in double single; do
  if [ $(left 100) -ge 55 ]; then
    t=$SECONDS; mkdir -p $L/$c; OUT=$L/$c timeout -s KILL $(left 60) bash bench/run_resident.sh $c:2x134217728 > $L/$c.out 2>&1
    echo "== resident $c 2x134217728: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
    grep -E "^\| (sum|any|max|maxi|min|mini) " $L/$c/results-kernels.md | cut -c1-200; grep -E "^\| (sum|any|max|maxi) " $L/$c/results-resident.md | cut -c1-220
  fi
done
if [ $(left 100) -ge 25 ]; then
  t=$SECONDS; timeout -s KILL $(left 100) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
  echo "== property (cuda, 3000: every function): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|op=|property:" $L/property.out | head -20; tail -n 3 $L/property.out
fi
echo "== total $((SECONDS-t0)) s"
true
