#!/usr/bin/env bash
# call j3 (session 2026-12-03j): the session's final tree, prebuilt here
# (2026-12-03i/pack.sh; .gpu/abmain as in j1, j2).  After j2: single's
# values in k_cols_short at 6 blocks a multiprocessor (j2's vF6: 95.6% of
# copy; 8 blocks spilled: 76.7%), its positions dropped and the loops it
# never runs left out (j2's vP0, positions kept: 84%); double's [M, I]
# back to j1's build of the short kernel (the loops left in: j1 92.4%,
# j2 without them 81.7%); single's 2-vectors stay in k_cols (6 blocks
# spill there; not measured).
#  1. ./tests/test_reduce cuda; memcheck and racecheck of test_reduce cuda quick;
#  2. A/B abmain and the tree on 134217728x2 (single, double) and --quick;
#  3. bash bench/run_resident.sh single:134217728x2 and double:134217728x2
#     (every op, torch in the same run, the gpuArray methods beside);
#  4. the Octave suite test_minmax on CUDA.
CALL=j3; DEADLINE=${DEADLINE:-330}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
for tool in memcheck racecheck; do
  t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-$tool.log 2>&1
  echo "== $tool test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/sanitize-$tool.log
done
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab timeout -s KILL 70 bash bench/ab_kernels.sh .gpu/abmain . -- --filter 134217728x2 --op sum,max,min,maxi,mini > $L/ab.md 2> $L/ab.err
echo "== A/B 134217728x2: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab.md | cut -c1-200 | head -24
for c in single double; do
  if [ $(left 200) -ge 60 ]; then
    t=$SECONDS; mkdir -p $L/$c; OUT=$L/$c timeout -s KILL $(left 70) bash bench/run_resident.sh $c:134217728x2 > $L/$c.out 2>&1
    echo "== resident $c 134217728x2: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
    grep -E "^\| (max|min|maxi|mini|sum) " $L/$c/results-kernels.md | cut -c1-200; grep -E "^\| (max|min|maxi|mini) " $L/$c/results-resident.md | cut -c1-220
  fi
done
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/abQ timeout -s KILL $(left 40) bash bench/ab_kernels.sh .gpu/abmain . -- --quick --op sum,max,maxi,any > $L/ab-quick.md 2> $L/ab-quick.err
echo "== A/B quick: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-quick.md | cut -c1-200 | head -28
if [ $(left 60) -ge 30 ]; then
  t=$SECONDS; timeout -s KILL $(left 50) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_minmax.m', 'verbose', stdout)" > $L/suite-minmax.log 2>&1
  echo "== suite minmax: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-minmax.log; grep -B3 -A10 "!!!!!" $L/suite-minmax.log | cut -c1-300 | head -30
fi
echo "== total $((SECONDS-t0)) s"
true
