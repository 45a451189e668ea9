#!/usr/bin/env bash
# call h3 (session 2026-12-03h), the build of h2 (01e2ff7; 2026-12-02g's
# pack.sh and common.sh): issue 10's resident tables with this session's
# and 2026-12-02g's kernels, torch beside them in the same run:
# bash bench/run_resident.sh double:, then single: if time is left.
CALL=h3; DEADLINE=${DEADLINE:-470}
. "$(dirname "$0")/common.sh"
for c in double single; do
  [ $(left 300) -ge 200 ] || break
  t=$SECONDS; mkdir -p $L/resident-$c; OUT=$L/resident-$c timeout -s KILL $(left 300) bash bench/run_resident.sh $c: > $L/resident-$c.out 2>&1
  echo "== resident $c: rc $? in $((SECONDS-t)) s"; pkill -f torch_ 2>/dev/null
  tail -5 $L/resident-$c.out | cut -c1-250
done
echo "== total $((SECONDS-t0)) s"
true
