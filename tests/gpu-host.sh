#!/usr/bin/env bash
# tests/gpu-host.sh: the correctness run on the GPU host (see README).
# Unpacks the Octave pack (.gpu/octave.tar.xz), then runs `make check` with
# the CUDA backend active, and the C-level CUDA tests under
# compute-sanitizer when asked (SANITIZE=1).  Logs go to $OUT (or /tmp).
set -u
cd "$(dirname "$0")/.."
# Logs are written to a folder and packed into $OUT/gpu-host-logs.tar.gz at
# the end (the device tool brings back at most 8 files).
out=$(mktemp -d)
pack_logs () { [ -n "${OUT:-}" ] && tar -czf "$OUT/gpu-host-logs.tar.gz" -C "$out" . ; }
trap pack_logs EXIT
if [ -f .gpu/octave.tar.xz ] && ! command -v octave-cli >/dev/null; then
  tar -xJf .gpu/octave.tar.xz -C / || exit 1
fi
[ -f /opt/octave-pack/env.sh ] && . /opt/octave-pack/env.sh
# pkg install insists on an `octave` binary beside octave-cli; the pack has
# only octave-cli, which serves.
command -v octave >/dev/null || ln -s "$(command -v octave-cli)" "$(dirname "$(command -v octave-cli)")/octave"
export GPUAXIS_ARCHS=${GPUAXIS_ARCHS:-90}
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
date -u
make -C src -j16 >"$out/build.log" 2>&1 || { tail -30 "$out/build.log"; exit 1; }
make -s -C tests test_reduce test_transfer test_schedule >>"$out/build.log" 2>&1 || { tail -30 "$out/build.log"; exit 1; }
echo "== test_schedule"
./tests/test_schedule 2>&1 | tee "$out/test_schedule.log" | grep -E "^FAIL|passed" | tail -5
for t in test_reduce test_transfer; do
  echo "== $t cuda"
  ./tests/$t cuda 2>&1 | tee "$out/${t}_cuda.log" | grep -E "^FAIL|passed" | tail -15
done
if [ "${SANITIZE:-0}" = 1 ]; then
  for tool in ${SANITIZE_TOOLS:-memcheck racecheck synccheck}; do
    echo "== compute-sanitizer --tool $tool"
    compute-sanitizer --tool $tool --error-exitcode 9 ./tests/test_reduce cuda quick >"$out/sanitize-$tool.log" 2>&1
    echo "exit $?"; tail -3 "$out/sanitize-$tool.log"
  done
fi
if [ "${CHECK:-1}" = 1 ]; then
  echo "== make check"
  CHECK_LOG="$out/check-build.log" make check 2>&1 | tee "$out/check.log" | tail -40
fi
