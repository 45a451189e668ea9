#!/usr/bin/env bash
# call p1 (session 2026-12-04p; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): HEAD 7f029a2 with o7-search.patch (k_cols_mmv
# searches a zero result's first zero for all V columns at once, SU rows in
# flight; __launch_bounds__ (GA_BLOCK, 4)), prebuilt here (GPUAXIS_ARCHS=90).
# .gpu/abmain: HEAD's bench_kernels.  Wrappers (bench_kernels with env):
#   mmv  GPUAXIS_COLS_MMV=2 (k_cols_mmv)       nz   mmv + BENCH_FILL=negzeros
#   nz1  negzeros, k_cols (GPUAXIS_COLS_MMV=1) omv  HEAD's binary, mmv
#  1. test_reduce cuda under GPUAXIS_COLS_MMV=2; memcheck of quick under it;
#  2. A/B of max: . (k_cols), mmv, nz, nz1, omv on single 512x512x1024,
#     4x67108864, 16384x16384 and double 512x512x1024, 4x67108864;
#  3. ncu (kernel durations, grids) of our passes and torch's kernels on
#     the single shapes still 1-5% slower than torch.
CALL=p1; DEADLINE=${DEADLINE:-420}
. "$(dirname "$0")/common.sh"
t=$SECONDS; GPUAXIS_COLS_MMV=2 timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce-mmv.log 2>&1
echo "== test_reduce cuda (MMV=2): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-mmv.log; grep -i "FAIL" $L/test_reduce-mmv.log | head -8
t=$SECONDS; GPUAXIS_COLS_MMV=2 timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck-mmv.log 2>&1
echo "== memcheck test_reduce cuda quick (MMV=2): rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck-mmv.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
V=". .gpu/mmv .gpu/nz .gpu/nz1 .gpu/omv"
ab s5 50 $V -- --filter single:512x512x1024 --op max
ab s4 30 $V -- --filter single:4x67108864 --op max
ab s16 30 $V -- --filter single:16384x16384 --op max
ab d5 50 $V -- --filter double:512x512x1024 --op max
ab d4 30 $V -- --filter double:4x67108864 --op max
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
if command -v ncu >/dev/null; then
  NM="--clock-control none --metrics gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__registers_per_thread,dram__throughput.avg.pct_of_peak_sustained_elapsed"
  for c in single:268435456x1,sum,k_rows single:2x134217728,sum,k_cols single:2x134217728,any,k_cols single:4x67108864,sum,k_cols single:8388608x32,sum,k_rows; do
    [ $(left 60) -ge 20 ] || break
    IFS=, read f o k <<< "$c"; t=$SECONDS; n=${f/:/-}-$o-$k
    timeout -s KILL $(left 30) ncu $NM -k regex:$k -c 6 bench/build/bench_kernels --filter $f --op $o --reps 20 > $L/ncu-$n.txt 2>&1
    echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "^  [a-z].*k_|gpu__time|launch__grid|launch__reg|dram__" $L/ncu-$n.txt | sed 's/  */ /g' | cut -c1-160 | head -30
  done
  t=$SECONDS
  timeout -s KILL $(left 60) ncu $NM -k regex:reduce -c 10 python3 -c "
import torch
d = 'cuda'; f = torch.float32
for s, op in (((1, 268435456, 1), 'sum'), ((1, 134217728, 2), 'sum'), ((1, 134217728, 2), 'any'), ((1, 67108864, 4), 'sum'), ((32, 8388608, 1), 'sum')):
    x = torch.rand(s, dtype=f, device=d); torch.cuda.synchronize()
    for r in range(2):
        y = x.sum(1) if op == 'sum' else x.any(1)
    torch.cuda.synchronize(); print(s, op, tuple(y.shape))
" > $L/ncu-torch.txt 2>&1
  echo "== ncu torch: rc $? in $((SECONDS-t)) s"; grep -E "^\(|^  [a-z].*reduce|gpu__time|launch__grid|launch__reg|dram__" $L/ncu-torch.txt | sed 's/  */ /g' | cut -c1-160 | head -60
fi
echo "== total $((SECONDS-t0)) s"
true
