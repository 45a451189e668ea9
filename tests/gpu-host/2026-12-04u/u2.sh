#!/usr/bin/env bash
# call u2 (session 2026-12-04u; common.sh as u1's).  The tree "." is the
# final candidate: u1's with k_rows_mmt for single rows of 128 bytes only
# (u1: 16- and 32-byte rows 1.12-1.67x slower), its 8 vectors a lane
# fixed at compile time (55 registers, none spilled).  .gpu/abmain:
# HEAD 3daaa20's bench_kernels; .gpu/wvals: "." with GPUAXIS_MM_VALUES=1
# (single max/min values along rows of 32 by k_rows_mmt, not k_rows_mmv).
#  1. A/B: single 32x8388608 (both dims: [M, I] and values), int32 sum;
#  2. the tables: single and int32 (run_kernels.sh --no-cupy --op all);
#  3. test_reduce cuda (full), memcheck of quick.
# (ncu and the double table left out after two tries of this call found
# no machine or lost it: 308 s of device time gone with no result.)
CALL=u2; DEADLINE=${DEADLINE:-400}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-400 | head -40; grep -i "fail" $L/ab-$n.err | head -3
}
ab s32 40 .gpu/abmain . .gpu/wvals -- --filter single:32x8388608 --op maxi,mini,max,min
ab i32 25 .gpu/abmain . -- --filter int32:16384x16384 --op sum
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in single int32; do
  t=$SECONDS
  OUT=$L/kernels-$c timeout -s KILL $(left 200) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/kernels-$c.out
  cp $L/kernels-$c/results-kernels.md $OUT/results-kernels-family-$c-u2.md 2>/dev/null
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
t=$SECONDS; timeout -s KILL $(left 70) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 40) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
echo "== total $((SECONDS-t0)) s"
true
