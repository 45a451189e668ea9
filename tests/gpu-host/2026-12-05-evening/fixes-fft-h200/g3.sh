#!/usr/bin/env bash
# G3 (written before the call): main after e28603c + linalg test message. (1) build sm_90; (2) the suites that
# failed on CUDA before the a3d19d0 fixes (linalg, fft, idioms, elementwise2) and scan/sort/select/stats as a check;
# (3) memcheck over fft/conv/filter/linalg; (4) racecheck of test_reduce cuda quick (first); (5) bench_fft with
# cuFFT in C and torch (cap 150 s); (6) bench_casts if time is left.
set -u
o=$OUT; t0=$SECONDS
ln -sf "$(command -v octave-cli)" /usr/local/bin/octave 2>/dev/null
export GPUAXIS_ARCHS=90
oct () { octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); $1"; }
END=${G_END:-570}
left () { [ $((SECONDS - t0)) -lt $((END - $1)) ]; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
make -C src -j16 >"$o/build.log" 2>&1; echo "== build rc $? ($((SECONDS-t0)) s)"; grep -E "gpuaxis:|error" "$o/build.log" | head -5
( make -s -C tests -j8 test_reduce >>"$o/build.log" 2>&1; make -s -C bench fft_cufft >>"$o/build.log" 2>&1 ) &
bp=$!
for f in test_gpuarray_linalg test_gpuarray_fft test_gpuarray_idioms test_gpuarray_elementwise2 test_gpuarray_scan test_gpuarray_sort test_gpuarray_select test_gpuarray_stats; do
  [ -f inst/tests/$f.m ] || continue
  timeout -s KILL 90 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); test ('inst/tests/$f.m', 'verbose', stdout)" >"$o/$f.log" 2>&1
  echo "== $f rc $? ($((SECONDS-t0)) s)"; grep -E "^PASSES|^Skipped" "$o/$f.log"; grep -A8 "!!!!!" "$o/$f.log" | cut -c1-300 | head -20
done
wait $bp
left 300 && { timeout -s KILL 80 compute-sanitizer --tool memcheck --print-limit 20 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('./memcheck3.m')" >"$o/memcheck3.log" 2>&1; echo "== memcheck3 rc $? ($((SECONDS-t0)) s)"; grep -E "ERROR SUMMARY|^[0-9.e+-]+ |error" "$o/memcheck3.log" | head -5; }
left 240 && { timeout -s KILL 60 compute-sanitizer --tool racecheck --print-limit 20 ./tests/test_reduce cuda quick >"$o/racecheck_reduce.log" 2>&1; echo "== racecheck rc $? ($((SECONDS-t0)) s)"; tail -3 "$o/racecheck_reduce.log"; }
left 180 && {
  timeout -s KILL 60 bench/build/fft_cufft >"$o/fft_cufft.csv" 2>"$o/fft_cufft.err"; echo "== fft_cufft rc $? ($((SECONDS-t0)) s)"
  timeout -s KILL 60 python3 bench/torch_fft.py --csv "$o/torch_fft.csv" >"$o/torch_fft.log" 2>&1 || tail -3 "$o/torch_fft.log"; echo "== torch_fft ($((SECONDS-t0)) s)"
  GPUAXIS_BENCH_OUT="$o" GPUAXIS_BENCH_TORCH_CSV="$o/torch_fft.csv" GPUAXIS_BENCH_C_CSV="$o/fft_cufft.csv" timeout -s KILL $((END - (SECONDS - t0) - 10)) octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_fft.m')" >"$o/bench_fft.log" 2>&1
  echo "== bench_fft rc $? ($((SECONDS-t0)) s)"; grep -E "^\||ms$" "$o/bench_fft.log" | head -30
}
echo "== end ($((SECONDS-t0)) s)"
