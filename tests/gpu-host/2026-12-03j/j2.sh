#!/usr/bin/env bash
# call j2 (session 2026-12-03j): the session's tree prebuilt here
# (2026-12-03i/pack.sh; .gpu/abmain as in j1).  After j1: k_cols_short
# only where j1 found it faster (values alone of double and single, and
# double's [M, I]; single's [M, I] stays in k_cols), single's values at 8
# blocks a multiprocessor (j1's vF8, the fastest), the kernel built with
# no positions when only values are wanted and without the loops its
# chunks never run.  Variants: vF6 (single values 6 blocks), vD4 (double 4
# blocks: 60 registers, no spills), vP0 (positions kept for values alone).
#  1. ./tests/test_reduce cuda; memcheck and racecheck of test_reduce cuda quick;
#  2. A/B abmain, tree, vF6, vD4, vP0 on 134217728x2 along dims 1, 2
#     (single, double); abmain and the tree on --quick;
#  3. bash bench/run_resident.sh on single:134217728x2 and
#     double:134217728x2 (every op, torch in the same run, the gpuArray
#     methods beside);
#  4. the bad-input table on CUDA (its stale rows mended), the Octave
#     suite test_minmax on CUDA.
CALL=j2; DEADLINE=${DEADLINE:-540}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
for tool in memcheck racecheck; do
  t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-$tool.log 2>&1
  echo "== $tool test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/sanitize-$tool.log
done
for c in single double; do
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$c timeout -s KILL 80 bash bench/ab_kernels.sh .gpu/abmain . .gpu/vF6 .gpu/vD4 .gpu/vP0 -- --filter $c:134217728x2 --op sum,max,min,maxi,mini > $L/ab-$c.md 2> $L/ab-$c.err
  echo "== A/B $c 134217728x2: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-$c.md | cut -c1-300 | head -16
done
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/abQ timeout -s KILL 60 bash bench/ab_kernels.sh .gpu/abmain . -- --quick --op sum,max,maxi,any > $L/ab-quick.md 2> $L/ab-quick.err
echo "== A/B quick: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-quick.md | cut -c1-200 | head -28
t=$SECONDS; GPUAXIS_SRC=$PWD GPUAXIS_BIG=0 OUT=$L/rel timeout -s KILL 40 bash tests/reliability.sh bad > $L/bad.out 2>&1
echo "== bad input (cuda): rc $? in $((SECONDS-t)) s"; grep -E "FAIL|bad-input" $L/bad.out | head -8
for c in single double; do
  if [ $(left 200) -ge 100 ]; then
    t=$SECONDS; mkdir -p $L/$c; OUT=$L/$c timeout -s KILL $(left 150) bash bench/run_resident.sh $c:134217728x2 > $L/$c.out 2>&1
    echo "== resident $c 134217728x2: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
    grep -E "^\| " $L/$c/results-kernels.md | cut -c1-200; grep -E "^\| " $L/$c/results-resident.md | cut -c1-220 | head -14
  fi
done
if [ $(left 60) -ge 30 ]; then
  t=$SECONDS; timeout -s KILL $(left 60) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_minmax.m', 'verbose', stdout)" > $L/suite-minmax.log 2>&1
  echo "== suite minmax: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok" $L/suite-minmax.log; grep -B3 -A10 "!!!!!" $L/suite-minmax.log | cut -c1-300 | head -30
fi
echo "== total $((SECONDS-t0)) s"
true
