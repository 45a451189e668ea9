#!/usr/bin/env bash
# call e1: the timed tables, one after another on a quiet machine:
#  1. issue 11: bash bench/run_host_backends.sh (host arrays, every backend,
#     torch's CPU sum beside)
#  2. issue 12: the elementwise benchmark (1 GiB, torch beside)
#  3. issues 9/10: bash bench/run_resident.sh double: (the C kernels of
#     every op, torch, and the gpuArray methods from Octave)
#  4. issue 10: bench_gpuarray (transfers, per-call costs) up to 4 GiB
CALL=e1; DEADLINE=${DEADLINE:-575}
. "$(dirname "$0")/common.sh"
mkdir -p $L/host $L/ew $L/ga $L/resident-double
t=$SECONDS; OUT=$L/host timeout -s KILL $(left 230) bash bench/run_host_backends.sh > $L/host.out 2>&1
echo "== host backends: rc $? in $((SECONDS-t)) s"; grep -E "NO|crossover|line falls|^\| (10x10|1000x1000) " $L/host.out | head -12; tail -4 $L/host.out
t=$SECONDS; OUT=$L/ew STEP=ew-bench timeout -s KILL $(left 70) bash tests/gpu-host-gpuarray.sh > $L/ew-bench.out 2>&1
echo "== ew-bench: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
sed -n '/^| operation | array | time | GB\/s (read + written) | % of copy/,$p' $L/ew-bench.out | cut -c1-160 | head -40
t=$SECONDS; OUT=$L/resident-double timeout -s KILL $(left 330) bash bench/run_resident.sh double: > $L/resident-double.out 2>&1
echo "== resident double: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
tail -5 $L/resident-double.out; grep -A4 "^Speed-up\|geometric" $L/resident-double/results-kernels.md | head -30
t=$SECONDS; OUT=$L/ga GPUAXIS_BENCH_MAX_GIB=4 STEP=bench timeout -s KILL $(left 150) bash tests/gpu-host-gpuarray.sh > $L/ga-bench.out 2>&1
echo "== gpuarray bench: rc $? in $((SECONDS-t)) s"; grep -E "gpuArray \(A\)|gather \(G\)|sum \(G, 1\) \| 1000x1000" $L/ga-bench.out | head -12
echo "== total $((SECONDS-t0)) s"
true
