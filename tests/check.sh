#!/usr/bin/env bash
# tests/check.sh: what `make check` runs.  Builds the release tarball,
# installs it into a temporary prefix with `pkg install -local`, runs the
# installed package's test suite (what `pkg test gpuaxis` runs), the
# property tests (the reductions, also as gpuArray methods; gpuArray's
# elementwise operations) and
# the bad-input table (tests/), the README's examples, the help of every
# INDEX entry with its examples, the documents'
# wording and links, and the
# C-level tests of the reduction layer (CPU backend always; CUDA too when
# nvcc built it and a device is usable) and of the host path's chunk
# schedule (replayed on the CPU; needs nvcc, not a device), then prints one
# closing line
#   N passed, N failed, N skipped
# and exits non-zero on any failure.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2
OCTAVE=${OCTAVE:-octave-cli --no-history --norc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
log=${CHECK_LOG:-$tmp/check.log}
: > "$log"
pass=0 fail=0 skip=0
count () {   # add "N passed, N failed, N skipped" from the last such line of $1
  local line; line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$1" | tail -n 1)
  if [ -z "$line" ]; then echo "check: no result line from $2"; fail=$((fail + 1)); return; fi
  num () { grep -oE "[0-9]+ $1" <<<"$line" | grep -oE '[0-9]+' || echo 0; }
  pass=$((pass + $(num passed))); fail=$((fail + $(num failed))); skip=$((skip + $(num skipped)))
}

echo "== the table-row methods of @gpuArray against their tables"
if make -s -C src check-methods; then pass=$((pass + 1)); else fail=$((fail + 1)); fi

echo "== make dist"
make -s dist DISTDIR="$tmp" >>"$log" 2>&1 || { cat "$log"; echo "0 passed, 1 failed"; exit 1; }
tarball=$(ls "$tmp"/gpuaxis-*.tar.gz)

echo "== pkg install -local $(basename "$tarball") into a temporary prefix"
mkdir -p "$tmp/prefix"
$OCTAVE --eval "pkg prefix $tmp/prefix $tmp/prefix; pkg local_list $tmp/prefix/octave_packages; pkg install -local -verbose $tarball" >"$tmp/install.log" 2>&1
rc=$?
grep -E "^gpuaxis:" "$tmp/install.log"
if [ $rc -ne 0 ]; then cat "$tmp/install.log"; echo "0 passed, 1 failed"; exit 1; fi

echo "== Octave test suite (installed package)"
$OCTAVE --eval "pkg prefix $tmp/prefix $tmp/prefix; pkg local_list $tmp/prefix/octave_packages; run ('$top/tests/run_pkg_tests.m')" >"$tmp/octave.log" 2>&1
cat "$tmp/octave.log"
count "$tmp/octave.log" "the Octave suite"

echo "== property test at scale (installed package, ${GPUAXIS_PROPERTY_BACKEND:-cpu} backend)"
$OCTAVE --eval "pkg prefix $tmp/prefix $tmp/prefix; pkg local_list $tmp/prefix/octave_packages; pkg load gpuaxis; ps_backend = '${GPUAXIS_PROPERTY_BACKEND:-cpu}'; ps_ncases = ${GPUAXIS_PROPERTY_CASES:-10000}; run ('$top/tests/property_scale.m')" >"$tmp/property.log" 2>&1
grep -E "^(FAIL|rerun|property)" "$tmp/property.log" | tail -n 40
count "$tmp/property.log" "property_scale"

echo "== property test through the gpuArray methods (installed package, cpu backend)"
$OCTAVE --eval "pkg prefix $tmp/prefix $tmp/prefix; pkg local_list $tmp/prefix/octave_packages; pkg load gpuaxis; ps_backend = 'cpu'; ps_gpuarray = true; ps_ncases = ${GPUAXIS_PROPERTY_GPUARRAY_CASES:-3000}; ps_seed0 = 120270000; run ('$top/tests/property_scale.m')" >"$tmp/property-gpuarray.log" 2>&1
grep -E "^(FAIL|rerun|property)" "$tmp/property-gpuarray.log" | tail -n 40
count "$tmp/property-gpuarray.log" "property_scale (gpuArray methods)"

echo "== property test of gpuArray's elementwise operations (installed package, cpu backend)"
$OCTAVE --eval "pkg prefix $tmp/prefix $tmp/prefix; pkg local_list $tmp/prefix/octave_packages; pkg load gpuaxis; pe_backend = 'cpu'; pe_ncases = ${GPUAXIS_ELEMENTWISE_CASES:-5000}; run ('$top/tests/property_elementwise.m')" >"$tmp/elementwise.log" 2>&1
grep -E "^(FAIL|rerun|property_elementwise)" "$tmp/elementwise.log" | tail -n 40
count "$tmp/elementwise.log" "property_elementwise"

echo "== bad-input table (installed package, cpu backend; tests/bad_input_table.m)"
$OCTAVE --eval "pkg prefix $tmp/prefix $tmp/prefix; pkg local_list $tmp/prefix/octave_packages; pkg load gpuaxis; bi_backend = 'cpu'; bi_big = false; run ('$top/tests/bad_input_table.m')" >"$tmp/bad.log" 2>&1
grep -E "^FAIL|^bad-input" "$tmp/bad.log" | tail -n 40
count "$tmp/bad.log" "bad_input_table"

echo "== README's examples as written (installed package; tests/readme_examples.m)"
$OCTAVE --eval "pkg prefix $tmp/prefix $tmp/prefix; pkg local_list $tmp/prefix/octave_packages; pkg load gpuaxis; run ('$top/tests/readme_examples.m')" >"$tmp/readme.log" 2>&1
grep -E "^FAIL|^readme" "$tmp/readme.log" | tail -n 20
count "$tmp/readme.log" "readme_examples"

echo "== Octave's core functions with gpuArrays against doc/coverage.md (installed package; tests/coverage_sweep.m)"
GPUAXIS_COVERAGE_CHECK="$top/doc/coverage.md" $OCTAVE --eval "pkg prefix $tmp/prefix $tmp/prefix; pkg local_list $tmp/prefix/octave_packages; pkg load gpuaxis; gpu_axis_backend ('cpu'); run ('$top/tests/coverage_sweep.m')" >"$tmp/coverage.log" 2>&1
grep -E "^coverage" "$tmp/coverage.log" | tail -n 20
count "$tmp/coverage.log" "coverage_sweep"

echo "== help of every INDEX entry, and its examples as written (installed package; tests/help_examples.m)"
$OCTAVE --eval "pkg prefix $tmp/prefix $tmp/prefix; pkg local_list $tmp/prefix/octave_packages; pkg load gpuaxis; run ('$top/tests/help_examples.m')" >"$tmp/help.log" 2>&1
grep -E "^FAIL|^help" "$tmp/help.log" | tail -n 20
count "$tmp/help.log" "help_examples"

echo "== the documents: wording (tests/wording_check.sh) and links (tests/links_check.sh)"
bash "$top/tests/wording_check.sh" >"$tmp/wording.log" 2>&1
tail -n 40 "$tmp/wording.log"
count "$tmp/wording.log" "wording_check"
bash "$top/tests/links_check.sh" >"$tmp/links.log" 2>&1
tail -n 20 "$tmp/links.log"
count "$tmp/links.log" "links_check"

echo "== C-level tests of the reduction layer"
# linked with the installed package's library: the CUDA code is built once
libdir=$(dirname "$(find "$tmp/prefix" -name libgpuaxis.so | head -n 1)")
make -s -C tests LIBDIR="$libdir" test_reduce test_transfer test_schedule test_complex_c99 test_select test_scan test_linalg test_fft_route >>"$log" 2>&1 || { cat "$log"; echo "0 passed, 1 failed"; exit 1; }
for t in test_reduce test_transfer test_select test_scan test_linalg; do
  for be in cpu cuda; do
    echo "-- $t $be"
    ./tests/$t "$be" >"$tmp/c-$t-$be.log" 2>&1
    grep -E "^FAIL|no usable|passed" "$tmp/c-$t-$be.log" | tail -n 20
    count "$tmp/c-$t-$be.log" "$t $be"
  done
done

echo "-- test_schedule (the host path's chunk schedule, replayed on the CPU)"
./tests/test_schedule >"$tmp/c-test_schedule.log" 2>&1
grep -E "^FAIL|plans by|built without|passed" "$tmp/c-test_schedule.log" | tail -n 20
count "$tmp/c-test_schedule.log" "test_schedule"

echo "-- test_fft_route (the route of an FFT above the first dimension)"
./tests/test_fft_route >"$tmp/c-test_fft_route.log" 2>&1
grep -E "^FAIL|passed" "$tmp/c-test_fft_route.log" | tail -n 20
count "$tmp/c-test_fft_route.log" "test_fft_route"

echo "-- test_complex_c99 (the kernels' complex * and / and abs against the host's)"
./tests/test_complex_c99 >"$tmp/c-test_complex_c99.log" 2>&1
grep -E "^(mul|div|hypot)|passed" "$tmp/c-test_complex_c99.log" | tail -n 12
count "$tmp/c-test_complex_c99.log" "test_complex_c99"

echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
