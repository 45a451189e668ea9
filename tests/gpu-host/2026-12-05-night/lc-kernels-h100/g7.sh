#!/usr/bin/env bash
# G7 (written before the call): main + the logical and complex fast kernels (elementwise_logical_complex.cu).
# (1) build sm_90 (and tests/test_scan); (2) in parallel: ewlc.m default and with GPUAXIS_EW_LC=1 (md5 lines must
# agree; each against Octave), ewsingle.m, the suites idioms, route, minmax, elementwise, elementwise2, scan, gpuarray
# (200 s caps), test_scan cuda; (3) serially: torch_elementwise.py then bench_elementwise's logical/complex rows with
# GPUAXIS_EW_LC=1 and default; bench_scan with torch if time is left.
set -u
o=$OUT; L=$o/logs; mkdir -p $L; t0=$SECONDS
ln -sf "$(command -v octave-cli)" /usr/local/bin/octave 2>/dev/null
export GPUAXIS_ARCHS=90
END=${G_END:-560}
left () { [ $((SECONDS - t0)) -lt $((END - $1)) ]; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
make -C src -j16 >"$L/build.log" 2>&1; echo "== build rc $? ($((SECONDS-t0)) s)"; grep -E "error" "$L/build.log" | head -5
( make -s -C tests test_scan >>"$L/build.log" 2>&1; timeout -s KILL 60 ./tests/test_scan cuda > "$L/test_scan_cuda.log" 2>&1; echo "rc $?" >> "$L/test_scan_cuda.log" ) &
( timeout -s KILL 120 bash oc.sh "run ('ewlc.m')" > "$L/ewlc_fast.log" 2>&1 ) &
( GPUAXIS_EW_LC=1 timeout -s KILL 120 bash oc.sh "run ('ewlc.m')" > "$L/ewlc_generic.log" 2>&1 ) &
( timeout -s KILL 60 bash oc.sh "run ('ewsingle.m')" > "$L/ewsingle.log" 2>&1 ) &
for f in test_gpuarray_idioms test_gpuarray_route test_minmax test_gpuarray_elementwise test_gpuarray_elementwise2 test_gpuarray_scan test_gpuarray; do
  ( timeout -s KILL 200 bash oc.sh "test ('inst/tests/$f.m', 'verbose', stdout)" >"$L/$f.log" 2>&1; echo "rc $?" >> "$L/$f.log" ) &
done
wait
echo "== parallel part done ($((SECONDS-t0)) s)"
for f in ewsingle ewlc_fast ewlc_generic; do echo "-- $f"; grep -E "MISMATCH|ERROR|error|compared" "$L/$f.log" | head -8; done
echo "-- md5 lines differing between fast and generic: $(diff <(grep ^md5 "$L/ewlc_fast.log") <(grep ^md5 "$L/ewlc_generic.log") | grep -c '^[<>]') of $(grep -c ^md5 "$L/ewlc_fast.log")"
diff <(grep ^md5 "$L/ewlc_fast.log") <(grep ^md5 "$L/ewlc_generic.log") | head -6
for f in test_gpuarray_idioms test_gpuarray_route test_minmax test_gpuarray_elementwise test_gpuarray_elementwise2 test_gpuarray_scan test_gpuarray; do
  echo "-- $f: $(grep -E '^PASSES|^Skipped' "$L/$f.log" | tr '\n' ' ') $(tail -1 "$L/$f.log")"; grep -A3 "!!!!!" "$L/$f.log" | cut -c1-500 | head -8
done
echo "-- test_scan cuda: $(tail -2 "$L/test_scan_cuda.log" | tr '\n' ' ')"; grep -m3 FAIL "$L/test_scan_cuda.log"
if left 120; then
  timeout -s KILL 90 python3 bench/torch_elementwise.py --csv "$L/torch_elementwise.csv" >"$L/torch_elementwise.log" 2>&1 || tail -3 "$L/torch_elementwise.log"
  for lc in 1 2; do
    left 40 || break
    GPUAXIS_EW_LC=$lc GPUAXIS_BENCH_EW_ROWS=lc GPUAXIS_BENCH_OUT="$L/lc$lc" GPUAXIS_BENCH_TORCH_CSV="$L/torch_elementwise.csv" timeout -s KILL 60 bash oc.sh "run ('bench/bench_elementwise.m')" >"$L/bench_elementwise_lc$lc.log" 2>&1
    echo "== bench_elementwise GPUAXIS_EW_LC=$lc rc $? ($((SECONDS-t0)) s)"; grep -E "^\|" "$L/bench_elementwise_lc$lc.log"
  done
fi
if left 100; then
  timeout -s KILL 50 python3 bench/torch_scan.py --csv "$L/torch_scan.csv" >"$L/torch_scan.log" 2>&1 || tail -3 "$L/torch_scan.log"
  GPUAXIS_BENCH_OUT="$L" GPUAXIS_BENCH_TORCH_CSV="$L/torch_scan.csv" timeout -s KILL 60 bash oc.sh "run ('bench/bench_scan.m')" >"$L/bench_scan.log" 2>&1
  echo "== bench_scan rc $? ($((SECONDS-t0)) s)"; grep -E "^\|" "$L/bench_scan.log" | head -24
fi
tar -czf "$o/logs.tar.gz" -C "$o" logs && rm -rf "$L"
echo "== end ($((SECONDS-t0)) s)"
