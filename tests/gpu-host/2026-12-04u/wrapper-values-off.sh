#!/bin/sh
# wrapper (session 2026-12-04u): the tree's own bench_kernels with
# GPUAXIS_MM_VALUES=1 (k_rows_mmv never runs: single max/min values
# along rows of 32 then take k_rows_mmt, the other rows k_rows_mm)
export GPUAXIS_MM_VALUES=1
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
