# common.sh: sourced by e1.sh-e3.sh (session 2026-12-01e).  Unpacks the
# Octave pack and the prebuilt sm_90 tree (.gpu/build.tar.xz, built on the
# development machine: GPUAXIS_ARCHS=90 make -C src, tests and
# bench/build/bench_kernels), marks it current for make, and gives
# left N (seconds left of DEADLINE, at most N) and finish (tar the logs).
set -u
cd "$(dirname "$0")/.."      # the scripts run from .gpu/
L=$OUT/logs; mkdir -p $L
finish () { pkill -f torch_ 2>/dev/null; tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs; }
trap finish EXIT
t0=$SECONDS
left () { local l=$((DEADLINE - (SECONDS - t0))); [ $l -gt $1 ] && l=$1; [ $l -lt 1 ] && l=1; echo $l; }
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
tar -xJf .gpu/build.tar.xz || exit 1
touch src/*.o src/*/*.o; sleep 1; touch src/libgpuaxis.so; sleep 1
touch src/*.mex src/*.oct src/FILES tests/test_reduce bench/build/bench_kernels
export GPUAXIS_ARCHS=90
make -q -C src >/dev/null 2>&1; echo "make -q src: $? (0 = prebuilt is current) at $((SECONDS-t0)) s"
make -q -C bench >/dev/null 2>&1; echo "make -q bench: $?"
nvidia-smi --query-gpu=name,driver_version,memory.used,memory.total --format=csv,noheader
