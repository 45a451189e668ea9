#!/usr/bin/env python3
"""torch and cupy reductions on the configurations of bench_kernels.

Octave array [d1 d2 ...] reduced along dim k is, in memory, the C-order
(row-major) array (post, n, pre) reduced over axis 1, with
pre = d1*...*d(k-1), n = dk, post = d(k+1)*...: the same bytes in the same
places as the array gpuaxis reduces, so the comparison is like for like.

Times (CUDA events around each call, waited for; median of >= 20 timed
calls after 3 warm-ups; 100 calls for inputs under 256 MiB, as in
bench_kernels) are printed as CSV:

    op,shape,dim,class,torch_ms,cupy_ms,torch_graph_us,agree,torch_queued_ms

op: bench_kernels' ops, as torch and cupy compute them (TORCH_OPS, CUPY_OPS
below): sum torch.sum / cupy.sum; mean torch.mean / cupy.mean; prod
torch.prod / cupy.prod (int32: wrapping, not saturating); sumsq
torch.linalg.vector_norm squared (float classes; no cupy counterpart in one
call); max, min torch.amax / amin, cupy.amax / amin; maxi, mini
torch.max / min (dim) with indices (no cupy counterpart); any, all
torch.any / all, cupy.any / all.  A missing counterpart gives NaN.
torch_graph_us: the torch call with R calls captured in one CUDA graph,
time per call (the counterpart of bench_kernels' graph_us).
torch_queued_ms: 20 calls in a loop from Python, synchronised at the end,
wall time per call, median of 5 loops (bench_resident.m's queued column
for the gpuArray methods).  agree: whether
torch's and cupy's results match (a sanity check, not the benchmark's
check).  Products read data near 1 (1 +- 2^-13, bench_kernels' double data;
its single data is u or 1/u: either only times here).

    torch_cupy.py [--configs KERNELS_CSV] [--quick] [--reps N] [--ops LIST] [--no-cupy]

--configs takes the configurations (op, shape, dim, class) from
bench_kernels' CSV output (or its --list output; a CSV without an op column
is sum), so that both time the same set; otherwise the built-in list (the
same as bench_kernels') for the ops in --ops (default sum).  A missing or
broken cupy gives NaN in its column, as does --no-cupy (torch only).

Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
"""
import argparse
import math
import statistics
import sys
import time

M = 1 << 20


def builtin_shapes(quick):
    """(shape, class, [dims]) in bench_kernels' order."""
    if quick:
        return [((16384, 8192), "double", [1, 2]),
                ((128 * M, 2), "single", [1, 2]),
                ((1000, 1000), "double", [1, 2])]
    v = []
    for c in ("double", "single"):
        v += [((16384, 8192 if c == "double" else 16384), c, [1, 2]),
              ((256 * M, 1), c, [1]),
              ((1, 256 * M), c, [2]),
              ((32, 8 * M), c, [1, 2]),
              ((8 * M, 32), c, [1, 2]),
              ((4, 64 * M), c, [1, 2]),
              ((64 * M, 4), c, [1, 2]),
              ((2, 128 * M), c, [1, 2]),
              ((128 * M, 2), c, [1, 2]),
              ((512, 512, 1024), c, [1, 2, 3]),
              ((1000, 1000), c, [1, 2]),
              ((4096, 4096), c, [1, 2])]
    v.append(((16384, 16384), "int32", [1, 2]))
    return v


def builtin_configs(quick, ops):
    """(op, shape, class, [dims]); mean is not run on int32 (as bench_kernels)."""
    return [(op, sh, c, dims) for sh, c, dims in builtin_shapes(quick) for op in ops
            if not (op == "mean" and c == "int32")]


def configs_from_csv(path):
    groups, order = {}, []
    with open(path) as f:
        header = None
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            cells = line.split(",")
            if header is None:
                header = cells
                continue
            row = dict(zip(header, cells))
            key = (row.get("op", "sum"), tuple(int(x) for x in row["shape"].split("x")),
                   row["class"])
            if key not in groups:
                groups[key] = []
                order.append(key)
            groups[key].append(int(row["dim"]))
    return [(k[0], k[1], k[2], groups[k]) for k in order]


def torch_fn(torch, op, cls):
    """The torch call of op on a (post, n, pre) view, or None."""
    ikw = {"dtype": torch.int32} if cls == "int32" else {}
    flt = cls != "int32"
    return {
        "sum": lambda v: torch.sum(v, dim=1, **ikw),
        "mean": (lambda v: torch.mean(v, dim=1)) if flt else None,
        "prod": lambda v: torch.prod(v, dim=1, **ikw),
        "sumsq": (lambda v: torch.linalg.vector_norm(v, 2, dim=1).square_()) if flt else None,
        "max": lambda v: torch.amax(v, dim=1),
        "min": lambda v: torch.amin(v, dim=1),
        "maxi": lambda v: torch.max(v, dim=1),
        "mini": lambda v: torch.min(v, dim=1),
        "any": lambda v: torch.any(v, dim=1),
        "all": lambda v: torch.all(v, dim=1),
    }[op]


def cupy_fn(cp, op, cls):
    """The cupy call of op on a (post, n, pre) view, or None."""
    ikw = {"dtype": cp.int32} if cls == "int32" else {}
    return {
        "sum": lambda v: cp.sum(v, axis=1, **ikw),
        "mean": lambda v: cp.mean(v, axis=1),
        "prod": lambda v: cp.prod(v, axis=1, **ikw),
        "sumsq": None,
        "max": lambda v: cp.amax(v, axis=1),
        "min": lambda v: cp.amin(v, axis=1),
        "maxi": None,
        "mini": None,
        "any": lambda v: cp.any(v, axis=1),
        "all": lambda v: cp.all(v, axis=1),
    }[op]


def pass_of(d, dim):
    pre = math.prod(d[:dim - 1])
    return pre, d[dim - 1], math.prod(d[dim:])


def median_ms(fn, make_event, elapsed, reps, warm=3):
    """fn(start, end) records start, makes the call, records end (None, None
    for an untimed call).  Median in ms of reps timed calls, each waited for."""
    for _ in range(warm):
        fn(None, None)
    times = []
    for _ in range(reps):
        start, end = make_event(), make_event()
        fn(start, end)
        end.synchronize()
        times.append(elapsed(start, end))
    return statistics.median(times)


def time_torch(torch, xv, fn, reps, res):
    def ev():
        return torch.cuda.Event(enable_timing=True)

    def call(start, end):
        if start is not None:
            start.record()
        y = fn(xv)
        if end is not None:
            end.record()
        res["t"] = y

    return median_ms(call, ev, lambda a, b: a.elapsed_time(b), reps)


def time_torch_queued(torch, xv, fn, k=20, reps=5):
    """Wall time per call of k calls in a loop from Python, synchronised at
    the end, median of reps loops, ms: the launches overlap the kernels (what
    bench_resident.m's "queued" column measures of the gpuArray methods)."""
    ts = []
    for _ in range(reps):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(k):
            fn(xv)
        torch.cuda.synchronize()
        ts.append((time.perf_counter() - t0) / k * 1e3)
    return statistics.median(ts)


def time_torch_graph(torch, xv, fn, t_ms):
    """Time per call of fn with R calls captured in one CUDA graph (its
    results in the graph's own memory pool)."""
    R = int(min(50, max(5, math.ceil(1.0 / t_ms))))
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        for _ in range(3):
            fn(xv)
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(R):
            fn(xv)

    def call(start, end):
        if start is not None:
            start.record()
        g.replay()
        if end is not None:
            end.record()

    ms = median_ms(call, lambda: torch.cuda.Event(enable_timing=True),
                   lambda a, b: a.elapsed_time(b), 20)
    return ms * 1e3 / R


def time_cupy(cp, xcv, cfn, reps, res):
    def call(start, end):
        if start is not None:
            start.record()
        y = cfn(xcv)
        if end is not None:
            end.record()
        res["c"] = y

    return median_ms(call, cp.cuda.Event, cp.cuda.get_elapsed_time, reps)


def bench_shape(torch, cp, op, shape, cls, dims, reps):
    """Rows (op, shape, dim, class, torch_ms, cupy_ms, torch_graph_us,
    agree) for one array, made here and gone when this returns."""
    dev = torch.device("cuda")
    tdt = {"double": torch.float64, "single": torch.float32, "int32": torch.int32}[cls]
    count = math.prod(shape)
    sh = "x".join(str(d) for d in shape)
    torch.manual_seed(count + len(dims))
    if cls == "int32":
        x = torch.randint(-64, 64, (count,), dtype=torch.int32, device=dev)
        x.masked_fill_(x == 0, 64)                    # no zeros
    elif op == "prod":
        x = torch.rand(count, dtype=tdt, device=dev)
        x.sub_(0.5).mul_(2.0 ** -12).add_(1.0)        # 1 +- 2^-13: no underflow
    else:
        x = torch.rand(count, dtype=tdt, device=dev)
        x.add_(0.5)                                   # [0.5, 1.5): no zeros
    torch.cuda.synchronize()
    xc = None
    if cp is not None:
        try:
            xc = cp.from_dlpack(x)                    # the same memory
        except Exception as e:
            print(f"torch_cupy.py: cupy.from_dlpack failed ({e})", file=sys.stderr)
    rows = []
    fn, cfn = torch_fn(torch, op, cls), (cupy_fn(cp, op, cls) if cp is not None else None)
    for dim in dims:
        pre, n, post = pass_of(shape, dim)
        xv = x.view(post, n, pre)
        res = {}
        t_ms, g_us, q_ms = float("nan"), float("nan"), float("nan")
        if fn is not None:
            t_ms = time_torch(torch, xv, fn, reps, res)
            q_ms = time_torch_queued(torch, xv, fn)
            try:
                g_us = time_torch_graph(torch, xv, fn, t_ms)
            except Exception as e:
                print(f"torch_cupy.py: graph timing failed for {op} {cls} {sh} dim {dim}: {e}",
                      file=sys.stderr)
        c_ms, agree = float("nan"), "n/a"
        if xc is not None and cfn is not None:
            try:
                torch.cuda.synchronize()
                c_ms = time_cupy(cp, xc.reshape(post, n, pre), cfn, reps, res)
                cp.cuda.Device().synchronize()
                if "t" not in res:
                    raise RuntimeError("no torch result to compare")
                yc = torch.from_dlpack(res["c"]).reshape(res["t"].shape)
                if cls == "int32" or op in ("max", "min", "any", "all"):
                    ok = torch.equal(yc, res["t"])
                else:
                    rtol = 1e-4 if cls == "single" else 1e-10
                    ok = torch.allclose(yc, res["t"], rtol=rtol, atol=0)
                agree = "yes" if ok else "NO"
            except Exception as e:
                print(f"torch_cupy.py: cupy failed for {op} {cls} {sh} dim {dim}: {e}",
                      file=sys.stderr)
        res.clear()
        print(f"  {op:5s} {cls:6s} {sh:14s} dim {dim}: torch {t_ms:9.4f} ms "
              f"(graph {g_us:9.2f} us)  cupy {c_ms:9.4f} ms  agree {agree}", file=sys.stderr)
        rows.append((op, sh, dim, cls, t_ms, c_ms, g_us, agree, q_ms))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--configs", help="bench_kernels CSV to take the configurations from")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--reps", type=int, default=0)
    ap.add_argument("--no-cupy", action="store_true",
                    help="time torch only (cupy's column NaN): cupy's slow paths take minutes")
    ap.add_argument("--ops", default="sum",
                    help="comma-separated ops for the built-in list (all: every op)")
    a = ap.parse_args()

    import torch
    if not torch.cuda.is_available():
        print("torch_cupy.py: torch sees no GPU", file=sys.stderr)
        return 2
    if a.no_cupy:
        cp, cupy_version = None, "not run (--no-cupy)"
    else:
        try:
            import cupy as cp
            cp.cuda.runtime.getDeviceCount()
            cupy_version = cp.__version__
        except Exception as e:  # no cupy, or a cupy that cannot run here
            print(f"torch_cupy.py: cupy unavailable ({e}); its column is NaN", file=sys.stderr)
            cp, cupy_version = None, "unavailable"

    all_ops = ["sum", "mean", "prod", "sumsq", "max", "min", "maxi", "mini", "any", "all"]
    ops = all_ops if a.ops == "all" else a.ops.split(",")
    cfgs = configs_from_csv(a.configs) if a.configs else builtin_configs(a.quick, ops)
    print(f"# torch={torch.__version__}")
    print(f"# cupy={cupy_version}")
    print(f"# torch_device={torch.cuda.get_device_name(0)}")
    print("op,shape,dim,class,torch_ms,cupy_ms,torch_graph_us,agree,torch_queued_ms")
    sys.stdout.flush()
    for op, shape, cls, dims in cfgs:
        in_bytes = math.prod(shape) * (8 if cls == "double" else 4)
        reps = max(20, a.reps) if a.reps else (100 if in_bytes < (256 << 20) else 20)
        for o, sh, dim, c, t_ms, c_ms, g_us, agree, q_ms in bench_shape(torch, cp, op, shape,
                                                                         cls, dims, reps):
            print(f"{o},{sh},{dim},{c},{t_ms:.6f},{c_ms:.6f},{g_us:.3f},{agree},{q_ms:.6f}")
        sys.stdout.flush()
        # the array is gone with bench_shape's frame; hand its memory back
        if cp is not None:
            cp.get_default_memory_pool().free_all_blocks()
        torch.cuda.synchronize()
        torch.cuda.empty_cache()
    return 0


if __name__ == "__main__":
    sys.exit(main())
