#!/usr/bin/env bash
# tests/check-versions.sh WORKDIR [RELEASE...]: `make check` of this tree
# on the Octave of other Debian releases, each in a chroot made from
# Debian's archive (mmdebstrap) under WORKDIR and kept there for the next
# run.  Default releases: trixie (Debian 13, Octave 9) and sid (Octave 11).
# CPU-only builds (the chroots have no nvcc).  Prints, per release, the
# Octave version, `make check`'s closing line and its time; the whole log
# is WORKDIR/RELEASE-check.log.  Exits non-zero when a release fails.
# Needs root (chroot, mount).  DEBIAN_MIRROR overrides the mirror, which
# is otherwise the one this machine's apt uses.
set -u
[ $# -ge 1 ] || { echo "usage: $0 WORKDIR [RELEASE...]" >&2; exit 2; }
work=$(mkdir -p "$1" && cd "$1" && pwd) || exit 2
shift
releases=${*:-trixie sid}
top=$(cd "$(dirname "$0")/.." && pwd)
[ "$(id -u)" = 0 ] || { echo "check-versions: needs root (chroot, mount)" >&2; exit 2; }

mirror=${DEBIAN_MIRROR:-$(grep -rhoE '^(URIs:|deb) +[a-z]+://[^ ]+/debian/?( |$)' \
                            /etc/apt/sources.list /etc/apt/sources.list.d 2>/dev/null \
                          | grep -v -- -security | head -n 1 | awk '{print $2}')}
mirror=${mirror:-http://deb.debian.org/debian}

mounted=()
cleanup () {   # unmount what was mounted, last first
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount -l "${mounted[$i]}" 2>/dev/null
  done
  mounted=()
}
trap cleanup EXIT
trap 'exit 130' INT TERM
mnt () {   # mnt MOUNT-ARGS... TARGET
  mount "$@" && mounted+=("${!#}")
}

make_root () {   # the chroot of release $1 at $2, once
  [ -x "$2/usr/bin/octave-cli" ] && return 0
  command -v mmdebstrap >/dev/null || \
    { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null || return 1; }
  rm -rf "$2"
  echo "   making the $1 chroot from $mirror (a few minutes)"
  # sid's Release file may be past its Valid-Until on a mirror snapshot
  mmdebstrap --variant=apt --include=octave,octave-dev,make,gcc,g++,git,python3 \
    --aptopt='Acquire::Check-Valid-Until "false"' "$1" "$2" "$mirror" \
    >"$work/$1-mmdebstrap.log" 2>&1
}

status=0
for rel in $releases; do
  root=$work/$rel
  log=$work/$rel-check.log
  echo "== $rel"
  if ! make_root "$rel" "$root"; then
    echo "   no chroot (see $work/$rel-mmdebstrap.log)"; status=1; continue
  fi
  # the tree as git sees it (tracked and new files, not build outputs)
  rm -rf "$root/root/gpuaxis" && mkdir -p "$root/root/gpuaxis"
  (cd "$top" && git ls-files -z --cached --others --exclude-standard \
     | tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$root/root/gpuaxis"
  mnt -t proc proc "$root/proc" && mnt --bind /dev "$root/dev" \
    && mnt --bind /dev/pts "$root/dev/pts" && mnt -t tmpfs tmpfs "$root/dev/shm" \
    || { echo "   mounting failed"; cleanup; status=1; continue; }
  start=$(date +%s)
  chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 \
    PATH=/usr/sbin:/usr/bin:/sbin:/bin bash -c \
    'cd /root/gpuaxis && echo "Octave $(octave-cli --version | sed -n "1s/.*version //p")" && NVCC= nice make check' \
    >"$log" 2>&1
  rc=$?
  secs=$(( $(date +%s) - start ))
  cleanup
  echo "   $(head -n 1 "$log"), $(grep -E '^gpuaxis:' "$log" | head -n 1)"
  echo "   $(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1 || echo 'no closing line') ($((secs / 60))m$((secs % 60))s, exit $rc)"
  [ $rc -eq 0 ] || status=1
done
exit $status
