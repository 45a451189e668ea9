#!/usr/bin/env bash
# call s5 (session 2026-12-04s; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): the final build (s2's),
# ncu profiles of the shapes still short, for the next session:
#  1. single [M, I] of 32x8388608 along dim 1 (k_rows_mm, 89.5% of copy)
#     against max alone there (k_rows_mmv, 93%);
#  2. double max of 2x134217728 along dim 2 (k_rows_narrow, 480 us
#     kernel-only) against torch's amax on the same array (472 us).
# Sections SpeedOfLight, Occupancy, SchedulerStats, WarpStateStats,
# MemoryWorkloadAnalysis; clocks not locked.
CALL=s5; DEADLINE=${DEADLINE:-170}
. "$(dirname "$0")/common.sh"
S="--clock-control none --section SpeedOfLight --section Occupancy --section SchedulerStats --section WarpStateStats --section MemoryWorkloadAnalysis"
for c in 'single:32x8388608,maxi,k_rows_mm($|<)' single:32x8388608,max,k_rows_mmv double:2x134217728,max,k_rows_narrow; do
  IFS=, read f o k <<< "$c"; t=$SECONDS; n=${f/:/-}-$o
  timeout -s KILL $(left 40) ncu $S -k "regex:$k" -c 1 bench/build/bench_kernels --filter $f --op $o --reps 3 > $L/ncu-$n.txt 2>&1
  echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "^  k_|Duration|DRAM Throughput|Memory Throughput|Registers Per|Achieved Occupancy|Issued Warp|No Eligible|Stall|Warp Cycles Per Issued" $L/ncu-$n.txt | sed 's/  */ /g' | cut -c1-150 | head -16
done
t=$SECONDS
timeout -s KILL $(left 60) ncu $S -k regex:reduce -c 1 python3 -c "
import torch
x = torch.rand((1, 134217728, 2), dtype=torch.float64, device='cuda'); torch.cuda.synchronize()
y = torch.amax(x, 1); torch.cuda.synchronize(); print(tuple(y.shape))
" > $L/ncu-torch-double-2x134217728-amax.txt 2>&1
echo "== ncu torch amax: rc $? in $((SECONDS-t)) s"; grep -E "^  [a-z].*reduce|Duration|DRAM Throughput|Registers Per|Achieved Occupancy|Issued Warp|No Eligible|Warp Cycles Per Issued|Grid Size|Block Size" $L/ncu-torch-double-2x134217728-amax.txt | sed 's/  */ /g' | cut -c1-150 | head -16
echo "== total $((SECONDS-t0)) s"
true
