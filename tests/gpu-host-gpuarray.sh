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
#   suites       every inst/tests/test_gpuarray*.m and test_minmax.m at once,
#                one Octave each (SUITE_CAP seconds each, default 300): a
#                line each, PASSES and the failing blocks
#   ew-test      inst/tests/test_gpuarray_elementwise.m (CPU and CUDA blocks),
#                then tests/property_elementwise.m on CUDA (PE_NCASES, 20000)
#   ncu-std      ncu (Nsight Compute) of std along dims 1 and 2 of a
#                16384x16384 single gpuArray: the one-read kernels' speed of
#                light, occupancy and warp stalls
#   ew-ab        tests/ew_logical_complex_ab.m with GPUAXIS_EW_LC=1 (the
#                generic kernel) and 2 (the default): each against Octave,
#                and the count of results whose bytes differ between them
#   median-ab    tests/median_select_ab.m with GPUAXIS_NTH_SMEM=1 (slices
#                read where they lie) and 2 (the default: in shared memory),
#                each under compute-sanitizer memcheck (quick) and then
#                timed (median along each dim of 16384x16384 single and
#                8192x8192 double)
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
    suites)
      for f in inst/tests/test_gpuarray*.m inst/tests/test_minmax.m; do
        b=$(basename "$f" .m)
        ( timeout -s KILL "${SUITE_CAP:-300}" bash -c "$(declare -f oct); oct \"test ('$f', 'verbose', stdout)\"" \
            >"$out/$b.log" 2>&1
          echo "exit $?" >>"$out/$b.log" ) &
      done
      wait
      for f in inst/tests/test_gpuarray*.m inst/tests/test_minmax.m; do
        b=$(basename "$f" .m)
        echo "$b: $(grep -E '^PASSES' "$out/$b.log" || echo 'no PASSES line') ($(tail -1 "$out/$b.log"))"
        grep -A3 "!!!!!" "$out/$b.log" | cut -c1-300 | head -8
      done ;;
    ncu-std)
      command -v ncu >/dev/null || { echo "ncu-std: ncu not on PATH"; return 0; }
      ncu --kernel-name regex:k_wf --launch-skip 2 --launch-count 4 \
          --section SpeedOfLight --section Occupancy --section WarpStateStats \
          --section MemoryWorkloadAnalysis octave-cli --no-history --norc --eval \
          "addpath ([pwd '/src'], [pwd '/inst']); G = gpuArray (rand (16384, 'single')); for k = 1:3, s1 = std (G, 0, 1); s2 = std (G, 0, 2); end; gather (s1(1))" \
          >"$out/ncu_std.log" 2>&1
      grep -E "k_wf|Duration|DRAM Throughput|Memory Throughput|Achieved Occupancy|Registers Per|Stall|Block Limit" "$out/ncu_std.log" | head -60 ;;
    ew-ab)
      for m in 1 2; do
        GPUAXIS_EW_LC=$m oct "run ('tests/ew_logical_complex_ab.m')" >"$out/ew_ab_$m.log" 2>&1
        grep -E "^(MISMATCH|ew_logical_complex_ab)" "$out/ew_ab_$m.log" | sed "s/^/GPUAXIS_EW_LC=$m: /" | head -10
      done
      echo "ew-ab: $(diff <(grep ^md5 "$out/ew_ab_1.log") <(grep ^md5 "$out/ew_ab_2.log") | grep -c '^>') of $(grep -c ^md5 "$out/ew_ab_2.log") results differ in their bytes from the generic kernel's" ;;
    median-ab)
      for m in 1 2; do
        GPUAXIS_NTH_SMEM=$m compute-sanitizer --tool memcheck octave-cli --no-history --norc --eval \
          "addpath ([pwd '/src'], [pwd '/inst']); msa_quick = true; run ('tests/median_select_ab.m')" \
          >"$out/median_memcheck_$m.log" 2>&1
        grep -E "^(MISMATCH|median_select_ab)|ERROR SUMMARY" "$out/median_memcheck_$m.log" | sed "s/^/GPUAXIS_NTH_SMEM=$m memcheck: /" | head -10
        GPUAXIS_NTH_SMEM=$m oct "run ('tests/median_select_ab.m')" >"$out/median_ab_$m.log" 2>&1
        grep -E "^(MISMATCH|median_select_ab|time)" "$out/median_ab_$m.log" | sed "s/^/GPUAXIS_NTH_SMEM=$m: /" | head -10
      done ;;
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
