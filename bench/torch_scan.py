#!/usr/bin/env python3
"""What bench/bench_scan.m measures on resident arrays, done with torch:
torch.cumsum of the same sizes of double, median of 5 synchronised calls
after a warm-up; rows named as bench_scan.m's so that its table takes
them.

Octave's r x c array is torch's (c, r) C-order tensor (the same bytes):
cumsum along Octave's dim 1 is torch's dim -1, dim 2 its dim 0.

    torch_scan.py [--quick] [--csv FILE]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""

import torch

from torch_timing import args, med, report


def main():
    a = args()
    r, c = (1024, 512) if a.quick else (16384, 8192)
    n1 = r * c
    d = torch.device("cuda")
    rows = []
    x = torch.randn(c, r, dtype=torch.float64, device=d)
    rows.append((f"copy {r}x{c} double", med(lambda: x + 0)))
    rows.append((f"cumsum dim 1 {r}x{c} double", med(lambda: torch.cumsum(x, dim=-1))))
    rows.append((f"cumsum dim 2 {r}x{c} double", med(lambda: torch.cumsum(x, dim=0))))
    xs = x.float()
    rows.append((f"cumsum dim 1 {r}x{c} single", med(lambda: torch.cumsum(xs, dim=-1))))
    del x, xs
    v = torch.randn(n1, dtype=torch.float64, device=d)
    rows.append((f"cumsum {n1}x1 double", med(lambda: torch.cumsum(v, dim=0))))
    for m in (64, 512, 65536) if a.quick else (64, 512, 262144, 2097152):
        s = v.view(n1 // m, m)
        rows.append((f"cumsum dim 1 {m}x{n1 // m} double", med(lambda: torch.cumsum(s, dim=-1))))
    for m in (64, 32) if a.quick else (4096, 1024):
        s = v.view(n1 // m, m)
        rows.append((f"cumsum dim 2 {m}x{n1 // m} double", med(lambda: torch.cumsum(s, dim=0))))
    del v
    report(rows, a.csv)


if __name__ == "__main__":
    main()
