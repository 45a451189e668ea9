#!/usr/bin/env bash
# The command of the A/B after call t5 (the `run` tool's command, from the
# repository root, .gpu carried with t3's final build): the final build
# against itself with GPUAXIS_MM_FULL_GRID=1 (k_rows_mm's [M, I] in a
# grid-stride loop of 4 waves instead of a block for every set of rows),
# single [M, I] of 32x8388608.  (Its first try ran sum in B: without
# bench_kernels.cu beside the wrapper, ab_kernels.sh took B for the
# sum-only engine; the copy below is the fix.)
tar -xJf .gpu/build.tar.xz && mkdir -p /tmp/fg1/src /tmp/fg1/bench/build && cp bench/bench_kernels.cu /tmp/fg1/bench/ && printf '#!/bin/sh\nexport GPUAXIS_MM_FULL_GRID=1\nexec %s/bench/build/bench_kernels "$@"\n' "$PWD" > /tmp/fg1/bench/build/bench_kernels && chmod +x /tmp/fg1/bench/build/bench_kernels && AB_PREBUILT=1 AB_DIR=$OUT/ab bash bench/ab_kernels.sh . /tmp/fg1 -- --filter single:32x8388608 --op maxi,mini > $OUT/ab-fg.md 2>&1; grep -E "^\| |^  [A-H]:" $OUT/ab-fg.md; rm -rf $OUT/ab
