#!/bin/sh
# wrapper (session 2026-12-04s): the tree's bench_kernels, BENCH_FILL=negzeros
export BENCH_FILL=negzeros
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
