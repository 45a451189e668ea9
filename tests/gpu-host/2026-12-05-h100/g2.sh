#!/usr/bin/env bash
# G2 (written before the call): main 27db8e5 (scans, sorting, selection, general eig, idioms2 merged; tolerance and hilb test fixes).
# tolerance/hilb test fixes. (1) build; (2) diagnostics: the fft/ifft cuFFT error 4 seen in G1 and
# the singular-solve warning mismatch; (3) the new suites on CUDA (scan, sort) and the three
# that failed in G1 (idioms, linalg, fft); (4) compute-sanitizer memcheck over the new device paths;
# (5) bench_scan, bench_sort, bench_linalg, bench_fft, bench_select beside torch (each capped).
set -u
o=${1:?output folder}; t0=$SECONDS
ln -sf "$(command -v octave-cli)" /usr/local/bin/octave 2>/dev/null
export GPUAXIS_ARCHS=90
oct () { octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); $1"; }
END=${G2_END:-560}
left () { [ $((SECONDS - t0)) -lt $((END - $1)) ]; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
make -C src -j16 >"$o/build.log" 2>&1; echo "== build rc $? ($((SECONDS-t0)) s)"
timeout -s KILL 60 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('tests/gpu-host/2026-12-05-h100/fftdiag.m')" >"$o/diag.log" 2>&1
echo "== diag rc $?"; grep -E "^FAIL|fftdiag|^solve" "$o/diag.log" | head -30
for f in test_gpuarray_scan test_gpuarray_sort test_gpuarray_elementwise2 test_gpuarray_idioms test_gpuarray_linalg test_gpuarray_fft; do
  timeout -s KILL 90 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); test ('inst/tests/$f.m', 'verbose', stdout)" >"$o/$f.log" 2>&1
  echo "== $f rc $? ($((SECONDS-t0)) s)"; grep -E "^PASSES|^Skipped" "$o/$f.log"; grep -A6 "!!!!!" "$o/$f.log" | cut -c1-400 | head -20
done
left 230 && { timeout -s KILL 100 compute-sanitizer --tool memcheck --target-processes all --print-limit 20 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('tests/gpu-host/2026-12-05-h100/memcheck2.m')" >"$o/memcheck2.log" 2>&1; echo "== memcheck2 rc $? ($((SECONDS-t0)) s)"; grep -E "ERROR SUMMARY|^[0-9.e+-]+ " "$o/memcheck2.log" | head -5; }
bench () {  # NAME TORCHPY CAP
  left $4 || { echo "== $1 skipped (time)"; return; }
  timeout -s KILL 60 python3 bench/$2 --csv "$o/$2.csv" >"$o/$2.log" 2>&1 || tail -3 "$o/$2.log"
  GPUAXIS_BENCH_OUT="$o" GPUAXIS_BENCH_TORCH_CSV="$o/$2.csv" env ${5:-} timeout -s KILL $3 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/$1.m')" >"$o/$1.log" 2>&1
  echo "== $1 rc $? ($((SECONDS-t0)) s)"; grep -E "^\||^device|GB/s" "$o/$1.log" | head -24
}
bench bench_scan torch_scan.py 60 120
bench bench_sort torch_sort.py 60 100
make -s -C bench linalg_cublas fft_cufft >>"$o/build.log" 2>&1
left 60 && { bench/build/linalg_cublas >"$o/linalg_cublas.csv" 2>/dev/null; }
bench bench_linalg torch_linalg.py 40 60 "GPUAXIS_BENCH_C_CSV=$o/linalg_cublas.csv"
left 45 && { bench/build/fft_cufft >"$o/fft_cufft.csv" 2>/dev/null; }
bench bench_fft torch_fft.py 40 45 "GPUAXIS_BENCH_C_CSV=$o/fft_cufft.csv"
bench bench_select torch_select.py 25 30
echo "== end ($((SECONDS-t0)) s)"
