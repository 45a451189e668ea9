#!/bin/sh
# wrapper (session 2026-12-04q): GPUAXIS_COLS_NARROW_WAVES=2
export GPUAXIS_COLS_NARROW_WAVES=2
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
