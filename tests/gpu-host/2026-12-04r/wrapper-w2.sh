#!/bin/sh
# wrapper (session 2026-12-04r): GPUAXIS_ROWS_WAVES=2
export GPUAXIS_ROWS_WAVES=2
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
