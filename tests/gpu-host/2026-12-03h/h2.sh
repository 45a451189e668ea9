#!/usr/bin/env bash
# call h2 (session 2026-12-03h), prebuilt here (2026-12-02g/pack.sh, run
# from .gpu/ beside 2026-12-02g/common.sh): 1823ae3 with
# pending complex checks (src/gpuarray/elementwise_pending.c: sqrt, log,
# power return once queued; the check is read where the result is used).
#  1. side by side, no timing: the gpuArray suites on CUDA (elementwise
#     with its new check_pending, gpuarray, index) and memcheck of the
#     elementwise suite;
#  2. trace_h.m again (sqrt of 1 GiB queued and waited against exp; small
#     calls);
#  3. the elementwise table with torch (STEP=ew-bench), issue 12's;
#  4. if time is left: bench_gpuarray with torch (STEP=bench, issue 10's
#     table), then the long run of 100000 cycles (STEP=long).
CALL=h2; DEADLINE=${DEADLINE:-570}
. "$(dirname "$0")/common.sh"
H=tests/gpu-host/2026-12-03h
suite () {  # name file [prefix]
  ( t=$SECONDS; timeout -s KILL 230 ${3:-} octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$2', 'verbose', stdout)" > $L/suite-$1.log 2>&1
    echo "== suite $1: rc $? in $((SECONDS-t)) s" > $L/suite-$1.status ) &
}
suite ew inst/tests/test_gpuarray_elementwise.m
suite gpuarray inst/tests/test_gpuarray.m
suite index inst/tests/test_gpuarray_index.m
suite memcheck-ew inst/tests/test_gpuarray_elementwise.m "compute-sanitizer --tool memcheck --target-processes all --print-limit 20"
wait
for s in ew gpuarray index memcheck-ew; do cat $L/suite-$s.status; grep -E "^PASSES|^Skipped|^cuda_ok|ERROR SUMMARY" $L/suite-$s.log; grep -B3 -A10 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -30; done
echo "== suites done at $((SECONDS-t0)) s"
t=$SECONDS; GPUAXIS_TRACE_CALLS=1 timeout -s KILL 100 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('$H/trace_h.m')" > $L/trace.log 2>&1
echo "== trace: rc $? in $((SECONDS-t)) s"; grep -E "^--|^====" $L/trace.log | head -80
if [ $(left 200) -ge 100 ]; then
  t=$SECONDS; mkdir -p $L/ew; OUT=$L/ew STEP=ew-bench timeout -s KILL $(left 170) bash tests/gpu-host-gpuarray.sh > $L/ew-bench.out 2>&1
  echo "== ew-bench: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
  sed -n '/^| operation | array | time | GB\/s (read + written) | % of copy/,$p' $L/ew-bench.out | cut -c1-250 | head -24
fi
if [ $(left 200) -ge 120 ]; then
  t=$SECONDS; mkdir -p $L/ga; OUT=$L/ga STEP=bench timeout -s KILL $(left 150) bash tests/gpu-host-gpuarray.sh > $L/ga-bench.out 2>&1
  echo "== gpuarray bench: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "^\|" $L/ga-bench.out | cut -c1-200 | head -60
fi
if [ $(left 400) -ge 280 ]; then
  t=$SECONDS; mkdir -p $L/long; OUT=$L/long STEP=long LR_NCYCLES=100000 timeout -s KILL $(left 400) bash tests/gpu-host-gpuarray.sh > $L/long.out 2>&1
  echo "== long run: rc $? in $((SECONDS-t)) s"; tail -20 $L/long.out
fi
echo "== total $((SECONDS-t0)) s"
true
