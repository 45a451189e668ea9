/* scan_cuda.cu: the CUDA engine of the scans (scan.h).
 *
 * The choice, and why.  A scan along an axis of many slices is a
 * bandwidth problem with independent slices.  The plan (scan_plan.c)
 * says how to walk them:
 *   SERIAL, pre > 1 (along a later dimension): k_strided, one thread a
 *               slice, walking n; neighbouring threads hold neighbouring
 *               slices, so each step of a warp reads and writes one
 *               contiguous row; the loads of UNROLL steps are issued
 *               before their adds (they do not depend on the sum), so
 *               each thread keeps several in flight: 32 for a float
 *               sum (GPUAXIS_SCAN_UNROLL, cuda_knobs.cu; cumsum along dim 2
 *               of 16384x8192 double 84% of the copy rate with 32, 80-82%
 *               with 16, 80-81% with 64, H100), else UNROLL's 16.  With
 *               few slices (1024 or 4096 of 1 GiB) one thread a slice
 *               leaves the device idle: 7-30% of the copy rate, which is
 *               why the float sums leave it:
 *   STRIPS      (a float sum along a later dimension, at least 32 slices
 *               side by side and 256 steps): k_strips, a 256-thread block
 *               32 neighbouring slices and a chunk of 8 x 128 bytes of
 *               their steps, each warp 128 bytes of each slice in
 *               registers (every load of a warp one coalesced row); the
 *               chunk's totals go out at once and the running sum before
 *               it comes back from the chunks before (single-pass
 *               decoupled look-back, as CUB's DeviceScan does along a
 *               vector, here 32 slices at a time), so every chunk of every
 *               slice is loaded at the same time, however few the slices.
 *               Each thread then adds its steps left to right from that
 *               running sum: the first chunk's first warp is Octave's bits.
 *               Double along dim 2 (H100): 16384x8192 95% of the copy rate
 *               (k_strided 85%), 4096x32768 91% (27%), 1024x131072 87%
 *               (8%).
 *   SERIAL, pre == 1 (along the first dimension): k_tiled, a warp takes
 *               32 slices and walks them a 32 x TN tile at a time (TN 128
 *               for elements of up to 8 bytes without the index, else
 *               32): loaded row by row (each a coalesced run of one
 *               slice) into shared memory, each lane scans its slice's
 *               TN elements left to right from there with the running
 *               value in a register, and the tile goes back row by row.
 *               Its 33 KiB of shared memory a warp leave about 6 warps on
 *               a multiprocessor, and while a lane scans its 128 steps no
 *               load of the warp is in flight: 16384x8192 double along
 *               dim 1 ran at 24% of the copy rate (H100), which is why
 *               the float sums leave it:
 *   TILES       (a float sum along dim 1, slices of at least 16): k_block,
 *               a 256-thread block a slice, walking it a 16 KiB tile at a
 *               time: cub::BlockLoad (warp-striped, coalesced, through
 *               shared memory), cub::BlockScan (each thread's 64 bytes
 *               left to right, a warp-shuffle tree across threads), the
 *               running sum of the tiles before carried in by the scan's
 *               prefix callback, cub::BlockStore back.  16.5 KiB of
 *               shared memory a block, and launch bounds asking 4 blocks
 *               a multiprocessor (64 registers a thread; ptxas, sm_90:
 *               no spills for real double and single, a few bytes for
 *               complex and k_segs; unbounded it took 74-92 registers,
 *               3 blocks; 5 blocks spill 36-164 bytes), each loading a
 *               whole 16 KiB tile before it scans: up to 64 KiB of loads
 *               in flight, about half of that on average, against the
 *               ~20 KiB a multiprocessor that HBM3's rate times its
 *               latency asks; the expectation is a copy-like pass (>= 90%
 *               of the copy rate for 16384x8192 double along dim 1, the
 *               one read and one write that torch.cumsum also does; if it
 *               falls short, the next step is loading tile t + 1 into
 *               registers before scanning tile t).  Slices of half a
 *               tile or less (1024 doubles, 2048 singles) go to k_segs
 *               instead: a block takes as many whole slices as a tile
 *               holds (one contiguous run of memory), scans them as one
 *               segmented block scan (a head flag at each slice's first
 *               element) and stores them, no carry; the same bytes in
 *               flight, so the same expectation for 64 x 2^21 as for
 *               16384x8192 (k_tiled gave such short slices a 32 x 128
 *               tile of shared memory a warp whatever their length).
 *               Slices of 1025 to 2047 doubles run k_block with part of
 *               its one tile idle.
 *   CHUNKS      (a float sum of 2 to 255 slices at least 65536 long,
 *               where k_block's block a slice leaves the device idle): k_chunks, every 16 KiB tile of every slice a block
 *               of one launch, loaded, stored and scanned as in k_block;
 *               the running sum of the slice's tiles before comes in by
 *               decoupled look-back (BlockScan's prefix callback: the
 *               tile's total goes out, then the first warp reads 32 tiles
 *               back at a time and sums their totals back to the nearest
 *               published running sum; with lane 0 alone reading one tile
 *               a step, a long vector ran at 20% of copy).  64 slices of
 *               2^21 doubles: 1.015 ms, 74% of copy, against LONG's 1.367
 *               (55%; H100).  One slice is one chain of look-backs: 2^27
 *               doubles 1.278 ms (59%) against CUB's 0.877 (86%), so
 *   LONG        (one slice; with GPUAXIS_SCAN_LAYOUT=2 slices so few that
 *               scan_plan.c's estimate gives k_block's block a slice less
 *               than cub::DeviceScan a slice at a time): one CUB call a
 *               slice, about copy speed on one slice, 22 us a call for 64
 *               slices of 2^21 doubles.
 * SERIAL gives Octave's results bit for bit: every step is scan_ops.h's,
 * as on the CPU engine, and this file is built with -fmad=false (the
 * complex products are C99's, complex_c99.h, and cummax / cummin of
 * complex compare glibc's moduli; only where two moduli tie is the
 * order CUDA's atan2, which may differ from glibc's in the last bit).
 * TILES, CHUNKS and LONG group the sums as trees inside a tile, and
 * STRIPS sums chunks' totals, so they are within scan.h's bound of Octave's
 * left-to-right sums, not equal.
 * Saturating integer sums are not associative, so they, products and
 * cummax / cummin stay SERIAL, exact but no faster than before.
 * GPUAXIS_SCAN_LAYOUT=1 plans as before TILES (k_tiled for every sum
 * along dim 1 but the LONG ones), 2 as before STRIPS and CHUNKS
 * (k_strided along later dims, LONG by CUB): bench/bench_scan.m runs
 * with each and without.  Everything runs on the gpuArray stream.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdint.h>
#include <type_traits>
#include <cuda_runtime.h>
#include <cub/device/device_scan.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include "scan.h"
#include "scan_ops.h"
#include "device_array.h"
#include "cuda_knobs.h"

#define UNROLL 16              /* k_strided: steps loaded before their adds */
#define BLOCK_THREADS 256       /* k_block: a tile is 256 x 64 bytes        */
#define TILE_BLOCKS 4           /* k_block, k_segs: blocks a multiprocessor
                                   (64 registers a thread; 3 unbounded)    */

struct ctx { int64_t lo; uint64_t hi; };

/* One step of each scan: run becomes the scan up to v; returns whether v
 * was taken (the index of cummax / cummin follows it). */
struct sum_op {
  __device__ bool operator() (double &r, double v, const ctx &) const { r = r + v; return true; }
  __device__ bool operator() (float &r, float v, const ctx &) const { r = r + v; return true; }
  __device__ bool operator() (ga_cdouble &r, ga_cdouble v, const ctx &) const
  { r.re = r.re + v.re; r.im = r.im + v.im; return true; }
  __device__ bool operator() (ga_csingle &r, ga_csingle v, const ctx &) const
  { r.re = r.re + v.re; r.im = r.im + v.im; return true; }
  __device__ bool operator() (int8_t &r, int8_t v, const ctx &c) const
  { r = (int8_t) ga_scan_sadd (r, v, c.lo, (int64_t) c.hi); return true; }
  __device__ bool operator() (int16_t &r, int16_t v, const ctx &c) const
  { r = (int16_t) ga_scan_sadd (r, v, c.lo, (int64_t) c.hi); return true; }
  __device__ bool operator() (int32_t &r, int32_t v, const ctx &c) const
  { r = (int32_t) ga_scan_sadd (r, v, c.lo, (int64_t) c.hi); return true; }
  __device__ bool operator() (int64_t &r, int64_t v, const ctx &c) const
  { r = ga_scan_sadd (r, v, c.lo, (int64_t) c.hi); return true; }
  __device__ bool operator() (uint8_t &r, uint8_t v, const ctx &c) const
  { r = (uint8_t) ga_scan_uadd (r, v, c.hi); return true; }
  __device__ bool operator() (uint16_t &r, uint16_t v, const ctx &c) const
  { r = (uint16_t) ga_scan_uadd (r, v, c.hi); return true; }
  __device__ bool operator() (uint32_t &r, uint32_t v, const ctx &c) const
  { r = (uint32_t) ga_scan_uadd (r, v, c.hi); return true; }
  __device__ bool operator() (uint64_t &r, uint64_t v, const ctx &c) const
  { r = ga_scan_uadd (r, v, c.hi); return true; }
};

struct prod_op {
  __device__ bool operator() (double &r, double v, const ctx &) const { r = r * v; return true; }
  __device__ bool operator() (float &r, float v, const ctx &) const { r = r * v; return true; }
  __device__ bool operator() (ga_cdouble &r, ga_cdouble v, const ctx &) const
  { double x, y; ga_c99_mul (r.re, r.im, v.re, v.im, &x, &y); r.re = x; r.im = y; return true; }
  __device__ bool operator() (ga_csingle &r, ga_csingle v, const ctx &) const
  { float x, y; ga_c99_mulf (r.re, r.im, v.re, v.im, &x, &y); r.re = x; r.im = y; return true; }
};

template <int MAX>
struct mm_op {
  template <typename T>
  __device__ bool operator() (T &r, T v, const ctx &) const
  { if (MAX ? v > r : v < r) { r = v; return true; } return false; }
  __device__ bool operator() (double &r, double v, const ctx &) const
  { if (ga_scan_take_d (v, r, MAX)) { r = v; return true; } return false; }
  __device__ bool operator() (float &r, float v, const ctx &) const
  { if (ga_scan_take_f (v, r, MAX)) { r = v; return true; } return false; }
  __device__ bool operator() (ga_cdouble &r, ga_cdouble v, const ctx &) const
  { if (ga_scan_take_cd (v.re, v.im, r.re, r.im, MAX)) { r = v; return true; } return false; }
  __device__ bool operator() (ga_csingle &r, ga_csingle v, const ctx &) const
  { if (ga_scan_take_cf (v.re, v.im, r.re, r.im, MAX)) { r = v; return true; } return false; }
};

/* One thread a slice of the strided layout: slice s = i + pre * j. */
template <typename T, typename OP, bool IDX, int UN>
__global__ void
k_strided (const T *in, T *out, double *idx, long long pre, long long n,
           long long post, ctx c)
{
  const OP op;
  const long long lines = pre * post;
  for (long long s = blockIdx.x * (long long) blockDim.x + threadIdx.x;
       s < lines; s += (long long) gridDim.x * blockDim.x)
    {
      const long long i = s % pre, j = s / pre;
      const long long base = j * pre * n + i;
      T run = in[base];
      double ri = 1;
      out[base] = run;
      if (IDX)
        idx[base] = 1;
      for (long long k0 = 1; k0 < n; k0 += UN)
        {
          T v[UN];
#pragma unroll
          for (int u = 0; u < UN; u++)
            if (k0 + u < n)
              v[u] = in[base + (k0 + u) * pre];
#pragma unroll
          for (int u = 0; u < UN; u++)
            if (k0 + u < n)
              {
                const bool took = op (run, v[u], c);
                if (IDX && took)
                  ri = (double) (k0 + u + 1);
                out[base + (k0 + u) * pre] = run;
                if (IDX)
                  idx[base + (k0 + u) * pre] = ri;
              }
        }
    }
}

/* A warp a group of 32 contiguous slices, a 32 x TN tile at a time
 * (shared: per warp 32 rows of TN + 1 T, then 32 rows of TN + 1 doubles
 * for the index).  Each lane loads TN / 32 elements of every row before
 * the scan, so a warp has 32 * TN loads in flight. */
template <typename T, typename OP, bool IDX, int TN>
__global__ void
k_tiled (const T *in, T *out, double *idx, long long n, long long post, ctx c)
{
  extern __shared__ double shm_[];
  const OP op;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int wpb = blockDim.x >> 5;
  const size_t wbytes = 32 * (TN + 1) * (sizeof (T) + (IDX ? sizeof (double) : 0));
  T (*tile)[TN + 1] = (T (*)[TN + 1]) ((char *) shm_ + warp * wbytes);
  double (*itile)[TN + 1] = (double (*)[TN + 1]) ((char *) tile + 32 * (TN + 1) * sizeof (T));
  const long long groups = (post + 31) / 32;
  for (long long g = blockIdx.x * (long long) wpb + warp; g < groups;
       g += (long long) gridDim.x * wpb)
    {
      const long long s0 = g * 32;
      const int rows = post - s0 < 32 ? (int) (post - s0) : 32;
      T run = T ();
      double ri = 1;
      for (long long t0 = 0; t0 < n; t0 += TN)
        {
          const int cols = n - t0 < TN ? (int) (n - t0) : TN;
#pragma unroll 4
          for (int r = 0; r < rows; r++)
            for (int q = lane; q < cols; q += 32)
              tile[r][q] = in[(s0 + r) * n + t0 + q];
          __syncwarp ();
          if (lane < rows)
            for (int k = 0; k < cols; k++)
              {
                const T v = tile[lane][k];
                if (t0 + k == 0)
                  run = v;
                else if (op (run, v, c))
                  ri = (double) (t0 + k + 1);
                tile[lane][k] = run;
                if (IDX)
                  itile[lane][k] = ri;
              }
          __syncwarp ();
#pragma unroll 4
          for (int r = 0; r < rows; r++)
            for (int q = lane; q < cols; q += 32)
              {
                out[(s0 + r) * n + t0 + q] = tile[r][q];
                if (IDX)
                  idx[(s0 + r) * n + t0 + q] = itile[r][q];
              }
          __syncwarp ();
        }
    }
}

/* The float sums of TILES and LONG: each part alone for complex. */
struct add_op {
  __device__ double operator() (double a, double b) const { return a + b; }
  __device__ float operator() (float a, float b) const { return a + b; }
  __device__ ga_cdouble operator() (ga_cdouble a, ga_cdouble b) const
  { ga_cdouble r; r.re = a.re + b.re; r.im = a.im + b.im; return r; }
  __device__ ga_csingle operator() (ga_csingle a, ga_csingle b) const
  { ga_csingle r; r.re = a.re + b.re; r.im = a.im + b.im; return r; }
};

/* The running sum of a slice's tiles: cub::BlockScan's prefix callback
 * (called by the first warp, each lane keeping the same copy); it hands
 * the tile the sum of the tiles before and adds the tile's own. */
template <typename T>
struct carry_op {
  T run;
  __device__ T operator() (T tile_total)
  {
    const T before = run;
    run = add_op () (run, tile_total);
    return before;
  }
};

template <typename T>
__device__ __forceinline__ T
zero_of ()
{
  T z;
  memset (&z, 0, sizeof z);
  return z;
}

/* A tile's CUB parts: elements T loaded and stored warp-striped through
 * shared memory (coalesced), scanned as S; their storage shared. */
template <typename T, typename S, int ITEMS>
struct tile_io {
  typedef cub::BlockLoad<T, BLOCK_THREADS, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE> Load;
  typedef cub::BlockStore<T, BLOCK_THREADS, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE> Store;
  typedef cub::BlockScan<S, BLOCK_THREADS> Scan;
  union Storage {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Scan::TempStorage scan;
  };
};

/* TILES: a block a slice (slice s at in + s n), a BLOCK_THREADS x ITEMS
 * tile at a time.  The first tile is scanned without a prefix (a -0
 * stays -0, as in Octave's sums); later ones get the carry. */
template <typename T, int ITEMS>
__global__ void __launch_bounds__ (BLOCK_THREADS, TILE_BLOCKS)
k_block (const T *in, T *out, long long n, long long post)
{
  typedef tile_io<T, T, ITEMS> IO;
  typedef typename IO::Load Load;
  typedef typename IO::Store Store;
  typedef typename IO::Scan Scan;
  __shared__ typename IO::Storage tmp;
  const long long tile = (long long) BLOCK_THREADS * ITEMS;
  for (long long s = blockIdx.x; s < post; s += gridDim.x)
    {
      const T *src = in + s * n;
      T *dst = out + s * n;
      carry_op<T> carry;
      for (long long t0 = 0; t0 < n; t0 += tile)
        {
          const int valid = n - t0 < tile ? (int) (n - t0) : (int) tile;
          T v[ITEMS];
          if (valid == tile)
            Load (tmp.load).Load (src + t0, v);
          else
            Load (tmp.load).Load (src + t0, v, valid, zero_of<T> ());
          __syncthreads ();
          if (t0 == 0)
            Scan (tmp.scan).InclusiveScan (v, v, add_op (), carry.run);
          else
            Scan (tmp.scan).InclusiveScan (v, v, add_op (), carry);
          __syncthreads ();
          if (valid == tile)
            Store (tmp.store).Store (dst + t0, v);
          else
            Store (tmp.store).Store (dst + t0, v, valid);
          __syncthreads ();
        }
    }
}

/* A value and whether a slice starts at it: the segmented sum's element. */
template <typename T>
struct seg {
  T v;
  int head;
};

/* The segmented sum (a then b): a slice start in b cuts a off.
 * Associative, so cub::BlockScan may group it as it likes. */
struct seg_op {
  template <typename T>
  __device__ seg<T> operator() (const seg<T> &a, const seg<T> &b) const
  {
    seg<T> r;
    r.head = a.head | b.head;
    r.v = b.head ? b.v : add_op () (a.v, b.v);
    return r;
  }
};

/* TILES of short slices (2 n <= a tile): a block takes the tile's worth
 * of whole slices (per = tile / n of them, contiguous), loaded, scanned
 * as one segmented block scan (a head at each slice's first element),
 * stored; no carry, as no slice crosses a tile. */
template <typename T, int ITEMS>
__global__ void __launch_bounds__ (BLOCK_THREADS, TILE_BLOCKS)
k_segs (const T *in, T *out, long long n, long long post)
{
  typedef tile_io<T, seg<T>, ITEMS> IO;
  typedef typename IO::Load Load;
  typedef typename IO::Store Store;
  typedef typename IO::Scan Scan;
  __shared__ typename IO::Storage tmp;
  const long long per = (long long) BLOCK_THREADS * ITEMS / n;
  const long long groups = (post + per - 1) / per;
  for (long long g = blockIdx.x; g < groups; g += gridDim.x)
    {
      const long long s0 = g * per, ns = post - s0 < per ? post - s0 : per;
      const int valid = (int) (ns * n);
      const int e0 = threadIdx.x * ITEMS;     /* blocked: thread t's items */
      T v[ITEMS];
      seg<T> q[ITEMS];
      Load (tmp.load).Load (in + s0 * n, v, valid, zero_of<T> ());
      __syncthreads ();
      int r = (int) (e0 % n);
#pragma unroll
      for (int i = 0; i < ITEMS; i++)
        {
          q[i].v = v[i];
          q[i].head = r == 0;
          r = r + 1 == n ? 0 : r + 1;
        }
      Scan (tmp.scan).InclusiveScan (q, q, seg_op ());
#pragma unroll
      for (int i = 0; i < ITEMS; i++)
        v[i] = q[i].v;
      __syncthreads ();
      Store (tmp.store).Store (out + s0 * n, v, valid);
      __syncthreads ();
    }
}

/* STRIPS: a block 32 neighbouring slices (lanes) of one slab and a
 * chunk of STRIP_GROUPS * S of their steps, each warp S steps of each
 * slice in registers.  Tickets (an atomic count) order the blocks, chunk
 * after chunk, so that every chunk a block waits on is running or done.
 * Its warp 0 publishes the chunk's totals (flag 1), sums the totals of
 * the chunks before it back to the first whose running sum is out (flag
 * 2), and publishes its own running sum; then every thread scans its S
 * steps left to right from the running sum before them. */
#define STRIP_GROUPS 8

template <typename T>
__device__ __forceinline__ T
ld_l2 (const T *p)
{
  T v;
  const unsigned *s = (const unsigned *) p;
  unsigned *d = (unsigned *) &v;
#pragma unroll
  for (int w = 0; w < (int) (sizeof (T) / 4); w++)
    d[w] = __ldcg (s + w);
  return v;
}

/* The look-back's two steps, on records of a flag (0 nothing yet, 1 the
 * total out, 2 the running sum out) and a value each: a warp's lanes
 * write their values, then lane 0 the flag; the reader waits for a flag,
 * fences, and reads the values after it (ld_l2: past the L1).  The fence
 * is the caller's, once for the warp: a second one in k_strips' waiting
 * lane took 1024 slices of 131072 doubles from 87% of copy to 76%. */
__device__ __forceinline__ void
publish (int *flag, int state)
{
  __threadfence ();
  __syncwarp ();
  if ((threadIdx.x & 31) == 0)
    atomicExch (flag, state);
}

__device__ __forceinline__ int
wait_flag (const int *flag)
{
  int f;
  while ((f = *(volatile const int *) flag) == 0)
    ;
  return f;
}

template <typename T, int S>
__global__ void __launch_bounds__ (32 * STRIP_GROUPS)
k_strips (const T *in, T *out, long long pre, long long n, long long post,
          long long tiles_i, long long nchunks, unsigned long long *ticket,
          int *flags, T *agg, T *inc)
{
  __shared__ T part[STRIP_GROUPS][32];    /* each warp's total, then its carry */
  __shared__ long long tk;
  const add_op add;
  const int lane = threadIdx.x & 31, g = threadIdx.x >> 5;
  if (threadIdx.x == 0)
    tk = (long long) atomicAdd (ticket, 1ULL);
  __syncthreads ();
  const long long ntiles = tiles_i * post;
  const long long t = tk, c = t / ntiles, rt = t % ntiles;
  const long long i = (rt % tiles_i) * 32 + lane, j = rt / tiles_i;
  const long long k0 = c * (STRIP_GROUPS * S) + (long long) g * S;
  const bool row = i < pre;
  const int valid = ! row || k0 >= n ? 0 : (n - k0 < S ? (int) (n - k0) : S);
  const T *src = in + j * pre * n + i + k0 * pre;
  T *dst = out + j * pre * n + i + k0 * pre;
  T x[S];
#pragma unroll
  for (int s = 0; s < S; s++)
    if (s < valid)
      x[s] = src[s * pre];
  /* this warp's total of its steps (none: zero, and only the last chunk
     has such warps, whose totals nobody reads) */
  T tot = zero_of<T> ();
  if (valid > 0)
    {
      tot = x[0];
#pragma unroll
      for (int s = 1; s < S; s++)
        if (s < valid)
          tot = add (tot, x[s]);
    }
  part[g][lane] = tot;
  __syncthreads ();
  if (g == 0)
    {
      const long long rec = rt * nchunks + c;
      T all = part[0][lane], before = zero_of<T> ();
      for (int q = 1; q < STRIP_GROUPS; q++)
        all = add (all, part[q][lane]);
      if (c > 0)
        {
          agg[rec * 32 + lane] = all;
          publish (flags + rec, 1);
          bool have = false;
          for (long long q = c - 1; q >= 0; q--)
            {
              const long long r = rt * nchunks + q;
              int f = 0;
              if (lane == 0)
                f = wait_flag (flags + r);
              f = __shfl_sync (0xffffffffu, f, 0);
              __threadfence ();
              const T v = f == 2 ? ld_l2 (inc + r * 32 + lane) : ld_l2 (agg + r * 32 + lane);
              before = have ? add (v, before) : v;
              have = true;
              if (f == 2)
                break;
            }
          all = add (before, all);
        }
      if (c + 1 < nchunks)
        {
          inc[rec * 32 + lane] = all;
          publish (flags + rec, 2);
        }
      /* each warp's carry: the chunks before, then the warps before */
      for (int q = 0; q < STRIP_GROUPS; q++)
        {
          const T w = part[q][lane];
          if (c > 0 || q > 0)
            part[q][lane] = before;
          before = c > 0 || q > 0 ? add (before, w) : w;
        }
    }
  __syncthreads ();
  if (valid > 0)
    {
      T run = c > 0 || g > 0 ? add (part[g][lane], x[0]) : x[0];
      dst[0] = run;
#pragma unroll
      for (int s = 1; s < S; s++)
        if (s < valid)
          {
            run = add (run, x[s]);
            dst[s * pre] = run;
          }
    }
}

static int launched (const char *what, ga_error *err);

/* T moved between lanes a 4-byte word at a time. */
template <typename T>
__device__ __forceinline__ T
shfl_down (T v, int by)
{
  unsigned *w = (unsigned *) &v;
#pragma unroll
  for (int i = 0; i < (int) (sizeof (T) / 4); i++)
    w[i] = __shfl_down_sync (0xffffffffu, w[i], by);
  return v;
}

/* CHUNKS: the running sum of a slice's tiles before this one, for
 * cub::BlockScan's prefix callback (the first warp calls it; lane 0's
 * value counts).  Lane 0 publishes the tile's total (flag 1); then the
 * warp reads 32 tiles back at once (lane l the tile c - 1 - l of the
 * window), stops at the nearest whose running sum is out (flag 2), sums
 * that and the totals nearer (a tree over the lanes that hold one, no
 * zero added, so a -0 stays -0), and moves the window back until it
 * stops; lane 0 publishes this tile's running sum. */
template <typename T>
struct look_back {
  T *agg, *inc;
  int *flags;
  long long rec0, c, nchunks;
  __device__ T operator() (T total)
  {
    const int lane = threadIdx.x & 31;
    T before = total;
    bool have = false;
    if (lane == 0)
      agg[rec0 + c] = total;
    publish (flags + rec0 + c, 1);
    for (long long top = c - 1; top >= 0; top -= 32)
      {
        const long long q = top - lane;
        const int f = q >= 0 ? wait_flag (flags + rec0 + q) : 0;
        __threadfence ();
        const unsigned done = __ballot_sync (0xffffffffu, f == 2);
        const int stop = done ? __ffs (done) - 1 : 31;
        bool mine = q >= 0 && lane <= stop;
        T v = total;
        if (mine)
          v = f == 2 ? ld_l2 (inc + rec0 + q) : ld_l2 (agg + rec0 + q);
        for (int by = 1; by < 32; by *= 2)
          {
            const T o = shfl_down (v, by);
            const bool om = __shfl_down_sync (0xffffffffu, mine, by) && lane + by < 32;
            if (om)
              v = mine ? add_op () (v, o) : o;
            mine = mine || om;
          }
        /* lane 0 holds the window's sum (its tile, top, is in the slice) */
        before = have ? add_op () (before, v) : v;
        have = true;
        if (done)
          break;
      }
    if (c + 1 < nchunks)
      {
        if (lane == 0)
          inc[rec0 + c] = add_op () (before, total);
        publish (flags + rec0 + c, 2);
      }
    return before;
  }
};

/* CHUNKS: a block a tile of one slice (slice s at in + s n), every tile
 * of every slice in one launch; tickets order the blocks tile after tile
 * (each slice's tile c before its tile c + 1), so that every tile waited
 * on is running or done.  The first tile is scanned without a prefix (a
 * -0 stays -0) and publishes its total as its running sum. */
template <typename T, int ITEMS>
__global__ void __launch_bounds__ (BLOCK_THREADS, TILE_BLOCKS)
k_chunks (const T *in, T *out, long long n, long long post, long long nchunks,
          unsigned long long *ticket, int *flags, T *agg, T *inc)
{
  typedef tile_io<T, T, ITEMS> IO;
  typedef typename IO::Load Load;
  typedef typename IO::Store Store;
  typedef typename IO::Scan Scan;
  __shared__ typename IO::Storage tmp;
  __shared__ long long tk;
  if (threadIdx.x == 0)
    tk = (long long) atomicAdd (ticket, 1ULL);
  __syncthreads ();
  const long long tile = (long long) BLOCK_THREADS * ITEMS;
  const long long c = tk / post, s = tk % post, t0 = c * tile;
  const int valid = n - t0 < tile ? (int) (n - t0) : (int) tile;
  const T *src = in + s * n + t0;
  T *dst = out + s * n + t0;
  T v[ITEMS];
  if (valid == tile)
    Load (tmp.load).Load (src, v);
  else
    Load (tmp.load).Load (src, v, valid, zero_of<T> ());
  __syncthreads ();
  if (c == 0)
    {
      T total;
      Scan (tmp.scan).InclusiveScan (v, v, add_op (), total);
      if (threadIdx.x < 32 && nchunks > 1)
        {
          if (threadIdx.x == 0)
            inc[s * nchunks] = total;
          publish (flags + s * nchunks, 2);
        }
    }
  else
    {
      look_back<T> lb = {agg, inc, flags, s * nchunks, c, nchunks};
      Scan (tmp.scan).InclusiveScan (v, v, add_op (), lb);
    }
  __syncthreads ();
  if (valid == tile)
    Store (tmp.store).Store (dst, v);
  else
    Store (tmp.store).Store (dst, v, valid);
}

/* The look-back's memory of k_strips and k_chunks: a ticket count and
 * `blocks` flags (zeroed on the stream), then `blocks` records of `width`
 * bytes of totals and as many of running sums. */
static int
look_back_mem (long long blocks, size_t width, cudaStream_t st, char **mem,
               int **flags, void **agg, void **inc, ga_error *err)
{
  const size_t fl = ((size_t) blocks * sizeof (int) + 255) & ~(size_t) 255;
  const size_t rb = (size_t) blocks * width;
  cudaError_t e;
  if (blocks >= (1LL << 31))
    {
      ga_set_error (err, "gpuaxis:internal", "scan: %lld blocks", blocks);
      return -1;
    }
  if (ga_dev_alloc (256 + fl + 2 * rb, (void **) mem, err) != 0)
    return -1;
  if ((e = cudaMemsetAsync (*mem, 0, 256 + fl, st)) != cudaSuccess)
    {
      ga_dev_free (*mem);
      return ga_dev_error (err, (int) e, "scan (look-back)");
    }
  *flags = (int *) (*mem + 256);
  *agg = *mem + 256 + fl;
  *inc = *mem + 256 + fl + rb;
  return 0;
}

/* CHUNKS: k_chunks over every tile of every slice. */
template <typename T>
static int
chunk_sum (const ga_scan_plan *p, const void *in, void *out, cudaStream_t st,
           ga_error *err)
{
  const long long n = (long long) p->axis.n, post = (long long) p->axis.post;
  const long long tile = BLOCK_THREADS * (64 / (long long) sizeof (T));
  const long long nchunks = (n + tile - 1) / tile, blocks = post * nchunks;
  char *mem;
  int *flags;
  void *agg, *inc;
  if (look_back_mem (blocks, sizeof (T), st, &mem, &flags, &agg, &inc, err) != 0)
    return -1;
  k_chunks<T, 64 / sizeof (T)><<<(unsigned) blocks, BLOCK_THREADS, 0, st>>>
    ((const T *) in, (T *) out, n, post, nchunks, (unsigned long long *) mem,
     flags, (T *) agg, (T *) inc);
  ga_dev_free (mem);
  return launched ("scan (chunks)", err);
}

/* STRIPS: k_strips over every chunk of every 32 slices, its tickets and
 * flags zeroed first; records of 32 totals and 32 running sums a block. */
template <typename T>
static int
strip_sum (const ga_scan_plan *p, const void *in, void *out, cudaStream_t st,
           ga_error *err)
{
  constexpr int S = 128 / sizeof (T);
  const long long pre = (long long) p->axis.pre, n = (long long) p->axis.n;
  const long long post = (long long) p->axis.post;
  const long long tiles_i = (pre + 31) / 32, nchunks = (n + STRIP_GROUPS * S - 1) / (STRIP_GROUPS * S);
  const long long blocks = tiles_i * post * nchunks;
  char *mem;
  int *flags;
  void *agg, *inc;
  if (look_back_mem (blocks, 32 * sizeof (T), st, &mem, &flags, &agg, &inc, err) != 0)
    return -1;
  k_strips<T, S><<<(unsigned) blocks, 32 * STRIP_GROUPS, 0, st>>>
    ((const T *) in, (T *) out, pre, n, post, tiles_i, nchunks,
     (unsigned long long *) mem, flags, (T *) agg, (T *) inc);
  ga_dev_free (mem);
  return launched ("scan (strips)", err);
}

static unsigned
blocks_for (long long n, int per_block)
{
  long long b = (n + per_block - 1) / per_block;
  return (unsigned) (b < 65536 ? (b > 0 ? b : 1) : 65536);
}

static int
launched (const char *what, ga_error *err)
{
  cudaError_t e = cudaGetLastError ();
  return e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, what);
}

template <typename T, typename OP, bool IDX>
static int
launch (const ga_scan_plan *p, const void *in, void *out, double *idx,
        cudaStream_t st, ga_error *err)
{
  const long long pre = (long long) p->axis.pre, n = (long long) p->axis.n;
  const long long post = (long long) p->axis.post;
  ctx c;
  c.lo = ga_elem_lo (p->elem);
  c.hi = ga_elem_hi (p->elem);
  if (pre > 1)
    {
      /* few slices: small blocks, so that they spread over every SM */
      const int tpb = pre * post < (1LL << 18) ? 64 : 256, un = ga_scan_unroll ();
      if constexpr (! IDX && std::is_same<OP, sum_op>::value
                    && (std::is_same<T, double>::value || std::is_same<T, float>::value))
        if (un != 1)
          {
            if (un == 2)
              k_strided<T, OP, IDX, 2 * UNROLL><<<blocks_for (pre * post, tpb), tpb, 0, st>>>
                ((const T *) in, (T *) out, idx, pre, n, post, c);
            else
              k_strided<T, OP, IDX, 4 * UNROLL><<<blocks_for (pre * post, tpb), tpb, 0, st>>>
                ((const T *) in, (T *) out, idx, pre, n, post, c);
            return launched ("scan (strided)", err);
          }
      k_strided<T, OP, IDX, UNROLL><<<blocks_for (pre * post, tpb), tpb, 0, st>>>
        ((const T *) in, (T *) out, idx, pre, n, post, c);
      return launched ("scan (strided)", err);
    }
  /* long tiles (more loads in flight) where the shared memory allows */
  if (! IDX && sizeof (T) <= 8)
    {
      const size_t wbytes = 32 * 129 * sizeof (T);
      const int wpb = 2 * wbytes <= 48 * 1024 ? 2 : 1;
      k_tiled<T, OP, IDX, 128><<<blocks_for ((post + 31) / 32, wpb), 32 * wpb,
                                  wpb * wbytes, st>>>
        ((const T *) in, (T *) out, idx, n, post, c);
    }
  else
    {
      const size_t wbytes = 32 * 33 * (sizeof (T) + (IDX ? sizeof (double) : 0));
      const int wpb = 2 * wbytes <= 48 * 1024 ? 2 : 1;
      k_tiled<T, OP, IDX, 32><<<blocks_for ((post + 31) / 32, wpb), 32 * wpb,
                                 wpb * wbytes, st>>>
        ((const T *) in, (T *) out, idx, n, post, c);
    }
  return launched ("scan (tiled)", err);
}

/* One slice's CUB scan: InclusiveSum for the real classes (its tuning
 * is the one measured), InclusiveScan with add_op for complex. */
static cudaError_t
cub_scan (void *tmp, size_t &tb, const double *in, double *out, long long n,
          cudaStream_t st)
{
  return cub::DeviceScan::InclusiveSum (tmp, tb, in, out, n, st);
}

static cudaError_t
cub_scan (void *tmp, size_t &tb, const float *in, float *out, long long n,
          cudaStream_t st)
{
  return cub::DeviceScan::InclusiveSum (tmp, tb, in, out, n, st);
}

template <typename T>
static cudaError_t
cub_scan (void *tmp, size_t &tb, const T *in, T *out, long long n,
          cudaStream_t st)
{
  return cub::DeviceScan::InclusiveScan (tmp, tb, in, out, add_op (), n, st);
}

/* LONG: CUB's single-pass scan, one call a slice. */
template <typename T>
static int
long_sum (const ga_scan_plan *p, const void *in, void *out, cudaStream_t st,
          ga_error *err)
{
  const long long n = (long long) p->axis.n;
  size_t tb = 0;
  void *tmp = NULL;
  cudaError_t e = cub_scan (NULL, tb, (const T *) in, (T *) out, n, st);
  if (e != cudaSuccess)
    return ga_dev_error (err, (int) e, "scan (CUB plan)");
  if (ga_dev_alloc (tb ? tb : 16, &tmp, err) != 0)
    return -1;
  for (size_t j = 0; j < p->axis.post && e == cudaSuccess; j++)
    e = cub_scan (tmp, tb, (const T *) in + j * n, (T *) out + j * n, n, st);
  ga_dev_free (tmp);
  return e == cudaSuccess ? 0 : ga_dev_error (err, (int) e, "scan (CUB)");
}

/* TILES: k_block (a block a slice), or k_segs where a tile holds two
 * slices or more; 64 bytes a thread. */
template <typename T>
static int
block_sum (const ga_scan_plan *p, const void *in, void *out, cudaStream_t st,
           ga_error *err)
{
  const long long post = (long long) p->axis.post, n = (long long) p->axis.n;
  const int items = 64 / sizeof (T);
  const long long per = (long long) BLOCK_THREADS * items / n;
  if (per >= 2)
    {
      const long long groups = (post + per - 1) / per;
      k_segs<T, 64 / sizeof (T)><<<groups < (1LL << 30) ? (unsigned) groups : 1U << 30,
                                    BLOCK_THREADS, 0, st>>>
        ((const T *) in, (T *) out, n, post);
    }
  else
    k_block<T, 64 / sizeof (T)><<<post < (1LL << 30) ? (unsigned) post : 1U << 30,
                                  BLOCK_THREADS, 0, st>>>
      ((const T *) in, (T *) out, n, post);
  return launched ("scan (tiles)", err);
}

/* The float sums the plan lays out as TILES, LONG, CHUNKS or STRIPS. */
static int
tree_sum (const ga_scan_plan *p, const void *in, void *out, cudaStream_t st,
          ga_error *err)
{
#define BY(T) return p->layout == GA_SCAN_LONG ? long_sum<T> (p, in, out, st, err) \
                : p->layout == GA_SCAN_CHUNKS ? chunk_sum<T> (p, in, out, st, err) \
                : p->layout == GA_SCAN_STRIPS ? strip_sum<T> (p, in, out, st, err) \
                                              : block_sum<T> (p, in, out, st, err)
  if (p->elem == GA_DOUBLE)
    {
      if (p->cplx)
        BY (ga_cdouble);
      BY (double);
    }
  if (p->cplx)
    BY (ga_csingle);
  BY (float);
#undef BY
}

template <typename OP, bool IDX>
static int
by_class (const ga_scan_plan *p, const void *in, void *out, double *idx,
          cudaStream_t st, ga_error *err)
{
#define L(T) return launch<T, OP, IDX> (p, in, out, idx, st, err)
  switch (p->elem)
    {
    case GA_DOUBLE: if (p->cplx) L (ga_cdouble); L (double);
    case GA_SINGLE: if (p->cplx) L (ga_csingle); L (float);
    case GA_INT8: L (int8_t);
    case GA_UINT8: case GA_LOGICAL: L (uint8_t);
    case GA_INT16: L (int16_t);
    case GA_UINT16: L (uint16_t);
    case GA_INT32: L (int32_t);
    case GA_UINT32: L (uint32_t);
    case GA_INT64: L (int64_t);
    case GA_UINT64: L (uint64_t);
    default: break;
    }
#undef L
  ga_set_error (err, "gpuaxis:internal", "scan: no CUDA kernel for %s",
                ga_elem_name (p->elem));
  return -1;
}

static int
float_only (const ga_scan_plan *p, const void *in, void *out, cudaStream_t st,
            ga_error *err)
{
  if (p->elem == GA_DOUBLE)
    return p->cplx ? launch<ga_cdouble, prod_op, false> (p, in, out, NULL, st, err)
                   : launch<double, prod_op, false> (p, in, out, NULL, st, err);
  if (p->elem == GA_SINGLE)
    return p->cplx ? launch<ga_csingle, prod_op, false> (p, in, out, NULL, st, err)
                   : launch<float, prod_op, false> (p, in, out, NULL, st, err);
  ga_set_error (err, "gpuaxis:internal", "scan: cumprod of %s", ga_elem_name (p->elem));
  return -1;
}

static int
d_run (const ga_scan_plan *p, const void *in, void *out, double *idx,
       ga_error *err)
{
  int prev, rc;
  if (ga_scan_numel (p) == 0)
    return 0;
  if ((rc = ga_dev_enter (&prev, err)) != 0)
    return rc;
  cudaStream_t st = (cudaStream_t) ga_dev_stream ();
  const int want = p->want_index && idx != NULL;
  switch (p->op)
    {
    case GA_SCAN_SUM:
      if (p->layout != GA_SCAN_SERIAL)
        rc = tree_sum (p, in, out, st, err);
      else
        rc = by_class<sum_op, false> (p, in, out, NULL, st, err);
      break;
    case GA_SCAN_PROD:
      rc = float_only (p, in, out, st, err);
      break;
    case GA_SCAN_MAX:
      rc = want ? by_class<mm_op<1>, true> (p, in, out, idx, st, err)
                : by_class<mm_op<1>, false> (p, in, out, NULL, st, err);
      break;
    case GA_SCAN_MIN:
      rc = want ? by_class<mm_op<0>, true> (p, in, out, idx, st, err)
                : by_class<mm_op<0>, false> (p, in, out, NULL, st, err);
      break;
    default:
      ga_set_error (err, "gpuaxis:internal", "scan: unknown operation");
      rc = -1;
    }
  ga_dev_leave (prev);
  return rc;
}

static const ga_scan_backend cuda_engine = { "cuda", d_run };

extern "C" const ga_scan_backend *
ga_scan_cuda (void)
{
  return &cuda_engine;
}
