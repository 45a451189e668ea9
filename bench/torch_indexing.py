#!/usr/bin/env python3
"""What bench/bench_indexing.m measures of gpuArray indexing, done with torch.

The Octave array G of r x 8192 doubles (column-major) is the C-order tensor
t of shape (8192, r): G(:, 1:2:end) is t[::2, :].contiguous(), G(1:2:end, :)
is t[:, ::2].contiguous(), G(mask) is t[m] (the same bytes, row-major
order), G.' is t.t().contiguous(), [G, G] is torch.cat((t, t), 0), [G; G]
is torch.cat((t, t), 1), cat (3, G, G) is torch.stack((t, t)), repmat (G, 2,
1) is t.repeat(1, 2), G(7, 9) = 1 is t[8, 6] = 1 (in place) and, with the
copy gpuArray's value semantics make, t.clone() then the write; the
constructors are torch.zeros/rand/randn/randint/linspace on the device.
Median of 5 synchronised calls after a warm-up.  The row names are
bench_indexing.m's, so that it can print torch's time beside its own; a
row torch has no counterpart for is left out.

    torch_indexing.py [--gib G] [--csv FILE]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import argparse
import statistics
import time

import torch


def call_s(f, reps=5):
    f()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        f()
        torch.cuda.synchronize()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gib", type=float, default=1.0)
    ap.add_argument("--csv", default="bench/out/torch_indexing.csv")
    a = ap.parse_args()
    c = 8192
    r = round(a.gib * 2**30 / 8 / c)
    dev = "cuda"
    t = torch.rand(c, r, dtype=torch.float64, device=dev)
    m = torch.rand(c, r, device=dev) > 0.5
    x = torch.ones(1024, r, dtype=torch.float64, device=dev)
    t3 = t.reshape(c // 64, 64, r)
    n = r * c

    def assign_copy():
        u = t.clone()
        u[8, 6] = 1

    def assign_block():
        u = t.clone()
        u[:1024, :] = x

    def assign_inplace():
        t[8, 6] = 1

    rows = [
        ("G(:, 1:2:end)", lambda: t[::2, :].contiguous()),
        ("G(1:2:end, :)", lambda: t[:, ::2].contiguous()),
        ("G(mask); gpuArray mask", lambda: t[m]),
        ("G(:) (a copy)", lambda: t.clone()),
        ("G.'", lambda: t.t().contiguous()),
        ("permute (G3; [3 1 2])", lambda: t3.permute(1, 2, 0).contiguous()),
        ("[G; G]", lambda: torch.cat((t, t), 1)),
        ("[G, G]", lambda: torch.cat((t, t), 0)),
        ("cat (3; G; G)", lambda: torch.stack((t, t))),
        ("repmat (G; 2; 1)", lambda: t.repeat(1, 2)),
        ("G(7; 9) = 1 (copy + write)", assign_copy),
        ("G(:; 1:1024) = X (copy + write)", assign_block),
        ("G(7, 9) = 1 in place (torch only)", assign_inplace),
        ("gpuArray.zeros (r; c)", lambda: torch.zeros(c, r, dtype=torch.float64, device=dev)),
        ("gpuArray.rand (r; c)", lambda: torch.rand(c, r, dtype=torch.float64, device=dev)),
        ("gpuArray.randn (r; c)", lambda: torch.randn(c, r, dtype=torch.float64, device=dev)),
        ('gpuArray.rand (r; c; "single")', lambda: torch.rand(c, r, dtype=torch.float32, device=dev)),
        ("gpuArray.randi (100; r; c)", lambda: torch.randint(1, 101, (c, r), dtype=torch.float64, device=dev)),
        ("gpuArray.linspace (0; 1; r * c)", lambda: torch.linspace(0, 1, n, dtype=torch.float64, device=dev)),
    ]
    print("device:", torch.cuda.get_device_name(0), "torch", torch.__version__)
    print("\n| operation | torch op time |\n|---|---|")
    with open(a.csv, "w") as f:
        f.write("operation,seconds\n")
        for name, fn in rows:
            s = call_s(fn)
            f.write("%s,%.9g\n" % (name, s))
            print("| %s | %.2f ms |" % (name, s * 1e3))


if __name__ == "__main__":
    main()
