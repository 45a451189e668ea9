# common.sh: 2026-12-02g/common.sh for the calls of session 2026-12-03k, the
# Octave pack unpacked only where the call carries it (k2 needs no Octave).
# Sourced by k1.sh, k2.sh, ...  Unpacks
# the Octave pack and the prebuilt sm_90 tree (.gpu/build.tar.xz, built on
# the development machine with GPUAXIS_ARCHS=90: src/*.mex *.oct
# libgpuaxis.so FILES, tests/test_reduce, bench/build/bench_kernels, and
# .gpu/abmain: main's bench_kernels for the A/B), puts a `make` that does
# nothing first on PATH (the objects stay here to keep the carry under
# 64 MiB, so the scripts' own make calls must not rebuild), and gives
# left N (seconds left of DEADLINE, at most N) and finish (tar the logs).
set -u
cd "$(dirname "$0")/.."      # the scripts run from .gpu/
L=$OUT/logs; mkdir -p $L
finish () { pkill -f torch_ 2>/dev/null; tar -czf $OUT/${CALL}-logs.tar.gz -C $OUT logs; }
trap finish EXIT
t0=$SECONDS
left () { local l=$((DEADLINE - (SECONDS - t0))); [ $l -gt $1 ] && l=$1; [ $l -lt 1 ] && l=1; echo $l; }
if [ -f .gpu/octave.tar.xz ]; then tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1; fi
tar -xJf .gpu/build.tar.xz || exit 1
mkdir -p /tmp/nomake && printf '#!/bin/sh\necho "make $*: skipped (prebuilt)" >&2\n' > /tmp/nomake/make && chmod +x /tmp/nomake/make
export PATH=/tmp/nomake:$PATH GPUAXIS_ARCHS=90
echo "unpacked at $((SECONDS-t0)) s; $(ls src/*.mex | wc -l) MEX files"
nvidia-smi --query-gpu=name,driver_version,memory.used,memory.total --format=csv,noheader
echo "tools: $(for t in ncu cuobjdump nvdisasm compute-sanitizer; do command -v $t >/dev/null && echo -n "$t "; done)"
