#!/usr/bin/env bash
# call o4 (the machine of o3 still warm; this script was written by the
# call's own command line into .gpu/o4.sh): A/B against HEAD's kernels on
# 2x134217728 along dim 2, where o3's double table had every op 0.94-1.00x torch.
CALL=o4; DEADLINE=${DEADLINE:-90}
. "$(dirname "$0")/common.sh"
ab () {
  local n=$1 s=$2; shift 2
  t=$SECONDS; AB_PREBUILT=1 AB_DIR=$L/ab-$n timeout -s KILL $(left $s) bash bench/ab_kernels.sh "$@" > $L/ab-$n.md 2> $L/ab-$n.err
  echo "== A/B $n: rc $? in $((SECONDS-t)) s"; grep -E "^\| |^  [A-H]:" $L/ab-$n.md | cut -c1-300 | head -40; grep -i "fail" $L/ab-$n.err $L/ab-$n.md | head -5
}
ab d2 40 .gpu/abmain . -- --filter double:2x134217728 --op sum,max,maxi,any
ab s2 30 .gpu/abmain . -- --filter single:2x134217728 --op sum,max,any
echo "== total $((SECONDS-t0)) s"
true
