#!/usr/bin/env python3
"""plot_kernels.py: the plot of the kernel tables (bench/run_kernels.sh).

Reads one or more results tables (bench/results/kernels-double.md, ...)
and writes an SVG (plain SVG, no plotting library needed): for every op,
the speed-up over torch (torch's time / ours) of each configuration of
256 MiB or more, one column of dots per class, with a line at 1.0x.

    python3 bench/plot_kernels.py OUT.svg TABLE.md [TABLE.md ...]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import math
import sys

ESIZE = {"double": 8, "single": 4, "int32": 4}
COLORS = {"double": "#1f77b4", "single": "#ff7f0e", "int32": "#2ca02c"}
OPS = ["sum", "mean", "sumsq", "prod", "max", "min", "maxi", "mini", "any", "all"]


def read_table(path):
    out = []
    with open(path) as f:
        for line in f:
            c = [x.strip() for x in line.strip().strip("|").split("|")]
            if len(c) < 10 or c[0] not in OPS:
                continue
            op, shape, _dim, cls = c[0], c[1], c[2], c[3]
            n = 1
            for d in shape.split("x"):
                n *= int(d)
            if n * ESIZE.get(cls, 8) < 256 << 20 or not c[9].endswith("x"):
                continue
            out.append((op, cls, float(c[9][:-1])))
    return out


def text(x, y, s, size=11, anchor="middle", rot=None):
    tr = f' transform="rotate({rot} {x:.1f} {y:.1f})"' if rot is not None else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
            f'font-family="sans-serif"{tr}>{s}</text>')


def main():
    out, tables = sys.argv[1], sys.argv[2:]
    pts = [p for t in tables for p in read_table(t)]
    classes = [c for c in ESIZE if any(p[1] == c for p in pts)]
    W, H, L, R, T, B = 760, 360, 60, 20, 40, 50
    lo, hi = 0.8, max(2.0, max(p[2] for p in pts) * 1.05)
    y = lambda v: T + (H - T - B) * (1 - (math.log(v) - math.log(lo)) / (math.log(hi) - math.log(lo)))
    cw = (W - L - R) / len(OPS)
    s = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
         '<rect width="100%" height="100%" fill="#fff"/>',
         text(W / 2, 20, "Speed-up over torch, configurations of 256 MiB or more (log scale)", 13)]
    for v in [0.8, 0.9, 1.0, 1.25, 1.5, 2, 3, 4, 6]:
        if lo <= v <= hi:
            s.append(f'<line x1="{L}" x2="{W - R}" y1="{y(v):.1f}" y2="{y(v):.1f}" '
                     f'stroke="{"#000" if v == 1.0 else "#ddd"}" stroke-width="1"/>')
            s.append(text(L - 6, y(v) + 4, f"{v:g}x", 10, "end"))
    for i, op in enumerate(OPS):
        x0 = L + i * cw
        s.append(text(x0 + cw / 2, H - B + 18, op, 11))
        for j, cls in enumerate(classes):
            xc = x0 + cw * (j + 1) / (len(classes) + 1)
            for k, (_o, _c, v) in enumerate(p for p in pts if p[0] == op and p[1] == cls):
                dx = ((k * 7) % 11 - 5) * 0.9
                s.append(f'<circle cx="{xc + dx:.1f}" cy="{y(v):.1f}" r="2.4" '
                         f'fill="{COLORS[cls]}" fill-opacity="0.7"/>')
    for j, cls in enumerate(classes):
        s.append(f'<circle cx="{L + 10 + j * 90}" cy="{H - 12}" r="4" fill="{COLORS[cls]}"/>')
        s.append(text(L + 18 + j * 90, H - 8, cls, 11, "start"))
    s.append("</svg>")
    with open(out, "w") as f:
        f.write("\n".join(s) + "\n")
    print(f"{out}: {len(pts)} configurations")


if __name__ == "__main__":
    main()
