#!/usr/bin/env bash
# call r3 (session 2026-12-04r; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): r2's tree (the session's
# kernels, prebuilt here, GPUAXIS_ARCHS=90) against HEAD 2e87e12
# (.gpu/abmain) in one run where r2's tables differed from q4's on shapes
# whose plans the session did not change, and on the 2x134217728 sets r2
# had no time for; and k_rows_narrow's max/min in three variants (trees
# built with -DGA_NARROW_MM=N, cuda_red_minmax.o alone built again): v1
# in turn (64-bit positions), v2 in turn with 32-bit positions from the
# chunk's start, v3 the same by a tree.
#  1. test_reduce cuda quick of v2 and v3 (where their test_reduce came);
#  2. A/B HEAD and the tree: double 4x67108864, 8388608x32, 512x512x1024
#     (sum, mean, max, min), single and double 2x134217728 (every op but
#     sumsq, min, mini);
#  3. A/B of the tree, v1, v2, v3: max and [M, I] of single 4x67108864,
#     2x134217728 and double 2x134217728.
CALL=r3; DEADLINE=${DEADLINE:-300}
. "$(dirname "$0")/common.sh"
for v in v2 v3; do
  [ -x .gpu/$v/tests/test_reduce ] || continue
  t=$SECONDS; timeout -s KILL $(left 30) .gpu/$v/tests/test_reduce cuda quick > $L/test_reduce-$v.log 2>&1
  echo "== test_reduce cuda quick $v: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$v.log; grep -i "FAIL" $L/test_reduce-$v.log | head -5
done
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab d4 30 .gpu/abmain . -- --filter double:4x67108864 --op sum,mean,max,min
ab d32 30 .gpu/abmain . -- --filter double:8388608x32 --op sum,mean,max,min
ab d512 30 .gpu/abmain . -- --filter double:512x512x1024 --op sum,mean,max,min
ab s2 50 .gpu/abmain . -- --filter single:2x134217728 --op sum,mean,max,maxi,any,all,prod
ab d2 50 .gpu/abmain . -- --filter double:2x134217728 --op sum,mean,max,maxi,any,all,prod
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab mm 80 . .gpu/v1 .gpu/v2 .gpu/v3 -- --filter 4x67108864 --op max,maxi
ab mm2 60 . .gpu/v1 .gpu/v2 .gpu/v3 -- --filter 2x134217728 --op max,maxi
echo "== total $((SECONDS-t0)) s"
true
