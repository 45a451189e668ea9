#!/usr/bin/env bash
# call j1 (session 2026-12-03j): the session's tree prebuilt on the
# development machine (2026-12-03i/pack.sh; .gpu/abmain: the bench_kernels
# of the kernels before the session, 2fdd204 = 3f10a8b's device code).
# The tree adds k_cols_short: the cols kernel of max/min (double, single;
# int8-int32 [M, I]) for chunks of <= 3 rows a thread, without the loop
# of UR rows and with its own register target (single: 6 blocks a
# multiprocessor, the others 1).  Variants .gpu/vF8 and .gpu/vF5: single's
# target 8 and 5 blocks (32 registers with spills; 42-48).
#  1. ./tests/test_reduce cuda; memcheck and racecheck of test_reduce cuda quick;
#  2. A/B abmain, the tree, vF8, vF5 on 134217728x2 along dim 2 (single
#     and double: the rows k_cols_short serves), then abmain and the tree
#     on the --quick set (nothing else should move);
#     ncu of single max 134217728x2 along dim 2, main's kernel and the tree's;
#  3. the property test on CUDA at 10000 for max, min, any, all (3000 each:
#     the functions call i6 did not reach);
#  4. the bad-input table on CUDA (without the 2^31-element inputs).
CALL=j1; DEADLINE=${DEADLINE:-420}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
for tool in memcheck racecheck; do
  t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-$tool.log 2>&1
  echo "== $tool test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/sanitize-$tool.log
done
for c in single double; do
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$c timeout -s KILL 70 bash bench/ab_kernels.sh .gpu/abmain . .gpu/vF8 .gpu/vF5 -- --filter $c:134217728x2 --op sum,max,min,maxi,mini,any > $L/ab-$c.md 2> $L/ab-$c.err
  echo "== A/B $c 134217728x2: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-$c.md | cut -c1-260 | head -16
done
for b in abmain .; do
  t=$SECONDS; d=$b; [ $b = abmain ] && d=.gpu/abmain
  timeout -s KILL 40 ncu --clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats -k regex:k_cols -c 2 $d/bench/build/bench_kernels --filter single:134217728x2 --op max > $L/ncu-$([ $b = . ] && echo tree || echo main).log 2>&1
  echo "== ncu single max 134217728x2 ($b): rc $? in $((SECONDS-t)) s"; grep -E "k_cols|Registers Per|Achieved Occupancy|Memory Throughput|^ +Duration|Block Limit Registers" $L/ncu-$([ $b = . ] && echo tree || echo main).log | head -14
done
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/abQ timeout -s KILL 60 bash bench/ab_kernels.sh .gpu/abmain . -- --quick --op sum,max,maxi,any > $L/ab-quick.md 2> $L/ab-quick.err
echo "== A/B quick: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-quick.md | cut -c1-200 | head -28
t=$SECONDS; timeout -s KILL $(left 150) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ps_backend = 'cuda'; ps_ncases = 10000; ps_ops = {'max', 'min', 'any', 'all'}; run ('tests/property_scale.m')" > $L/property.out 2>&1
echo "== property (cuda, 10000: max min any all): rc $? in $((SECONDS-t)) s"; grep -E "^(FAIL|rerun)|op=|property:" $L/property.out | head -20; tail -n 3 $L/property.out
if [ $(left 100) -ge 30 ]; then
  t=$SECONDS; GPUAXIS_SRC=$PWD GPUAXIS_BIG=0 OUT=$L/rel timeout -s KILL $(left 60) bash tests/reliability.sh bad > $L/bad.out 2>&1
  echo "== bad input (cuda): rc $? in $((SECONDS-t)) s"; tail -n 4 $L/bad.out
fi
echo "== total $((SECONDS-t0)) s"
true
