/* kernels/cols_mmv.cuh: k_cols_mmv: max/min of double and single along
 * columns, values alone (fmax/fmin, no positions; a zero's sign found
 * again), and cols_group_tree, its tree over a block's row groups.
 *
 * Part of the reduction kernels; cuda_kernels.cuh includes every family
 * in order and says what each is for.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_KERNELS_COLS_MMV_CUH
#define GPUAXIS_KERNELS_COLS_MMV_CUH

#include "rows_mmv.cuh"
#include "cols.cuh"

/* The ty row groups' w[v] (thread (x, y)'s, columns x * V + v) combined
 * through sm by a tree over y, f (earlier, later) in row group order;
 * every thread then holds its columns' results.  LEAD: a barrier first
 * (sm may still be read; the caller has one otherwise).  cols_body's
 * tree is this one written out: through it, 34 of the 512 kernels of
 * cuda_red_minmax.cu compiled to other code (nvcc 13, sm_90; none of
 * cuda_red_sumd.cu's 184), so cols_body stays as it was measured. */
template <bool LEAD, int V, class X, class F>
__device__ __forceinline__ void
cols_group_tree (X (&w)[V], X *sm, int x, int y, int tx, int ty, F f)
{
  if (LEAD)
    __syncthreads ();
#pragma unroll
  for (int v = 0; v < V; v++)
    sm[(size_t) y * tx * V + x * V + v] = w[v];
  for (int s = 1; s < ty; s <<= 1)
    {
      __syncthreads ();
      if ((y & (2 * s - 1)) == 0 && y + s < ty)
#pragma unroll
        for (int v = 0; v < V; v++)
          {
            const size_t me = (size_t) y * tx * V + x * V + v;
            sm[me] = f (sm[me], sm[me + (size_t) s * tx * V]);
          }
    }
  __syncthreads ();
#pragma unroll
  for (int v = 0; v < V; v++)
    w[v] = sm[x * V + v];
}

/* One task of k_cols_mmv: max/min of double or single elements whose
 * values alone are stored in their own class (ga_cols_mmv_plan), as
 * k_rows_mmv does for rows: thread (x, y) takes rows k0 + y, + ty, ...
 * < k1 of its V columns by fmax/fmin (NaN skipped, UR rows' loads in
 * flight, then taken in turn), the ty row groups combine the same way
 * through shared memory, and thread (x, 0) stores to dst.  The value is
 * then one of the rows' elements, and Octave's result is the first of
 * them equal to it: the same bits but where it is a zero (-0 and +0
 * compare equal, and fmax need not keep the first) or NaN (all NaN: the
 * first element).  So each thread notes the round of its rows after
 * which its value first was a zero (zp: a compare a column a round, the
 * rest where one is a zero), and where a column's value is a zero every
 * row group finds its first zero again in that one round and the groups
 * take the first of theirs; an all-NaN column stores its first element.
 * Where one element in 1024 was a zero among negatives, max took
 * 1.03-1.13x k_cols's time on that data (H200, 2026-12-04), where
 * thread (x, 0)'s search from k0 took 1.85-4.97x.  A chunk's value so found is what a second pass of
 * the same kernel over the chunks' values needs: where the column's value
 * is a zero, the first chunk whose value is a zero holds the column's
 * first zero, and every earlier chunk's value is below zero (max) or NaN;
 * all NaN, the first chunk's value is the column's first element. */
template <int R, class E, int V>
__device__ __forceinline__ void
cols_mmv_task (const E *__restrict__ base, E *__restrict__ dst, size_t pre, size_t k0,
               size_t k1, bool live, int x, int y, int tx, int ty, E *sm)
{
  constexpr size_t VB = sizeof (E) * V;
  struct alignas ((VB & (VB - 1)) == 0 ? (VB < 16 ? VB : 16) : alignof (E)) vec { E v[V]; };
  constexpr int UR = VB >= 32 ? 2 : (VB >= 16 ? 4 : 8);
  constexpr unsigned NONE = 0xffffffffu;
  E a[V];
  /* 16 bits a column, 0xffff for none: m of the round (rows k0 + y +
     (m, m + 1, ..., m + UR - 1) * ty) after which a[v] first was a zero;
     m < clen / ty < 0xffff (ga_cols_mmv_plan).  Packed: with a word a
     column, k_cols_mmv<MAX_F, float, 2> spilled */
  unsigned zp[(V + 1) / 2];
#pragma unroll
  for (int v = 0; v < V; v++)
    a[v] = (E) NAN;             /* the identity */
#pragma unroll
  for (int h = 0; h < (V + 1) / 2; h++)
    zp[h] = NONE;
  /* after the round from row k: the columns whose a[v] is a zero for the
     first time get m (rarely taken: where a[v] is a zero) */
  auto mark = [&] (size_t k) {
    unsigned z = 0;
#pragma unroll
    for (int v = 0; v < V; v++)
      z |= (unsigned) (a[v] == 0) << v;
    if (z)
#pragma unroll
      for (int v = 0; v < V; v++)
        {
          const int sh = 16 * (v & 1);
          if ((z >> v & 1) && (zp[v >> 1] >> sh & 0xffffu) == 0xffffu)
            zp[v >> 1] = (zp[v >> 1] & ~(0xffffu << sh))
                         | ((unsigned) (k - k0) / (unsigned) ty) << sh;
        }
  };
  if (live)
    {
      size_t k = k0 + y;
      for (; k + (UR - 1) * (size_t) ty < k1; k += UR * (size_t) ty)
        {
          vec xv[UR];
#pragma unroll
          for (int q = 0; q < UR; q++)
            xv[q] = *(const vec *) (base + pre * (k + q * (size_t) ty));
#pragma unroll
          for (int v = 0; v < V; v++)
#pragma unroll
            for (int q = 0; q < UR; q++)
              a[v] = mmv_take<R> (a[v], xv[q].v[v]);
          mark (k);
        }
      for (; k < k1; k += ty)
        {
          vec x0 = *(const vec *) (base + pre * k);
#pragma unroll
          for (int v = 0; v < V; v++)
            a[v] = mmv_take<R> (a[v], x0.v[v]);
          mark (k);
        }
    }
  if (ty > 1)                   /* the ty row groups */
    cols_group_tree<true> (a, sm, x, y, tx, ty, [] (E p, E q) { return mmv_take<R> (p, q); });
  /* a zero, or NaN: Octave's element.  Where the column's value is a
     zero, every element is a zero, below zero or NaN, and a thread's
     first zero lies in the round of its rows after which its a[v] first
     was a zero (zp): the thread finds it there (UR rows, one round),
     and the row groups take the first of theirs (a tree over y, of row
     offsets in sm).  Why: the search for the first zero from k0 by
     thread (x, 0) alone took max 1.85-4.97x k_cols's time where one
     element in 1024 was a zero among negatives */
  unsigned first[V];            /* row offsets from k0 of the first zeros */
  bool any = false;
#pragma unroll
  for (int v = 0; v < V; v++)
    {
      first[v] = NONE;
      const unsigned m = zp[v >> 1] >> 16 * (v & 1) & 0xffffu;
      if (live && a[v] == 0 && m != 0xffffu)
        {
#pragma unroll
          for (int q = UR - 1; q >= 0; q--)
            {
              const size_t k = k0 + y + (m + q) * (size_t) ty;
              if (k < k1 && base[v + pre * k] == 0)
                first[v] = (unsigned) (k - k0);
            }
        }
      any |= live && a[v] == 0;
    }
  if (ty > 1 && __syncthreads_or (any))       /* block-uniform: the tree's barriers */
    cols_group_tree<false> (first, (unsigned *) sm, x, y, tx, ty,
                            [] (unsigned p, unsigned q) { return min (p, q); });
  if (y != 0 || ! live || k1 <= k0)
    return;
#pragma unroll
  for (int v = 0; v < V; v++)
    if (a[v] == 0 && first[v] != NONE)
      a[v] = base[v + pre * (k0 + first[v])];
    else if (a[v] != a[v])
      a[v] = base[v + pre * k0];                /* all NaN: the first */
  constexpr size_t OB = sizeof (E) * V;
  struct alignas ((OB & (OB - 1)) == 0 ? (OB < 16 ? OB : 16) : alignof (E)) ovec { E v[V]; };
  if (((uintptr_t) dst & (alignof (ovec) - 1)) == 0)
    {
      ovec o;
#pragma unroll
      for (int v = 0; v < V; v++)
        o.v[v] = a[v];
      *(ovec *) dst = o;
    }
  else
#pragma unroll
    for (int v = 0; v < V; v++)
      dst[v] = a[v];
}

/* The cols kernel of max/min of double and single elements whose values
 * alone are stored (ga_cols_mmv_plan, knob GPUAXIS_COLS_MMV: single by
 * default, double opt-in: cuda_knobs.cu): cols_body's
 * task loop, each task by cols_mmv_task, fmax/fmin without positions;
 * a chunked pass writes its chunks' values (E), and the same kernel takes
 * them as a pass of one chunk (ga_run_pass).
 * Why: k_cols<MAX_F, float, 4> with positions (cols_mm_run) takes 64
 * registers, and single max and min of 512x512x1024 along dim 2 ran
 * 0.96-0.97x torch's amax/amin (249-250 against 238 us, where the sum
 * takes 237: H200).  With this kernel (all 4 loads of the loop
 * in flight at a target of 1 block a multiprocessor, 56-62 registers, and
 * of 4 blocks, 60-64 registers, within 0.8% of it; built with
 * the plain bounds ptxas gave it 40 registers and 2 loads in flight),
 * against k_cols and k_cols_short: single max/min of
 * 512x512x1024 along dims 2 and 3 0.945-0.954 of the kernel time (249-252
 * -> 237-238 us, 99 -> 104% of copy), of 8388608x32 along dim 2 0.987;
 * double 0.988-0.993 on 512x512x1024, 1.001 on 8388608x32 (H200,
 * 2026-12-04, one chunk only); chunked too,
 * single 4x67108864 along dim 2 0.958-0.960 (94.5 -> 98.4%), 16384x16384
 * 0.976, 32x8388608 0.939, 2x134217728 0.987, double 4x67108864 0.992
 * .  Measured and left : a target of 6 blocks a
 * multiprocessor (40 registers): single 0.974-0.982, double 1.025-1.035;
 * 8 blocks for single (32 registers, 2 loads in flight): 0.952-0.959,
 * 8388608x32 0.972; a tree over the UR rows instead of taking them in
 * turn (at 6 blocks): as the chain.  With the rounds noted for the zero
 * search (cols_mmv_task's zp; 58-64 registers, no spills; 56 before for
 * single V = 4), against k_cols and k_rows_narrow: single
 * 0.943-0.969, double 0.994-0.997 on 512x512x1024, 1.006-1.010x on
 * 8388608x32 and 4x67108864 (H200, 2026-12-04). */
template <int R, class E> struct ga_cols_mmv_ok
{
  static const bool value = ga_cols_short_ok<R, E>::value
                            && std::is_same<typename ga_mm<R>::VT, E>::value;
};

template <int R, class E, int V>
__global__ void __launch_bounds__ (GA_BLOCK, 4)
k_cols_mmv (const E *__restrict__ in, void *__restrict__ out, ga_elem oe,
            size_t pre, size_t n, size_t post, int tx, int ty, size_t ntile,
            size_t clen, size_t nchunk, ga_bounds b)
{
  extern __shared__ __align__ (16) unsigned char smem_raw[];
  const int x = threadIdx.x % tx, y = threadIdx.x / tx;
  ga_pdl_values ();
  /* task c + nchunk * (t + ntile * j), its digits moved by the grid's
     step as cols_body's.  This loop and the tree over y
     (cols_group_tree) are cols_body's written again: as shared helpers
     they changed the sm_90 code of 75 of 180 kernels of
     cuda_red_sumd.cu (the carries alone too; 2026-12-04, not measured
     on the GPU), so cols_body stays as it was measured */
  size_t c = blockIdx.x % nchunk, t = (blockIdx.x / nchunk) % ntile;
  size_t j = blockIdx.x / (nchunk * ntile);
  const size_t sc = gridDim.x % nchunk, st = (gridDim.x / nchunk) % ntile;
  const size_t sj = gridDim.x / (nchunk * ntile);
  (void) oe; (void) b;
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
      /* one chunk: the results; else the chunks' values, [pre, nchunk,
         post] as E, for the pass over them (ga_run_pass) */
      cols_mmv_task<R, E, V> (in + col + pre * n * j, (E *) out + col + pre * (c + nchunk * j),
                              pre, k0, k1, col < pre, x, y, tx, ty, (E *) smem_raw);
    }
}

#endif
