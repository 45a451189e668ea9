#!/usr/bin/env bash
# call h1 (session 2026-12-03h), HEAD 1823ae3 prebuilt here (2026-12-02g/pack.sh;
# it runs from .gpu/ beside 2026-12-02g/common.sh):
# measurements before changing anything, and runs owed by issue 9.
#  1. trace_h.m: where a small call's time goes (method, MEX, phases) and
#     sqrt's wait on 1 GiB against exp and .^2 (issue 12: sqrt 1.07-1.14x
#     torch, 1000x1000 G .* H 53 us; issue 10: sum (G, 1) 40.6 us);
#  2. ncu kernel times of sqrt/exp/.^2/*2.5 on 1 GiB, ours and torch's:
#     whether sqrt's gap is its kernel or its wait;
#  3. compute-sanitizer memcheck and racecheck of ./tests/test_reduce cuda
#     quick (k_rows_mm and cols_mm_run of call g2 never ran under them);
#  4. if time is left: the int32 table, bash bench/run_resident.sh int32:.
CALL=h1; DEADLINE=${DEADLINE:-560}
. "$(dirname "$0")/common.sh"
H=tests/gpu-host/2026-12-03h
t=$SECONDS; GPUAXIS_TRACE_CALLS=1 timeout -s KILL 120 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('$H/trace_h.m')" > $L/trace.log 2>&1
echo "== trace: rc $? in $((SECONDS-t)) s"; cat $L/trace.log | head -200
NCU="ncu --clock-control none --target-processes all --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum"
t=$SECONDS; timeout -s KILL 90 $NCU -k regex:k_fast octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('$H/ncu_ew.m')" > $L/ncu-ours.log 2>&1
echo "== ncu ours: rc $? in $((SECONDS-t)) s"; grep -E "k_fast|gpu__time|dram__bytes" $L/ncu-ours.log | sed 's/  */ /g' | cut -c1-160 | head -60
t=$SECONDS; timeout -s KILL 60 $NCU -k regex:elementwise python3 $H/ncu_torch.py > $L/ncu-torch.log 2>&1
echo "== ncu torch: rc $? in $((SECONDS-t)) s"; grep -E "elementwise|gpu__time|dram__bytes" $L/ncu-torch.log | sed 's/  */ /g' | cut -c1-160 | head -60
for tool in memcheck racecheck; do
  t=$SECONDS; timeout -s KILL $(left 150) compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $L/sanitize-$tool.log 2>&1
  echo "== $tool test_reduce cuda quick: rc $? in $((SECONDS-t)) s"; tail -3 $L/sanitize-$tool.log
done
if [ $(left 200) -ge 130 ]; then
  t=$SECONDS; mkdir -p $L/int32; OUT=$L/int32 timeout -s KILL $(left 170) bash bench/run_resident.sh int32: > $L/int32.out 2>&1
  echo "== resident int32: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; tail -4 $L/int32.out | cut -c1-200
fi
echo "== total $((SECONDS-t0)) s"
true
