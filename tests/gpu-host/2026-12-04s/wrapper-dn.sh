#!/bin/sh
# wrapper (session 2026-12-04s): the tree's bench_kernels, GPUAXIS_ROWS_NARROW=1 GPUAXIS_COLS_MMV=3 (double narrow columns by k_cols_mmv)
export GPUAXIS_ROWS_NARROW=1
export GPUAXIS_COLS_MMV=3
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
