#!/usr/bin/env bash
# i6: made on the GPU host from i5.sh by `sed 's/PROPERTY_CASES=1000 /PROPERTY_CASES=10000 /; s/CALL=i5;/CALL=i6;/; s/(cuda, 1000)/(cuda, 10000)/; s/-ge 40 ]/-ge 400 ]/' .gpu/i5.sh > .gpu/i6.sh`
# (the 10000-case property test with the 182 s of device time left; cut by its timeout at 100 s).
# call i5 (session 2026-12-03i), i4's build (commit 2fdd204's kernels):
# the property test on CUDA through Octave (1000 sum cases and 300 of
# each other function, what 325 s of device time allow; integers mostly
# at their limits, so the signed "native" sums saturate and take the
# gated ordered run; [M, I] of every integer class with ties), then the
# fault tests if time is left.
CALL=i6; DEADLINE=${DEADLINE:-120}
. "$(dirname "$0")/common.sh"
t=$SECONDS; GPUAXIS_SRC=$PWD PROPERTY_CASES=10000 OUT=$L/rel timeout -s KILL $(left 100) bash tests/reliability.sh property > $L/property.out 2>&1
echo "== property (cuda, 10000): rc $? in $((SECONDS-t)) s"; tail -n 6 $L/property.out
if [ $(left 100) -ge 400 ]; then
  t=$SECONDS; GPUAXIS_SRC=$PWD OUT=$L/rel timeout -s KILL $(left 40) bash tests/reliability.sh faults > $L/faults.out 2>&1
  echo "== faults: rc $? in $((SECONDS-t)) s"; tail -n 4 $L/faults.out
fi
echo "== total $((SECONDS-t0)) s"
true
