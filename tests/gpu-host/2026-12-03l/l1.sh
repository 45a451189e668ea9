#!/usr/bin/env bash
# call l1 (session 2026-12-03l): k_rows_mmv, max/min of double and single
# along short rows without positions in the loop (src/cuda_kernels.cuh).
# Tree prebuilt here (2026-12-03i/pack.sh; common.sh is 2026-12-03k's);
# .gpu/abmain: call k4's bench_kernels (cac1f67 but for any/all of
# elements under 8 bytes: its max/min are main's); .gpu/v3: the tree with
# GPUAXIS_MM_VALUES=3 ([M, I] through k_rows_mmv too; the tree's default
# 2 takes values alone there).
#  1. ./tests/test_reduce cuda under GPUAXIS_MM_VALUES=3 (both of
#     k_rows_mmv's forms), quick under the default; memcheck of quick
#     under 3;
#  2. A/B abmain, the tree, v3 on max/min along the rows shapes and --quick;
#  3. bench/run_resident.sh single:32x8388608 (torch in the same run);
#  4. Octave on CUDA under 3: the property test at 3000, the minmax suite,
#     then gpuarray_elementwise with the time left (cut at 60 s in k3).
CALL=l1; DEADLINE=${DEADLINE:-480}
. "$(dirname "$0")/common.sh"
t=$SECONDS; GPUAXIS_MM_VALUES=3 timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce-v3.log 2>&1
echo "== test_reduce cuda (values 3): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-v3.log; grep -i "FAIL" $L/test_reduce-v3.log | head -8
t=$SECONDS; timeout -s KILL 60 ./tests/test_reduce cuda quick > $L/test_reduce-quick.log 2>&1
echo "== test_reduce cuda quick (default): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-quick.log; grep -i "FAIL" $L/test_reduce-quick.log | head -8
t=$SECONDS; GPUAXIS_MM_VALUES=3 timeout -s KILL 70 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick (values 3): rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | grep -v "int32" | cut -c1-260 | head -40
}
ab n32 50 .gpu/abmain . .gpu/v3 -- --filter 32x8388608 --op max,min,maxi
ab n2 50 .gpu/abmain . .gpu/v3 -- --filter 2x134217728 --op max,maxi
ab n4 35 .gpu/abmain . .gpu/v3 -- --filter 4x67108864 --op max,maxi
ab n512 25 .gpu/abmain . .gpu/v3 -- --filter single:512x512x1024 --op max,maxi
ab quick 35 .gpu/abmain . .gpu/v3 -- --quick --op max,maxi
if [ $(left 100) -ge 55 ]; then
  t=$SECONDS; mkdir -p $L/single; OUT=$L/single timeout -s KILL $(left 60) bash bench/run_resident.sh single:32x8388608 > $L/single.out 2>&1
  echo "== resident single 32x8388608: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
  grep -E "^\| (sum|max|maxi|min|mini) " $L/single/results-kernels.md | cut -c1-200; grep -E "^\| (sum|max|maxi|min|mini) " $L/single/results-resident.md | cut -c1-220
fi
export GPUAXIS_MM_VALUES=3
if [ $(left 100) -ge 30 ]; then
  t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
  echo "== property (cuda, 3000, values 3): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|op=|property:" $L/property.out | head -20; tail -n 3 $L/property.out
fi
for s in minmax gpuarray_elementwise; do
  if [ $(left 300) -ge 15 ]; then
    t=$SECONDS; timeout -s KILL $(left 300) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
    echo "== suite $s (values 3): rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -c "^ *\*\*\*\*\* " $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20
  fi
done
echo "== total $((SECONDS-t0)) s"
true
