#!/usr/bin/env bash
# call i3 (session 2026-12-03i), the final tree of the session prebuilt
# here (2026-12-03i/pack.sh; HEAD f989d93's bench_kernels as .gpu/abmain):
# i1's tree (the gate, int8-int32 [M, I] by the short form), gated passes
# planned as one wave, SUM_PN in 32 bits (i2's vF); without i2's
# explicit launch bounds (they cost single sums and max/min along dim 2
# 13-21%: i2's quick A/B) and without vE (max/min by value: slower).
#  1. ./tests/test_reduce cuda; compute-sanitizer memcheck and racecheck
#     of test_reduce cuda quick;
#  2. A/B HEAD against the tree, one run: int32 every op; the --quick
#     set; single 134217728x2 (i2's regressions gone?);
#  3. bash bench/run_resident.sh int32: (the int32 kernel table with
#     torch, and the gpuArray methods beside it);
#  4. the Octave suites test_minmax and test_gpuarray on CUDA.
CALL=i3; DEADLINE=${DEADLINE:-470}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
for tool in memcheck racecheck; do
  t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-$tool.log 2>&1
  echo "== $tool test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/sanitize-$tool.log
done
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab timeout -s KILL 60 bash bench/ab_kernels.sh .gpu/abmain . -- --op all --filter int32: > $L/ab-int32.md 2> $L/ab-int32.err
echo "== A/B int32: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-int32.md | cut -c1-200 | head -22
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/abQ timeout -s KILL 60 bash bench/ab_kernels.sh .gpu/abmain . -- --quick --op sum,max,maxi,any > $L/ab-quick.md 2> $L/ab-quick.err
echo "== A/B quick: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-quick.md | cut -c1-200 | head -28
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/abS timeout -s KILL 60 bash bench/ab_kernels.sh .gpu/abmain . -- --filter single:134217728x2 --op sum,max,maxi,any > $L/ab-single.md 2> $L/ab-single.err
echo "== A/B single 134217728x2: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-single.md | cut -c1-200 | head -12
if [ $(left 300) -ge 150 ]; then
  t=$SECONDS; mkdir -p $L/int32; OUT=$L/int32 timeout -s KILL $(left 200) bash bench/run_resident.sh int32: > $L/int32.out 2>&1
  echo "== resident int32: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "^\| (sum|maxi|mini) " $L/int32/results-kernels.md | cut -c1-200; grep -E "^\| (sum|maxi) " $L/int32/results-resident.md | cut -c1-200
fi
for s in minmax gpuarray; do
  ( t=$SECONDS; timeout -s KILL $(left 90) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
    echo "== suite $s: rc $? in $((SECONDS-t)) s" > $L/suite-$s.status ) &
done
wait
for s in minmax gpuarray; do cat $L/suite-$s.status; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -30; done
echo "== total $((SECONDS-t0)) s"
true
