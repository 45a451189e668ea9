#!/usr/bin/env python3
"""Merge bench_kernels' CSV and torch_cupy.py's CSV into one markdown table.

    merge_table.py KERNELS_CSV TORCH_CSV [--date D] [--device NAME]
                   [--command CMD] [-o FILE]

Rows are matched on (op, shape, dim, class) (a CSV without an op column is
sum); a configuration missing from the torch CSV shows "-".  The markdown
goes to stdout, and to FILE with -o.

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import argparse
import math
import sys


def read_csv(path):
    """(facts from '# key=value' lines, rows as dicts)."""
    facts, rows, header = {}, [], None
    try:
        f = open(path)
    except OSError as e:
        print(f"merge_table.py: {e}", file=sys.stderr)
        return facts, rows
    with f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            if line.startswith("#"):
                k, _, v = line[1:].strip().partition("=")
                facts[k.strip()] = v.strip()
                continue
            cells = line.split(",")
            if header is None:
                header = cells
            elif len(cells) == len(header):
                rows.append(dict(zip(header, cells)))
    return facts, rows


def num(s):
    try:
        v = float(s)
    except (TypeError, ValueError):
        return float("nan")
    return v


def sig(v, digits=4):
    if math.isnan(v):
        return "-"
    if v == 0:
        return "0"
    mag = math.floor(math.log10(abs(v)))
    dec = max(0, digits - 1 - mag)
    return f"{v:.{dec}f}"


def version(v):
    """CUDA's 13000 -> 13.0."""
    try:
        v = int(v)
    except (TypeError, ValueError):
        return "?"
    return f"{v // 1000}.{(v % 1000) // 10}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kernels")
    ap.add_argument("torch")
    ap.add_argument("--date", default="")
    ap.add_argument("--device", default="")
    ap.add_argument("--command", default="bench/run_kernels.sh")
    ap.add_argument("-o", "--output")
    a = ap.parse_args()

    kf, krows = read_csv(a.kernels)
    tf, trows = read_csv(a.torch)
    tmap = {(r.get("op", "sum"), r["shape"], r["dim"], r["class"]): r for r in trows}
    ops_seen = []
    for r in krows:
        if r.get("op", "sum") not in ops_seen:
            ops_seen.append(r.get("op", "sum"))
    copy = num(kf.get("copy_gbps"))
    device = a.device or kf.get("device", "?")

    out = []
    out.append("# gpuaxis: reduction kernels on device-resident arrays")
    out.append("")
    out.append("| | |")
    out.append("|---|---|")
    if a.date:
        out.append(f"| date | {a.date} |")
    out.append(f"| device | {device} ({kf.get('sms', '?')} SMs, L2 "
               f"{int(num(kf.get('l2_bytes', 'nan')) / 2**20) if kf.get('l2_bytes') else '?'} MiB), "
               f"CUDA runtime {version(kf.get('cuda_runtime'))}, driver {version(kf.get('cuda_driver'))} |")
    out.append(f"| device-to-device copy | {sig(copy)} GB/s (cudaMemcpy of 2 GiB, bytes read + written, "
               f"median of 20, same run) |")
    out.append(f"| command | `{a.command}` |")
    out.append(f"| torch / cupy | {tf.get('torch', 'not run')} / {tf.get('cupy', 'not run')} |")
    nfail = sum(1 for r in krows if r.get("status") != "ok")
    out.append(f"| checked | {len(krows)} configurations against a long double CPU reference "
               f"(every output, output poisoned first), {nfail} failed |")
    out.append("")
    out.append("Octave shape m x n (column-major), reduced along dim; class int32 is "
               "`sum (x, dim, \"native\")` (saturating), against torch/cupy's int32 sum "
               "(prod likewise). Ops other than sum: mean, prod, sumsq, max, min, maxi/mini "
               "(with the index), any, all, against torch's counterparts (bench/torch_cupy.py). "
               "time: CUDA events around one `ga_cuda_run_device` call, waited for, median of "
               "20 (100 for inputs under 256 MiB) after 3 warm-ups; torch and cupy timed the same "
               "way on an array of the same shape and class, viewed as C-order (post, n, pre) and "
               "summed over axis 1. GB/s: (input + output bytes) / time. "
               "kernel-only: time per call with 5 to 50 calls captured in one CUDA graph (no launch "
               "gaps), for gpuaxis and for torch. max err: largest relative error against the "
               "reference (absolute for int32). Arrays under 60 MB stay in L2 across repeated "
               "calls, for every library alike.")
    out.append("")
    with_op = ops_seen != ["sum"]
    out.append(("| op " if with_op else "")
               + "| shape | dim | class | time (ms) | GB/s | % of copy | torch (ms) | cupy (ms) "
               "| speed-up over torch | kernel-only (µs) | torch kernel-only (µs) | max err |")
    out.append(("|---" if with_op else "") + "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    speedups = []
    exact_ops = ("max", "min", "maxi", "mini", "any", "all")
    for r in krows:
        op = r.get("op", "sum")
        key = (op, r["shape"], r["dim"], r["class"])
        t = tmap.get(key, {})
        ok = r.get("status") == "ok"
        ms = num(r.get("median_ms"))
        tms = num(t.get("torch_ms"))
        cms = num(t.get("cupy_ms"))
        sp = tms / ms if ok and not math.isnan(tms) and ms > 0 else float("nan")
        if not math.isnan(sp):
            speedups.append((sp, key))
        cls = "int32 native" if r["class"] == "int32" and op in ("sum", "prod") else r["class"]
        err = num(r.get("max_err"))
        if r["class"] == "int32" or op in exact_ops:
            errs = "exact" if err == 0 else (f"{err:.0f}" if not math.isnan(err) else "nan")
        else:
            errs = f"{err:.1e}" if not math.isnan(err) else "nan"
        time_s = sig(ms) if ok else f"**{r.get('status')}**"
        out.append("| " + " | ".join(([op] if with_op else []) + [
            r["shape"], r["dim"], cls, time_s,
            f"{num(r.get('gbps')):.0f}" if ok else "-",
            f"{num(r.get('pct_copy')):.1f}" if ok else "-",
            sig(tms), sig(cms),
            f"{sp:.2f}x" if not math.isnan(sp) else "-",
            sig(num(r.get("graph_us")), 3),
            sig(num(t.get("torch_graph_us")), 3),
            errs]) + " |")
    out.append("")
    for op in ops_seen:
        sp = [x for x in speedups if x[1][0] == op]
        if sp:
            gm = math.exp(sum(math.log(s) for s, _ in sp) / len(sp))
            lo = min(sp)
            out.append(f"Speed-up over torch{' (' + op + ')' if with_op else ''}: geometric mean "
                       f"{gm:.2f}x over {len(sp)} configurations; lowest {lo[0]:.2f}x "
                       f"({lo[1][3]} {lo[1][1]} dim {lo[1][2]}).")
        pc = [num(r.get("pct_copy")) for r in krows
              if r.get("op", "sum") == op and r.get("status") == "ok"
              and num(r.get("in_bytes")) >= 2 ** 28]
        if with_op and pc:
            out.append(f"  {op}: % of copy on inputs of 256 MiB and more: lowest {min(pc):.1f}, "
                       f"median {sorted(pc)[len(pc) // 2]:.1f}.")
    disagree = [k for k, r in tmap.items() if r.get("agree") == "NO"]
    if disagree:
        out.append("")
        out.append("torch and cupy disagreed on: "
                   + ", ".join(f"{o} {c} {s} dim {d}" for o, s, d, c in disagree))
    text = "\n".join(out) + "\n"
    sys.stdout.write(text)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
