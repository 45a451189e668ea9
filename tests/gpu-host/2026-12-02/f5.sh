#!/usr/bin/env bash
# call f5 (session 2026-12-02): the pairwise tree over a thread's loaded
# doubles in rows_long for sum, mean, sumsq and prod (ga_sum_tree,
# cuda_ops.cuh; SASS 2 -> 4 loads in flight), prebuilt here.
#  1. ./tests/test_reduce cuda;
#  2. A/B against HEAD's kernels (f2's bench_kernels) in one run: sum,
#     mean, sumsq, prod on every double shape.
CALL=f5; DEADLINE=${DEADLINE:-200}
. "$(dirname "$0")/common.sh"
t=$SECONDS; timeout -s KILL 60 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1
echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s"; tail -1 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab timeout -s KILL $(left 120) bash bench/ab_kernels.sh .gpu/abmain . -- --op sum,mean,sumsq,prod --filter double: > $L/ab.md 2> $L/ab.err
echo "== A/B: rc $? in $((SECONDS-t)) s"; grep -E "^\| (mean|sum|sumsq|prod) " $L/ab.md | awk -F'|' '{printf "%s|%s|%s|%s|%s|%s|%s|%s\n", $2,$3,$4,$6,$9,$7,$10,$12}' | head -110; tail -2 $L/ab.err
echo "== total $((SECONDS-t0)) s"
true
