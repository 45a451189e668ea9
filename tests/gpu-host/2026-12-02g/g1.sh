#!/usr/bin/env bash
# call g1 (session 2026-12-02g), prebuilt here (pack.sh): the max/min rows
# kernel with 32-bit positions (k_rows_mm), k_cols' task digits moved
# without divisions, any's one-compare lift; HEAD's bench_kernels in
# .gpu/abmain for the A/B.
#  1. ./tests/test_reduce cuda;
#  2. A/B HEAD vs the tree, one run: sum, max, maxi, any, all on every
#     double and single shape;
#  3. the rows kernel's knob (GPUAXIS_MM_ROWS=VPL,U8) on 32x8388608 and
#     2x134217728 dim 1;
#  4. SASS of the changed kernels, both builds; ncu of four kernels and of
#     torch's sum of 2x134217728 double along dim 2;
#  5. issue 11's host table: bash bench/run_host_backends.sh.
CALL=g1; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 70 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab timeout -s KILL $(left 180) bash bench/ab_kernels.sh .gpu/abmain . -- --op sum,max,maxi,any,all --filter le: > $L/ab.md 2> $L/ab.err
echo "== A/B: rc $? in $((SECONDS-t)) s"; grep -E "^\| (sum|max|maxi|any|all) " $L/ab.md | awk -F'|' '$12+0 > 1.02 || $12+0 < 0.98 {printf "%s|%s|%s|%s|%s|%s|%s\n", $2,$3,$4,$5,$7,$10,$12}' | head -90; tail -2 $L/ab.err
t=$SECONDS
for k in 1,0 1,1 2,1 4,1 2,0; do
  GPUAXIS_MM_ROWS=$k timeout -s KILL 40 bench/build/bench_kernels --op max,maxi --filter 32x8388608 > $L/knob-$k.txt 2>&1
  GPUAXIS_MM_ROWS=$k timeout -s KILL 40 bench/build/bench_kernels --op max,maxi --filter 2x134217728 >> $L/knob-$k.txt 2>&1
  echo "knob $k: $(grep -E '^(max|maxi),(32x8388608|2x134217728),1,' $L/knob-$k.txt | awk -F, '{printf "%s %s %s %.1f%% | ", $1, $2, $4, $14}')"
done
echo "== knob sweep in $((SECONDS-t)) s"
t=$SECONDS
if command -v cuobjdump >/dev/null; then
  for b in bench/build/bench_kernels .gpu/abmain/bench/build/bench_kernels; do
    cuobjdump --dump-sass $b 2>/dev/null | awk '/Function : /{p = ($0 ~ /k_(rows_small|rows_mm|cols)ILi(0|15|16|31|32)E[fd]/)} p'
  done | gzip > $L/sass.txt.gz
  echo "== sass: $(zcat $L/sass.txt.gz | grep -c 'Function :') functions in $((SECONDS-t)) s"
fi
if command -v ncu >/dev/null; then
  NS="--clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis"
  for c in single:32x8388608,max,k_rows_mm single:134217728x2,max,k_cols single:2x134217728,any,k_rows_small double:2x134217728,sum,k_cols; do
    [ $(left 60) -ge 200 ] || break
    IFS=, read f o k <<< "$c"; t=$SECONDS; n=${f/:/-}-$o-$k
    timeout -s KILL 25 ncu $NS -k regex:$k -c 1 bench/build/bench_kernels --filter $f --op $o --reps 20 > $L/ncu-$n.txt 2>&1
    echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "k_|Duration|DRAM Throughput|Issue Slots Busy|Registers Per Thread|Achieved Occupancy|Executed Ipc A|==ERROR==" $L/ncu-$n.txt | grep -v "^max\|^sum\|^any" | cut -c1-150 | head -9
  done
  t=$SECONDS
  timeout -s KILL 40 ncu $NS -k regex:reduce -c 1 python3 -c "
import torch
x = torch.rand(1, 134217728, 2, dtype=torch.float64, device='cuda'); torch.cuda.synchronize()
y = x.sum(1); torch.cuda.synchronize(); print(y.shape)" > $L/ncu-torch-double-2x134217728-sum.txt 2>&1
  echo "== ncu torch: rc $? in $((SECONDS-t)) s"; grep -E "reduce|Duration|DRAM Throughput|Issue Slots Busy|Registers Per Thread|Achieved Occupancy|Block Size|Grid Size" $L/ncu-torch-double-2x134217728-sum.txt | cut -c1-200 | head -10
fi
if [ $(left 400) -ge 200 ]; then
  t=$SECONDS; mkdir -p $L/host; OUT=$L/host timeout -s KILL $(left 240) bash bench/run_host_backends.sh > $L/host.out 2>&1
  echo "== host backends: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "^\|" $L/host.out | cut -c1-220 | tail -22
fi
echo "== total $((SECONDS-t0)) s"
true
