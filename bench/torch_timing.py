"""What the torch_*.py companions of the bench/*.m tables share: the
median of r synchronised calls after a warm-up, the --quick/--csv
arguments, and the rows printed and written as name,seconds (the CSV the
Octave benchmarks read through GPUAXIS_BENCH_TORCH_CSV).

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import argparse
import statistics
import time

import torch


def med(f, r=5):
    f()
    torch.cuda.synchronize()
    ts = []
    for _ in range(r):
        t0 = time.perf_counter()
        f()
        torch.cuda.synchronize()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


def args():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--csv")
    return ap.parse_args()


def report(rows, csv):
    for n, t in rows:
        print(f"{n}: {t * 1e3:.3f} ms")
    if csv:
        with open(csv, "w") as fh:
            for n, t in rows:
                fh.write(f"{n},{t}\n")
