#!/usr/bin/env bash
# call t5 (session 2026-12-04t; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): ncu of the final build on
# the one configuration still below 90% of copy, single [M, I] of
# 32x8388608 along dim 1 (k_rows_mm, now 128-thread blocks, 9 a
# multiprocessor), beside the same shape's sum (k_rows_small, 97-98% of
# copy) and max without the index (k_rows_mmv): where their warps stall
# and what the memory system sees.  Clocks not locked; one launch each.
CALL=t5; DEADLINE=${DEADLINE:-170}
. "$(dirname "$0")/common.sh"
S="--clock-control none --section SpeedOfLight --section Occupancy --section SchedulerStats --section WarpStateStats --section MemoryWorkloadAnalysis --section LaunchStats --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\\.ratio,dram__bytes_read.sum,dram__bytes_write.sum"
for c in 'single:32x8388608,maxi,k_rows_mm($|<)' 'single:32x8388608,sum,k_rows_small' 'single:32x8388608,max,k_rows_mmv'; do
  IFS=, read f o k <<< "$c"; t=$SECONDS; n=${f/:/-}-$o
  timeout -s KILL $(left 45) ncu $S -k "regex:$k" -c 1 bench/build/bench_kernels --filter $f --op $o --reps 3 > $L/ncu-$n.txt 2>&1
  rc=$?; grep -q Duration $L/ncu-$n.txt || { mv $L/ncu-$n.txt $L/ncu-$n-failed.txt; timeout -s KILL $(left 45) ncu ${S%% --metrics*} -k "regex:$k" -c 1 bench/build/bench_kernels --filter $f --op $o --reps 3 > $L/ncu-$n.txt 2>&1; rc=$?; }
  echo "== ncu $n: rc $rc in $((SECONDS-t)) s"; grep -E "^  [a-z].*k_|Duration|DRAM Throughput|Mem Busy|Registers Per|Achieved Occupancy|Theoretical Occ|Issued Warp|No Eligible|Warp Cycles Per Issued|Grid Size|Block Size|L2 Hit|stalled_(long|lg|wait|short|barrier|math|not_sel|mio|no_inst|dispatch|drain)|dram__bytes" $L/ncu-$n.txt | sed 's/  */ /g' | cut -c1-150 | head -34
done
echo "== total $((SECONDS-t0)) s"
true
