#!/usr/bin/env bash
# G5 (written before the call): main with everything merged (filter, fftspeed, scanspeed, v11, welford, the
# fast path for a double scalar in single's plan, X'*X by GEMM, the test fixes). (1) build sm_90; (2) every gpuArray
# suite on CUDA; test_scan cuda; (3) memcheck over the new device paths, racecheck of test_reduce cuda race;
# (4) probes: S + 0 etc. with the call trace, X'*X by SYRK and GEMM, a profiler's kernel summary of fft2/ifft2;
# (5) bench_select (std paths) with torch.
set -u
o=$OUT; L=$o/logs; mkdir -p $L; t0=$SECONDS
ln -sf "$(command -v octave-cli)" /usr/local/bin/octave 2>/dev/null
export GPUAXIS_ARCHS=90
END=${G_END:-530}
left () { [ $((SECONDS - t0)) -lt $((END - $1)) ]; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
make -C src -j16 >"$L/build.log" 2>&1; echo "== build rc $? ($((SECONDS-t0)) s)"; grep -E "error" "$L/build.log" | head -5
( make -s -C tests test_scan test_reduce >>"$L/build.log" 2>&1 ) &
for f in test_gpuarray_elementwise test_gpuarray_elementwise2 test_gpuarray_idioms test_gpuarray_linalg test_gpuarray_stats test_gpuarray_fft test_gpuarray_filter test_gpuarray_scan test_gpuarray test_gpuarray_index test_gpuarray_sort test_gpuarray_select test_gpuarray_route test_minmax; do
  [ -f inst/tests/$f.m ] || continue
  left 200 || { echo "== $f skipped (time)"; continue; }
  timeout -s KILL 60 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); test ('inst/tests/$f.m', 'verbose', stdout)" >"$L/$f.log" 2>&1
  echo "== $f rc $? ($((SECONDS-t0)) s)"; grep -E "^PASSES|^Skipped" "$L/$f.log"; grep -A3 "!!!!!" "$L/$f.log" | cut -c1-600 | head -10
done
wait
timeout -s KILL 30 ./tests/test_scan cuda > "$L/test_scan_cuda.log" 2>&1; echo "== test_scan cuda rc $?"; tail -1 "$L/test_scan_cuda.log"; grep -m3 FAIL "$L/test_scan_cuda.log"
left 150 && { timeout -s KILL 60 compute-sanitizer --tool memcheck --print-limit 20 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('./memcheck4.m')" >"$L/memcheck4.log" 2>&1; echo "== memcheck4 rc $? ($((SECONDS-t0)) s)"; grep -E "ERROR SUMMARY|^memcheck4" "$L/memcheck4.log" | head -3; }
left 120 && { timeout -s KILL 80 compute-sanitizer --tool racecheck --print-limit 20 ./tests/test_reduce cuda race >"$L/racecheck_reduce.log" 2>&1; echo "== racecheck rc $? ($((SECONDS-t0)) s)"; tail -2 "$L/racecheck_reduce.log"; }
left 90 && { GPUAXIS_TRACE_CALLS=1 timeout -s KILL 40 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('./ewprobe.m')" > "$L/ewprobe.log" 2>&1; echo "== ewprobe ($((SECONDS-t0)) s)"; grep " ms" "$L/ewprobe.log"; }
left 70 && for r in 0 4; do GPUAXIS_LA_SYRK_RATIO=$r timeout -s KILL 30 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('./syrkprobe.m')" 2>&1 | grep ratio; done
left 50 && { timeout -s KILL 30 python3 bench/torch_select.py --csv "$L/ts.csv" >"$L/ts.log" 2>&1; GPUAXIS_BENCH_OUT="$L" GPUAXIS_BENCH_TORCH_CSV="$L/ts.csv" timeout -s KILL 40 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_select.m')" >"$L/bench_select.log" 2>&1; echo "== bench_select ($((SECONDS-t0)) s)"; grep "^|" "$L/bench_select.log"; }
left 30 && command -v nsys >/dev/null && { timeout -s KILL 40 nsys profile -t cuda --stats=true -o "$L/kp" octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('./kprobe.m')" > "$L/nsys.log" 2>&1; echo "== nsys ($((SECONDS-t0)) s)"; grep -A25 "cuda_gpu_kern_sum" "$L/nsys.log" | cut -c1-220 | head -30; rm -f "$L"/kp.*; }
tar -czf "$o/logs.tar.gz" -C "$o" logs && rm -rf "$L"
echo "== end ($((SECONDS-t0)) s)"
