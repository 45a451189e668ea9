#!/usr/bin/env python3
"""plot_host.py: the host benchmark's plot and table.

Reads, from OUTDIR: host.csv (bench_host.m), host-meta.txt (bench_host.m),
pinned.txt (bench/pinned_rate: key=value lines) and host-sweep.csv
(optional), and writes
  OUTDIR/host-bench.png   GB/s moved (input + output bytes) against input
                          size, gpu_axis_sum and sum, double/single, dims 1
                          and 2, with the pinned host-to-device rate
  OUTDIR/results-host.md  header (date, device, command, pinned rate), the
                          table, the targets, the sweep and the copy rates

    python3 bench/plot_host.py OUTDIR [--date D] [--command C]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import argparse
import csv
import os
import sys


def read_kv(path):
    kv = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if "=" in line and not line.startswith("#"):
                    k, v = line.split("=", 1)
                    kv[k.strip()] = v.strip()
    return kv


def read_csv(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return list(csv.DictReader(f))


def human(b):
    b = float(b)
    for unit, s in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if b >= s:
            return "%.3g %s" % (b / s, unit)
    return "%d B" % b


def fmt_t(t):
    t = float(t)
    if t < 1e-3:
        return "%.1f us" % (t * 1e6)
    if t < 1:
        return "%.2f ms" % (t * 1e3)
    return "%.3f s" % t


def fnum(x, default=float("nan")):
    try:
        return float(x)
    except (TypeError, ValueError):
        return default


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("--date", default="")
    ap.add_argument("--command", default="bash bench/run_host.sh")
    a = ap.parse_args()
    rows = read_csv(os.path.join(a.outdir, "host.csv"))
    sweep = read_csv(os.path.join(a.outdir, "host-sweep.csv"))
    meta = read_kv(os.path.join(a.outdir, "host-meta.txt"))
    pin = read_kv(os.path.join(a.outdir, "pinned.txt"))
    if not rows:
        print("plot_host.py: no rows in %s/host.csv" % a.outdir, file=sys.stderr)
        return 1
    pinned = fnum(pin.get("pinned_h2d_gbps", meta.get("pinned_gbps")))
    device = pin.get("device") or meta.get("device", "unknown")

    # ------------------------------------------------------------ plot
    png = os.path.join(a.outdir, "host-bench.png")
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(9, 6))
        colors = {("double", "1"): "C0", ("double", "2"): "C1",
                  ("single", "1"): "C2", ("single", "2"): "C3"}
        for (cls, dim), col in colors.items():
            sel = sorted((r for r in rows if r["class"] == cls and r["dim"] == dim),
                         key=lambda r: int(r["in_bytes"]))
            if not sel:
                continue
            x = [int(r["in_bytes"]) for r in sel]
            ax.plot(x, [fnum(r["gbps_gpu"]) for r in sel], "-o", color=col,
                    label="gpu_axis_sum %s dim %s" % (cls, dim))
            ax.plot(x, [fnum(r["gbps_sum"]) for r in sel], "--x", color=col, alpha=0.7,
                    label="sum %s dim %s" % (cls, dim))
        if pinned == pinned:
            ax.axhline(pinned, color="k", lw=1, ls=":",
                       label="pinned host-to-device %.1f GB/s" % pinned)
        m16 = fnum(pin.get("memcpy_16_gbps"))
        if m16 == m16:
            ax.axhline(m16, color="gray", lw=1, ls="-.",
                       label="memcpy into pinned, 16 threads %.1f GB/s" % m16)
        ax.axhline(40, color="r", lw=0.8, ls="--", alpha=0.5, label="target >= 1 GiB: 40 GB/s")
        ax.set_xscale("log", base=2)
        ticks = [2**k for k in range(8, 34, 2)]
        ax.set_xticks(ticks)
        ax.set_xticklabels([human(t).replace(".0 ", " ") for t in ticks], fontsize=8)
        ax.set_yscale("log")
        ax.set_xlabel("input size (bytes)")
        ax.set_ylabel("GB/s moved (input + output bytes, 1e9)")
        ax.set_title("gpu_axis_sum vs sum of host arrays: %s" % device)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8, loc="best")
        fig.tight_layout()
        fig.savefig(png, dpi=120)
    except ImportError:
        print("plot_host.py: matplotlib not found, no plot", file=sys.stderr)
        png = None

    # ------------------------------------------------------------ table
    L = []
    L.append("# gpu_axis_sum of host arrays vs Octave's sum")
    L.append("")
    L.append("- date: %s" % (a.date or "?"))
    L.append("- device: %s" % device)
    L.append("- command: `%s`" % a.command)
    L.append("- pinned host-to-device rate (bench/pinned_rate, 1 GiB, median of 10): %s GB/s"
             % (("%.1f" % pinned) if pinned == pinned else "?"))
    L.append("- Octave %s, backend %s" % (meta.get("octave", "?"), meta.get("backend", "?")))
    fc = fnum(meta.get("first_call_s"))
    sc = fnum(meta.get("second_call_s"))
    L.append("- first gpu_axis_sum call of the process (CUDA context start): %s; second: %s"
             % (fmt_t(fc) if fc == fc else "?", fmt_t(sc) if sc == sc else "?"))
    L.append("- held between calls at the end: %s device, %s pinned"
             % (human(fnum(meta.get("held_device_bytes"), 0)),
                human(fnum(meta.get("held_pinned_bytes"), 0))))
    L.append("")
    L.append("GB/s = (input + output bytes) / time, 1e9 bytes; % of pinned = that over the "
             "pinned rate. sum: median of 2-7 runs; gpu_axis_sum: median of 5-7 after a "
             "warm-up (small inputs: loops of calls).")
    L.append("")
    L.append("| size | bytes | dim | class | sum | gpu_axis_sum | speed-up | GB/s moved | sum GB/s | % of pinned | ok |")
    L.append("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        pct = fnum(r["pct_pinned"])
        L.append("| %sx%s | %s | %s | %s | %s | %s | %.2fx | %.2f | %.2f | %s | %s |" % (
            r["rows"], r["cols"], human(r["in_bytes"]), r["dim"], r["class"],
            fmt_t(r["sum_s"]), fmt_t(r["gpu_s"]), fnum(r["speedup"]), fnum(r["gbps_gpu"]),
            fnum(r["gbps_sum"]), ("%.1f%%" % pct) if pct == pct else "?",
            "yes" if r["ok"] == "1" else "**NO**"))
    L.append("")
    L.append("## Targets")
    L.append("")
    ok = lambda c: "met" if c else "**missed**"
    for r in rows:
        b, gb, sp = int(r["in_bytes"]), fnum(r["gbps_gpu"]), fnum(r["speedup"])
        if b >= 2**30:
            L.append("- %s %sx%s dim %s (%s): %.1f GB/s, >= 40: %s; %.1fx sum, >= 5: %s"
                     % (r["class"], r["rows"], r["cols"], r["dim"], human(b), gb,
                        ok(gb >= 40), sp, ok(sp >= 5)))
        elif r["rows"] == "1000" and r["cols"] == "1000" and r["class"] == "double":
            L.append("- double 1000x1000 dim %s: %s vs sum %s: faster: %s"
                     % (r["dim"], fmt_t(r["gpu_s"]), fmt_t(r["sum_s"]), ok(sp > 1)))
        elif r["rows"] == "10" and r["cols"] == "10":
            L.append("- %s 10x10 dim %s: %s per call, < 50 us: %s"
                     % (r["class"], r["dim"], fmt_t(r["gpu_s"]), ok(fnum(r["gpu_s"]) < 50e-6)))
    L.append("- every result agrees with sum: %s" % ok(all(r["ok"] == "1" for r in rows)))
    if sweep:
        ns = sorted({int(r["n"]) for r in sweep} - {1000})
        big_n = ns[-1] if ns else 1000
        L.append("")
        L.append("## Pipeline knobs")
        L.append("")
        L.append("Environment variables read at every call: GPUAXIS_CHUNK_BYTES, "
                 "GPUAXIS_CHUNK_MIN, GPUAXIS_SLOTS, GPUAXIS_THREADS. First row: the "
                 "defaults. GB/s moved for double %dx%d; time per call for double 1000x1000."
                 % (big_n, big_n))
        L.append("")
        L.append("| chunk | ramp from | slots | threads | %d^2 dim 1 | %d^2 dim 2 | 1000^2 dim 1 | 1000^2 dim 2 |"
                 % (big_n, big_n))
        L.append("|---|---|---|---|---|---|---|---|")
        seen = {}
        for r in sweep:
            k = (r["chunk_mib"], r["ramp_min_kib"], r["slots"], r["threads"])
            seen.setdefault(k, {})[(int(r["n"]), r["dim"])] = r
        for k, d in seen.items():
            cells = []
            for key in ((big_n, "1"), (big_n, "2"), (1000, "1"), (1000, "2")):
                r = d.get(key)
                if r is None:
                    cells.append("")
                elif key[0] == 1000 and big_n != 1000:
                    cells.append(fmt_t(r["gpu_s"]))
                else:
                    cells.append("%.1f GB/s" % fnum(r["gbps"]))
            L.append("| %s MiB | %s KiB | %s | %s | %s |" % (
                k[0], k[1], k[2], "all (<= 16)" if k[3] == "0" else k[3], " | ".join(cells)))
    if pin:
        L.append("")
        L.append("## Copy rates on this host (bench/pinned_rate)")
        L.append("")
        L.append("| what | GB/s |")
        L.append("|---|---|")
        names = [("pinned_h2d_gbps", "host to device, pinned"),
                 ("pinned_d2h_gbps", "device to host, pinned"),
                 ("pageable_h2d_gbps", "host to device, pageable (malloc)"),
                 ("memcpy_1_gbps", "memcpy into pinned, 1 thread"),
                 ("memcpy_4_gbps", "memcpy into pinned, 4 threads"),
                 ("memcpy_8_gbps", "memcpy into pinned, 8 threads"),
                 ("memcpy_16_gbps", "memcpy into pinned, 16 threads")]
        for k, name in names:
            if k in pin:
                L.append("| %s | %s |" % (name, pin[k]))
        reg = sorted(((int(k.split("_")[1]), v) for k, v in pin.items()
                      if k.startswith("register_")), key=lambda t: t[0])
        if reg:
            L.append("")
            L.append("Registering the caller's memory in place instead of staging it "
                     "(cudaHostRegister + copy + cudaHostUnregister, median of 3):")
            L.append("")
            L.append("| size | register | copy | unregister | overall GB/s |")
            L.append("|---|---|---|---|---|")
            for s, v in reg:
                f = v.split(",")
                if len(f) == 4:
                    L.append("| %s | %s ms | %s ms | %s ms | %s |" % (human(s), f[0], f[1], f[2], f[3]))
    if png:
        L.append("")
        L.append("![GB/s against size](%s)" % os.path.basename(png))
    md = os.path.join(a.outdir, "results-host.md")
    with open(md, "w") as f:
        f.write("\n".join(L) + "\n")
    print("\n".join(L))
    print("\nplot_host.py: wrote %s%s" % (md, (" and " + png) if png else ""), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
