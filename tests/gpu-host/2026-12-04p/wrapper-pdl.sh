#!/bin/sh
# wrapper (session 2026-12-04p): GPUAXIS_PDL=2
export GPUAXIS_PDL=2
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
