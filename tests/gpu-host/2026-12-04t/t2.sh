#!/usr/bin/env bash
# call t2 (session 2026-12-04t; sources common.sh beside it in .gpu/, a
# copy of tests/gpu-host/2026-12-03k/common.sh).  The tree "." (prebuilt,
# GPUAXIS_ARCHS=90) is t1's vall, the working tree of this session (v1,
# v2, v4, v5 of t1.sh); .gpu/abmain HEAD 4948079's bench_kernels.
#  1. bench/host_plan_cost of HEAD (hpc-t0) and of the tree (hpc-t): a
#     call's layout on this host's CPU;
#  2. A/B of HEAD and the tree on the other single shapes of k_rows_mm
#     (v2: [M, I] along dim 1 of 2x134217728, 4x67108864, 32x8388608
#     again, 512x512x1024 again);
#  3. ncu: every kernel of double max of 2x134217728 along dim 2 (main
#     pass and combining pass, their durations);
#  4. the kernel tables with torch (single, then double).
CALL=t2; DEADLINE=${DEADLINE:-570}
. "$(dirname "$0")/common.sh"
tar -xJf .gpu/hpc.tar.xz -C /tmp && for h in hpc-t0 hpc-t; do echo "== $h"; /tmp/$h | tee $L/$h.md; done
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-400 | head -40; grep -i "fail" $L/ab-$n.err | head -3
}
ab mi2 30 .gpu/abmain . -- --filter single:2x134217728 --op maxi,mini
ab mi4 30 .gpu/abmain . -- --filter single:4x67108864 --op maxi,mini
ab mi32 30 .gpu/abmain . -- --filter single:32x8388608 --op maxi
ab mi5 30 .gpu/abmain . -- --filter single:512x512x1024 --op maxi,mini
t=$SECONDS
timeout -s KILL $(left 50) ncu --clock-control none --metrics gpu__time_duration.sum -k "regex:k_rows_narrow|k_cols" -c 6 bench/build/bench_kernels --filter double:2x134217728 --op max > $L/ncu-double-2x134217728-max-all.txt 2>&1
echo "== ncu all kernels: rc $? in $((SECONDS-t)) s"; grep -E "^  [a-z].*k_|gpu__time_duration" $L/ncu-double-2x134217728-max-all.txt | sed 's/  */ /g' | cut -c1-160 | head -14
tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
for c in single double; do
  t=$SECONDS
  OUT=$L/kernels-$c timeout -s KILL $(left 220) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; tail -n 3 $L/kernels-$c.out
  cp $L/kernels-$c/results-kernels.md $OUT/results-kernels-family-$c-t2.md 2>/dev/null
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
