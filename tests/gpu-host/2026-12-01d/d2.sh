#!/usr/bin/env bash
# call 2 (session 2026-12-01d): correctness at scale on the host path
# (issue 11): tests/stream_cap.m under a test-only device of 1 GiB (inputs
# of 4 GiB, results of 1 GiB streamed through a 256 MiB budget); the rest
# of tests/big_arrays.m (3-D, [3e9 1] single, int8 and logical over 3e9
# elements, double [2.2e9 1]); `tests/test_transfer cuda` with what is left.
set -u
cd "$(dirname "$0")/.."
L=$OUT/logs; mkdir -p $L
finish () { tar -czf $OUT/d2-logs.tar.gz -C $OUT logs; }
trap finish EXIT
t0=$SECONDS
tar -xJf .gpu/octave.tar.xz -C / && . /opt/octave-pack/env.sh || exit 1
tar -xJf .gpu/build.tar.xz || exit 1
touch src/*.o src/*/*.o; sleep 1; touch src/libgpuaxis.so; sleep 1; touch src/*.mex src/*.oct src/FILES tests/test_transfer tests/test_reduce
GPUAXIS_ARCHS=90 make -q -C src >/dev/null 2>&1; echo "make -q: $? (0 = prebuilt is current) at $((SECONDS-t0)) s"
oct () { octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); $1"; }
t=$SECONDS
GPUAXIS_TEST_DEVICE_BYTES=1073741824 timeout -s KILL 150 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('tests/stream_cap.m')" > $L/stream_cap.log 2>&1
echo "== stream_cap: rc $? in $((SECONDS-t)) s"; cat $L/stream_cap.log | cut -c1-250
t=$SECONDS
timeout -s KILL 210 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); ba_only = {'3-D', 'column', 'int8 column', 'int8 wide', 'logical', 'double column'}; ba_oom = false; run ('tests/big_arrays.m')" > $L/big_arrays.log 2>&1
echo "== big_arrays: rc $? in $((SECONDS-t)) s"; grep -v "^| [a-z0-9 -]* | [a-z]* | \[.*| ok |$" $L/big_arrays.log | cut -c1-250 | tail -15; echo "ok rows: $(grep -c '| ok |$' $L/big_arrays.log)"
left=$((550 - (SECONDS-t0))); echo "== test_transfer cuda with $left s"
t=$SECONDS; GPUAXIS_TEST_VERBOSE=1 timeout -s KILL $left ./tests/test_transfer cuda > $L/test_transfer.log 2>&1; echo "== test_transfer: rc $? in $((SECONDS-t)) s"
grep -v "^ok\|^  ok\|PASS" $L/test_transfer.log | tail -12; echo "lines: $(wc -l < $L/test_transfer.log)"; grep -ci "fail" $L/test_transfer.log
true
