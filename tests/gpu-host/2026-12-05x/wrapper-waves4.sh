#!/bin/sh
# wrapper (prepared in session 2026-12-04v, not yet run): the tree's own
# bench_kernels with GPUAXIS_COLS_CHUNK_WAVES=4: chunked cols passes of
# kernels that hold fewer than 8 blocks a multiprocessor planned for 4
# waves of chunks instead of 1 (on 4xN and 2xN shapes the same as
# cols_narrow_waves for them whatever their occupancy)
export GPUAXIS_COLS_CHUNK_WAVES=4
exec "$(cd "$(dirname "$0")/../../../.." && pwd)/bench/build/bench_kernels" "$@"
