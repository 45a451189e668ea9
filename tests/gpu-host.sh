#!/usr/bin/env bash
# tests/gpu-host.sh: the correctness run on a machine with an NVIDIA GPU
# (doc/gpu-testing.md).  Builds src/ with nvcc, runs the C-level CUDA tests
# (test_schedule, test_reduce cuda, test_transfer cuda, test_scan cuda,
# test_linalg cuda), under
# compute-sanitizer when asked (SANITIZE=1), then `make check` with the CUDA
# backend active.  Octave (octave-cli) and nvcc come from PATH.
#
#   bash tests/gpu-host.sh --out DIR      # logs in DIR (default: a new
#                                         # folder under /tmp, printed)
#
# Environment: GPUAXIS_ARCHS (90), SANITIZE (0), SANITIZE_TOOLS
# (memcheck racecheck synccheck), CHECK (1: run make check).
set -u
cd "$(dirname "$0")/.."
out=
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=$2; shift 2 ;;
    *) echo "usage: tests/gpu-host.sh [--out DIR]" >&2; exit 2 ;;
  esac
done
[ -n "$out" ] || out=$(mktemp -d /tmp/gpuaxis-gpu-host.XXXXXX)
mkdir -p "$out" || exit 2
echo "logs in $out"
command -v octave-cli >/dev/null || { echo "gpu-host.sh: octave-cli not on PATH" >&2; exit 2; }
export GPUAXIS_ARCHS=${GPUAXIS_ARCHS:-90}
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
date -u
jobs=$(nproc 2>/dev/null || echo 4)
make -C src -j"$jobs" >"$out/build.log" 2>&1 || { tail -30 "$out/build.log"; exit 1; }
make -s -C tests test_reduce test_transfer test_schedule test_scan test_linalg >>"$out/build.log" 2>&1 || { tail -30 "$out/build.log"; exit 1; }
echo "== test_schedule"
./tests/test_schedule 2>&1 | tee "$out/test_schedule.log" | grep -E "^FAIL|passed" | tail -5
for t in test_reduce test_transfer test_scan test_linalg; do
  echo "== $t cuda"
  ./tests/$t cuda 2>&1 | tee "$out/${t}_cuda.log" | grep -E "^FAIL|passed" | tail -15
done
if [ "${SANITIZE:-0}" = 1 ]; then
  for tool in ${SANITIZE_TOOLS:-memcheck racecheck synccheck}; do
    echo "== compute-sanitizer --tool $tool"
    compute-sanitizer --tool $tool --error-exitcode 9 ./tests/test_reduce cuda quick >"$out/sanitize-$tool.log" 2>&1
    echo "exit $?"; tail -3 "$out/sanitize-$tool.log"
    # the scan tiles' shared memory (k_block, k_segs) and var's devsq
    compute-sanitizer --tool $tool --error-exitcode 9 ./tests/test_scan cuda >"$out/sanitize-scan-$tool.log" 2>&1
    echo "exit $?"; tail -3 "$out/sanitize-scan-$tool.log"
    # the products by chunks of k (strided-batched GEMM, GEMV of ones)
    compute-sanitizer --tool $tool --error-exitcode 9 ./tests/test_linalg cuda >"$out/sanitize-linalg-$tool.log" 2>&1
    echo "exit $?"; tail -3 "$out/sanitize-linalg-$tool.log"
  done
fi
if [ "${CHECK:-1}" = 1 ]; then
  echo "== make check"
  CHECK_LOG="$out/check-build.log" make check 2>&1 | tee "$out/check.log" | tail -40
fi
