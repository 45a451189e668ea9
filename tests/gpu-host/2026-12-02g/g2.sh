#!/usr/bin/env bash
# call g2 (session 2026-12-02g), prebuilt here (pack.sh): after g1, the
# max/min rows kernel without the 8-row variant and with one pointer per
# row set (checks only in a warp's last row set), k_cols' max/min with
# 32-bit positions (cols_mm_run), any/all's logical stores without put's
# switch, and a knob for the waves a chunked cols pass is planned for.
#  1. ./tests/test_reduce cuda;
#  2. the knobs: GPUAXIS_MM_ROWS_VECTORS 1, 2, 3 on the short-row shapes;
#     GPUAXIS_COLS_CHUNK_WAVES 1, 2, 4 on 2x134217728 along dim 2;
#  3. A/B HEAD vs the tree, one run: max, maxi, any, all on every double
#     and single shape;
#  4. ncu of the kernels still short of 90% of the copy rate.
CALL=g2; DEADLINE=${DEADLINE:-500}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 70 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
pct () { grep -E "^($1)," | awk -F, '{printf "%s %s d%s %s %.1f%% | ", $1, $2, $3, $4, $14}'; }
t=$SECONDS
for v in 1 2 3; do
  for f in 32x8388608 2x134217728 4x67108864 single:512x512x1024; do
    GPUAXIS_MM_ROWS_VECTORS=$v timeout -s KILL 30 bench/build/bench_kernels --op max,maxi --filter $f
  done > $L/vpl$v.txt 2>&1
  echo "vpl $v: $(grep -E ',1,(double|single),1,' $L/vpl$v.txt | pct 'max|maxi')"
done
for w in 1 2 4; do
  GPUAXIS_COLS_CHUNK_WAVES=$w timeout -s KILL 30 bench/build/bench_kernels --op sum,max,any --filter double:2x134217728 > $L/waves$w.txt 2>&1
  echo "waves $w: $(grep -E ',2,double,2,' $L/waves$w.txt | pct 'sum|max|any')"
done
echo "== knobs in $((SECONDS-t)) s"
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab timeout -s KILL $(left 170) bash bench/ab_kernels.sh .gpu/abmain . -- --op max,maxi,any,all --filter le: > $L/ab.md 2> $L/ab.err
echo "== A/B: rc $? in $((SECONDS-t)) s"; grep -E "^\| (max|maxi|any|all) " $L/ab.md | grep -v "1000x1000\|4096x4096" | awk -F'|' '$12+0 > 1.02 || $12+0 < 0.98 || $10+0 < 90 {printf "%s|%s|%s|%s|%s|%s|%s\n", $2,$3,$4,$5,$7,$10,$12}' | head -70; tail -2 $L/ab.err
if command -v ncu >/dev/null; then
  NS="--clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis"
  for c in single:2x134217728,any,k_rows_small single:134217728x2,max,k_cols single:32x8388608,max,k_rows_mm double:2x134217728,sum,k_cols; do
    [ $(left 100) -ge 40 ] || break
    IFS=, read f o k <<< "$c"; t=$SECONDS; n=${f/:/-}-$o-$k
    timeout -s KILL 25 ncu $NS -k regex:$k -c 1 bench/build/bench_kernels --filter $f --op $o --reps 20 > $L/ncu-$n.txt 2>&1
    echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "  void k_|Duration|DRAM Throughput|Issue Slots Busy|Registers Per Thread|Achieved Occupancy|Grid Size|==ERROR==" $L/ncu-$n.txt | cut -c1-120 | head -8
  done
fi
echo "== total $((SECONDS-t0)) s"
true
