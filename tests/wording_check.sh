#!/usr/bin/env bash
# tests/wording_check.sh: the files speak of the project.  Fails when a
# tracked file cites work by how it was organised (dated or ordinal
# rounds, a letter-and-number label of a call, table, run or build, a
# tracker's number) or names a development machine's own paths and tools
# (its packed-Octave folder and output variable, the run folders that left
# the tree).  The patterns below write one character of each word and
# path as a class, so that this file does not name what it looks for.
# Evidence
# is cited as date, GPU, commit, command and results file; history lives
# in commit messages.  doc/runs.md may name the folder of git history that holds the runs.
#
#   bash tests/wording_check.sh        # from anywhere in a checkout
#
# Prints each offending line, then "wording: N passed, N failed" (files).
set -u
cd "$(dirname "$0")/.." || exit 2

# One extended regular expression per rule: KIND|FLAGS|REGEX (FLAGS i:
# case-insensitive; r: doc/runs.md may match, it names that folder).
rules=(
  'round|i|s[e]ssion (of )?20[0-9][0-9]-[0-9][0-9]-[0-9][0-9][a-z]?\b'
  'round|i|\bs[e]ssion [a-z]\b'
  'round|i|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) s[e]ssion\b'
  'round||\b20[0-9][0-9]-[0-9][0-9]-[0-9][0-9][a-z]\b'
  'label||\bcalls? [a-z]{1,2}[0-9]{1,2}[a-z]?\b'
  'label||\b(tables?|runs?|builds?) [a-z][0-9]\b'
  "label||\\b[a-z][0-9]'s (table|run|build|tree|kernels?|machine|logs?)\\b"
  'issue|i|\bi[s]sues? #?[0-9]+'
  'path||\.g[p]u/|octave-p[a]ck|\$O[U]T\b|\$\{O[U]T[:}]'
  'path|r|tests/gpu-h[o]st/|planned-[v]/'
  'path||/w[o]rk/[a-z.]'
)
self=tests/wording_check.sh

if git rev-parse --git-dir >/dev/null 2>&1; then
  search () { git grep -nIE "$@" -- . ":!$self"; }
  total=$(git grep -Il . -- . ":!$self" | wc -l)
else
  search () { grep -rnIE --exclude-dir=.git "$@" . | sed 's|^\./||' | grep -v "^$self:"; }
  total=$(grep -rIl --exclude-dir=.git . . | wc -l)
fi
hits=$(
  for r in "${rules[@]}"; do
    kind=${r%%|*} rest=${r#*|} flags=${rest%%|*} re=${rest#*|}
    opt=(); [[ $flags == *i* ]] && opt+=(-i)
    search "${opt[@]}" -e "$re" | {
      if [[ $flags == *r* ]]; then grep -v '^doc/runs\.md:'; else cat; fi
    } | sed "s/^/$kind: /"
  done
)
[ -n "$hits" ] && cut -c1-200 <<<"$hits"
fail=$( [ -n "$hits" ] && cut -d: -f2 <<<"$hits" | sort -u | wc -l || echo 0)
echo "wording: $((total - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
