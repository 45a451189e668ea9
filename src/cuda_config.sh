#!/bin/sh
# src/cuda_config.sh NVCC > cuda.mk: how this machine builds the CUDA
# backend, as make assignments (src/Makefile includes the file).
#   GA_NVCC   nvcc, or empty when it cannot build here (CPU backend only)
#   GA_CCBIN  -ccbin COMPILER when nvcc rejects the default host compiler
#             and an older installed g++ works, else empty
#   GA_ARCHS  the sm_XX to build: $GPUAXIS_ARCHS when set ("all": every
#             architecture from sm_75 through sm_90, the release's fat
#             binary); else the installed GPU's (nvidia-smi); else 90 alone
#             (plus its PTX, which newer chips compile at load time)
#   GA_NOTE   the line the build prints about the choice
# It compiles one small kernel that includes the CUDA and C math headers:
# that is where a host compiler too new for nvcc (its host_config.h) or a
# C library whose declarations nvcc's headers contradict shows.
nvcc=$1
note () { printf 'GA_NOTE := %s\n' "$*"; }
if [ -z "$nvcc" ]; then
  printf 'GA_NVCC :=\nGA_CCBIN :=\nGA_ARCHS :=\n'
  note "gpuaxis: nvcc not found (PATH, CUDA_HOME, CUDA_PATH, /usr/local/cuda): building the CPU backend only"
  exit 0
fi
all=$("$nvcc" --list-gpu-arch 2>/dev/null | sed -n 's/^compute_//p' | tr '\n' ' ')
pick () {   # the architectures of $1 that this nvcc knows
  for a in $1; do case " $all " in *" $a "*) printf '%s ' "$a";; esac; done
}
case "${GPUAXIS_ARCHS:-}" in
  all) archs=$(pick "70 75 80 86 89 90"); why="GPUAXIS_ARCHS=all";;
  "") gpu=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n 1 | tr -d ' .')
      archs=$(pick "$gpu")
      if [ -n "$archs" ]; then why="this machine's GPU"
      else archs=90; why="no GPU here; GPUAXIS_ARCHS=all builds sm_75..sm_90"; fi;;
  *) archs=$GPUAXIS_ARCHS; why="GPUAXIS_ARCHS";;
esac
archs=$(echo $archs)
first=${archs%% *}
sms=$(for a in $archs; do printf 'sm_%s ' "$a"; done | sed 's/ $//')

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/probe.cu" <<'EOF'
#include <cmath>
#include <cstdlib>
#include <cuda_runtime.h>
__global__ void k (float *x) { x[threadIdx.x] = rsqrtf (x[threadIdx.x]) + std::sqrt (1.0f); }
int main () { return k != nullptr ? EXIT_SUCCESS : EXIT_FAILURE; }
EOF
try () {   # try [-ccbin CXX]: 0 when nvcc builds the probe
  "$nvcc" "$@" -std=c++17 -arch=sm_$first -c "$tmp/probe.cu" -o "$tmp/probe.o" >"$tmp/err" 2>&1
}
hostcc=$(${CXX:-g++} -dumpfullversion 2>/dev/null)
if try; then
  printf 'GA_NVCC := %s\nGA_CCBIN :=\nGA_ARCHS := %s\n' "$nvcc" "$archs"
  note "gpuaxis: building with CUDA ($nvcc) for $sms + PTX ($why)"
  exit 0
fi
first_err=$(grep -m 1 -i 'error' "$tmp/err" | sed 's/^[^ ]*: *//; s/  */ /g; s/\(.\)!.*/\1/' | cut -c 1-100)
# An older g++ that nvcc takes (Debian installs them as g++-N).
tried=
for v in 15 14 13 12 11 10 9; do
  command -v "g++-$v" >/dev/null 2>&1 || continue
  [ "$(g++-$v -dumpversion 2>/dev/null | cut -d. -f1)" = "$(echo "$hostcc" | cut -d. -f1)" ] && continue
  if ! try -ccbin "g++-$v"; then
    tried="$tried, nor g++-$v ($(grep -m 1 -i 'error' "$tmp/err" | sed 's/^[^ ]*: *//; s/  */ /g; s/ (declared.*//' | cut -c 1-100))"
  else
    printf 'GA_NVCC := %s\nGA_CCBIN := -ccbin g++-%s\nGA_ARCHS := %s\n' "$nvcc" "$v" "$archs"
    note "gpuaxis: nvcc does not build with g++ $hostcc; building with CUDA ($nvcc -ccbin g++-$v) for $sms + PTX ($why)"
    exit 0
  fi
done
cuda=$("$nvcc" --version 2>/dev/null | sed -n 's/.*release \([0-9.]*\).*/\1/p')
glibc=$(ldd --version 2>/dev/null | sed -n '1s/.* \([0-9][0-9.]*\)$/\1/p')
printf 'GA_NVCC :=\nGA_CCBIN :=\nGA_ARCHS :=\n'
note "gpuaxis: nvcc (CUDA $cuda) cannot build with g++ $hostcc ($first_err)$tried, with glibc $glibc; a CUDA release that supports them would, or an older g++ installed as g++-N with glibc <= 2.41; building the CPU backend only"
