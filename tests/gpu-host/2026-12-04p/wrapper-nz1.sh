#!/bin/sh
# wrapper (session 2026-12-04p): GPUAXIS_COLS_MMV=1 BENCH_FILL=negzeros
export GPUAXIS_COLS_MMV=1
export BENCH_FILL=negzeros
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
