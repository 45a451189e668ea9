#!/usr/bin/env bash
# call u1 (session 2026-12-04u; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh).  The tree "." (prebuilt,
# GPUAXIS_ARCHS=90) is HEAD 3daaa20 with
#   k_rows_mmt: max/min of double and single along rows of 16-128 bytes,
#       each warp's 32 rows loaded as one run, through shared memory, a
#       lane a row (no shuffles; whole stores of M and I);
#   SUM_PN's flag set to a mark of the call's own, not cleared by a
#       cudaMemsetAsync first, and the gated ordered kernels launched
#       dependent on SUM_PN's last kernel (griddepcontrol.wait in ga_gated).
# .gpu/abmain: HEAD's bench_kernels; .gpu/wt1: "." with
# GPUAXIS_MM_ROWS_TILE=1 (k_rows_mm as before: the control).
#  1. A/B: the shapes whose rows k_rows_mmt takes (single 32x8388608 and
#     4x67108864, double 4x67108864 and 2x134217728 along dim 1, [M, I]
#     and values), int32 sum of 16384x16384 (the mark and the PDL);
#  2. test_reduce cuda (full), memcheck and racecheck of quick;
#  3. SASS of k_rows_mmt and k_rows_mm (single max, lean).
CALL=u1; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-400 | head -40; grep -i "fail" $L/ab-$n.err | head -3
}
ab s32 60 .gpu/abmain . .gpu/wt1 -- --filter single:32x8388608 --op maxi,mini,max
ab s4 45 .gpu/abmain . .gpu/wt1 -- --filter single:4x67108864 --op maxi,mini
ab d4 45 .gpu/abmain . .gpu/wt1 -- --filter double:4x67108864 --op maxi,max
ab d2 50 .gpu/abmain . .gpu/wt1 -- --filter double:2x134217728 --op maxi,max
ab i32 45 .gpu/abmain . .gpu/wt1 -- --filter int32:16384x16384 --op sum,max
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
t=$SECONDS; timeout -s KILL $(left 120) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 90) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
for f in k_rows_mmtILi16EfLb0E k_rows_mmILi16EfLi4ELb0E; do
  fn=$(cuobjdump -symbols bench/build/bench_kernels 2>/dev/null | grep -o "_Z[0-9]*${f}[A-Za-z0-9_]*" | head -1)
  [ -n "$fn" ] && cuobjdump -sass -fun "$fn" bench/build/bench_kernels > $L/sass-$f.txt 2>&1
  echo "== sass $f ($fn): $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' $L/sass-$f.txt 2>/dev/null) instructions"
done
t=$SECONDS; timeout -s KILL $(left 150) compute-sanitizer --tool racecheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-racecheck.log 2>&1
echo "== racecheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-racecheck.log
echo "== total $((SECONDS-t0)) s"
true
