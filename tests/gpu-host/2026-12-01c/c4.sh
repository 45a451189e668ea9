#!/usr/bin/env bash
# call 4 (session 2026-12-01c): elementwise suite on CUDA after the glibc
# cexp/csin/ccosh ports; the elementwise benchmark after k_generic_cols;
# the kernel A/B of the sum-only engine (4ad4779^), today's main and the
# regression fix (branch regress); compute-sanitizer memcheck on the
# indexing and elementwise suites with what time is left.
set -u
cd "$(dirname "$0")/.."
L=$OUT/logs; mkdir -p $L
finish () { pkill -f torch_ 2>/dev/null; tar -czf $OUT/c4-logs.tar.gz -C $OUT logs; }
trap finish EXIT
t0=$SECONDS
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
export GPUAXIS_ARCHS=90
t=$SECONDS; make -C src -j16 > $L/build.log 2>&1 || { tail -20 $L/build.log; exit 1; }; echo "built in $((SECONDS-t)) s"
run1 () {  # name timeout file [env]
  local t=$SECONDS
  env ${4:-} timeout -s KILL $2 ${PRE:-} octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); printf ('cuda_ok %d\n', __gpu_axis_cuda_ok__ ()); test ('$3', 'verbose', stdout)" > $L/$1.log 2>&1
  echo "== $1: rc $? in $((SECONDS-t)) s"; grep -E "^PASSES|^Skipped|^cuda_ok|ERROR SUMMARY" $L/$1.log; grep -B2 -A6 "!!!!!" $L/$1.log | cut -c1-300 | head -30
}
run1 ew 100 inst/tests/test_gpuarray_elementwise.m
run1 ew-keepgoing 100 inst/tests/test_gpuarray_elementwise.m GPUAXIS_TEST_KEEP_GOING=1
echo "mismatches: $(grep -c '^MISMATCH' $L/ew-keepgoing.log)"; grep "^MISMATCH" $L/ew-keepgoing.log | cut -c1-300 | head -8
t=$SECONDS; OUT=$L STEP=ew-bench timeout -s KILL 80 bash tests/gpu-host-gpuarray.sh > $L/ew-bench.out 2>&1; echo "== ew-bench rc $? in $((SECONDS-t)) s"
sed -n '/^| operation | array | time | GB\/s (read + written) | % of copy/,$p' $L/ew-bench.out | head -24
pkill -f torch_ 2>/dev/null
t=$SECONDS; OUT=$L AB_DIR=/tmp/ab timeout -s KILL 280 bash .gpu/ab/fix/bench/ab_kernels.sh $PWD/.gpu/ab/old $PWD/.gpu/ab/main $PWD/.gpu/ab/fix > $L/ab.out 2>&1; echo "== ab rc $? in $((SECONDS-t)) s"
grep -v "^  *[a-z]*  *\(double\|single\)" $L/ab.out | tail -40
left=$((560 - (SECONDS-t0))); echo "== sanitizer with $left s"
[ $left -gt 40 ] && PRE="compute-sanitizer --tool memcheck --target-processes all --print-limit 20" run1 memcheck-index $((left - 5)) inst/tests/test_gpuarray_index.m
left=$((560 - (SECONDS-t0)))
[ $left -gt 40 ] && PRE="compute-sanitizer --tool memcheck --target-processes all --print-limit 20" run1 memcheck-ew $((left - 5)) inst/tests/test_gpuarray_elementwise.m
true
