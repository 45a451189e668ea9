#!/usr/bin/env bash
# call i2 (session 2026-12-03i), prebuilt here (2026-12-03i/pack.sh):
# the tree B (i1's, and gated ordered passes planned as one wave of
# blocks: i1's gated rows_long took 12.5 us for 4224 blocks) and three
# variants of it, each differing in one compiled file:
#   vC  SUM_PN's kernels at >= 4 blocks a multiprocessor (<= 64
#       registers; i1's rows_long had 73, 36% occupancy) and its cols
#       loop by the tree too (cuda_red_sumn.cu);
#   vD  SUM_PN at >= 4 blocks, no tree (its rows_long loop as HEAD's);
#   vF  SUM_PN in 32 bits: positives and negatives' magnitudes each
#       summed in uint32, held below 2^31 - 1 (reaching it sends the
#       output to the ordered run), 8 bytes a partial instead of 16
#       (ops.h, all objects);
#   vE  max/min of double and single along dim >= 2 by value alone where
#       one thread meets a column's every element and no index is wanted
#       (cuda_red_minmax.cu; 134217728x2 single max at 76% of copy).
#  1. ./tests/test_reduce cuda with B (the grid cap of gated passes), and vF's;
#  2. A/B/C/D/F, one run: int32 sum (every variant); single and double
#     max, min, maxi on 134217728x2, and the --quick set;
#  3. ncu registers and time of SUM_PN's kernels in B, vC, vD, and of
#     k_cols<MAX_F> in B and vE.
CALL=i2; DEADLINE=${DEADLINE:-400}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL 90 .gpu/vF/tests/test_reduce cuda > $L/test_reduce-vF.log 2>&1
echo "== vF test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-vF.log; grep -i "FAIL" $L/test_reduce-vF.log | head -8
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab ROUNDS=2 timeout -s KILL $(left 100) bash bench/ab_kernels.sh .gpu/abmain . .gpu/vC .gpu/vD .gpu/vF -- --op sum --filter int32: > $L/ab-int32-sum.md 2> $L/ab-int32-sum.err
echo "== A/B int32 sum: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-int32-sum.md | cut -c1-300 | head -12; tail -2 $L/ab-int32-sum.err
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/abE timeout -s KILL $(left 100) bash bench/ab_kernels.sh .gpu/abmain . .gpu/vE -- --op max,min,maxi --filter 134217728x2 > $L/ab-mm.md 2> $L/ab-mm.err
echo "== A/B max/min 134217728x2: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-mm.md | cut -c1-300 | head -16; tail -2 $L/ab-mm.err
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/abQ timeout -s KILL $(left 100) bash bench/ab_kernels.sh .gpu/abmain . .gpu/vE -- --quick --op sum,max,any > $L/ab-quick.md 2> $L/ab-quick.err
echo "== A/B quick: rc $? in $((SECONDS-t)) s"; grep -E "^\| " $L/ab-quick.md | cut -c1-300 | head -24; tail -2 $L/ab-quick.err
if command -v ncu >/dev/null; then
  NS="--clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats"
  for c in .:k_rows_long:sum .gpu/vC:k_rows_long:sum .gpu/vD:k_rows_long:sum .gpu/vF:k_rows_long:sum .:k_cols:sum .gpu/vC:k_cols:sum .gpu/vD:k_cols:sum .gpu/vF:k_cols:sum; do
    [ $(left 100) -ge 40 ] || break
    IFS=: read d k o <<< "$c"; t=$SECONDS; n=$(basename $d)-$k-$o
    timeout -s KILL 25 ncu $NS -k regex:$k -c 2 $d/bench/build/bench_kernels --filter int32:16384x16384 --op $o > $L/ncu-$n.txt 2>&1
    echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "  void k_|Duration|DRAM Throughput|Registers Per Thread|Achieved Occupancy|Grid Size|==ERROR==" $L/ncu-$n.txt | cut -c1-120 | head -12
  done
  for d in . .gpu/vE; do
    [ $(left 100) -ge 30 ] || break
    t=$SECONDS; n=$(basename $d)-k_cols-max-single
    timeout -s KILL 25 ncu $NS -k regex:k_cols -c 1 $d/bench/build/bench_kernels --filter single:134217728x2 --op max > $L/ncu-$n.txt 2>&1
    echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "  void k_|Duration|DRAM Throughput|Registers Per Thread|Achieved Occupancy|==ERROR==" $L/ncu-$n.txt | cut -c1-120 | head -6
  done
fi
echo "== total $((SECONDS-t0)) s"
true
