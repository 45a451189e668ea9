#!/bin/sh
# wrapper (session 2026-12-04p): GPUAXIS_PART_ROWS=1
export GPUAXIS_PART_ROWS=1
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
