#!/usr/bin/env python3
"""What bench/bench_elementwise.m measures of gpuArray's elementwise ops,
done with torch (the same operations, sizes and timing; same row names).

  big arrays  (rows x 16384) float64 tensors of 1 GiB (--gib), resident;
              median of 5 synchronised calls after a warm-up; GB/s = bytes
              read + written / time; the copy row is dst.copy_(src);
              queued: 20 calls in a loop, synchronised at the end, median
              of 7 loops, per call (launches overlap the kernels)
  small calls a 1000x1000 float64 tensor, 2000 calls in a loop,
              synchronised at the end, median of 7 loops, us per call

Octave's r x c array is torch's (c, r) C-order tensor (the same bytes);
its 1 x c row broadcast over columns is a (c, 1) tensor here, its r x 1
column a (1, r) one.

    torch_elementwise.py [--gib G] [--csv FILE]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import argparse
import torch

from torch_gpuarray import call_s, loop_us  # same folder


def loop_s(f, k=2000):
    return loop_us(f, k) * 1e-6


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gib", type=float, default=1)
    ap.add_argument("--csv", default=None)
    a = ap.parse_args()
    dev = torch.device("cuda")
    print("device: %s, torch %s" % (torch.cuda.get_device_name(0), torch.__version__))
    c = 16384
    r = round(a.gib * 2**30 / 8 / c)
    n = r * c
    label = "%dx%d double (%.3g GiB)" % (r, c, n * 8 / 2**30)
    g = torch.rand(c, r, dtype=torch.float64, device=dev)
    h = torch.rand(c, r, dtype=torch.float64, device=dev)
    row = torch.rand(c, 1, dtype=torch.float64, device=dev)
    col = torch.rand(1, r, dtype=torch.float64, device=dev)
    dst = torch.empty_like(g)
    b8 = n * 8
    rows = []
    big = [("copy (device to device)", lambda: dst.copy_(g), 2 * b8),
           ("G + H", lambda: g + h, 3 * b8),
           ("G .* H", lambda: g * h, 3 * b8),
           ("exp (G)", lambda: torch.exp(g), 2 * b8),
           ("sqrt (G)", lambda: torch.sqrt(g), 2 * b8),
           ("G > H", lambda: g > h, 2 * b8 + n),
           ("G + row (broadcast 1x16384)", lambda: g + row, 2 * b8 + c * 8),
           ("G + col (broadcast Mx1)", lambda: g + col, 2 * b8 + r * 8),
           ("row .* G (broadcast, row first)", lambda: row * g, 2 * b8 + c * 8),
           ("2.5 * G", lambda: 2.5 * g, 2 * b8),
           ("G .^ 2", lambda: g ** 2, 2 * b8),
           ("sum (G .^ 2, 1)", lambda: (g ** 2).sum(1), 3 * b8 + c * 8),
           ("sumsq (G, 1)", lambda: (g * g).sum(1), 3 * b8 + c * 8)]
    for what, f, nbytes in big:
        rows.append((what, label, call_s(f), nbytes, loop_s(f, 20)))
    lab_l = "%dx%d logical" % (r, c)
    lab_zs = "%dx%d complex single" % (r, c)
    lab_zd = "%dx%d complex double" % (r, c)
    lg, mg = g > 0.5, h > 0.5
    del g, h, row, col, dst
    torch.cuda.empty_cache()
    for what, f, nbytes in (("L & M", lambda: lg & mg, 3 * n),
                            ("L & true", lambda: lg & True, 2 * n),
                            ("~L", lambda: ~lg, 2 * n)):
        rows.append((what, lab_l, call_s(f), nbytes, loop_s(f, 20)))
    del lg, mg
    z = torch.complex(torch.rand(c, r, device=dev), torch.rand(c, r, device=dev))
    w = torch.complex(torch.rand(c, r, device=dev), torch.rand(c, r, device=dev))
    sr = torch.rand(c, r, device=dev)
    for what, f, nbytes in (("Z + W", lambda: z + w, 3 * 8 * n),
                            ("Z .* W", lambda: z * w, 3 * 8 * n),
                            ("Z + 0", lambda: z + 0, 2 * 8 * n),
                            ("Z .* S (S real)", lambda: z * sr, 2 * 8 * n + 4 * n),
                            ("abs (Z)", lambda: torch.abs(z), 8 * n + 4 * n)):
        rows.append((what, lab_zs, call_s(f), nbytes, loop_s(f, 20)))
    del z, w, sr
    z = torch.complex(torch.rand(c, r, dtype=torch.float64, device=dev),
                      torch.rand(c, r, dtype=torch.float64, device=dev))
    w = torch.complex(torch.rand(c, r, dtype=torch.float64, device=dev),
                      torch.rand(c, r, dtype=torch.float64, device=dev))
    f = lambda: z * w
    rows.append(("Z .* W (double)", lab_zd, call_s(f), 3 * 16 * n, loop_s(f, 20)))
    del z, w
    torch.cuda.empty_cache()
    s = torch.rand(1000, 1000, dtype=torch.float64, device=dev)
    t = torch.rand(1000, 1000, dtype=torch.float64, device=dev)
    for what, f in (("G + 1 (1000x1000 double)", lambda: s + 1),
                    ("G .* H (1000x1000 double)", lambda: s * t),
                    ("exp (G) (1000x1000 double)", lambda: torch.exp(s))):
        rows.append((what, "per call", loop_s(f), 0, float("nan")))
    print("\n| operation (torch) | array | time | GB/s (read + written) | queued | GB/s |\n|---|---|---|---|---|---|")
    for what, lab, t, nbytes, tq in rows:
        if nbytes:
            print("| %s | %s | %.3f ms | %.0f | %.3f ms | %.0f |"
                  % (what, lab, t * 1e3, nbytes / t / 1e9, tq * 1e3, nbytes / tq / 1e9))
        else:
            print("| %s | %s | %.1f us | | | |" % (what, lab, t * 1e6))
    print("\nnote: torch has no sumsq; its row is (G * G).sum (1), a temporary included")
    if a.csv:
        with open(a.csv, "w") as f:
            f.write("operation,array,seconds,bytes,queued_seconds\n")
            for what, lab, t, nbytes, tq in rows:
                f.write('"%s","%s",%.9g,%d,%.9g\n' % (what, lab, t, nbytes, tq))


if __name__ == "__main__":
    main()
