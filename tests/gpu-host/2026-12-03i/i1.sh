#!/usr/bin/env bash
# call i1 (session 2026-12-03i), the tree of this session prebuilt here
# (2026-12-02g/pack.sh, HEAD f989d93's bench_kernels as the reference;
# runs from .gpu/ beside 2026-12-02g/common.sh).  The tree: signed
# "native" sums gate their ordered run on the device instead of waiting
# for the fast path's flag on the host; max/min with the index of int8,
# int16, int32 take the short form and 32-bit positions (rows_mm,
# cols_mm_run); SUM_PN's rows_long loop the tree.
#  1. ./tests/test_reduce cuda: every op and class, saturating sums (the
#     gated ordered run), integer [M, I] on every kernel;
#  2. A/B, one run: HEAD against the tree on int32 (every op), and on the
#     default set (--quick shapes, double sums) for what did not change;
#  3. ncu: registers and time of the int32 sum and [M, I] kernels;
#  4. compute-sanitizer memcheck and racecheck of test_reduce cuda quick;
#  5. the gpuArray suites (empty results of sqrt/log/.^ between raised
#     flags: commit 76726b8, never run on CUDA) on CUDA.
CALL=i1; DEADLINE=${DEADLINE:-540}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab timeout -s KILL $(left 150) bash bench/ab_kernels.sh .gpu/abmain . -- --op all --filter int32: > $L/ab-int32.md 2> $L/ab-int32.err
echo "== A/B int32: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-int32.md | cut -c1-220 | head -30; tail -2 $L/ab-int32.err
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab2 timeout -s KILL $(left 120) bash bench/ab_kernels.sh .gpu/abmain . -- --quick --op sum,max,maxi > $L/ab-quick.md 2> $L/ab-quick.err
echo "== A/B quick: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-quick.md | cut -c1-220 | head -30; tail -2 $L/ab-quick.err
if command -v ncu >/dev/null; then
  NS="--clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats"
  for c in sum,k_rows_long sum,k_cols maxi,k_rows_long maxi,k_cols; do
    [ $(left 100) -ge 60 ] || break
    IFS=, read o k <<< "$c"; t=$SECONDS
    timeout -s KILL 30 ncu $NS -k regex:$k -c 2 bench/build/bench_kernels --filter int32:16384x16384 --op $o > $L/ncu-int32-$o-$k.txt 2>&1
    echo "== ncu int32 $o $k: rc $? in $((SECONDS-t)) s"; grep -E "  void k_|Duration|DRAM Throughput|Registers Per Thread|Achieved Occupancy|==ERROR==" $L/ncu-int32-$o-$k.txt | cut -c1-140 | head -16
  done
fi
for tool in memcheck racecheck; do
  [ $(left 200) -ge 120 ] || break
  t=$SECONDS; timeout -s KILL $(left 110) compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-$tool.log 2>&1
  echo "== $tool test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/sanitize-$tool.log
done
for s in gpuarray gpuarray_elementwise; do
  ( t=$SECONDS; timeout -s KILL $(left 100) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
    echo "== suite $s: rc $? in $((SECONDS-t)) s" > $L/suite-$s.status ) &
done
wait
for s in gpuarray gpuarray_elementwise; do cat $L/suite-$s.status; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -30; done
echo "== total $((SECONDS-t0)) s"
true
