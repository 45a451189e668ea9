#!/usr/bin/env bash
# tests/links_check.sh: every relative link of the documents resolves.
# Reads the Markdown links ](TARGET) and images of README.md, doc/*.md,
# bench/README.md and bench/results/*.md; a TARGET that is not a web
# address must name a file or folder of the checkout (relative to the
# document), and a #anchor must be a heading of the file it points to
# (GitHub's form: lower case, punctuation dropped, spaces as -).
#
#   bash tests/links_check.sh
#
# Prints each broken link, then "links: N passed, N failed" (links).
set -u
cd "$(dirname "$0")/.." || exit 2

slugs () {   # the anchors of the headings of Markdown file $1
  grep -E '^#{1,6} ' "$1" | sed -E 's/^#+ +//; s/[[:space:]]+$//' \
    | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9 _-]//g; s/ /-/g'
}

pass=0 fail=0
for doc in README.md doc/*.md bench/README.md bench/results/*.md; do
  [ -f "$doc" ] || continue
  dir=$(dirname "$doc")
  # links outside code spans and code blocks
  links=$(awk '/^```/ { code = !code; next } !code' "$doc" | sed 's/`[^`]*`//g' \
          | grep -oE '\]\([^) ]+\)' | sed -E 's/^\]\(//; s/\)$//')
  for t in $links; do
    case $t in http://*|https://*|mailto:*) continue ;; esac
    file=${t%%#*} anchor=
    [[ $t == *"#"* ]] && anchor=${t#*#}
    if [ -z "$file" ]; then target=$doc; else target=$dir/$file; fi
    if [ ! -e "$target" ]; then
      echo "broken: $doc: $t (no $target)"; fail=$((fail + 1)); continue
    fi
    if [ -n "$anchor" ] && [ -f "$target" ] && ! slugs "$target" | grep -qxF -- "$anchor"; then
      echo "broken: $doc: $t (no heading #$anchor in $target)"; fail=$((fail + 1)); continue
    fi
    pass=$((pass + 1))
  done
done
echo "links: $pass passed, $fail failed"
[ $fail -eq 0 ]
