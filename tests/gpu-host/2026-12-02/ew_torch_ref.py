"""ew_torch_ref.py: torch's z = x + y, exp (x) and copy of 1 GiB double
arrays, timed as ew_grid_probe.cu times its kernels (median of 20 single
calls, and 20 queued calls per call), for the same-run comparison."""
import torch
n = 1 << 27
x = torch.zeros(n, dtype=torch.float64, device='cuda'); y = torch.zeros_like(x); z = torch.empty_like(x)
def t(name, f, nbytes):
    e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(3): f()
    one = []
    for _ in range(20):
        e0.record(); f(); e1.record(); e1.synchronize(); one.append(e0.elapsed_time(e1))
    q = []
    for _ in range(5):
        e0.record()
        for _ in range(20): f()
        e1.record(); e1.synchronize(); q.append(e0.elapsed_time(e1) / 20)
    one.sort(); q.sort()
    print('| torch %-22s | | | %.4f | %6.0f | %.4f | %6.0f | ok |' % (name, one[10], nbytes / one[10] / 1e6, q[2], nbytes / q[2] / 1e6))
b = n * 8
t('add (out=)', lambda: torch.add(x, y, out=z), 3 * b)
t('x + y (new tensor)', lambda: x + y, 3 * b)
t('exp (out=)', lambda: torch.exp(x, out=z), 2 * b)
t('copy_', lambda: z.copy_(x), 2 * b)
