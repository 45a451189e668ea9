#!/usr/bin/env bash
# call o5 (session 2026-12-04o): the final kernels, o3's tree with the
# double sums' tree over 4 rows for 32-byte vectors only (narrower ones as
# in HEAD: call o4 found the double sum of 2x134217728 along dim 2 1.074x
# with it).  .gpu/abmain: HEAD c1b5464's bench_kernels.
#  1. test_reduce cuda;
#  2. A/B against HEAD's kernels: double sums on 2x134217728 and
#     512x512x1024;
#  3. the double kernel table with torch in the same run (o3's single
#     table stands: single kernels unchanged since):
#     bash bench/run_kernels.sh --no-cupy --op all --filter double:
CALL=o5; DEADLINE=${DEADLINE:-260}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab d2 25 .gpu/abmain . -- --filter double:2x134217728 --op sum,mean
ab d5 25 .gpu/abmain . -- --filter double:512x512x1024 --op sum,mean
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in double; do
  t=$SECONDS; mkdir -p $L/kernels-$c
  OUT=$L/kernels-$c timeout -s KILL $(left 180) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "lowest|FAIL" $L/kernels-$c.out | cut -c1-200 | head -30
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
