#!/bin/sh
# wrapper (session 2026-12-04u): the tree's own bench_kernels with
# GPUAXIS_MM_ROWS_TILE=1 (k_rows_mmt never runs: k_rows_mm as before),
# the control beside the same build with it
export GPUAXIS_MM_ROWS_TILE=1
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
