#!/usr/bin/env bash
# call n1 (session 2026-12-03n; sources tests/gpu-host/2026-12-03k/common.sh,
# copied beside it into .gpu/): the tree of this session, prebuilt here
# (GPUAXIS_ARCHS=90): k_cols_few (columns of at most 4 rows: a thread's V
# columns, all rows loaded at once, a block a tile; GPUAXIS_COLS_FEW,
# GPUAXIS_COLS_FEW_V) and GPUAXIS_COLS_NARROW_LOW (waves of chunks for
# one-thread-wide columns whose kernel holds < 8 blocks a multiprocessor).
# .gpu/abmain: call m5's bench_kernels (af96f7a; HEAD 37b6df3's sm_90 code
# differs from it in 4 uint8 kernels only); wrappers .gpu/fv4
# (GPUAXIS_COLS_FEW_V=4), .gpu/nl2, .gpu/nl4 (GPUAXIS_COLS_NARROW_LOW=2, 4),
# .gpu/nw8 (GPUAXIS_COLS_NARROW_WAVES=8).
#  1. test_reduce cuda; again under GPUAXIS_COLS_FEW=3 (every pass it can
#     take: the tests' arrays are small), and with GPUAXIS_COLS_FEW_V=4;
#     memcheck of quick under GPUAXIS_COLS_FEW=3;
#  2. A/B: k_cols_few on 134217728x2 and 67108864x4 (both classes), the
#     narrow waves on 2x134217728 and 4x67108864 (8 waves for single sum,
#     mean, all on 2x134217728), a quick control.
CALL=n1; DEADLINE=${DEADLINE:-400}
. "$(dirname "$0")/common.sh"
tr () {   # tr NAME [ENV...]: test_reduce cuda under the environment given
  local n=$1; shift
  t=$SECONDS; env "$@" timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce-$n.log 2>&1
  echo "== test_reduce cuda $n ($*): rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce-$n.log; grep -i "FAIL" $L/test_reduce-$n.log | head -8
}
tr default
tr few3 GPUAXIS_COLS_FEW=3
tr few3v4 GPUAXIS_COLS_FEW=3 GPUAXIS_COLS_FEW_V=4
t=$SECONDS; GPUAXIS_COLS_FEW=3 timeout -s KILL 60 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-memcheck-few3.log 2>&1
echo "== memcheck test_reduce cuda quick, GPUAXIS_COLS_FEW=3: rc $? in $((SECONDS-t)) s"; tail -n 2 $L/sanitize-memcheck-few3.log
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab fs2 40 .gpu/abmain . .gpu/fv4 -- --filter single:134217728x2 --op maxi,max,sum,mean,prod
ab fd2 40 .gpu/abmain . .gpu/fv4 -- --filter double:134217728x2 --op maxi,max,sum,mean,prod
ab fs4 40 .gpu/abmain . .gpu/fv4 -- --filter single:67108864x4 --op maxi,max,sum,prod
ab fd4 40 .gpu/abmain . .gpu/fv4 -- --filter double:67108864x4 --op maxi,max,mean,prod
ab nd2 40 .gpu/abmain . .gpu/nl2 .gpu/nl4 -- --filter double:2x134217728 --op max,min,maxi
ab ns4 40 .gpu/abmain . .gpu/nl2 .gpu/nl4 -- --filter single:4x67108864 --op max,maxi
ab nd4 40 .gpu/abmain . .gpu/nl2 .gpu/nl4 -- --filter double:4x67108864 --op max,maxi
ab ns2 30 .gpu/abmain . .gpu/nw8 -- --filter single:2x134217728 --op sum,mean,all
ab q 40 .gpu/abmain . -- --quick --op max,maxi,sum,mean
echo "== total $((SECONDS-t0)) s"
true
