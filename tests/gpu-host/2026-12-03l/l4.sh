#!/usr/bin/env bash
# call l4 (session 2026-12-03l): issue 10's transfers once more, on the
# session's final tree (prebuilt here as in l1), all in one run:
#  1. tests/gpu-host/2026-12-01d/touch_probe.c: 16 threads copying into
#     1 GiB of fresh pages (4 KiB and huge), and into touched ones: the
#     ceiling of any copy into a new Octave array;
#  2. STEP=bench bash tests/gpu-host-gpuarray.sh: bench/bench_gpuarray.m
#     (gpuArray (A) and gather (G) of 1-4 GiB, the resident reductions,
#     the call costs), then bench/torch_gpuarray.py (torch's .cuda() and
#     .cpu() of pageable and pinned tensors, same sizes).
CALL=l4; DEADLINE=${DEADLINE:-230}
. "$(dirname "$0")/common.sh"
t=$SECONDS; gcc -O2 -pthread -o /tmp/touch_probe tests/gpu-host/2026-12-01d/touch_probe.c && timeout -s KILL 40 /tmp/touch_probe > $L/touch_probe.out 2>&1
echo "== touch_probe: rc $? in $((SECONDS-t)) s"; cat $L/touch_probe.out
t=$SECONDS; mkdir -p $L/ga; OUT=$L/ga STEP=bench timeout -s KILL $(left 180) bash tests/gpu-host-gpuarray.sh > $L/ga-bench.out 2>&1
echo "== gpuarray bench: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "^\|" $L/ga-bench.out | cut -c1-200 | head -70
echo "== total $((SECONDS-t0)) s"
true
