#!/usr/bin/env python3
"""What bench/bench_fft.m measures, done with torch (torch.fft, a 4th-order
IIR by torchaudio's lfilter when it is there, conv2 by conv2d): the same
operations and sizes, median of 5 synchronised calls after a warm-up; rows
named as bench_fft.m's so that its table takes them.

Octave's r x c array is torch's (c, r) C-order tensor (the same bytes):
fft along Octave's dim 1 is torch's dim -1, dim 2 its dim 0.

    torch_fft.py [--quick] [--csv FILE]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""

import torch

from torch_timing import args, med, report


def main():
    a = args()
    s = (dict(n1=2**16, sq=512, f2=256, fr=2**12, fc=8, c2=256) if a.quick
         else dict(n1=2**26, sq=8192, f2=4096, fr=2**24, fc=64, c2=4096))
    d = torch.device("cuda")
    rows = []
    x = torch.randn(s["n1"], dtype=torch.complex128, device=d)
    rows.append((f"fft {s['n1']} complex double", med(lambda: torch.fft.fft(x))))
    del x
    sq = s["sq"]
    x = torch.randn(sq, sq, dtype=torch.complex64, device=d)
    rows.append((f"copy {sq}x{sq} complex single", med(lambda: x + 0)))
    rows.append((f"fft dim 1 {sq}x{sq} complex single", med(lambda: torch.fft.fft(x, dim=-1))))
    rows.append((f"fft dim 2 {sq}x{sq} complex single", med(lambda: torch.fft.fft(x, dim=0))))
    # torch leaves that result in its transform's order (a strided view);
    # a gpuArray is column-major, so this row is torch giving the same layout
    print("fft dim=0 result contiguous:", torch.fft.fft(x, dim=0).is_contiguous())
    rows.append((f"fft dim 2 {sq}x{sq} complex single (torch's result made contiguous)",
                 med(lambda: torch.fft.fft(x, dim=0).contiguous())))
    del x
    f2 = s["f2"]
    r = torch.randn(f2, f2, dtype=torch.float64, device=d)
    rows.append((f"fft2 {f2}x{f2} real double", med(lambda: torch.fft.fft2(r))))
    del r
    u = torch.randn(f2, f2, dtype=torch.complex64, device=d)
    h = torch.exp(1j * torch.randn(f2, f2, device=d))
    rows.append((f"ifft2 (fft2 (U) .* H) {f2}x{f2} complex single",
                 med(lambda: torch.fft.ifft2(torch.fft.fft2(u) * h))))
    del u, h
    try:
        import torchaudio.functional as taf
        b = torch.tensor([0.0048, 0.0193, 0.0289, 0.0193, 0.0048], device=d)
        aa = torch.tensor([1, -2.3695, 2.3140, -1.0547, 0.1874], device=d)
        f = torch.randn(s["fc"], s["fr"], device=d)
        rows.append((f"filter IIR4 {s['fr']}x{s['fc']} single dim 1",
                     med(lambda: taf.lfilter(f, aa, b, clamp=False))))
        del f
    except ImportError:
        pass
    c2 = s["c2"]
    c = torch.randn(1, 1, c2, c2, device=d)
    k = torch.randn(1, 1, 15, 15, device=d).flip(-1, -2)
    rows.append((f"conv2 {c2}x{c2} single 15x15 same",
                 med(lambda: torch.nn.functional.conv2d(c, k, padding=7))))
    report(rows, a.csv)


if __name__ == "__main__":
    main()
