#!/usr/bin/env python3
"""plot_host_backends.py: the plot of bench/run_host_backends.sh's table.

Reads DIR/crossover.csv and DIR/host-backends.csv (bench_host_backends.m's
CSVs) and writes an SVG with two panels (plain SVG, no plotting library:
the development machine has none):
  left   time per call against input bytes, N x N double along dim 1 and
         dim 2: the CPU engine on all threads, the CUDA host path, "auto"
         and Octave's sum (log-log)
  right  GB/s (input + output bytes) of every >= 1 GiB array: "auto",
         "cuda", the CPU engine on all threads and on 1, sum, and torch's
         CPU sum on all threads

    python3 bench/plot_host_backends.py DIR OUT.svg [--title T]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import argparse
import csv
import math
import os

COLORS = {"auto": "#1f77b4", "cuda": "#2ca02c", "cpuN": "#ff7f0e", "cpu1": "#bcbd22",
          "sum": "#7f7f7f", "torchN": "#9467bd"}
NAMES = {"auto": '"auto"', "cuda": '"cuda" (host path)', "cpuN": "CPU engine, all threads",
         "cpu1": "CPU engine, 1 thread", "sum": "Octave sum", "torchN": "torch CPU sum"}


def rows(path):
    with open(path) as f:
        return list(csv.DictReader(f))


def text(x, y, s, size=11, anchor="start", rot=None, color="#000"):
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    tr = f' transform="rotate({rot} {x:.1f} {y:.1f})"' if rot is not None else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
            f'fill="{color}" font-family="sans-serif"{tr}>{s}</text>')


def crossover_panel(cr, x0, y0, w, h):
    out = []
    xs = [float(r["bytes"]) for r in cr]
    ts = [float(r[k]) for r in cr for k in ("cpu_s", "cuda_s", "auto_s", "sum_s")]
    lx0, lx1 = math.log10(min(xs)), math.log10(max(xs))
    ly0, ly1 = math.floor(math.log10(min(ts))), math.ceil(math.log10(max(ts)))
    X = lambda b: x0 + (math.log10(b) - lx0) / (lx1 - lx0) * w
    Y = lambda t: y0 + h - (math.log10(t) - ly0) / (ly1 - ly0) * h
    out.append(f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="none" stroke="#000"/>')
    for e in range(ly0, ly1 + 1):
        y = Y(10 ** e)
        out.append(f'<line x1="{x0}" y1="{y:.1f}" x2="{x0 + w}" y2="{y:.1f}" stroke="#ddd"/>')
        lab = {-6: "1 us", -5: "10 us", -4: "100 us", -3: "1 ms", -2: "10 ms", -1: "100 ms", 0: "1 s"}
        out.append(text(x0 - 4, y + 4, lab.get(e, f"1e{e} s"), 10, "end"))
    for e in range(math.ceil(lx0), math.floor(lx1) + 1):
        x = X(10 ** e)
        out.append(f'<line x1="{x:.1f}" y1="{y0}" x2="{x:.1f}" y2="{y0 + h}" stroke="#eee"/>')
        lab = {3: "1 kB", 4: "10 kB", 5: "100 kB", 6: "1 MB", 7: "10 MB", 8: "100 MB", 9: "1 GB"}
        out.append(text(x, y0 + h + 14, lab.get(e, f"1e{e}"), 10, "middle"))
    for key, col in (("cpu_s", "cpuN"), ("cuda_s", "cuda"), ("auto_s", "auto"), ("sum_s", "sum")):
        for dim, dash in (("1", ""), ("2", ' stroke-dasharray="4 3"')):
            pts = [(X(float(r["bytes"])), Y(float(r[key]))) for r in cr if r["dim"] == dim]
            if pts:
                p = " ".join(f"{a:.1f},{b:.1f}" for a, b in pts)
                out.append(f'<polyline points="{p}" fill="none" stroke="{COLORS[col]}" '
                           f'stroke-width="1.8"{dash}/>')
    out.append(text(x0 + w / 2, y0 + h + 30, "input bytes (N x N double; solid dim 1, dashed dim 2)",
                    11, "middle"))
    out.append(text(x0 - 46, y0 + h / 2, "time per call", 11, "middle", -90))
    out.append(text(x0 + w / 2, y0 - 8, "small arrays: where the line falls", 12, "middle"))
    return out


def bars_panel(hb, x0, y0, w, h):
    out = []
    keys = ["auto", "cuda", "cpuN", "cpu1", "sum", "torchN"]
    gb = []
    for r in hb:
        nbytes = float(r["in_bytes"]) + float(r["out_bytes"])
        gb.append({k: (nbytes / float(r[k + "_s"]) / 1e9 if r.get(k + "_s") not in (None, "", "NaN", "nan")
                       else float("nan")) for k in keys})
    vmax = max(v for g in gb for v in g.values() if not math.isnan(v))
    vmax = 20 * math.ceil(vmax / 20)
    rowh = h / len(hb)
    bh = rowh * 0.8 / len(keys)
    X = lambda v: x0 + v / vmax * w
    out.append(f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="none" stroke="#000"/>')
    for v in range(0, int(vmax) + 1, 20):
        out.append(f'<line x1="{X(v):.1f}" y1="{y0}" x2="{X(v):.1f}" y2="{y0 + h}" stroke="#ddd"/>')
        out.append(text(X(v), y0 + h + 14, str(v), 10, "middle"))
    out.append(f'<line x1="{X(40):.1f}" y1="{y0}" x2="{X(40):.1f}" y2="{y0 + h}" stroke="#d62728" '
               f'stroke-dasharray="3 3"/>')
    out.append(text(X(40) + 3, y0 + h - 4, "40 GB/s", 9, "start", None, "#d62728"))
    for i, (r, g) in enumerate(zip(hb, gb)):
        yr = y0 + i * rowh + rowh * 0.1
        lab = f'{r["class"]} {r["size"]} dim {r["dim"]}' + (f' "{r["outtype"]}"' if r["outtype"] != "-" else "")
        out.append(text(x0 - 4, yr + rowh * 0.45, lab, 10, "end"))
        for j, k in enumerate(keys):
            v = g[k]
            if not math.isnan(v):
                out.append(f'<rect x="{x0}" y="{yr + j * bh:.1f}" width="{X(v) - x0:.1f}" '
                           f'height="{bh * 0.9:.1f}" fill="{COLORS[k]}"/>')
    out.append(text(x0 + w / 2, y0 + h + 30, "GB/s (input + output bytes)", 11, "middle"))
    out.append(text(x0 + w / 2, y0 - 8, "arrays of 1 GiB and more", 12, "middle"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("out")
    ap.add_argument("--title", default="gpuaxis: host arrays on every backend")
    a = ap.parse_args()
    cr = rows(os.path.join(a.dir, "crossover.csv"))
    hb = rows(os.path.join(a.dir, "host-backends.csv"))
    W, H = 1100, 130 + 26 * len(hb) + 60
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
           f'<rect width="{W}" height="{H}" fill="#fff"/>', text(W / 2, 22, a.title, 14, "middle")]
    ph = 26 * len(hb)
    svg += crossover_panel(cr, 80, 60, 330, ph)
    svg += bars_panel(hb, 660, 60, 400, ph)
    lx = 80
    for k in ["auto", "cuda", "cpuN", "cpu1", "sum", "torchN"]:
        svg.append(f'<rect x="{lx}" y="{H - 26}" width="12" height="12" fill="{COLORS[k]}"/>')
        svg.append(text(lx + 16, H - 16, NAMES[k], 11))
        lx += 30 + 7 * len(NAMES[k])
    svg.append("</svg>")
    with open(a.out, "w") as f:
        f.write("\n".join(svg) + "\n")


if __name__ == "__main__":
    main()
