#!/usr/bin/env bash
# call q4 (session 2026-12-04q; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): the session's kernels
# after q3, prebuilt here (GPUAXIS_ARCHS=90): q3's tree, but any/all of
# double along columns in the full kernels as before (lean only in
# k_cols_few), since q3 ran double any/all of 512x512x1024 along dims 2
# and 3 in 1.10x HEAD's time lean (q1's lean tree did not).  .gpu/abmain:
# HEAD a380edb; .gpu/b: q1's lean tree; .gpu/g: q3's tree.
#  1. test_reduce cuda (full), memcheck of quick;
#  2. A/B of HEAD, b, g and the tree: double any/all of 512x512x1024,
#     any of 134217728x2 and 67108864x4; HEAD and the tree: single any
#     and all of every shape;
#  3. ncu of double any along dim 2 of 512x512x1024, g and the tree
#     (grid, registers, time);
#  4. the kernel tables with torch (double, then single).
CALL=q4; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL $(left 90) ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; timeout -s KILL $(left 60) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -60; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab d512 40 .gpu/abmain .gpu/b .gpu/g . -- --filter double:512x512x1024 --op any,all
ab dfew2 20 .gpu/abmain .gpu/b .gpu/g . -- --filter double:134217728x2 --op any
ab dfew4 20 .gpu/abmain .gpu/b .gpu/g . -- --filter double:67108864x4 --op any
ab s 50 .gpu/abmain . -- --filter single: --op any,all
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
NM="--clock-control none --metrics gpu__time_duration.sum,launch__grid_size,launch__registers_per_thread,launch__occupancy_limit_registers"
for v in g:.gpu/g/bench/build/bench_kernels tree:bench/build/bench_kernels; do
  n=${v%%:*}; bin=${v#*:}; t=$SECONDS
  timeout -s KILL $(left 30) ncu $NM -k regex:k_cols -c 4 $bin --filter double:512x512x1024 --op any --reps 20 > $L/ncu-$n.txt 2>&1
  echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "^  [a-z].*k_|gpu__time|launch__" $L/ncu-$n.txt | sed 's/  */ /g' | cut -c1-140 | head -12
done
for c in double single; do
  t=$SECONDS
  OUT=$L/kernels-$c timeout -s KILL $(left 175) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/kernels-$c.out
  cp $L/kernels-$c/results-kernels.md $OUT/results-kernels-family-$c-q4.md 2>/dev/null
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
