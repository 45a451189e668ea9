# ncu_torch.py (session 2026-12-03h): torch's sqrt, exp, **2 and * 2.5 on
# a 1 GiB float64 CUDA tensor, twice each, for ncu's kernel times (h1.sh).
import torch
g = torch.rand(8192, 16384, dtype=torch.float64, device="cuda")
torch.cuda.synchronize()
for _ in range(2):
    r = torch.sqrt(g); del r
    r = torch.exp(g); del r
    r = g ** 2; del r
    r = g * 2.5; del r
    torch.cuda.synchronize()
