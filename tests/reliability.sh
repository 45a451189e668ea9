#!/usr/bin/env bash
# tests/reliability.sh: the reliability suite on a machine with an NVIDIA
# GPU (doc/reliability.md, doc/gpu-testing.md).  Runs, on the CUDA backend, each in its own
# octave-cli session:
#   property  tests/property_scale.m, 10000 seeded random cases against sum
#   faults    inst/tests/test_faults.m through test (): injected device
#             faults (out of memory, CUDA error, device reset)
#   bad       tests/bad_input_table.m: every invalid call, with the inputs of
#             2^31+ elements (GPUAXIS_BIG=1)
#   big       tests/big_arrays.m: 3e9-element arrays along every dim, and the
#             device out-of-memory case where host memory allows
#   long      tests/long_run.m: 100000 calls, device memory and RSS flat
# and ends with a summary (one line per step).  Logs go to DIR.
#
#   bash tests/reliability.sh --out DIR                   # all steps
#   bash tests/reliability.sh --out DIR property faults   # some of them
#
# The package: with GPUAXIS_SRC=/path/to/repo, repo/src and repo/inst are
# added to the path (src/gpu_axis_sum.mex is built first if missing);
# otherwise `pkg load gpuaxis` (installed; PKG_PREFIX=dir for a
# `pkg install -local` prefix, as make check uses).
# Environment: BACKEND (cuda), PROPERTY_CASES (10000), PROPERTY_SEED0
# (20270000), GPUAXIS_BIG (1), BIG_SCALE (1), BIG_OOM (auto), LONG_CALLS
# (100000).  DIR defaults to /tmp/gpuaxis-reliability.  octave-cli from
# PATH (or OCTAVE).
# A run of every step takes about 10 minutes; split it in two where a
# command may run at most 10 minutes (property faults bad / big long).
# Exit status: 0 when every step ran and reported no failure.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2
out=/tmp/gpuaxis-reliability
args=()
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
mkdir -p "$out"
backend=${BACKEND:-cuda}
steps=${args[*]:-property faults bad big long}
OCTAVE=${OCTAVE:-octave-cli --no-history --norc}

if [ -n "${GPUAXIS_SRC:-}" ]; then
  if [ ! -f "$GPUAXIS_SRC/src/gpu_axis_sum.mex" ]; then
    echo "== building $GPUAXIS_SRC/src"
    GPUAXIS_ARCHS=${GPUAXIS_ARCHS:-90} make -C "$GPUAXIS_SRC/src" -j16 >"$out/build.log" 2>&1 \
      || { tail -30 "$out/build.log"; exit 1; }
  fi
  setup="addpath ('$GPUAXIS_SRC/src'); addpath ('$GPUAXIS_SRC/inst');"
  faults_file="$GPUAXIS_SRC/inst/tests/test_faults.m"
else
  setup=""
  [ -n "${PKG_PREFIX:-}" ] && setup="pkg prefix $PKG_PREFIX $PKG_PREFIX; pkg local_list $PKG_PREFIX/octave_packages;"
  setup="$setup pkg load gpuaxis;"
  faults_file=""
fi

echo "== gpuaxis reliability suite, $(date -u '+%Y-%m-%d %H:%M UTC'), logs in $out"
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv,noheader
$OCTAVE --eval "$setup warning ('off', 'gpuaxis:no-gpu'); i = gpu_axis_info (); printf ('gpuaxis: backend %s, device %s (cc %s), %.1f GiB free of %.1f; %s\n', i.backend, i.device_name, i.compute_capability, i.free_memory / 2^30, i.total_memory / 2^30, i.reason)" 2>&1 | tail -n 3 | tee "$out/info.log"
grep MemAvailable /proc/meminfo

declare -a summary
rcall=0
run_step () {   # name, result-line pattern, octave code
  local name=$1 pat=$2 code=$3 t0 t1 rc line
  echo "== $name"
  t0=$(date +%s)
  $OCTAVE --eval "$setup $code" >"$out/$name.log" 2>&1
  rc=$?
  t1=$(date +%s)
  grep -E "^(FAIL|SKIP|rerun)|^\| .*\*\*FAIL|SKIP:|flat|GROWING" "$out/$name.log" | head -n 40
  line=$(grep -E "$pat" "$out/$name.log" | tail -n 1)
  [ -n "$line" ] || { line="no result line (exit status $rc; see $out/$name.log)"; rcall=1; }
  echo "$line   [$((t1 - t0)) s]"
  grep -qE "[1-9][0-9]* failed" <<<"$line" && rcall=1
  summary+=("$(printf '%-9s %s   [%d s, exit %d]' "$name" "$line" $((t1 - t0)) $rc)")
}

for step in $steps; do
  case $step in
    property)
      run_step property '^property: [0-9]+ passed, [0-9]+ failed' \
        "ps_backend = '$backend'; ps_ncases = ${PROPERTY_CASES:-10000}; ps_seed0 = ${PROPERTY_SEED0:-20270000}; run ('$top/tests/property_scale.m')" ;;
    faults)
      if [ -n "$faults_file" ]; then f="'$faults_file'"; else f="fullfile (fileparts (which ('gpu_axis_backend')), 'tests', 'test_faults.m')"; fi
      run_step faults '^faults: [0-9]+ passed, [0-9]+ failed' \
        "warning ('off', 'gpuaxis:no-gpu'); printf ('cuda usable: %d\n', __gpu_axis_cuda_ok__ ()); [n, nmax, nxf, nbug, nskip, nrtskip] = test ($f, 'quiet', stdout); printf ('faults: %d passed, %d failed, %d skipped, %d expected failures (known bugs)\n', n, nmax - n - nxf - nbug, nskip + nrtskip, nxf)" ;;
    bad)
      run_step bad '^bad-input: [0-9]+ passed, [0-9]+ failed' \
        "bi_backend = '$backend'; bi_big = ${GPUAXIS_BIG:-1}; run ('$top/tests/bad_input_table.m')" ;;
    big)
      oom=${BIG_OOM:-auto}; [ "$oom" = auto ] && oom="'auto'"
      run_step big '^big: [0-9]+ passed, [0-9]+ failed' \
        "ba_backend = '$backend'; ba_scale = ${BIG_SCALE:-1}; ba_oom = $oom; run ('$top/tests/big_arrays.m')" ;;
    long)
      run_step long '^long: [0-9]+ passed, [0-9]+ failed' \
        "lr_backend = '$backend'; lr_ncalls = ${LONG_CALLS:-100000}; run ('$top/tests/long_run.m')" ;;
    *) echo "unknown step '$step' (property faults bad big long)"; rcall=1 ;;
  esac
done

echo
echo "== summary ($backend backend; logs in $out)"
printf '%s\n' "${summary[@]}" | tee "$out/summary.txt"
grep -hE "^host RSS|^device:|^after release" "$out/long.log" 2>/dev/null
exit $rcall
