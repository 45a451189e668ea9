#!/bin/sh
# wrapper (session 2026-12-04t): variant vn's bench_kernels (HEAD with a
# diagnostic knob) with GA_NOCOMB=1: chunked narrow-column passes
# (k_rows_narrow) skip their combining pass (wrong results, timing only:
# what the combining pass costs)
export GA_NOCOMB=1
exec "$(cd "$(dirname "$0")/../../.." && pwd)/vn/bench/build/bench_kernels" "$@"
