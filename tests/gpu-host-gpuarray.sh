#!/usr/bin/env bash
# tests/gpu-host-gpuarray.sh: the gpuArray runs on a machine with an NVIDIA
# GPU (doc/gpu-testing.md), one or more steps:
#
#   bash tests/gpu-host-gpuarray.sh --out DIR [STEP ...]     (default: all)
#
#   build   build src/ (GPUAXIS_ARCHS, default 90)
#   test    inst/tests/test_gpuarray.m (CPU fallback and CUDA blocks)
#   bench   bench/bench_gpuarray.m, then bench/torch_gpuarray.py
#   long    tests/long_run_gpuarray.m, LR_NCYCLES cycles (default 100000)
#   index   inst/tests/test_gpuarray_index.m (indexing, shape, constructors)
#   bench-index  bench/torch_indexing.py, then bench/bench_indexing.m
#                (GPUAXIS_BENCH_GIB, default 1), torch's times beside ours
#   ew-test      inst/tests/test_gpuarray_elementwise.m (CPU and CUDA blocks),
#                then tests/property_elementwise.m on CUDA (PE_NCASES, 20000)
#   ew-ab        tests/ew_logical_complex_ab.m with GPUAXIS_EW_LC=1 (the
#                generic kernel) and by default: each against Octave, and
#                the count of results whose bytes differ between the two
#   ew-bench     bench/torch_elementwise.py, then bench/bench_elementwise.m
#                with torch's times in its table (EW_GIB GiB, default 1)
#   all     build, test, bench, long in turn
# Logs and CSVs go to DIR (default /tmp/gpuaxis-gpuarray).  Every step
# prints its summary lines.  Octave (octave-cli), nvcc and python3 (with
# torch, for the bench steps) come from PATH.
set -u
cd "$(dirname "$0")/.."
out=/tmp/gpuaxis-gpuarray
steps=()
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=$2; shift 2 ;;
    *) steps+=("$1"); shift ;;
  esac
done
mkdir -p "$out" || exit 2
command -v octave-cli >/dev/null || { echo "gpu-host-gpuarray.sh: octave-cli not on PATH" >&2; exit 2; }
export GPUAXIS_ARCHS=${GPUAXIS_ARCHS:-90}
oct () { octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); $1"; }
run_step () {
  case "$1" in
    build)
      nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
      make -C src -j"$(nproc)" >"$out/build.log" 2>&1 || { tail -30 "$out/build.log"; return 1; }
      echo "build: ok ($(ls src/*.mex | wc -l) MEX files)" ;;
    test)
      oct "test ('inst/tests/test_gpuarray.m', 'verbose', stdout)" >"$out/test_gpuarray.log" 2>&1
      grep -E "^PASSES|^Skipped|!!!!!" "$out/test_gpuarray.log" ;;
    bench)
      GPUAXIS_BENCH_OUT="$out" oct "run ('bench/bench_gpuarray.m')" 2>&1 | tee "$out/bench_gpuarray.log" | sed -n '/^| operation/,$p'
      python3 bench/torch_gpuarray.py --csv "$out/torch_gpuarray.csv" 2>&1 | tee "$out/torch_gpuarray.log" | sed -n '/^| operation/,$p' ;;
    index)
      oct "test ('inst/tests/test_gpuarray_index.m', 'verbose', stdout)" >"$out/test_gpuarray_index.log" 2>&1
      grep -E "^PASSES|^Skipped|!!!!!" "$out/test_gpuarray_index.log" ;;
    bench-index)
      mkdir -p "$out"
      python3 bench/torch_indexing.py --gib "${GPUAXIS_BENCH_GIB:-1}" --csv "$out/torch_indexing.csv" >"$out/torch_indexing.log" 2>&1 \
        || tail -5 "$out/torch_indexing.log"
      GPUAXIS_BENCH_OUT="$out" oct "run ('bench/bench_indexing.m')" 2>&1 | tee "$out/bench_indexing.log" | sed -n '/^device/p;/^| operation/,$p' ;;
    ew-test)
      oct "test ('inst/tests/test_gpuarray_elementwise.m', 'verbose', stdout)" >"$out/test_elementwise.log" 2>&1
      grep -E "^PASSES|^Skipped|!!!!!" "$out/test_elementwise.log"
      grep -A4 "!!!!!" "$out/test_elementwise.log" | head -40
      oct "pe_backend = 'cuda'; pe_ncases = ${PE_NCASES:-20000}; run ('tests/property_elementwise.m')" >"$out/property_elementwise.log" 2>&1
      grep -E "^(FAIL|rerun|property_elementwise)" "$out/property_elementwise.log" | head -40 ;;
    ew-ab)
      GPUAXIS_EW_LC=1 oct "run ('tests/ew_logical_complex_ab.m')" >"$out/ew_ab_generic.log" 2>&1
      oct "run ('tests/ew_logical_complex_ab.m')" >"$out/ew_ab_fast.log" 2>&1
      grep -hE "^(MISMATCH|ew_logical_complex_ab)" "$out/ew_ab_generic.log" "$out/ew_ab_fast.log" | head -20
      echo "ew-ab: $(diff <(grep ^md5 "$out/ew_ab_generic.log") <(grep ^md5 "$out/ew_ab_fast.log") | grep -c '^>') of $(grep -c ^md5 "$out/ew_ab_fast.log") results differ in their bytes" ;;
    ew-bench)
      python3 bench/torch_elementwise.py --gib "${EW_GIB:-1}" --csv "$out/torch_elementwise.csv" 2>&1 | tee "$out/torch_elementwise.log" | sed -n '/^| operation/,$p'
      GPUAXIS_BENCH_OUT="$out" GPUAXIS_BENCH_MAX_GIB="${EW_GIB:-1}" GPUAXIS_BENCH_TORCH_CSV="$out/torch_elementwise.csv" \
        oct "run ('bench/bench_elementwise.m')" 2>&1 | tee "$out/bench_elementwise.log" | sed -n '/^| operation/,$p' ;;
    long)
      oct "lr_ncycles = ${LR_NCYCLES:-100000}; run ('tests/long_run_gpuarray.m')" >"$out/long_run_gpuarray.log" 2>&1
      grep -E "^cycle|flat|GROWING|^FAIL|^long:" "$out/long_run_gpuarray.log" | tail -16 ;;
  esac
}
[ ${#steps[@]} -gt 0 ] || steps=(all)
for step in "${steps[@]}"; do
  if [ "$step" = all ]; then
    for s in build test bench long; do echo "== $s"; run_step "$s" || exit 1; done
  else
    echo "== $step"; run_step "$step"
  fi
done
