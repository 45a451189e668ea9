#!/bin/sh
# wrapper (session 2026-12-04s): HEAD's bench_kernels, GPUAXIS_COLS_MMV=2 (the old k_cols_mmv)
export GPUAXIS_COLS_MMV=2
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/.gpu/abmain/bench/build/bench_kernels" "$@"
