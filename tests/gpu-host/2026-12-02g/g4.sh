#!/usr/bin/env bash
# call g4 (session 2026-12-02g): g3's build, the kernel tables again with
# GPUAXIS_COLS_CHUNK_WAVES=1 (g3's 4 waves slowed max/min along dim 2 of
# single 16384x16384, 32x8388608 and 4x67108864 to 78-81% of the copy
# rate; the default goes back to 1): single, double, int32.
CALL=g4; DEADLINE=${DEADLINE:-235}
. "$(dirname "$0")/common.sh"
export GPUAXIS_COLS_CHUNK_WAVES=1
for c in single double int32; do
  [ $(left 200) -ge 8 ] || break
  t=$SECONDS; mkdir -p $L/kernels-$c
  OUT=$L/kernels-$c timeout -s KILL $(left 130) bash bench/run_kernels.sh --no-cupy --op all --filter $c: > $L/kernels-$c.out 2>&1
  echo "== kernels $c: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null; tail -1 $L/kernels-$c.out | cut -c1-200
  tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs
done
echo "== total $((SECONDS-t0)) s"
true
