#!/usr/bin/env bash
# call f1 (session 2026-12-02): the lean mean kernels (lean_div), k_cols'
# two-row tail, and the elementwise kernels' vector stores and 4-vector
# unroll, prebuilt here.
#  1. correctness on CUDA, side by side: ./tests/test_reduce cuda (mean in
#     every kernel, ga_div_rn_*) and the elementwise suite;
#  2. A/B of the kernels, main's bench_kernels against this tree's, taking
#     turns: mean (lean_div), sum, max, any (k_cols' two-row tail), double
#     and single, every shape;
#  3. the elementwise benchmark, torch beside (queued and waited);
#  4. the int32 kernel table with torch and the gpuArray methods
#     (bash bench/run_resident.sh int32:), never run before;
#  5. SASS of the max/min and sum kernels (cuobjdump), and ncu on the
#     slow single max shapes if ncu reads counters here.
CALL=f1; DEADLINE=${DEADLINE:-570}
. "$(dirname "$0")/common.sh"
suite () {  # name limit file
  local t=$SECONDS
  timeout -s KILL $2 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$3', 'verbose', stdout)" > $L/$1.log 2>&1
  echo "== $1: rc $? in $((SECONDS-t)) s" > $L/$1.status
}
suite ew 100 inst/tests/test_gpuarray_elementwise.m & p1=$!
( t=$SECONDS; timeout -s KILL 100 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1; echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s" > $L/test_reduce.status ) & p2=$!
wait $p1 $p2
cat $L/ew.status; grep -E "^PASSES|^cuda_ok" $L/ew.log; grep -B3 -A8 "!!!!!" $L/ew.log | cut -c1-300 | head -24
cat $L/test_reduce.status; tail -2 $L/test_reduce.log; grep -i "FAIL" $L/test_reduce.log | head -8
echo "== phase 1 done at $((SECONDS-t0)) s"
t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab timeout -s KILL $(left 190) bash bench/ab_kernels.sh .gpu/abmain . -- --op mean,sum,max,any --filter le: > $L/ab.md 2> $L/ab.err
echo "== A/B: rc $? in $((SECONDS-t)) s"; grep -E "^\| (mean|sum|max|any) " $L/ab.md | awk -F'|' '{printf "%s|%s|%s|%s|%s|%s|%s\n", $2,$3,$4,$5,$7,$10,$12}' | head -80; tail -3 $L/ab.err
t=$SECONDS; mkdir -p $L/ew; OUT=$L/ew STEP=ew-bench timeout -s KILL $(left 140) bash tests/gpu-host-gpuarray.sh > $L/ew-bench.out 2>&1
echo "== ew-bench: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
sed -n '/^| operation | array | time | GB\/s (read + written) | % of copy/,$p' $L/ew-bench.out | cut -c1-200 | head -24
t=$SECONDS; mkdir -p $L/resident-int32; OUT=$L/resident-int32 timeout -s KILL $(left 150) bash bench/run_resident.sh int32: > $L/resident-int32.out 2>&1
echo "== resident int32: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; tail -4 $L/resident-int32.out
t=$SECONDS
if command -v cuobjdump >/dev/null; then
  cuobjdump --dump-sass src/libgpuaxis.so 2>/dev/null | awk '/Function : /{p = ($0 ~ /k_(rows_small|cols|rows_long)ILi(1|16)Ef/)} p' | gzip > $L/sass-f.txt.gz
  echo "== sass: $(zcat $L/sass-f.txt.gz | grep -c 'Function :') functions in $((SECONDS-t)) s"
fi
if command -v ncu >/dev/null; then
  for c in single:32x8388608,max,k_rows_small single:32x8388608,sum,k_rows_small single:134217728x2,max,k_cols single:134217728x2,sum,k_cols single:2x134217728,max,k_rows_small; do
    [ $(left 60) -ge 30 ] || break
    IFS=, read f o k <<< "$c"; t=$SECONDS; n=${f#single:}-$o-$k
    timeout -s KILL 25 ncu --clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis -k regex:$k -c 1 \
      bench/build/bench_kernels --filter $f --op $o --reps 20 > $L/ncu-$n.txt 2>&1
    echo "== ncu $n: rc $? in $((SECONDS-t)) s"; grep -E "Duration|DRAM Throughput|Issue Slots Busy|Registers Per Thread|Achieved Occupancy|Executed Ipc A|No Eligible|Block Limit Reg|==ERROR==" $L/ncu-$n.txt | head -12
  done
fi
echo "== total $((SECONDS-t0)) s"
true
