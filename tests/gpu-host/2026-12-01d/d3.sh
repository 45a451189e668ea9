#!/usr/bin/env bash
# call 3 (session 2026-12-01d, the last ~300 s of device time): the merged
# main (branches ew, calls, minmax and the max/min tie fix) prebuilt for
# sm_90, with tests/test_reduce and bench/build/bench_kernels built here.
#  1. side by side: the elementwise and indexing suites on CUDA (k_bcast,
#     the index check, contiguous copies, signed-zero ties), test_gpuarray,
#     ./tests/test_reduce cuda (the lean max/min kernels);
#  2. bench_kernels max / max with index on the shapes that were slow
#     (67108864x4, 134217728x2, 32x8388608, 512x512x1024), and single prod
#     on 134217728x2 (the new data and bound), torch beside;
#  3. the elementwise benchmark (broadcast rows) with torch beside;
#  4. the indexing benchmark (masks, concatenation) with what is left.
# Everything inside DEADLINE s of wall time.
set -u
cd "$(dirname "$0")/.."
L=$OUT/logs; mkdir -p $L
finish () { pkill -f torch_ 2>/dev/null; tar -czf $OUT/d3-logs.tar.gz -C $OUT logs; }
trap finish EXIT
t0=$SECONDS
DEADLINE=${DEADLINE:-235}
left () { local l=$((DEADLINE - (SECONDS - t0))); [ $l -gt $1 ] && l=$1; [ $l -lt 1 ] && l=1; echo $l; }
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
tar -xJf .gpu/build.tar.xz || exit 1
touch src/*.o src/*/*.o; sleep 1; touch src/libgpuaxis.so; sleep 1; touch src/*.mex src/*.oct src/FILES tests/test_reduce bench/build/bench_kernels
GPUAXIS_ARCHS=90 make -q -C src >/dev/null 2>&1; echo "make -q: $? (0 = prebuilt is current) at $((SECONDS-t0)) s"
suite () {  # name limit file
  local t=$SECONDS
  timeout -s KILL $2 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$3', 'verbose', stdout)" > $L/$1.log 2>&1
  echo "== $1: rc $? in $((SECONDS-t)) s" > $L/$1.status
}
suite ew 95 inst/tests/test_gpuarray_elementwise.m & p1=$!
suite index 95 inst/tests/test_gpuarray_index.m & p2=$!
suite gpuarray 60 inst/tests/test_gpuarray.m & p3=$!
( t=$SECONDS; timeout -s KILL 70 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1; echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s" > $L/test_reduce.status ) & p4=$!
wait $p1 $p2 $p3 $p4
for s in ew index gpuarray; do cat $L/$s.status; grep -E "^PASSES|^cuda_ok" $L/$s.log; grep -B3 -A8 "!!!!!" $L/$s.log | cut -c1-300 | head -24; done
cat $L/test_reduce.status; tail -3 $L/test_reduce.log; grep -i "^FAIL" $L/test_reduce.log | head -5
echo "== phase 1 done at $((SECONDS-t0)) s"
: > $L/mm.csv
for f in double:67108864x4 double:32x8388608 double:512x512x1024 single:134217728x2; do
  timeout -s KILL $(left 14) bench/build/bench_kernels --op max,maxi --filter $f > $L/mm-part.csv 2>> $L/mm.err
  if [ -s $L/mm.csv ]; then grep -vE '^(#|op,)' $L/mm-part.csv >> $L/mm.csv; else cat $L/mm-part.csv >> $L/mm.csv; fi
done
timeout -s KILL $(left 10) bench/build/bench_kernels --op prod --filter single:134217728x2 > $L/prod.csv 2>> $L/mm.err
echo "== kernels at $((SECONDS-t0)) s: $(grep -c ',ok$' $L/mm.csv) ok, $(grep -c FAIL $L/mm.csv) FAIL; prod single: $(grep -c ',ok$' $L/prod.csv) ok, $(grep -c FAIL $L/prod.csv) FAIL"
timeout -s KILL $(left 25) python3 bench/torch_cupy.py --no-cupy --configs $L/mm.csv > $L/mm-torch.csv 2> $L/mm-torch.err
python3 bench/merge_table.py $L/mm.csv $L/mm-torch.csv --date "$(date -u)" --device H200 --command "d3.sh" -o $L/mm.md > /dev/null 2> $L/mm-merge.err
grep -E '^\| (op|max|maxi|prod|shape|class)' $L/mm.md | head -24; grep FAIL $L/prod.csv | head -3
t=$SECONDS; OUT=$L STEP=ew-bench timeout -s KILL $(left 50) bash tests/gpu-host-gpuarray.sh > $L/ew-bench.out 2>&1; echo "== ew-bench: rc $? in $((SECONDS-t)) s"
sed -n '/^| operation | array | time | GB\/s (read + written) | % of copy/,$p' $L/ew-bench.out | head -20
pkill -f torch_ 2>/dev/null
t=$SECONDS; OUT=$L STEP=bench-index timeout -s KILL $(left 60) bash tests/gpu-host-gpuarray.sh > $L/bench-index.out 2>&1; echo "== bench-index: rc $? in $((SECONDS-t)) s"
sed -n '/^| operation/,$p' $L/bench-index.out | head -24
echo "== total $((SECONDS-t0)) s"
true
