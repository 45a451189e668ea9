#!/bin/sh
# wrapper (prepared in session 2026-12-04v, not yet run): the tree's own
# bench_kernels with GPUAXIS_ROWS_NARROW=3: double max/min of 4 narrow
# columns (4xN along dim 2) read as rows of interleaved columns
# (k_rows_narrow, P 4: two vectors a row) instead of by k_cols
export GPUAXIS_ROWS_NARROW=3
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
