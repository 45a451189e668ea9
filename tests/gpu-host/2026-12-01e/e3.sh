#!/usr/bin/env bash
# call e3: the timed tables left after e1, one after another:
#  1. issue 12: the elementwise benchmark again, now with queued times
#     (20 calls, one wait) beside the waited ones, for Octave and torch
#  2. issue 11: bash bench/run_host_backends.sh whole (e1 cut it at 230 s
#     with one row left), so the table is one run
#  3. issue 9/10: bash bench/run_resident.sh single: if time is left
CALL=e3; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
mkdir -p $L/ew $L/host $L/resident-single
t=$SECONDS; OUT=$L/ew STEP=ew-bench timeout -s KILL $(left 60) bash tests/gpu-host-gpuarray.sh > $L/ew-bench.out 2>&1
echo "== ew-bench: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
sed -n '/^| operation | array | time | GB\/s (read + written) | % of copy/,$p' $L/ew-bench.out | cut -c1-250 | head -24
t=$SECONDS; OUT=$L/host timeout -s KILL $(left 330) bash bench/run_host_backends.sh > $L/host.out 2>&1
echo "== host backends: rc $? in $((SECONDS-t)) s"; grep -E "^\| (double|single) " $L/host/bench_host_backends.log | tail -16
t=$SECONDS; OUT=$L/resident-single timeout -s KILL $(left 200) bash bench/run_resident.sh single: > $L/resident-single.out 2>&1
echo "== resident single: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
tail -6 $L/resident-single.out; grep -A1 "^Speed-up" $L/resident-single/results-kernels.md | head -30
echo "== total $((SECONDS-t0)) s"
true
