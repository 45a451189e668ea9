/* kernels/rows_long.cuh: k_rows_long: long rows (pre 1), a block per row or
 * per chunk of one.
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_ROWS_LONG_CUH
#define GPUAXIS_KERNELS_ROWS_LONG_CUH

#include "common.cuh"

/* A block per (row j, chunk c).  Chunk c of row j covers elements
 * [c*clen, min(n, (c+1)*clen)).  With nchunk == 1 the result goes to
 * out[j]; otherwise partials go to out[c + nchunk*j] as raw accumulators. */
template <int R, class E, bool FULL = true, bool DIV = false>
__global__ void __launch_bounds__ (GA_BLOCK)
k_rows_long (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
             size_t n, size_t rows, size_t clen, size_t nchunk, ga_bounds b)
{
  ga_pdl<E> ();
  if constexpr (Red<R>::ORDERED)
    if (ga_gated (b))
      return;                   /* the fast path was exact (ga_gated) */
  typedef typename Red<R>::T T;
  const size_t ntask = rows * nchunk;
  const int tid = threadIdx.x, nt = blockDim.x;

  for (size_t task = blockIdx.x; task < ntask; task += gridDim.x)
    {
      const size_t j = task / nchunk, c = task % nchunk;
      const size_t k0 = c * clen, k1 = min (n, k0 + clen);
      const E *row = in + j * n;
      T acc = Red<R>::ident (b);

      if constexpr (Red<R>::ORDERED)
        {
          const size_t seg = (k1 - k0 + nt - 1) / nt;
          const size_t a0 = k0 + tid * seg, a1 = min (k1, a0 + seg);
          for (size_t k = a0; k < a1; k++)
            acc = acc_step<R> (acc, row[k], k, b);
        }
      else
        {
          /* scalar head up to 16-byte alignment, vectors, scalar tail;
           * elements wider than 16 bytes (partials of max/min, the prod of
           * signed integers) one at a time */
          constexpr bool wide = sizeof (E) > 16;
          constexpr int V = wide ? 1 : 16 / sizeof (E);
          constexpr size_t EA = wide ? alignof (E) : sizeof (E);
          struct alignas (wide ? alignof (E) : 16) vec { E v[V]; };
          size_t mis = wide ? 0 : ((uintptr_t) (row + k0) & 15) / sizeof (E);
          size_t head = mis ? min ((size_t) (V - mis), k1 - k0) : 0;
          if (((uintptr_t) row & (EA - 1)) != 0)
            head = k1 - k0;                 /* not even element-aligned */
          const size_t nv = (k1 - k0 - head) / V;
          const size_t t0 = k0 + head + nv * V;
          if ((size_t) tid < head)
            acc = acc_step<R> (acc, row[k0 + tid], k0 + tid, b);
          const vec *pv = (const vec *) (row + k0 + head);
          const size_t kv = k0 + head;        /* position of pv[0].v[0] */
          size_t i = tid;
          for (; i + 3 * nt < nv; i += 4 * nt)
            {
              vec x0 = pv[i], x1 = pv[i + nt], x2 = pv[i + 2 * nt], x3 = pv[i + 3 * nt];
              if constexpr (ga_mm<R>::own != GA_ACCBUF || ga_tree_run<R, E>::value)
                {
                  E xs[4 * V];
                  size_t ks[4 * V];
#pragma unroll
                  for (int q = 0; q < V; q++)
                    {
                      xs[q] = x0.v[q]; ks[q] = kv + i * V + q;
                      xs[V + q] = x1.v[q]; ks[V + q] = kv + (i + nt) * V + q;
                      xs[2 * V + q] = x2.v[q]; ks[2 * V + q] = kv + (i + 2 * nt) * V + q;
                      xs[3 * V + q] = x3.v[q]; ks[3 * V + q] = kv + (i + 3 * nt) * V + q;
                    }
                  acc = acc_run<R> (acc, xs, ks, b);  /* x0's, x1's, ... in turn */
                }
              else
                {               /* the others as before (acc_run's copies
                                   changed the code of the signed prod) */
#pragma unroll
                  for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x0.v[q], kv + i * V + q, b);
#pragma unroll
                  for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x1.v[q], kv + (i + nt) * V + q, b);
#pragma unroll
                  for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x2.v[q], kv + (i + 2 * nt) * V + q, b);
#pragma unroll
                  for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x3.v[q], kv + (i + 3 * nt) * V + q, b);
                }
            }
          for (; i < nv; i += nt)
            {
              vec x0 = pv[i];
#pragma unroll
              for (int q = 0; q < V; q++) acc = acc_step<R> (acc, x0.v[q], kv + i * V + q, b);
            }
          for (size_t k = t0 + tid; k < k1; k += nt)
            acc = acc_step<R> (acc, row[k], k, b);
        }

      acc = block_reduce<R> (acc, b);
      if (tid == 0)
        {
          if (nchunk == 1)
            final_put<R, FULL, DIV> (out, j, oe, acc, b);
          else
            ((T *) out)[c + nchunk * j] = acc;
        }
    }
}

#endif
