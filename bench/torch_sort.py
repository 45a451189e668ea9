#!/usr/bin/env python3
"""What bench/bench_sort.m measures, done with torch: torch.sort of 2^27
single and double keys, torch.median along each dimension of a 16384 x
16384 single matrix, on the same data (key k of n is
(k * 2654435761) mod 2^32 / 2^32, made exactly in int64), median of 5
synchronised calls after a warm-up; rows named as bench_sort.m's so that
its table takes them.  torch.sort always makes the index: its time goes in
both of gpuaxis's rows (with and without the index).

Octave's r x c array is torch's (c, r) C-order tensor (the same bytes):
Octave's dim 1 is torch's dim 1 (the last), its dim 2 torch's dim 0.

    torch_sort.py [--quick] [--csv FILE]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""

import torch

from torch_timing import args, med, report


def hash_keys(n, dtype, d):
    k = torch.arange(n, dtype=torch.int64, device=d)
    return ((k * 2654435761) % 2**32).to(torch.float64).div(2**32).to(dtype)


def main():
    a = args()
    lg, sq = (16, 256) if a.quick else (27, 16384)
    d = torch.device("cuda")
    rows = []
    for name, dt in (("double", torch.float64), ("single", torch.float32)):
        x = hash_keys(2**lg, dt, d)
        t = med(lambda: torch.sort(x))
        rows.append((f"sort 2^{lg} {name}", t))
        rows.append((f"sort 2^{lg} {name} with index", t))
        del x
    m = hash_keys(sq * sq, torch.float32, d).reshape(sq, sq)
    rows.append((f"median dim 1 {sq}x{sq} single", med(lambda: torch.median(m, dim=1))))
    rows.append((f"median dim 2 {sq}x{sq} single", med(lambda: torch.median(m, dim=0))))
    report(rows, a.csv)


if __name__ == "__main__":
    main()
