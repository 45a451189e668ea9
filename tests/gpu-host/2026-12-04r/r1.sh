#!/usr/bin/env bash
# call r1 (session 2026-12-04r; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh): rows passes planned for
# the blocks that really fit (GPUAXIS_ROWS_WAVES 2: chunked rows_long,
# 3: and rows_small's grids) and narrow columns as rows (k_rows_narrow,
# GPUAXIS_ROWS_NARROW=2), both knobs off by default in this tree (built
# here, GPUAXIS_ARCHS=90).  .gpu/abmain: HEAD 2e87e12; wrappers w2, w3,
# n2 (narrow, waves 2), n3 (narrow, waves 3).
#  1. test_reduce cuda (full) with both knobs on, quick with them off,
#     memcheck of quick with them on;
#  2. A/B of HEAD, the tree (knobs off) and w2: chunked rows_long shapes,
#     single and double;
#  3. A/B of the tree, w3, n2, n3: rows_small shapes and the narrow
#     columns (both dims), single and double;
#  4. ncu of single 2x134217728 sum and 4x67108864 max along dim 2, tree
#     and n2.
CALL=r1; DEADLINE=${DEADLINE:-540}
. "$(dirname "$0")/common.sh"
tr () {   # tr NAME SECONDS ENV... -- ARGS
  local n=$1 s=$2; shift 2; local ev=(); while [ "$1" != "--" ]; do ev+=("$1"); shift; done; shift
  t=$SECONDS; env "${ev[@]}" timeout -s KILL $(left $s) ./tests/test_reduce cuda "$@" > $L/test_reduce-$n.log 2>&1
  echo "== test_reduce cuda $* (${ev[*]}): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr on 120 GPUAXIS_ROWS_NARROW=2 GPUAXIS_ROWS_WAVES=3 --
tr off 40 X=1 -- quick
t=$SECONDS; GPUAXIS_ROWS_NARROW=2 GPUAXIS_ROWS_WAVES=3 timeout -s KILL $(left 70) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck.log 2>&1
echo "== memcheck test_reduce cuda quick (knobs on): rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck.log
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -70; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
OPS=sum,mean,prod,max,maxi,any,all
for c in single double; do
  for s in 268435456x1 1x268435456 134217728x2; do
    ab long-$c-$s 40 .gpu/abmain . .gpu/w2 -- --filter $c:$s --op $OPS
  done
done
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in single double; do
  for s in 2x134217728 4x67108864 32x8388608; do
    ab small-$c-$s 60 . .gpu/w3 .gpu/n2 .gpu/n3 -- --filter $c:$s --op sum,max,maxi,all,prod
  done
done
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
NM="--clock-control none --metrics gpu__time_duration.sum,launch__grid_size,launch__registers_per_thread,launch__occupancy_limit_registers"
for v in tree:bench/build/bench_kernels n2:.gpu/n2/bench/build/bench_kernels; do
  n=${v%%:*}; bin=${v#*:}; t=$SECONDS
  timeout -s KILL $(left 30) ncu $NM -k regex:k_ -c 6 $bin --filter single:2x134217728 --op sum --reps 20 > $L/ncu-$n.txt 2>&1
  echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "^  [a-z].*k_|gpu__time|launch__" $L/ncu-$n.txt | sed 's/  */ /g' | cut -c1-140 | head -24
done
echo "== total $((SECONDS-t0)) s"
true
