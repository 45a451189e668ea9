#!/usr/bin/env bash
# call k1 (session 2026-12-03k): the session's tree prebuilt on the
# development machine (2026-12-03i/pack.sh; .gpu/abmain: main's
# bench_kernels, 4c54147).  The tree chooses the cols kernel in one helper
# (ga_cols_kernel, cuda_launch.cuh) for the launch and the occupancy query
# (host code only; kernels unchanged).  Variant .gpu/vU2: k_rows_mm's loop
# over a lane's vectors unrolled by 2 (GA_ROWS_MM_KUNROLL 2: both loads of
# 32x8388608 single's lane in flight at once).  w2, w4: the tree's
# bench_kernels with GPUAXIS_COLS_CHUNK_WAVES=2 and 4.
#  1. ./tests/test_reduce cuda, memcheck of test_reduce cuda quick (the
#     refactored launch);
#  2. mix_probe: the rate of [M, I]'s traffic (1 GiB read, 1.5 GiB written)
#     with no work, against the copy rate;
#  3. A/B abmain, tree, vU2 on 32x8388608 (max, min, maxi), 2x134217728
#     (max, maxi), single 512x512x1024 (max, maxi);
#  4. A/B tree, w2, w4 on 2x134217728 and 4x67108864 (sum, max, maxi, any):
#     whether more waves of chunks for columns one thread wide win there.
CALL=k1; DEADLINE=${DEADLINE:-380}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 90 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
t=$SECONDS; timeout -s KILL 40 .gpu/mix_probe > $L/mix_probe.md 2>&1
echo "== mix_probe: rc $? in $((SECONDS-t)) s"; cat $L/mix_probe.md
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-230 | head -30
}
ab rows32 75 .gpu/abmain . .gpu/vU2 -- --filter 32x8388608 --op max,min,maxi
ab rows2 50 .gpu/abmain . .gpu/vU2 -- --filter 2x134217728 --op max,maxi
ab rows512 45 .gpu/abmain . .gpu/vU2 -- --filter single:512x512x1024 --op max,maxi
for w in 2 4; do
  mkdir -p .gpu/w$w/src .gpu/w$w/bench/build && cp .gpu/abmain/bench/bench_kernels.cu .gpu/w$w/bench/
  printf '#!/bin/sh\nGPUAXIS_COLS_CHUNK_WAVES=%s exec %s/bench/build/bench_kernels "$@"\n' $w "$PWD" > .gpu/w$w/bench/build/bench_kernels
  chmod +x .gpu/w$w/bench/build/bench_kernels
done
ab waves2 60 . .gpu/w2 .gpu/w4 -- --filter 2x134217728 --op sum,max,maxi,any
ab waves4 60 . .gpu/w2 .gpu/w4 -- --filter 4x67108864 --op sum,max,maxi,any
echo "== total $((SECONDS-t0)) s"
true
