#!/usr/bin/env bash
# pack.sh (2026-12-03i/pack.sh, NOTESTS=1: no variant test_reduce, which took
# the carry past 64 MiB in call o2; strip passes over shell wrappers)
# BUILD_TREE REF_BENCH_KERNELS [NAME=TREE ...]: 2026-12-02g/pack.sh
# (the prebuilt sm_90 tree for .gpu/build.tar.xz, HEAD's bench_kernels as
# .gpu/abmain), and each NAME=TREE's bench_kernels as .gpu/NAME, a tree
# that ab_kernels.sh AB_PREBUILT=1 runs beside them (variants of one
# experiment), with its tests/test_reduce where it differs from BUILD_TREE's.  One xz stream: the binaries are much the same.
set -eu
b=$1; m=$2; shift 2
root=$(cd "$(dirname "$0")/../../.." && pwd)
st=$(mktemp -d); trap 'rm -rf "$st"' EXIT
mkdir -p $st/src $st/tests $st/bench/build
cp $b/src/*.mex $b/src/*.oct $b/src/libgpuaxis.so $b/src/FILES $st/src/
cp $b/tests/test_reduce $st/tests/
cp $b/bench/build/bench_kernels $st/bench/build/
for nt in abmain="$m" "$@"; do
  n=${nt%%=*}; t=${nt#*=}
  mkdir -p $st/.gpu/$n/src $st/.gpu/$n/bench/build
  git -C "$root" show HEAD:bench/bench_kernels.cu > $st/.gpu/$n/bench/bench_kernels.cu
  [ -f "$t" ] && cp "$t" $st/.gpu/$n/bench/build/bench_kernels || cp "$t/bench/build/bench_kernels" $st/.gpu/$n/bench/build/
  if [ -z "${NOTESTS:-}" ] && [ -d "$t" ] && [ -x "$t/tests/test_reduce" ] && ! cmp -s "$t/tests/test_reduce" "$b/tests/test_reduce"; then
    mkdir -p $st/.gpu/$n/tests && cp "$t/tests/test_reduce" $st/.gpu/$n/tests/
  fi
done
find $st -type f \( -name "*.so" -o -name "*.mex" -o -name "*.oct" -o -name bench_kernels -o -name test_reduce \) -exec sh -c 'for f; do strip --strip-unneeded "$f" 2>/dev/null || true; done' _ {} +
tar -C $st -cf - . | xz -T1 --lzma2=preset=6,dict=192MiB > "$root/.gpu/build.tar.xz"
ls -la "$root/.gpu/"
