#!/usr/bin/env bash
# G4 (written before the call): main with filter (chunked IIR), fftspeed, scanspeed and v11 merged as of ~16:50.
# (1) build sm_90; (2) CUDA suites: filter, fft, linalg, idioms, scan, stats, sort, select, elementwise2;
# (3) diagnostics: solvediag (singular warning), ewprobe (X + 0 of complex single); (4) benchmarks with torch:
# bench_fft (filter, fft routes, conv2 half spectra), bench_scan (cumsum layouts), bench_select (std fused).
set -u
o=$OUT; L=$o/logs; mkdir -p $L; t0=$SECONDS
ln -sf "$(command -v octave-cli)" /usr/local/bin/octave 2>/dev/null
export GPUAXIS_ARCHS=90
END=${G_END:-490}
left () { [ $((SECONDS - t0)) -lt $((END - $1)) ]; }
oct () { octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); $1"; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
make -C src -j16 >"$L/build.log" 2>&1; echo "== build rc $? ($((SECONDS-t0)) s)"; grep -E "error" "$L/build.log" | head -5
( make -s -C bench fft_cufft >>"$L/build.log" 2>&1; make -s -C tests test_scan >>"$L/build.log" 2>&1 ) &
for f in test_gpuarray_filter test_gpuarray_fft test_gpuarray_linalg test_gpuarray_idioms test_gpuarray_scan test_gpuarray_stats test_gpuarray_sort test_gpuarray_select test_gpuarray_elementwise2; do
  [ -f inst/tests/$f.m ] || continue
  timeout -s KILL 60 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); test ('inst/tests/$f.m', 'verbose', stdout)" >"$L/$f.log" 2>&1
  echo "== $f rc $? ($((SECONDS-t0)) s)"; grep -E "^PASSES|^Skipped" "$L/$f.log"; grep -A3 "!!!!!" "$L/$f.log" | cut -c1-700 | head -12
done
timeout -s KILL 30 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('./solvediag.m')" 2>&1 | grep -v "^warning\|^    " > "$L/solvediag.log"; cat "$L/solvediag.log"
timeout -s KILL 40 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('./ewprobe.m')" > "$L/ewprobe.log" 2>&1; echo "== ewprobe ($((SECONDS-t0)) s)"; grep " ms" "$L/ewprobe.log"
wait
timeout -s KILL 30 ./tests/test_scan cuda > "$L/test_scan_cuda.log" 2>&1; echo "== test_scan cuda rc $?"; tail -1 "$L/test_scan_cuda.log"; grep -m3 FAIL "$L/test_scan_cuda.log"
bench () {  # NAME TORCHPY CAP MIN [ENV]
  left $4 || { echo "== $1 skipped (time)"; return; }
  timeout -s KILL 70 python3 bench/$2 --csv "$L/$2.csv" >"$L/$2.log" 2>&1 || tail -3 "$L/$2.log"
  GPUAXIS_BENCH_OUT="$L" GPUAXIS_BENCH_TORCH_CSV="$L/$2.csv" env ${5:-} timeout -s KILL $3 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/$1.m')" >"$L/$1.log" 2>&1
  echo "== $1 rc $? ($((SECONDS-t0)) s)"; grep -E "^\|" "$L/$1.log" | head -30
}
left 150 && { timeout -s KILL 40 bench/build/fft_cufft >"$L/fft_cufft.csv" 2>/dev/null; }
bench bench_fft torch_fft.py 110 150 "GPUAXIS_BENCH_C_CSV=$L/fft_cufft.csv"
bench bench_scan torch_scan.py 60 80
bench bench_select torch_select.py 50 60
tar -czf "$o/logs.tar.gz" -C "$o" logs && rm -rf "$L"
echo "== end ($((SECONDS-t0)) s)"
