#!/usr/bin/env python3
"""What bench/bench_linalg.m measures of gpuArray's linear algebra, done
with torch on the same sizes (same row names): TF32 off
(torch.backends.cuda.matmul.allow_tf32 = False, cudnn too), resident
tensors, median of 5 synchronised calls after a warm-up.

Octave's column-major m x n matrix is torch's (n, m) C-order tensor; the
products are written so that torch computes the same numbers (A * B is
(B^T A^T)^T: b @ a on the transposed tensors); X' * X is x.T @ x of the
64-column matrix (a view: cuBLAS gets the op flag, as pagemtimes gives
it).  A \\ b is torch.linalg.solve, inv torch.linalg.inv, svd values
torch.linalg.svdvals, eig of a symmetric matrix torch.linalg.eigvalsh,
of a general one torch.linalg.eigvals.

    torch_linalg.py [--quick] [--csv FILE]

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import torch

from torch_timing import args, med, report


def main():
    a = args()
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    dev = torch.device("cuda")
    s, sx = (32, 256) if a.quick else (1, 1)
    n8, n4, n2 = 8192 // s, 4096 // s, 2048 // s
    gm, gn, xr = round(50000 / s), round(5000 / s), round(200000 / sx)
    d, f32, c128 = torch.float64, torch.float32, torch.complex128
    A = torch.rand(n8, n8, dtype=d, device=dev)
    B = torch.rand(n8, n8, dtype=d, device=dev)
    As, Bs = A.float(), B.float()
    Z = torch.rand(n4, n4, dtype=c128, device=dev)
    W = torch.rand(n4, n4, dtype=c128, device=dev)
    M = torch.rand(gn, gm, dtype=d, device=dev)      # Octave's gm x gn
    v = torch.rand(gn, dtype=d, device=dev)
    X = torch.rand(64, xr, dtype=f32, device=dev)     # Octave's xr x 64
    Ad = torch.rand(n8, n8, dtype=d, device=dev) + n8 * torch.eye(n8, dtype=d, device=dev)
    b = torch.rand(n8, 1, dtype=d, device=dev)
    R2 = torch.rand(n2, n2, dtype=d, device=dev)
    S2 = R2 + R2.T
    rows = [("dgemm", lambda: B @ A), ("sgemm", lambda: Bs @ As), ("zgemm", lambda: W @ Z),
            ("dgemv", lambda: v @ M), ("xtx", lambda: X @ X.T),
            ("xtx_opflag", lambda: X @ X.T), ("xtx_made", lambda: X @ X.T.contiguous()),
            ("xtx_one_gemm", lambda: X @ X.T),
            ("dgemm_tn", lambda: B @ A.T),
            ("solve", lambda: torch.linalg.solve(Ad, b)), ("inv", lambda: torch.linalg.inv(Ad)),
            ("svd", lambda: torch.linalg.svdvals(R2)), ("eig", lambda: torch.linalg.eigvalsh(S2)),
            ("eig_general", lambda: torch.linalg.eigvals(R2))]
    print("device: %s, torch %s" % (torch.cuda.get_device_name(0), torch.__version__))
    report([(name, med(f)) for name, f in rows], a.csv)


if __name__ == "__main__":
    main()
