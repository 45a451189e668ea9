#!/usr/bin/env bash
# bench/ab_kernels.sh: the kernel benchmark of two (or more) versions of the
# engine, side by side, on the same GPU in one run.
#
#   bash bench/ab_kernels.sh A B [C ...] [-- bench_kernels arguments]
#
# Each of A, B, ... is a git revision of this repository (built from
# `git archive`, so a plain copy of the repository with its .git is
# enough: no network, no worktree) or a directory holding a source tree
# (src/, bench/; built in place, objects there are reused).  Each is built
# for GPUAXIS_ARCHS (default 90: the H200), all at once, then
# bench/build/bench_kernels of each runs the same configurations, taking
# turns (A, B, A, B, ... for every set), and one table compares them:
# median time, % of the device-to-device copy rate each run measured, and
# kernel-only time (graph_us), with B/A and C/A ratios of the kernel-only
# time.
#
# Default configurations (about a minute of GPU time for two versions):
#   --quick                    16384x8192 double, 134217728x2 single,
#                              1000x1000 double, both dims
#   --filter double:268435456x1
#   --filter double:134217728x2
# each with --op sum where the tree's bench_kernels has --op (the sum-only
# engine, 4ad4779^ and before, has no --op: it benchmarks sums).  Arguments
# after -- replace that list by one run of exactly those (e.g. -- --filter
# double:8388608x32 --op sum,max).  Rows a version does not have (max in
# the sum-only engine) show "-".
#
# Environment: GPUAXIS_ARCHS (90), JOBS (make jobs per tree: nproc /
# versions), AB_PREBUILT (1: build nothing, run each tree's prebuilt
# bench/build/bench_kernels), AB_DIR (where revisions are unpacked and built, kept and
# reused across runs: bench/out/ab; a source-tree directory reuses the
# objects it has, whatever they were built for), ROUNDS (times each set is run per
# version: 1).  Needs nvcc, python3 and a GPU to run; without a GPU the
# builds still happen and the runs report the CUDA error.
#
# Example (the regression of the generic engine, see
# src/engine/cuda/kernels/common.cuh, final_put):
#   bash bench/ab_kernels.sh 4ad4779^ HEAD
#
# Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
set -u -o pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)

versions=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do versions+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
extra=("$@")
if [ ${#versions[@]} -lt 2 ]; then
  echo "usage: bash bench/ab_kernels.sh A B [C ...] [-- bench_kernels arguments]" >&2
  echo "  A, B: git revisions of $root, or source-tree directories" >&2
  exit 2
fi

export GPUAXIS_ARCHS=${GPUAXIS_ARCHS:-90}
ncpu=$(nproc 2>/dev/null || echo 4)
jobs=${JOBS:-$(( ncpu / ${#versions[@]} > 0 ? ncpu / ${#versions[@]} : 1 ))}
abdir=${AB_DIR:-$root/bench/out/ab}
rounds=${ROUNDS:-1}
mkdir -p "$abdir"
t0=$SECONDS

# ---- each version's tree
trees=() labels=()
for v in "${versions[@]}"; do
  if [ -d "$v" ] && [ -d "$v/src" ] && [ -d "$v/bench" ]; then
    trees+=("$(cd "$v" && pwd)")
    labels+=("$v")
  else
    h=$(git -C "$root" rev-parse --verify -q "$v^{commit}") || {
      echo "ab_kernels.sh: '$v' is neither a revision of $root nor a source tree" >&2
      exit 2
    }
    t=$abdir/${h:0:12}-sm${GPUAXIS_ARCHS// /-}   # objects are per architecture
    if [ ! -f "$t/.unpacked" ]; then
      rm -rf "$t" && mkdir -p "$t" &&
        git -C "$root" archive "$h" | tar -x -C "$t" && touch "$t/.unpacked" || {
          echo "ab_kernels.sh: could not unpack $v" >&2
          exit 2
        }
    fi
    trees+=("$t")
    labels+=("$v (${h:0:7})")
  fi
done

# ---- build them all at once (AB_PREBUILT=1: no builds; each tree's
# bench/build/bench_kernels is used as it is, e.g. built elsewhere for the
# GPU host and carried there)
if [ "${AB_PREBUILT:-0}" = 1 ]; then
  for i in "${!trees[@]}"; do
    [ -x "${trees[$i]}/bench/build/bench_kernels" ] || {
      echo "ab_kernels.sh: AB_PREBUILT=1 but ${trees[$i]}/bench/build/bench_kernels is missing" >&2
      exit 2
    }
  done
else
echo "== build ${#trees[@]} versions (GPUAXIS_ARCHS=$GPUAXIS_ARCHS, make -j$jobs each)" >&2
pids=()
for i in "${!trees[@]}"; do
  t=${trees[$i]}
  ( make -s -C "$t/src" -j"$jobs" backend-objects && make -s -C "$t/bench" -j"$jobs" ) \
    >"$abdir/build-$i.log" 2>&1 &
  pids+=($!)
done
bad=0
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    echo "ab_kernels.sh: build of ${labels[$i]} failed ($abdir/build-$i.log):" >&2
    tail -n 20 "$abdir/build-$i.log" >&2
    bad=1
  fi
done
[ $bad -ne 0 ] && exit 2
echo "   built in $((SECONDS - t0)) s" >&2
fi

# ---- the runs, taking turns
if [ ${#extra[@]} -gt 0 ]; then
  sets=("$(printf '%q ' "${extra[@]}")")
else
  sets=("--quick" "--filter double:268435456x1" "--filter double:134217728x2")
fi
csvs=()
rc=0
for r in $(seq 1 "$rounds"); do
  for s in "${!sets[@]}"; do
    for i in "${!trees[@]}"; do
      t=${trees[$i]}
      eval "args=(${sets[$s]})"
      # the sum-only engine's bench_kernels has no --op: give it none, and
      # drop a user's --op LIST for it (its rows are sums)
      if grep -q -- '"--op"' "$t/bench/bench_kernels.cu"; then
        has_op=0
        for a in "${args[@]}"; do [ "$a" = --op ] && has_op=1; done
        [ $has_op -eq 0 ] && args+=(--op sum)
      else
        kept=() skip=0
        for a in "${args[@]}"; do
          if [ $skip -eq 1 ]; then skip=0; continue; fi
          if [ "$a" = --op ]; then skip=1; continue; fi
          kept+=("$a")
        done
        args=("${kept[@]}")
      fi
      out=$abdir/run-$r-$s-$i.csv
      echo "== ${labels[$i]}: bench_kernels ${args[*]}" >&2
      "$t/bench/build/bench_kernels" "${args[@]}" >"$out" 2>"$abdir/run-$r-$s-$i.log"
      krc=$?
      if [ $krc -ne 0 ]; then
        echo "   exit $krc: $(grep -v '^ *$' "$abdir/run-$r-$s-$i.log" | tail -n 2 | tr '\n' ' ')" >&2
        rc=1
      fi
      csvs+=("$i:$out")
    done
  done
done

# ---- one table
python3 - "${#trees[@]}" "${labels[@]}" -- "${csvs[@]}" <<'EOF'
import csv, statistics, sys
argv = sys.argv[1:]
nv = int(argv[0]); labels = argv[1:1 + nv]; files = argv[argv.index('--') + 1:]
rows = {}          # (op, shape, dim, class) -> version -> list of (ms, pct, graph_us, status)
copy = [[] for _ in range(nv)]
order = []
for f in files:
    v, path = f.split(':', 1); v = int(v)
    try:
        lines = open(path).read().splitlines()
    except OSError:
        continue
    for l in lines:
        if l.startswith('# copy_gbps='):
            copy[v].append(float(l.split('=')[1]))
    body = [l for l in lines if l and not l.startswith('#')]
    if not body:
        continue
    for d in csv.DictReader(body):
        key = (d.get('op', 'sum'), d['shape'], d['dim'], d['class'])
        if key not in rows:
            rows[key] = {}; order.append(key)
        try:
            val = (float(d['median_ms']), float(d['pct_copy']), float(d['graph_us']), d['status'])
        except (KeyError, ValueError):
            continue
        rows[key].setdefault(v, []).append(val)
def med(xs):
    return statistics.median(xs) if xs else None
print('versions:')
for i, l in enumerate(labels):
    c = med(copy[i])
    print('  %s: %s  (copy rate %s GB/s)' % ('ABCDEFGH'[i], l, '%.0f' % c if c else '-'))
print()
hdr = ['op', 'shape', 'dim', 'class']
for i in range(nv):
    n = 'ABCDEFGH'[i]
    hdr += ['%s ms' % n, '%s %%copy' % n, '%s kernel us' % n]
hdr += ['%s/A kernel' % 'ABCDEFGH'[i] for i in range(1, nv)]
print('| ' + ' | '.join(hdr) + ' |')
print('|' + '---|' * 4 + '---:|' * (3 * nv + nv - 1))
for key in order:
    cells = list(key)
    g = []
    for i in range(nv):
        vals = rows[key].get(i, [])
        ok = [x for x in vals if x[3] == 'ok']
        if not ok:
            cells += ['-' if not vals else vals[0][3]] * 3
            g.append(None)
            continue
        ms = med([x[0] for x in ok]); pc = med([x[1] for x in ok]); gu = med([x[2] for x in ok])
        cells += ['%.4g' % ms, '%.1f' % pc, '%.1f' % gu]
        g.append(gu)
    for i in range(1, nv):
        cells.append('%.3f' % (g[i] / g[0]) if g[0] and g[i] else '-')
    print('| ' + ' | '.join(cells) + ' |')
EOF
echo "" >&2
echo "raw: $abdir/run-*.csv; total $((SECONDS - t0)) s" >&2
exit $rc
