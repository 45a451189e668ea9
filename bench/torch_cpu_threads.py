#!/usr/bin/env python3
# bench/torch_cpu_threads.py: torch.sum on CPU tensors, the comparison for
# bench/bench_cpu_threads.m (the CPU backend's threads).  The same three
# layouts of float64 data, of --gib GiB each, written as Octave sees them:
#   dim 1   Octave [R C] along dim 1 = torch [C, R].sum(dim=1) (contiguous)
#   dim 2   Octave [R C] along dim 2 = torch [C, R].sum(dim=0) (strided)
#   vector  Octave [N 1] along dim 1 = torch [N].sum()
# R = C = sqrt(N) (powers of two), as the .m file picks them.  For each
# thread count (torch.set_num_threads) prints a Markdown row: best of --reps
# ms, GB/s (input bytes / time), speed-up over the first thread count, and
# whether the result agrees with the first thread count's (within 4 eps n
# |result|: every value is positive).
#
#   python3 bench/torch_cpu_threads.py --gib 1 --threads 1 16
#
# Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
import argparse
import math
import time

import torch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gib", type=float, default=1.0)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--threads", type=int, nargs="+", default=[1, 16])
    a = ap.parse_args()
    n = int(round(a.gib * 2**30 / 8))
    r = 2 ** int(round(math.log2(math.sqrt(n))))
    c = n // r
    n = r * c
    # the .m file's values: 0.5 + frac(i * golden ratio), i = 1..n
    i = torch.arange(1, n + 1, dtype=torch.float64)
    x = 0.5 + torch.remainder(i * 0.6180339887, 1.0)
    del i
    layouts = [
        ("dim 1", "[%d %d]" % (r, c), lambda: x.view(c, r).sum(dim=1)),
        ("dim 2", "[%d %d]" % (r, c), lambda: x.view(c, r).sum(dim=0)),
        ("vector", "[%d 1]" % n, lambda: x.sum()),
    ]
    print("| op | layout | size | threads | ms | GB/s | speed-up | ok |")
    print("|---|---|---|---|---|---|---|---|")
    for name, size, f in layouts:
        t1 = None
        ref = None
        for t in a.threads:
            torch.set_num_threads(t)
            f()
            best = float("inf")
            for _ in range(a.reps):
                t0 = time.perf_counter()
                got = f()
                best = min(best, time.perf_counter() - t0)
            if ref is None:
                ref = got
            extent = n if got.numel() == 1 else n // got.numel()
            ok = bool(torch.all((got - ref).abs() <= 4 * 2.2e-16 * extent * ref.abs()))
            if t1 is None:
                t1 = best
            print("| torch.sum | %s | %s | %d | %.1f | %.2f | %.2f | %s |"
                  % (name, size, t, best * 1e3, n * 8 / best / 1e9, t1 / best,
                     "yes" if ok else "NO"))


if __name__ == "__main__":
    main()
