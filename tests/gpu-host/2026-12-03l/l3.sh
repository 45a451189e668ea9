#!/usr/bin/env bash
# call l3 (session 2026-12-03l): k_rows_mmv's [M, I] for rows of at most
# one vector a lane (the loaded vectors kept in registers, the first
# element equal to the value found among them: no second read), taken
# under GPUAXIS_MM_VALUES=3 (.gpu/v3 runs the tree so; the tree's default
# 2 keeps k_rows_mm for [M, I]).  Prebuilt here as in l1.  That tree is
# 7fbebec with l3-mmv-index.patch; dropped after this call (1.27x slower).
#  1. ./tests/test_reduce cuda under 3; memcheck of quick under 3;
#  2. A/B the tree and v3 on [M, I] (maxi, mini) along the rows shapes and
#     --quick;
#  3. Octave on CUDA under 3: the minmax suite, the property test at 3000.
CALL=l3; DEADLINE=${DEADLINE:-300}
. "$(dirname "$0")/common.sh"
export GPUAXIS_MM_VALUES=3
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce-v3.log 2>&1
echo "== test_reduce cuda (values 3): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-v3.log; grep -i "FAIL" $L/test_reduce-v3.log | head -8
t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick (values 3): rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
unset GPUAXIS_MM_VALUES
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | grep -v "int32" | cut -c1-300 | head -40
}
ab i32 25 . .gpu/v3 -- --filter single:32x8388608 --op maxi,mini,max
ab i2 35 . .gpu/v3 -- --filter single:2x134217728 --op maxi,mini
ab i4 25 . .gpu/v3 -- --filter single:4x67108864 --op maxi,mini
ab quick 30 . .gpu/v3 -- --quick --op maxi,max
export GPUAXIS_MM_VALUES=3
if [ $(left 100) -ge 30 ]; then
  t=$SECONDS; timeout -s KILL $(left 40) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_minmax.m', 'verbose', stdout)" > $L/suite-minmax.log 2>&1
  echo "== suite minmax (values 3): rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-minmax.log; grep -B3 -A10 "!!!!!" $L/suite-minmax.log | cut -c1-300 | head -20
fi
if [ $(left 100) -ge 30 ]; then
  t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 3000; run ('tests/property_scale.m')" > $L/property.out 2>&1
  echo "== property (cuda, 3000, values 3): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|property:" $L/property.out | head -20; tail -n 2 $L/property.out
fi
echo "== total $((SECONDS-t0)) s"
true
