#!/usr/bin/env bash
# G13 (written before the call): the backlog after 796f95c on CUDA (rcond by trsv, logical kernel without SIMD, fast paths, var merge)
# and median by selection (ef38556): memcheck with GPUAXIS_NTH_SMEM 1/2 beside the suites; bench_sort; median-ab timings.
# Prebuilt (dev machine, the tree of this call). (1) parallel, 140 s caps: linalg suite with faults, linalg
# memcheck (A \ b through the new solves), ew-ab (LC 1, 2), every gpuArray suite and test_minmax (suites step).
# (2) serially: bench_linalg with linalg_cublas and torch; torch_sort + bench_sort; torch_select + bench_select.
set -u
o=$OUT; L=$o/logs; mkdir -p $L; t0=$SECONDS
END=${G_END:-400}
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
( timeout -s KILL 140 bash tests/gpu-host-linalg.sh --out $L/la test > $L/la_test.txt 2>&1; echo "rc $?" >> $L/la_test.txt ) &
( timeout -s KILL 140 bash tests/gpu-host-linalg.sh --out $L/lamc memcheck > $L/lamc.txt 2>&1; echo "rc $?" >> $L/lamc.txt ) &
( timeout -s KILL 140 bash tests/gpu-host-gpuarray.sh --out $L/ewab ew-ab > $L/ewab.txt 2>&1 ) &
( SUITE_CAP=140 bash tests/gpu-host-gpuarray.sh --out $L/suites suites > $L/suites.txt 2>&1 ) &
for m in 1 2; do ( GPUAXIS_NTH_SMEM=$m timeout -s KILL 130 compute-sanitizer --tool memcheck octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); msa_quick = true; run ('tests/median_select_ab.m')" > $L/medmc_$m.log 2>&1 ) & done
wait
echo "== parallel part done ($((SECONDS-t0)) s)"
for m in 1 2; do grep -E "^(MISMATCH|median_select_ab)|ERROR SUMMARY" $L/medmc_$m.log | head -5 | sed "s/^/NTH_SMEM=$m memcheck: /"; done > $L/medmc.txt 2>&1
for f in la_test lamc ewab suites medmc; do echo "-- $f"; cut -c1-300 $L/$f.txt | head -40; done
if left 70; then
  timeout -s KILL 60 bench/build/linalg_cublas >"$L/linalg_cublas.csv" 2>"$L/linalg_cublas.log" || tail -3 "$L/linalg_cublas.log"
  timeout -s KILL 90 python3 bench/torch_linalg.py --csv "$L/torch_linalg.csv" >"$L/torch_linalg.log" 2>&1 || tail -3 "$L/torch_linalg.log"
  GPUAXIS_BENCH_OUT="$L/bench_linalg" GPUAXIS_BENCH_C_CSV="$L/linalg_cublas.csv" GPUAXIS_BENCH_TORCH_CSV="$L/torch_linalg.csv" timeout -s KILL $((END - (SECONDS - t0) - 5)) bash .gpu/oc.sh "run ('bench/bench_linalg.m')" >"$L/bench_linalg.log" 2>&1
  echo "== bench_linalg rc $? ($((SECONDS-t0)) s)"; grep -E "^\||^device" "$L/bench_linalg.log"; cat "$L/linalg_cublas.csv"
fi
if left 50; then
  timeout -s KILL 60 python3 bench/torch_sort.py --csv "$L/torch_sort.csv" >"$L/torch_sort.log" 2>&1 || tail -3 "$L/torch_sort.log"
  GPUAXIS_BENCH_OUT="$L/sort" GPUAXIS_BENCH_TORCH_CSV="$L/torch_sort.csv" timeout -s KILL $((END - (SECONDS - t0) - 5)) bash .gpu/oc.sh "run ('bench/bench_sort.m')" >"$L/bench_sort.log" 2>&1
  echo "== bench_sort rc $? ($((SECONDS-t0)) s)"; grep -E "^\||^device" "$L/bench_sort.log"
fi
if left 60; then
  for m in 2 1; do GPUAXIS_NTH_SMEM=$m timeout -s KILL 40 bash .gpu/oc.sh "run ('tests/median_select_ab.m')" > $L/medab_$m.log 2>&1; grep -E "^(MISMATCH|median_select_ab|time)" $L/medab_$m.log | head -8 | sed "s/^/NTH_SMEM=$m: /"; done
  echo "== median-ab ($((SECONDS-t0)) s)"
fi
if left 40; then
  timeout -s KILL 60 python3 bench/torch_select.py --csv "$L/torch_select.csv" >"$L/torch_select.log" 2>&1 || tail -3 "$L/torch_select.log"
  GPUAXIS_BENCH_OUT="$L/select" GPUAXIS_BENCH_TORCH_CSV="$L/torch_select.csv" timeout -s KILL $((END - (SECONDS - t0) - 5)) bash .gpu/oc.sh "run ('bench/bench_select.m')" >"$L/bench_select.log" 2>&1
  echo "== bench_select rc $? ($((SECONDS-t0)) s)"; grep -E "^\||^device" "$L/bench_select.log"
fi
tar -czf "$o/logs.tar.gz" -C "$o" logs && rm -rf "$L"
echo "== end ($((SECONDS-t0)) s)"
