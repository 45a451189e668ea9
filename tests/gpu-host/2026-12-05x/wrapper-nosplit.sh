#!/bin/sh
# wrapper (prepared in session 2026-12-04v, not yet run): the tree's own
# bench_kernels with GPUAXIS_MEAN_SPLIT=1: double mean divides in its
# pass's stores (k_rows_small's for 512x512x1024 along dim 1), no
# k_div_outputs after it
export GPUAXIS_MEAN_SPLIT=1
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
