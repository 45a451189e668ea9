#!/usr/bin/env bash
# pack.sh BUILD_TREE [REF_BENCH_KERNELS]: on the development machine,
# .gpu/build.tar.xz for the GPU host from a tree built with
# GPUAXIS_ARCHS=90 (make -C src, make -C bench, make -C tests
# test_reduce): the MEX files and library, the test and benchmark
# programs, and, for ab_kernels.sh AB_PREBUILT=1, .gpu/abmain (the
# reference bench_kernels, main's in f1-f2, HEAD's in f5, with HEAD's
# bench_kernels.cu: the same benchmark code).  Objects stay behind (the
# carry's 64 MiB); common.sh's make does nothing.  Binaries stripped
# of host symbols (the kernels' cubins stay): the carry's 64 MiB.  One xz stream with a
# 192 MiB dictionary: the fatbins of the library and the programs are
# much the same, compressed once.
set -eu
b=$1; m=${2:-}
root=$(cd "$(dirname "$0")/../../.." && pwd)
st=$(mktemp -d); trap 'rm -rf "$st"' EXIT
mkdir -p $st/src $st/tests $st/bench/build
cp $b/src/*.mex $b/src/*.oct $b/src/libgpuaxis.so $b/src/FILES $st/src/
cp $b/tests/test_reduce $st/tests/
cp $b/bench/build/bench_kernels $st/bench/build/
if [ -n "$m" ]; then
  mkdir -p $st/.gpu/abmain/src $st/.gpu/abmain/bench/build
  git -C "$root" show HEAD:bench/bench_kernels.cu > $st/.gpu/abmain/bench/bench_kernels.cu
  cp "$m" $st/.gpu/abmain/bench/build/bench_kernels
fi
find $st -type f \( -name "*.so" -o -name "*.mex" -o -name "*.oct" -o -name bench_kernels -o -name test_reduce \) -exec strip --strip-unneeded {} +
tar -C $st -cf - . | xz -T1 --lzma2=preset=6,dict=192MiB > "$root/.gpu/build.tar.xz"
ls -la "$root/.gpu/"
