#!/bin/sh
# wrapper (session 2026-12-04s): HEAD's bench_kernels, BENCH_FILL=negzeros
export BENCH_FILL=negzeros
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/.gpu/abmain/bench/build/bench_kernels" "$@"
