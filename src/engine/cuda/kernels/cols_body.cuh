/* kernels/cols_body.cuh: cols_body: the body of the cols kernels (cols.cuh,
 * cols_few.cuh) over a block's task of columns and rows, and cols_mm_run,
 * its max/min over a thread's rows in 32-bit positions.
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_COLS_BODY_CUH
#define GPUAXIS_KERNELS_COLS_BODY_CUH

#include "rows_mm.cuh"

/* cols' max/min of double and single elements (and [M, I] of int8-int32)
 * over rows k0 + y, + ty,
 * ... < k1 of its V columns, positions relative to k0 in 32 bits (mm32,
 * as rows_mm: the caller keeps k1 - k0 <= 2^30), UR rows' loads in flight
 * and then two, as the loops of cols_body below.  Why: k_cols<MAX_F, float,
 * 4> read 134217728x2 single along dim 2 at 74% of the copy rate (58
 * registers, 4 blocks; H200 2026-12-02).  With it 76-77% (64
 * registers, issue slots 67% busy: g2), double maxi 77 -> 83%: still
 * short; the rest of dim >= 2 max/min as before. */
template <int R, class E, int V, int UR>
__device__ __forceinline__ void
cols_mm_run (mm32<typename ga_mm<R>::VT> (&a)[V], const E *base, size_t pre,
             size_t k0, size_t k1, int y, int ty)
{
  typedef typename ga_mm<R>::VT VT;
  typedef mm32<VT> A;
  constexpr size_t VB = sizeof (E) * V;
  struct alignas ((VB & (VB - 1)) == 0 ? (VB < 16 ? VB : 16) : alignof (E)) vec { E v[V]; };
  const int m = (int) (k1 - k0);
  const E *p = base + pre * k0;
  int k = y;
  for (; k + (UR - 1) * ty < m; k += UR * ty)
    {
      vec x[UR];
#pragma unroll
      for (int q = 0; q < UR; q++)
        x[q] = *(const vec *) (p + pre * (size_t) (k + q * ty));
#pragma unroll
      for (int v = 0; v < V; v++)
        a[v] = mm32_run<R, UR> (a[v], [&] (int q) { return x[q].v[v]; }, k, ty);
    }
  for (; k + ty < m; k += 2 * ty)
    {
      vec x0 = *(const vec *) (p + pre * (size_t) k);
      vec x1 = *(const vec *) (p + pre * (size_t) (k + ty));
#pragma unroll
      for (int v = 0; v < V; v++)
        {
          A t0, t1;
          t0.v = (VT) x0.v[v]; t0.i = k;
          t1.v = (VT) x1.v[v]; t1.i = k + ty;
          a[v] = mm_take<R> (a[v], mm_later<R> (t0, t1));
        }
    }
  if (k < m)
    {
      vec x0 = *(const vec *) (p + pre * (size_t) k);
#pragma unroll
      for (int v = 0; v < V; v++)
        {
          A t0;
          t0.v = (VT) x0.v[v]; t0.i = k;
          a[v] = mm_take<R> (a[v], t0);
        }
    }
}

/* The body of the cols kernels (k_cols, k_cols_wide, k_cols_short,
 * k_cols_logical: cols.cuh; k_cols_few: cols_few.cuh).
 * pre > 1.  A block of tx*ty threads per task (slab j, column tile t,
 * chunk c of n).  Thread (x, y) sums columns col..col+V-1 of the tile over
 * rows y, y+ty, ... of the chunk (a contiguous run of rows when ORDERED);
 * the ty partials are then combined in row order through shared memory.
 * nchunk == 1: results to out[i + pre*j]; else partials (raw) to
 * out[i + pre*(c + nchunk*j)], a [pre, nchunk, post] array.  FEW
 * (k_cols_few): tx = GA_BLOCK, ty = 1, one chunk, a block a task, and
 * the task's n <= GA_COLS_FEW_ROWS rows loaded at once. */
#define GA_COLS_FEW_ROWS 4
template <int R, class E, int V, bool FULL, bool DIV, bool SHORT = false, bool IDX = true,
          bool FEW = false>
__device__ __forceinline__ void
cols_body (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
           size_t pre, size_t n, size_t post, int tx, int ty, size_t ntile,
           size_t clen, size_t nchunk, const ga_bounds &b)
{
  ga_pdl<E> ();
  if constexpr (Red<R>::ORDERED)
    if (ga_gated (b))
      return;                   /* the fast path was exact (ga_gated) */
  typedef typename Red<R>::T T;
  constexpr size_t VB = sizeof (E) * V;
  struct alignas ((VB & (VB - 1)) == 0 ? (VB < 16 ? VB : 16) : alignof (E)) vec { E v[V]; };
  if constexpr (FEW)
    {                   /* k_cols_few: a block a task, one pass of the
                           task loop below, as constants */
      tx = GA_BLOCK;
      ty = 1;
      nchunk = 1;
    }
  extern __shared__ __align__ (16) unsigned char smem_raw[];
  T *sm = (T *) smem_raw;                         /* [ty][tx*V] */
  const int x = threadIdx.x % tx, y = threadIdx.x / tx;
  /* task = c + nchunk * (t + ntile * j), its digits (c, t, j) divided out
   * once and then moved by the grid's step digit by digit: three 64-bit
   * divisions per task were much of the integer work of short tasks
   * (134217728x2 single along dim 2: 2 rows of 1024 columns a task; max
   * 73.7 -> 82.2% of the copy rate, all 86.1 -> 95.4, H200 2026-12-02
   * an A/B) */
  size_t c = blockIdx.x % nchunk, t = (blockIdx.x / nchunk) % ntile;
  size_t j = blockIdx.x / (nchunk * ntile);
  const size_t sc = gridDim.x % nchunk, st = FEW ? 0 : (gridDim.x / nchunk) % ntile;
  const size_t sj = FEW ? post : gridDim.x / (nchunk * ntile);

  for (; j < post; c += sc, t += st, j += sj)
    {
      if (c >= nchunk)
        {
          c -= nchunk;
          t++;
        }
      if (t >= ntile)
        {
          t -= ntile;
          j++;
          if (j >= post)
            break;
        }
      const size_t col = (t * tx + x) * V;
      const size_t k0 = c * clen, k1 = min (n, k0 + clen);
      const bool live = col < pre;
      T acc[V];
#pragma unroll
      for (int v = 0; v < V; v++)
        acc[v] = Red<R>::ident (b);

      if (live)
        {
          const E *base = in + col + pre * n * j;
          if constexpr (FEW)
            {   /* k_cols_few: the n <= GA_COLS_FEW_ROWS rows at once */
              const int m = (int) n;
              vec xs[GA_COLS_FEW_ROWS];
#pragma unroll
              for (int q = 0; q < GA_COLS_FEW_ROWS; q++)
                if (q < m)
                  xs[q] = *(const vec *) (base + pre * q);
#pragma unroll
              for (int v = 0; v < V; v++)
#pragma unroll
                for (int q = 0; q < GA_COLS_FEW_ROWS; q++)
                  if (q < m)
                    acc[v] = acc_step<R> (acc[v], xs[q].v[v], (size_t) q, b);
            }
          else if constexpr (Red<R>::ORDERED)
            {
              const size_t seg = (k1 - k0 + ty - 1) / ty;
              const size_t a0 = k0 + y * seg, a1 = min (k1, a0 + seg);
              for (size_t k = a0; k < a1; k++)
                {
                  vec xv = *(const vec *) (base + pre * k);
#pragma unroll
                  for (int v = 0; v < V; v++)
                    acc[v] = acc_step<R> (acc[v], xv.v[v], k, b);
                }
            }
          else
            {
              size_t k = k0 + y;
              /* independent loads in flight: more when each is narrow
                 (SHORT: two, k_cols_short) */
              /* the double sums (ga_sum_tree) of 32-byte vectors: 4
                 rows, taken by acc_run's tree below (all 8 loads in
                 flight; 3 of 4 before); narrower vectors as before */
              constexpr int UR = SHORT ? 2 : (VB >= 32 ? (ga_sum_tree<R, E>::value ? 4 : 2)
                                                       : (VB >= 16 ? 4 : 8));
              /* k_cols_short's chunks (<= GA_COLS_SHORT_ROWS rows a
                 thread) always take the 32-bit positions: for values
                 alone the loops after them are not compiled (with the
                 index they are: double [M, I] on 134217728x2 along dim 2
                 read 82% of copy without them, 92% with; H200 j2, j3) */
              constexpr bool ONLY32 = SHORT && ! IDX && ga_tree_run<R, E>::mm;
              if constexpr (ga_tree_run<R, E>::mm)
                if (ONLY32 || k1 - k0 <= ((size_t) 1 << 30))
                  {     /* 32-bit positions (cols_mm_run; k + UR * ty
                           stays in int) */
                    mm32<typename ga_mm<R>::VT> a[V];
#pragma unroll
                    for (int v = 0; v < V; v++)
                      {
                        a[v].v = acc[v].v;
                        a[v].i = GA_NOPOS32;
                      }
                    cols_mm_run<R, E, V, UR> (a, base, pre, k0, k1, y, ty);
#pragma unroll
                    for (int v = 0; v < V; v++)
                      {
                        acc[v].v = a[v].v;
                        acc[v].i = a[v].i == GA_NOPOS32 ? GA_NOPOS : (int64_t) (k0 + a[v].i);
                      }
                    k = k1;             /* done: the loops below skip */
                  }
              if constexpr (! ONLY32)
                {
                for (; k + (UR - 1) * (size_t) ty < k1; k += UR * (size_t) ty)
                  {
                    vec x[UR];
#pragma unroll
                    for (int q = 0; q < UR; q++)
                      x[q] = *(const vec *) (base + pre * (k + q * (size_t) ty));
                    if constexpr (ga_mm<R>::own != GA_ACCBUF || ga_tree_run<R, E>::cols
                                  || (ga_sum_tree<R, E>::value && VB >= 32))
                      {
#pragma unroll
                        for (int v = 0; v < V; v++)
                          {                 /* column v's UR rows in turn */
                            E xs[UR];
                            size_t ks[UR];
#pragma unroll
                            for (int q = 0; q < UR; q++)
                              {
                                xs[q] = x[q].v[v];
                                ks[q] = k + q * (size_t) ty;
                              }
                            acc[v] = acc_run<R> (acc[v], xs, ks, b);
                          }
                      }
                    else
                      {   /* the others as before (the same code as the
                             loops of v outside q gave the integer max/min
                             other registers) */
#pragma unroll
                        for (int q = 0; q < UR; q++)
#pragma unroll
                          for (int v = 0; v < V; v++)
                            acc[v] = acc_step<R> (acc[v], x[q].v[v], k + q * (size_t) ty, b);
                      }
                  }
                /* what is left of the chunk, two rows at a time: both
                   loads in flight (a chunk of 2 rows, 134217728x2 along
                   dim 2, otherwise waited for each load in turn; single
                   max 69 -> 74% of copy, any 70 -> 75%, H200 2026-12-02).
                   Not for the PLAIN sums: their 2 in flight already, and
                   this loop cost the single sum 2.6% there */
                if constexpr (UR > 2 && ! Red<R>::PLAIN)
                  for (; k + (size_t) ty < k1; k += 2 * (size_t) ty)
                    {
                      vec x0 = *(const vec *) (base + pre * k);
                      vec x1 = *(const vec *) (base + pre * (k + ty));
                      if constexpr (ga_mm<R>::own != GA_ACCBUF || ga_tree_run<R, E>::cols)
                        {
#pragma unroll
                          for (int v = 0; v < V; v++)
                            {
                              const E xs[2] = {x0.v[v], x1.v[v]};
                              const size_t ks[2] = {k, k + ty};
                              acc[v] = acc_run<R> (acc[v], xs, ks, b);
                            }
                        }
                      else
                        {
#pragma unroll
                          for (int v = 0; v < V; v++)
                            acc[v] = acc_step<R> (acc[v], x0.v[v], k, b);
#pragma unroll
                          for (int v = 0; v < V; v++)
                            acc[v] = acc_step<R> (acc[v], x1.v[v], k + ty, b);
                        }
                    }
                for (; k < k1; k += ty)
                  {
                    vec x0 = *(const vec *) (base + pre * k);
#pragma unroll
                    for (int v = 0; v < V; v++)
                      acc[v] = acc_step<R> (acc[v], x0.v[v], k, b);
                  }
                }
            }
        }

#ifndef GA_COLS_SHORT_DROPPOS           /* A/B knob: 0 keeps them (j2's vP0) */
#define GA_COLS_SHORT_DROPPOS 1
#endif
      if constexpr (! IDX && GA_COLS_SHORT_DROPPOS)
#pragma unroll
        for (int v = 0; v < V; v++)
          acc[v].i = 0;         /* values only (k_cols_short, launched
                                   only for results without the index,
                                   and only where the tree over y below
                                   meets the rows in order:
                                   ga_cols_short_plan): the positions'
                                   work is dead code */
      if (ty > 1)
        {
          /* combine the ty row groups in order: a tree over y */
          __syncthreads ();
#pragma unroll
          for (int v = 0; v < V; v++)
            sm[(size_t) y * tx * V + x * V + v] = acc[v];
          for (int s = 1; s < ty; s <<= 1)
            {
              __syncthreads ();
              if ((y & (2 * s - 1)) == 0 && y + s < ty)
#pragma unroll
                for (int v = 0; v < V; v++)
                  {
                    const size_t me = (size_t) y * tx * V + x * V + v;
                    sm[me] = Red<R>::combine (sm[me], sm[me + (size_t) s * tx * V], b);
                  }
            }
          __syncthreads ();
#pragma unroll
          for (int v = 0; v < V; v++)
            acc[v] = sm[x * V + v];
        }

      if (y == 0 && live)
        {
          const bool raw = nchunk > 1 || oe == GA_ACCBUF;
          if constexpr (Red<R>::PLAIN)
            if (! FULL || raw || oe == (std::is_same<T, double>::value ? GA_DOUBLE : GA_SINGLE))
              {                   /* results in T as they are (or divided:
                                     mean, FULL only): one vector store */
                constexpr size_t OB = sizeof (T) * V;
                struct alignas ((OB & (OB - 1)) == 0 ? (OB < 16 ? OB : 16) : alignof (T)) ovec { T v[V]; };
                const bool div = (FULL || DIV) && ! raw && b.c.divisor > 0;
                ovec o;
#pragma unroll
                for (int v = 0; v < V; v++)
                  if constexpr (FULL)
                    o.v[v] = div ? acc[v] / (T) b.c.divisor : acc[v];
                  else if constexpr (DIV)
                    o.v[v] = div ? lean_div (acc[v], b) : acc[v];
                  else
                    o.v[v] = acc[v];
                *(ovec *) ((T *) out + col + pre * (nchunk == 1 ? j : c + nchunk * j)) = o;
                continue;                 /* the next task */
              }
          if constexpr (! FULL && ! Red<R>::PLAIN && ! ga_lean_logical<R>::value)
            if (! raw)
              {         /* lean max/min: values in their own class and
                           indices, vectors where both are aligned */
                typedef typename ga_mm<R>::VT VT;
                constexpr size_t OB = sizeof (VT) * V, IB = sizeof (double) * V;
                struct alignas ((OB & (OB - 1)) == 0 ? (OB < 16 ? OB : 16) : alignof (VT)) ovec { VT v[V]; };
                struct alignas ((IB & (IB - 1)) == 0 ? (IB < 16 ? IB : 16) : alignof (double)) ivec { double v[V]; };
                VT *po = (VT *) out + col + pre * j;
                double *pi = IDX && b.index_out ? b.index_out + col + pre * j : NULL;
                if (((uintptr_t) po & (alignof (ovec) - 1)) == 0)
                  {
                    ovec o;
#pragma unroll
                    for (int v = 0; v < V; v++)
                      o.v[v] = acc[v].v;
                    *(ovec *) po = o;
                  }
                else
#pragma unroll
                  for (int v = 0; v < V; v++)
                    po[v] = acc[v].v;
                if (pi && ((uintptr_t) pi & (alignof (ivec) - 1)) == 0)
                  {
                    ivec o;
#pragma unroll
                    for (int v = 0; v < V; v++)
                      o.v[v] = (double) (acc[v].i + 1);
                    *(ivec *) pi = o;
                  }
                else if (pi)
#pragma unroll
                  for (int v = 0; v < V; v++)
                    pi[v] = (double) (acc[v].i + 1);
                continue;                 /* the next task */
              }
          if constexpr (R == GA_R_ANY || R == GA_R_ALL)
            if (! raw && oe == GA_LOGICAL && V > 1)
              {         /* any/all: the V logicals as one store (one byte
                           each was a store instruction per byte) */
                struct alignas (V) lvec { uint8_t v[V]; };
                uint8_t *po = (uint8_t *) out + col + pre * j;
                if (((uintptr_t) po & (V - 1)) == 0)
                  {
                    lvec o;
#pragma unroll
                    for (int v = 0; v < V; v++)
                      o.v[v] = acc[v] != 0;
                    *(lvec *) po = o;
                    continue;             /* the next task */
                  }
              }
          if constexpr (FULL || ! Red<R>::PLAIN)
            {             /* lean PLAIN: always stored above; lean max/min:
                             raw partials here; lean any/all: raw
                             partials or logicals */
#pragma unroll
              for (int v = 0; v < V; v++)
                {
                  if constexpr (FULL)
                    if (! raw)
                      {
                        Red<R>::put (out, col + v + pre * j, oe, acc[v], b);
                        continue;
                      }
                  if constexpr (! FULL && ga_lean_logical<R>::value)
                    if (! raw)
                      {   /* lean any/all: a logical (unaligned) */
                        ((uint8_t *) out)[col + v + pre * j] = acc[v] != 0;
                        continue;
                      }
                  ((T *) out)[col + v + pre * (c + nchunk * j)] = acc[v];
                }
            }
        }
    }
}

#endif
