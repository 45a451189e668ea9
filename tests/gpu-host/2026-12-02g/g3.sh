#!/usr/bin/env bash
# call g3 (session 2026-12-02g), prebuilt here (pack.sh): g2's tree with
# the rows kernel at 2 vectors per lane and chunked cols passes planned for
# 4 waves (the knobs' defaults from g2).
#  1. side by side, no timing: ./tests/test_reduce cuda and the family's
#     suites with their CUDA blocks (minmax, anyall, semantics, random);
#  2. the kernel tables of every op, torch beside: double, single, int32
#     (bash bench/run_kernels.sh --no-cupy --op all --filter CLASS:);
#  3. issue 11's host table if time is left: bash bench/run_host_backends.sh.
CALL=g3; DEADLINE=${DEADLINE:-575}
. "$(dirname "$0")/common.sh"
( t=$SECONDS; timeout -s KILL 80 ./tests/test_reduce cuda > $L/test_reduce.log 2>&1; echo "== test_reduce cuda: rc $? in $((SECONDS-t)) s" > $L/test_reduce.status ) & p0=$!
for s in minmax anyall semantics random; do
  ( t=$SECONDS; timeout -s KILL 80 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('inst/tests/test_$s.m', 'verbose', stdout)" > $L/suite-$s.log 2>&1
    echo "== suite $s: rc $? in $((SECONDS-t)) s" > $L/suite-$s.status ) &
done
wait
cat $L/test_reduce.status; tail -1 $L/test_reduce.log
for s in minmax anyall semantics random; do cat $L/suite-$s.status; grep -E "^PASSES|^cuda_ok" $L/suite-$s.log; grep -B3 -A8 "!!!!!" $L/suite-$s.log | cut -c1-300 | head -20; done
echo "== suites done at $((SECONDS-t0)) s"
for c in double single int32; do
  [ $(left 200) -ge 60 ] || break
  t=$SECONDS; mkdir -p $L/kernels-$c
  OUT=$L/kernels-$c timeout -s KILL $(left 170) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; tail -2 $L/kernels-$c.out | cut -c1-200
done
if [ $(left 400) -ge 200 ]; then
  t=$SECONDS; mkdir -p $L/host; OUT=$L/host timeout -s KILL $(left 240) bash bench/run_host_backends.sh > $L/host.out 2>&1
  echo "== host backends: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; grep -E "^\|" $L/host.out | cut -c1-200 | tail -22
fi
echo "== total $((SECONDS-t0)) s"
true
