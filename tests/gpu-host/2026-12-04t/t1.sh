#!/usr/bin/env bash
# call t1 (session 2026-12-04t; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh).  The tree "." (prebuilt,
# GPUAXIS_ARCHS=90) is vall: HEAD 4948079 with
#   v1  k_cols_mmv's second run (a chunked pass's chunks) launched
#       dependent on the first (PDL), as the other combining passes;
#   v4  ga_go keeps its occupancy answers (asked before every cols or
#       chunked pass's launch);
#   v5  layout keeps its last answer (3.2-3.6 us of host planning for
#       narrow columns on the development machine, bench/host_plan_cost);
#   v2  k_rows_mm of single in 128-thread blocks built for 9 a
#       multiprocessor (56 registers, none spilled: 36 warps, where 58
#       registers gave 4 blocks of 256, 32 warps).
# .gpu/abmain: HEAD's bench_kernels; .gpu/vc HEAD+v1+v4, .gpu/vd
# HEAD+v1+v4+v5, .gpu/vb HEAD+v2, .gpu/vnw HEAD with GA_NOCOMB=1 (narrow
# passes without their combining pass: its cost; wrong results).
#  1. A/B (median event time per call, as the tables' speed-up, and
#     kernel-only) on the shapes still short: single max/min 4x67108864,
#     double max/min 2x134217728 along dim 2, single [M, I] 32x8388608
#     along dim 1; and where v4/v5 touch every call (16384x16384, int32);
#  2. test_reduce cuda (full) and memcheck of quick on vall.
CALL=t1; DEADLINE=${DEADLINE:-540}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-400 | head -40; grep -i "fail" $L/ab-$n.err | head -3
}
ab m4 60 .gpu/abmain .gpu/vc .gpu/vd . -- --filter single:4x67108864 --op max,min,sum
ab d2 70 .gpu/abmain .gpu/vc .gpu/vd . .gpu/vnw -- --filter double:2x134217728 --op max,min,sum
ab mi 50 .gpu/abmain .gpu/vb . -- --filter single:32x8388608 --op maxi,mini,max
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab m5 40 .gpu/abmain .gpu/vb . -- --filter single:512x512x1024 --op maxi
ab s16 40 .gpu/abmain .gpu/vd . -- --filter single:16384x16384 --op max,sum
ab i32 40 .gpu/abmain .gpu/vd . -- --filter int32:16384x16384 --op sum,max
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
t=$SECONDS; timeout -s KILL $(left 110) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 90) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
echo "== total $((SECONDS-t0)) s"
true
