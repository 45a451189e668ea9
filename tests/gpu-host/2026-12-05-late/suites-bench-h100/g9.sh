#!/usr/bin/env bash
# G9 (written before the call). Build: the tree's MEX files built on the dev machine (nvcc 13.0, sm_90) in
# .gpu/build, used when a smoke test passes, else make -j16. (1) parallel, 230 s caps: every gpuArray suite and
# test_minmax (suites step), ew-ab (LC 1,2,3), the 100,000-cycle long run, memcheck of linalg. (2) serial:
# ncu-std; torch_elementwise then bench_elementwise lc rows with LC=2 (default) and LC=3; torch_select +
# bench_select; torch_sort + bench_sort.
set -u
o=$OUT; L=$o/logs; mkdir -p $L; t0=$SECONDS
END=${G_END:-565}
left () { [ $((SECONDS - t0)) -lt $((END - $1)) ]; }
oc () { bash .gpu/oc.sh "$1"; }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
export GPUAXIS_ARCHS=90 LD_LIBRARY_PATH=$(dirname "$(dirname "$(command -v nvcc)")")/lib64:${LD_LIBRARY_PATH:-}
[ -f .gpu/build.tar.xz ] && mkdir -p .gpu/build && tar -xJf .gpu/build.tar.xz -C .gpu/build
if [ -d .gpu/build/src ]; then cp -a .gpu/build/src/. src/; mkdir -p bench/build; cp -a .gpu/build/bench/. bench/build/; fi
if ! { timeout 60 bash .gpu/oc.sh "g = gpuArray (single ([1 2 3])); assert (gather (sum (g * 2)) == 12); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ())" > $L/smoke.log 2>&1 && grep -q "cuda_ok 1" $L/smoke.log; }; then
  echo "prebuilt failed: $(tail -2 $L/smoke.log)"; make -C src -j16 >"$L/build.log" 2>&1; echo "== build rc $? ($((SECONDS-t0)) s)"
  make -C bench fft_cufft linalg_cublas >>"$L/build.log" 2>&1
fi
echo "== smoke: $(tail -1 $L/smoke.log) ($((SECONDS-t0)) s)"
( SUITE_CAP=230 bash tests/gpu-host-gpuarray.sh --out $L/suites suites > $L/suites.txt 2>&1 ) &
( bash tests/gpu-host-gpuarray.sh --out $L/ewab ew-ab > $L/ewab.txt 2>&1 ) &
( LR_NCYCLES=100000 timeout -s KILL 230 bash tests/gpu-host-gpuarray.sh --out $L/long long > $L/long.txt 2>&1; echo "rc $?" >> $L/long.txt ) &
( timeout -s KILL 230 bash tests/gpu-host-linalg.sh --out $L/lamc memcheck > $L/lamc.txt 2>&1; echo "rc $?" >> $L/lamc.txt ) &
wait
echo "== parallel part done ($((SECONDS-t0)) s)"
for f in suites ewab long lamc; do echo "-- $f"; cut -c1-400 $L/$f.txt | head -60; done
if left 60; then timeout -s KILL 90 bash tests/gpu-host-gpuarray.sh --out $L/ncu ncu-std 2>&1 | head -70; echo "== ncu ($((SECONDS-t0)) s)"; fi
if left 120; then
  timeout -s KILL 90 python3 bench/torch_elementwise.py --csv "$L/torch_elementwise.csv" >"$L/torch_elementwise.log" 2>&1 || tail -3 "$L/torch_elementwise.log"
  for m in 2 3; do
    GPUAXIS_EW_LC=$m GPUAXIS_BENCH_EW_ROWS=lc GPUAXIS_BENCH_OUT="$L/lc$m" GPUAXIS_BENCH_TORCH_CSV="$L/torch_elementwise.csv" timeout -s KILL 60 bash .gpu/oc.sh "run ('bench/bench_elementwise.m')" >"$L/bench_elementwise_lc$m.log" 2>&1
    echo "== bench_elementwise GPUAXIS_EW_LC=$m rc $? ($((SECONDS-t0)) s)"; grep -E "^\||^device" "$L/bench_elementwise_lc$m.log"
  done
fi
for b in select sort; do
  left 70 || break
  timeout -s KILL 60 python3 bench/torch_$b.py --csv "$L/torch_$b.csv" >"$L/torch_$b.log" 2>&1 || tail -3 "$L/torch_$b.log"
  GPUAXIS_BENCH_OUT="$L/$b" GPUAXIS_BENCH_TORCH_CSV="$L/torch_$b.csv" timeout -s KILL $((END - (SECONDS - t0) - 8)) bash .gpu/oc.sh "run ('bench/bench_$b.m')" >"$L/bench_$b.log" 2>&1
  echo "== bench_$b rc $? ($((SECONDS-t0)) s)"; grep -E "^\||^device" "$L/bench_$b.log" | head -30
done
tar -czf "$o/logs.tar.gz" -C "$o" logs && rm -rf "$L"
echo "== end ($((SECONDS-t0)) s)"
