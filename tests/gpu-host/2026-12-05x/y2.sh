#!/usr/bin/env bash
# call y2 (session 2026-12-05x): on the machine call y1 left warm (its
# .gpu/ unpacked, /tmp/nomake/make first on PATH), the tests and the
# double table under GPUAXIS_ROWS_NARROW=3, which y1's A/B chose as the
# default (4 double columns as rows: k_rows_narrow).  The command as run:
export PATH=/tmp/nomake:$PATH GPUAXIS_ARCHS=90
GPUAXIS_ROWS_NARROW=3 timeout -s KILL 80 ./tests/test_reduce cuda > $OUT/tr-n3.log 2>&1
echo "== test_reduce cuda GPUAXIS_ROWS_NARROW=3: rc $?"; tail -1 $OUT/tr-n3.log; grep -i FAIL $OUT/tr-n3.log | head -5
GPUAXIS_ROWS_NARROW=3 timeout -s KILL 50 compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 20 ./tests/test_reduce cuda quick > $OUT/mc-n3.log 2>&1
echo "== memcheck quick n3: rc $?"; tail -2 $OUT/mc-n3.log
t=$SECONDS; GPUAXIS_ROWS_NARROW=3 OUT=$OUT/kt timeout -s KILL 330 bash bench/run_kernels.sh --no-cupy --op all --filter double: > $OUT/kt.out 2>&1
echo "== double table n3 (torch beside): rc $? in $((SECONDS-t)) s"; grep -E '^\| ' $OUT/kt/results-kernels.md | head -120
