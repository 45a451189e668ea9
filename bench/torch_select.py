#!/usr/bin/env python3
"""What bench/bench_select.m measures, done with torch: torch.nonzero of a
logical mask (flattened, so that it returns linear positions as find
does) and torch.std along each dimension of a single matrix; the same
sizes, median of 5 synchronised calls after a warm-up; rows named as
bench_select.m's so that its table takes them.

Octave's r x c array is torch's (c, r) C-order tensor (the same bytes):
std along Octave's dim 1 is torch's dim -1, dim 2 its dim 0.  torch.std
divides by N - 1 by default, as std (X, 0, DIM) does.

    torch_select.py [--quick] [--csv FILE]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""

import torch

from torch_timing import args, med, report


def main():
    a = args()
    s = dict(nm=1024, ns=512) if a.quick else dict(nm=32768, ns=16384)
    d = torch.device("cuda")
    torch.manual_seed(1)
    rows = []
    nm = s["nm"]
    for density in (0.5, 0.01):
        m = torch.rand(nm, nm, device=d) < density
        if density == 0.5:
            rows.append((f"copy {nm}x{nm} logical", med(lambda: m & True)))
        flat = m.view(-1)
        rows.append((f"find {nm}x{nm} logical density {density:g}",
                     med(lambda: torch.nonzero(flat))))
        del m, flat
    ns = s["ns"]
    x = torch.randn(ns, ns, dtype=torch.float32, device=d)
    rows.append((f"copy {ns}x{ns} single", med(lambda: x + 0)))
    rows.append((f"std dim 1 {ns}x{ns} single", med(lambda: torch.std(x, dim=-1))))
    rows.append((f"std dim 2 {ns}x{ns} single", med(lambda: torch.std(x, dim=0))))
    report(rows, a.csv)


if __name__ == "__main__":
    main()
