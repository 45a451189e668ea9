#!/usr/bin/env bash
# call o1b (session 2026-12-04o, the machine of o1 still warm): o1's A/B
# sets again, which had stopped at once (the wrappers .gpu/m1, m3-m5 had no
# src/: ab_kernels.sh took them for neither a tree nor a revision).
CALL=o1b; DEADLINE=${DEADLINE:-330}
. "$(dirname "$0")/common.sh"
ab () {   # ab NAME SECONDS VERSIONS... -- ARGS
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab s5 70 .gpu/m1 . .gpu/m3 .gpu/m4 .gpu/m5 -- --filter single:512x512x1024 --op max,min
ab s8 50 .gpu/m1 . .gpu/m3 .gpu/m4 .gpu/m5 -- --filter single:8388608x32 --op max,min
ab d5 80 .gpu/m1 . .gpu/m3 .gpu/m5 -- --filter double:512x512x1024 --op max,min
ab d8 50 .gpu/m1 . .gpu/m3 .gpu/m5 -- --filter double:8388608x32 --op max
echo "== total $((SECONDS-t0)) s"
true
