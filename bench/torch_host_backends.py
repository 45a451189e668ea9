#!/usr/bin/env python3
# bench/torch_host_backends.py: torch.sum of CPU tensors on the shapes of
# bench/host_shapes.txt, beside bench/bench_host_backends.m (same shapes,
# same classes, same output type; torch's own random data).  An Octave
# array [m n p] in column-major order is the torch tensor [p, n, m]; Octave
# dim d is torch dim (ndims - d).  For each thread count (torch.set_num_threads)
# one CSV row per shape: the median of --reps calls after a warm-up, s, and
# GB/s = (input + output bytes) / time, GB = 1e9 bytes.
#
#   python3 bench/torch_host_backends.py --csv OUT.csv --threads 16 1
#
# Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
import argparse
import os
import statistics
import time

import torch

DT = {"double": torch.float64, "single": torch.float32}


def shapes(path):
    for line in open(path):
        line = line.split("#")[0].split()
        if line:
            cls, size, dim, outtype = line
            yield cls, [int(float(x)) for x in size.split("x")], int(dim), outtype


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--shapes", default=os.path.join(here, "host_shapes.txt"))
    ap.add_argument("--csv", required=True)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--threads", type=int, nargs="+", default=[os.cpu_count(), 1])
    a = ap.parse_args()
    with open(a.csv, "w") as f:
        f.write("class,size,dim,outtype,threads,torch_s,gbps\n")
        for cls, size, dim, outtype in shapes(a.shapes):
            x = torch.rand(list(reversed(size)), dtype=DT[cls])
            tdim = len(size) - dim
            odt = DT[outtype] if outtype != "-" else None
            out_el = x.numel() // size[dim - 1]
            moved = x.numel() * x.element_size() + out_el * (8 if (odt or x.dtype) == torch.float64 else 4)
            for th in a.threads:
                torch.set_num_threads(th)
                x.sum(dim=tdim, dtype=odt)
                ts = []
                for _ in range(a.reps):
                    t0 = time.perf_counter()
                    r = x.sum(dim=tdim, dtype=odt)
                    ts.append(time.perf_counter() - t0)
                    del r
                t = statistics.median(ts)
                f.write(f"{cls},{'x'.join(map(str, size))},{dim},{outtype},{th},{t:.6g},{moved / t / 1e9:.4g}\n")
                f.flush()
                print(f"torch {cls} {'x'.join(map(str, size))} dim {dim} {outtype} threads {th}: "
                      f"{t * 1e3:.1f} ms, {moved / t / 1e9:.1f} GB/s", flush=True)
            del x


if __name__ == "__main__":
    main()
