#!/usr/bin/env python3
"""What bench/bench_gpuarray.m measures of gpuArray, done with torch.

Rows, in bench_gpuarray.m's order and units:
  overhead   per-call time of reductions of a resident 1000x1000 float64
             tensor from Python (K calls in a loop, synchronised at the end;
             median of 7 loops), us per call: the counterpart of
             "sum (G, 1)" from Octave (Python's call overhead and torch's
             dispatch, as Octave's method call and MEX gateway are ours)
  reduction  resident tensors of 1, 2, 4 GiB (rows x 16384 float64, as the
             Octave array of that size reduced along dim 1 is the C-order
             tensor reduced over axis 1 when transposed: the same bytes),
             median of 5 synchronised calls after a warm-up; GB/s = input
             bytes / time
  transfer   .cuda() of a pageable tensor and of a pinned one, .cpu() into
             fresh pageable memory (what gather does) and into a preallocated
             pinned tensor (copy_), median of 5; GB/s = bytes / time

Octave array [r c] reduced along dim 1 (down the columns) is, in C order,
the tensor of shape (c, r) reduced over axis 1; along dim 2 it is axis 0.

    torch_gpuarray.py [--max-gib G] [--csv FILE]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import argparse
import statistics
import time

import torch


def sync():
    torch.cuda.synchronize()


def loop_us(f, k, reps=7):
    ts = []
    for _ in range(reps):
        sync()
        t0 = time.perf_counter()
        for _ in range(k):
            f()
        sync()
        ts.append((time.perf_counter() - t0) / k)
    return statistics.median(ts) * 1e6


def call_s(f, reps=5):
    f()
    sync()
    ts = []
    for _ in range(reps):
        sync()
        t0 = time.perf_counter()
        f()
        sync()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-gib", type=float, default=4)
    ap.add_argument("--csv", default=None)
    a = ap.parse_args()
    dev = torch.device("cuda")
    print("device: %s, torch %s" % (torch.cuda.get_device_name(0), torch.__version__))
    rows = []

    # ------------------------------------------------------ overhead
    g = torch.rand(1000, 1000, dtype=torch.float64, device=dev)   # Octave 1000x1000
    k = 2000
    rows.append(("sum (G, 1)", "1000x1000 double", loop_us(lambda: g.sum(1), k), 0, "us"))
    rows.append(("sum (G, 2)", "1000x1000 double", loop_us(lambda: g.sum(0), k), 0, "us"))
    rows.append(("max (G, [], 1)", "1000x1000 double", loop_us(lambda: g.amax(1), k), 0, "us"))
    rows.append(("[M, I] = max (G, [], 1)", "1000x1000 double", loop_us(lambda: g.max(1), k), 0, "us"))
    rows.append(("mean (G, 1)", "1000x1000 double", loop_us(lambda: g.mean(1), k), 0, "us"))
    s = torch.rand(10, 10, dtype=torch.float64, device=dev)
    rows.append(("sum (G, 1)", "10x10 double", loop_us(lambda: s.sum(1), k), 0, "us"))
    rows.append(("gather (sum (G, 1))", "1000x1000 double", loop_us(lambda: g.sum(1).cpu(), 500), 0, "us"))
    del g, s

    # ------------------------------------------------------ big arrays
    for gib in (1, 2, 4):
        if gib > a.max_gib:
            continue
        c = 16384
        r = gib * 2**30 // 8 // c
        label = "%dx%d double (%g GiB)" % (r, c, gib)
        h = torch.rand(c, r, dtype=torch.float64)          # pageable, C order
        nbytes = h.numel() * 8
        hp = h.pin_memory()
        rows.append(("gpuArray (A)  [.cuda() pageable]", label, call_s(lambda: h.cuda()), nbytes, "GB/s"))
        rows.append(("gpuArray (A)  [.cuda() pinned]", label,
                     call_s(lambda: hp.cuda(non_blocking=True)), nbytes, "GB/s"))
        d = h.cuda()
        rows.append(("gather (G)  [.cpu() fresh pageable]", label, call_s(lambda: d.cpu()), nbytes, "GB/s"))
        rows.append(("gather (G)  [copy_ to pinned]", label,
                     call_s(lambda: hp.copy_(d, non_blocking=True)), nbytes, "GB/s"))
        del hp
        for name, f in (("sum (G, 1)", lambda: d.sum(1)), ("sum (G, 2)", lambda: d.sum(0)),
                        ("sum (G, \"all\")", lambda: d.sum()), ("mean (G, 1)", lambda: d.mean(1)),
                        ("max (G, [], 1)", lambda: d.amax(1)), ("max (G, [], 2)", lambda: d.amax(0)),
                        ("prod (G, 1)", lambda: d.prod(1)), ("sumsq (G, 2)", lambda: (d * d).sum(0)),
                        ("any (G, 1)", lambda: d.bool().any(1))):
            rows.append((name, label, call_s(f), nbytes, "GB/s"))
        ds = d.float()
        del d
        slabel = label.replace("double", "single")
        rows.append(("sum (H, 1)", slabel, call_s(lambda: ds.sum(1)), nbytes // 2, "GB/s"))
        rows.append(("sum (H, 2)", slabel, call_s(lambda: ds.sum(0)), nbytes // 2, "GB/s"))
        del ds, h
        torch.cuda.empty_cache()

    print("\n| operation (torch) | array | time | rate |\n|---|---|---|---|")
    out = []
    for what, lab, t, nbytes, unit in rows:
        if unit == "us":
            print("| %s | %s | %.1f us | |" % (what, lab, t))
            out.append((what, lab, t * 1e-6, nbytes, unit, t))
        else:
            rate = nbytes / t / 1e9
            print("| %s | %s | %.2f ms | %.1f GB/s |" % (what, lab, t * 1e3, rate))
            out.append((what, lab, t, nbytes, unit, rate))
    print("\nnote: sumsq and any include torch's temporaries (d*d, d.bool())")
    if a.csv:
        with open(a.csv, "w") as f:
            f.write("operation,array,seconds,bytes,rate_unit,rate\n")
            for r in out:
                f.write('"%s","%s",%.9g,%d,%s,%.6g\n' % r)


if __name__ == "__main__":
    main()
