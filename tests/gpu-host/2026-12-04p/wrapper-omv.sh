#!/bin/sh
# wrapper (session 2026-12-04p): GPUAXIS_COLS_MMV=2
export GPUAXIS_COLS_MMV=2
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/.gpu/abmain/bench/build/bench_kernels" "$@"
