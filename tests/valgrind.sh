#!/usr/bin/env bash
# tests/valgrind.sh: valgrind memcheck on octave-cli running the package's
# test suite (every %! block of inst/*.m and inst/tests/*.m) and a subset of
# tests/property_scale.m, all on the CPU backend; then a summary of what
# memcheck found, split into what is attributable to the package and what
# is not (Octave, its libraries, the statically linked CUDA runtime).
#
#   bash tests/valgrind.sh                 # the package in this checkout
#   GPUAXIS_INSTALLED=1 bash tests/valgrind.sh   # the installed package
#
# Environment:
#   GPUAXIS_SRC      repository whose src/ and inst/ to use (default: this
#                    one); its src/gpu_axis_sum.mex is copied first, so a
#                    rebuild in progress does not disturb the run
#   GPUAXIS_INSTALLED=1  use `pkg load gpuaxis` instead
#   VALGRIND_CASES   property_scale cases (default 300)
#   VALGRIND_TESTS   test files to run (default: all of inst/*.m, inst/tests/*.m)
#   VALGRIND_OUT     where the logs go (default: a temporary directory)
#   VALGRIND_SUMMARY the summary file (default: tests/valgrind-summary.md)
#
# Memcheck runs with --leak-check=full --errors-for-leak-kinds=definite
# (only definite leaks count as errors) and --error-exitcode=99; since
# Octave's own errors count too, the verdict comes from the summary: FAIL if
# any invalid read/write/free, use of uninitialised memory or definite leak
# has a stack frame in the package's own code (gpu_axis_sum.c, plan.c,
# reduce_cpu.c, result_array.c, the ga_* layer).  Exit status 0 on PASS, 1 on FAIL, 2 if the
# run did not complete.  Takes about 8 minutes on 2 cores.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
src=${GPUAXIS_SRC:-$top}
cases=${VALGRIND_CASES:-300}
summary=${VALGRIND_SUMMARY:-$top/tests/valgrind-summary.md}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=${VALGRIND_OUT:-$work}
mkdir -p "$out"
log=$out/valgrind.log
olog=$out/valgrind-octave.log

if [ "${GPUAXIS_INSTALLED:-0}" = 1 ]; then
  setup="pkg load gpuaxis;"
  testdir=$(octave-cli --no-history --norc --eval 'pkg load gpuaxis; disp (fileparts (which ("__gpu_axis_check__")))' 2>/dev/null | tail -n 1)
  what="the installed package ($testdir)"
else
  [ -f "$src/src/gpu_axis_sum.mex" ] || { echo "no $src/src/gpu_axis_sum.mex: build it first (make -C src)"; exit 2; }
  mkdir -p "$work/pkg"
  cp "$src"/src/*.mex "$src"/src/libgpuaxis.so "$src"/src/gpu_axis_*.m "$work/pkg/"
  cp -r "$src/inst" "$work/inst"
  setup="addpath ('$work/pkg'); addpath ('$work/inst');"
  testdir=$work/inst
  what="the checkout at $(git -C "$src" rev-parse --short HEAD 2>/dev/null || echo "an unknown commit") (src/gpu_axis_sum.mex built $(date -u -r "$src/src/gpu_axis_sum.mex" '+%Y-%m-%d %H:%M UTC'))"
fi
if [ -n "${VALGRIND_TESTS:-}" ]; then
  files=$VALGRIND_TESTS
else
  files=$(ls "$testdir"/*.m "$testdir"/tests/*.m "$work"/pkg/gpu_axis_*.m 2>/dev/null | tr '\n' ' ')
fi
cells=$(for f in $files; do printf "'%s', " "$f"; done)

cat >"$work/driver.m" <<EOF
$setup
warning ("off", "gpuaxis:no-gpu");
gpu_axis_backend ("cpu");
files = {${cells%, }};
np = nf = 0;
for i = 1:numel (files)
  [n, nmax, nxf, nbug] = test (files{i}, "quiet", stdout);
  printf ("suite %-50s %4d passed %4d failed\n", files{i}, n, nmax - n - nxf - nbug);
  np += n;  nf += nmax - n - nxf - nbug;
endfor
printf ("suite: %d passed, %d failed\n", np, nf);
ps_backend = "cpu"; ps_ncases = $cases; ps_seed0 = 20290000;
run ("$top/tests/property_scale.m");
gpu_axis_backend ("auto");
clear all;
clear functions;     # unloads the MEX file: its at-exit release runs now
printf ("valgrind driver: done\n");
EOF

cmd=(valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite
     --errors-for-leak-kinds=definite --num-callers=40 --error-exitcode=99 --keep-debuginfo=yes
     --log-file="$log" octave-cli --no-history --norc --eval "run ('$work/driver.m')")
echo "== ${cmd[*]}"
start=$(date -u '+%Y-%m-%d %H:%M:%S UTC')
t0=$(date +%s)
"${cmd[@]}" >"$olog" 2>&1
rc=$?
t1=$(date +%s)
grep -E "^suite|^property|^valgrind driver|^FAIL" "$olog"
echo "valgrind exit status $rc after $((t1 - t0)) s"

# ---- the summary.  Blocks of the log are separated by blank "==PID==" lines.
pkg_re='gateway/|rules\.c|args\.c|reduce\.c|values\.c|nanflags\.c|sparse\.c|commands\.c|backend\.c|entry\.c|gpu_axis_sum\.c|result_array\.c|reduce_cpu\.c|plan\.c|stub\.c|engine/|[( ]ga_[a-z_0-9]+ |mexFunction|cmd_sum|cmd_info|cmd_backend|parse_dims|parse_type|sparse_sum|cpu_pass|effective_backend|read_input|value_kind|is_reduced|describe|via_octave|scratch_'
awk -v pkg="$pkg_re" '
  { sub(/^==[0-9]+== ?/, "") }
  /^$/ { flush(); next }
  { full = full $0 "\n"; if (nl++ < 10) blk = blk $0 "\n"; if (head == "") head = $0 }
  function flush(   kind, mine, inmex) {
    if (head == "") { blk = ""; full = ""; nl = 0; return }
    kind = ""
    if (head ~ /^Invalid read/) kind = "invalid read"
    else if (head ~ /^Invalid write/) kind = "invalid write"
    else if (head ~ /^Invalid free|^Mismatched free/) kind = "invalid free"
    else if (head ~ /^Conditional jump|^Use of uninitialised|^Syscall param/) kind = "uninitialised"
    else if (head ~ /definitely lost in loss record/) kind = "definite leak"
    if (kind != "") {
      total[kind]++
      mine = (full ~ pkg); inmex = (full ~ /libgpuaxis\.so|gpu_axis_[a-z]+\.mex/)
      if (mine) { ours[kind]++; shown = shown "```\n" blk "```\n" }
      else if (inmex) rt[kind]++
    }
    blk = ""; full = ""; head = ""; nl = 0
  }
  END {
    flush()
    n = split("invalid read|invalid write|invalid free|uninitialised|definite leak", k, "|")
    print "| kind (memcheck records) | in all | in the package code | elsewhere in gpu_axis_sum.mex (CUDA runtime) |"
    print "|---|---|---|---|"
    bad = 0
    for (i = 1; i <= n; i++) {
      printf "| %s | %d | %d | %d |\n", k[i], total[k[i]] + 0, ours[k[i]] + 0, rt[k[i]] + 0
      bad += ours[k[i]] + 0
    }
    print ""
    if (bad > 0) { print "Blocks attributable to the package (first 9 frames):"; print ""; printf "%s", shown }
    print "PACKAGE_ERRORS " bad
  }' "$log" >"$work/table.md"
bad=$(sed -n 's/^PACKAGE_ERRORS //p' "$work/table.md")
sed -i '/^PACKAGE_ERRORS /d' "$work/table.md"
complete=0
grep -q "^valgrind driver: done" "$olog" && complete=1
if [ "$complete" = 1 ] && [ "${bad:-1}" = 0 ]; then verdict=PASS; else verdict=FAIL; fi
[ "$complete" = 1 ] || verdict="FAIL (the run did not complete)"

{
  echo "# valgrind memcheck: gpuaxis on the CPU backend"
  echo
  echo "- date: $start (run took $((t1 - t0)) s)"
  echo "- package: $what"
  echo "- $(valgrind --version), $(octave-cli --version | head -n 1), $(uname -srm)"
  echo "- command: \`bash tests/valgrind.sh\` (VALGRIND_CASES=$cases), i.e."
  echo "  \`valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite --num-callers=40 --error-exitcode=99 --keep-debuginfo=yes octave-cli --no-history --norc --eval \"run ('driver.m')\"\`"
  echo "  where driver.m selects the CPU backend, runs test () on every file below, then"
  echo "  tests/property_scale.m with $cases cases (seeds 20290001..), then clears the MEX file."
  echo "- test files: $(for f in $files; do printf '%s ' "$(basename "$f")"; done)"
  echo "- valgrind exit status: $rc (99 = memcheck counted errors, Octave's own included)"
  echo
  echo "## What ran (under valgrind)"
  echo
  echo '```'
  grep -E "^suite|^property|^valgrind driver" "$olog"
  echo '```'
  echo
  echo "## Memcheck findings"
  echo
  cat "$work/table.md"
  echo
  echo "Memcheck's own totals:"
  echo
  echo '```'
  grep -E "ERROR SUMMARY|definitely lost:|indirectly lost:|possibly lost:|still reachable:" "$log" | sed 's/^==[0-9]*== *//'
  echo '```'
  echo
  echo "**Verdict: $verdict** (no invalid read/write/free, no use of uninitialised"
  echo "memory and no definite leak with a frame in the package's code)."
} >"$summary"
echo "== summary: $summary"
cat "$work/table.md"
echo "verdict: $verdict"
[ "$complete" = 1 ] || exit 2
[ "$verdict" = PASS ]
