#!/usr/bin/env bash
# G10 (written before the call): the benchmarks of linear algebra, FFT and scans beside their C calls and torch.
# Prebuilt MEX as in g9.sh. Serially: linalg_cublas, torch_linalg, bench_linalg; fft_cufft, torch_fft, bench_fft;
# torch_scan, bench_scan; conv2 crossover (the full grid) in the time left.
set -u
o=$OUT; L=$o/logs; mkdir -p $L; t0=$SECONDS
END=${G_END:-565}
left () { [ $((SECONDS - t0)) -lt $((END - $1)) ]; }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
export GPUAXIS_ARCHS=90 LD_LIBRARY_PATH=$(dirname "$(dirname "$(command -v nvcc)")")/lib64:${LD_LIBRARY_PATH:-}
[ -f .gpu/build.tar.xz ] && mkdir -p .gpu/build && tar -xJf .gpu/build.tar.xz -C .gpu/build
if [ -d .gpu/build/src ]; then cp -a .gpu/build/src/. src/; mkdir -p bench/build; cp -a .gpu/build/bench/. bench/build/; fi
if ! { timeout 60 bash .gpu/oc.sh "g = gpuArray (single ([1 2 3])); assert (gather (sum (g * 2)) == 12); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ())" > $L/smoke.log 2>&1 && grep -q "cuda_ok 1" $L/smoke.log; }; then
  echo "prebuilt failed: $(tail -2 $L/smoke.log)"; make -C src -j16 >"$L/build.log" 2>&1; echo "== build rc $? ($((SECONDS-t0)) s)"
  make -C bench fft_cufft linalg_cublas >>"$L/build.log" 2>&1
fi
echo "== smoke: $(tail -1 $L/smoke.log) ($((SECONDS-t0)) s)"
run_bench () {  # name, c-binary or -, torch script, octave bench, cap
  local n=$1 c=$2 t=$3 b=$4 cap=$5 cenv=""
  left $((cap + 10)) || { echo "== $n skipped (time)"; return; }
  if [ "$c" != - ]; then timeout -s KILL 90 bench/build/$c >"$L/$c.csv" 2>"$L/$c.log" || tail -3 "$L/$c.log"; cenv="GPUAXIS_BENCH_C_CSV=$L/$c.csv"; fi
  timeout -s KILL 120 python3 bench/$t --csv "$L/${t%.py}.csv" >"$L/${t%.py}.log" 2>&1 || tail -3 "$L/${t%.py}.log"
  env $cenv GPUAXIS_BENCH_OUT="$L/$n" GPUAXIS_BENCH_TORCH_CSV="$L/${t%.py}.csv" timeout -s KILL $cap bash .gpu/oc.sh "run ('bench/$b')" >"$L/$n.log" 2>&1
  echo "== $n rc $? ($((SECONDS-t0)) s)"; grep -E "^\||^device" "$L/$n.log" | head -40
}
run_bench bench_linalg linalg_cublas torch_linalg.py bench_linalg.m 200
run_bench bench_fft fft_cufft torch_fft.py bench_fft.m 200
run_bench bench_scan - torch_scan.py bench_scan.m 120
if left 60; then timeout -s KILL $((END - (SECONDS - t0) - 8)) bash .gpu/oc.sh "run ('bench/bench_conv2_crossover.m')" >"$L/conv2_crossover.log" 2>&1
  echo "== conv2 crossover rc $? ($((SECONDS-t0)) s)"; sed -n '/^backend/,$p' "$L/conv2_crossover.log" | head -40; fi
tar -czf "$o/logs.tar.gz" -C "$o" logs && rm -rf "$L"
echo "== end ($((SECONDS-t0)) s)"
