#!/bin/sh
# wrapper (session 2026-12-04p): GPUAXIS_PART_ROWS=3
export GPUAXIS_PART_ROWS=3
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
