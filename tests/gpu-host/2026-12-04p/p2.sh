#!/usr/bin/env bash
# call p2 (session 2026-12-04p; sources common.sh beside it in .gpu/): the
# tree with chunk partials as rows of the combining pass (ga_part_at,
# GPUAXIS_PART_ROWS: 1 never, 2 rows + the fold's pass taken over, the
# default, 3 rows alone) and programmatic dependent launch of combining
# passes (GPUAXIS_PDL: 1 off, the default, 2 on), o7-search.patch in;
# prebuilt here (GPUAXIS_ARCHS=90).  .gpu/abmain: HEAD 7f029a2's
# bench_kernels.  Wrappers: pr1 (GPUAXIS_PART_ROWS=1), pr3 (=3), pdl
# (GPUAXIS_PDL=2).
#  1. test_reduce cuda: default, GPUAXIS_PDL=2 (full); PART_ROWS=3 and
#     =1 (quick); memcheck of quick, default and PDL=2;
#  2. A/B of HEAD, the tree, pr1, pr3, pdl on the shapes whose chunked
#     passes have few outputs;
#  3. ncu: kernel durations of single sum 2x134217728 and 268435456x1.
CALL=p2; DEADLINE=${DEADLINE:-500}
. "$(dirname "$0")/common.sh"
tr () {   # tr NAME SECONDS ENV... -- ARGS
  local n=$1 s=$2; shift 2; local ev=(); while [ "$1" != "--" ]; do ev+=("$1"); shift; done; shift
  t=$SECONDS; env "${ev[@]}" timeout -s KILL $(left $s) ./tests/test_reduce cuda "$@" > $L/test_reduce-$n.log 2>&1
  echo "== test_reduce cuda $* (${ev[*]}): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr default 100 X=1 --
tr pdl 100 GPUAXIS_PDL=2 --
tr pr3-quick 60 GPUAXIS_PART_ROWS=3 -- quick
tr pr1-quick 60 GPUAXIS_PART_ROWS=1 -- quick
for v in default:X=1 pdl:GPUAXIS_PDL=2; do
  n=${v%%:*}; e=${v#*:}; t=$SECONDS
  env $e timeout -s KILL $(left 70) compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck-$n.log 2>&1
  echo "== memcheck test_reduce cuda quick ($e): rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck-$n.log
done
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
V=".gpu/abmain . .gpu/pr1 .gpu/pr3 .gpu/pdl"
ab s2 60 $V -- --filter single:2x134217728 --op sum,any,max,maxi
ab s4 40 $V -- --filter single:4x67108864 --op sum,max
ab s32 40 $V -- --filter single:32x8388608 --op sum,maxi
ab s268 30 $V -- --filter single:268435456x1 --op sum
ab s1x 30 $V -- --filter single:1x268435456 --op all,prod
ab s8 30 $V -- --filter single:8388608x32 --op sum
ab d2 50 $V -- --filter double:2x134217728 --op sum,max,maxi
ab s16 30 $V -- --filter single:16384x16384 --op sum
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
if command -v ncu >/dev/null; then
  NM="--clock-control none --metrics gpu__time_duration.sum,launch__grid_size,launch__registers_per_thread,dram__throughput.avg.pct_of_peak_sustained_elapsed"
  for c in single:268435456x1,sum,k_rows single:2x134217728,sum,k_; do
    [ $(left 60) -ge 20 ] || break
    IFS=, read f o k <<< "$c"; t=$SECONDS; n=${f/:/-}-$o
    timeout -s KILL $(left 30) ncu $NM -k regex:$k -c 8 bench/build/bench_kernels --filter $f --op $o --reps 20 > $L/ncu-$n.txt 2>&1
    echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "^  [a-z].*k_|gpu__time|launch__grid" $L/ncu-$n.txt | sed 's/  */ /g' | cut -c1-120 | head -24
  done
fi
echo "== total $((SECONDS-t0)) s"
true
