#!/usr/bin/env bash
# call 2 (session 2026-12-01c): the family's kernel benchmark on every
# shape, --op all, double then single (issue 9's speed table), beside torch
# and cupy in the same run.  No Octave needed.
set -u
cd "$(dirname "$0")/.."
mkdir -p $OUT/kd $OUT/ks $OUT/logs
finish () { tar -czf $OUT/c2-logs.tar.gz -C $OUT logs; }
trap finish EXIT
t0=$SECONDS
OUT=$OUT/kd timeout -s KILL 300 bash bench/run_kernels.sh --op all --filter double: > $OUT/logs/kd.log 2>&1
echo "== double: rc $? at $((SECONDS-t0)) s"; tail -4 $OUT/logs/kd.log
left=$((560 - (SECONDS-t0)))
OUT=$OUT/ks timeout -s KILL $left bash bench/run_kernels.sh --op all --filter single: > $OUT/logs/ks.log 2>&1
echo "== single: rc $? at $((SECONDS-t0)) s"; tail -4 $OUT/logs/ks.log
grep -h "FAIL" $OUT/kd/kernels.csv $OUT/ks/kernels.csv | head
