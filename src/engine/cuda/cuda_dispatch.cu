/* cuda_dispatch.cu: picks the kernel and launch shape for each pass of a
 * plan (ga_plan_launch), sizes the scratch it needs, and runs a whole plan
 * on device arrays (ga_cuda_run_device: what the MEX gateway's host path
 * and the benchmarks call) with the reduction ops.def's table names for it
 * (ga_plan_red), or for signed "native" sums first the fast path SUM_PN.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <atomic>
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"
#include "cuda_launch.cuh"
#include "cuda_knobs.h"
#include "cuda_backend.h"
#include "cuda_util.cuh"

static size_t cdiv (size_t a, size_t b) { return (a + b - 1) / b; }
/* Resident 256-thread blocks per multiprocessor we plan for. */
#define GA_BLOCKS_PER_SM 8

/* Chunks of a reduction of `base` tasks so that the tasks fill whole
 * waves: at most `most` chunks, about one wave (or a multiple) in all. */
static size_t
fill_waves (size_t base, size_t wave, size_t most)
{
  size_t best = 1;
  double best_eff = 0;
  for (size_t m = 1; m <= 4; m++)
    {
      size_t c = smax (1, smin (most, m * wave / base));
      size_t tasks = base * c, waves = cdiv (tasks, wave);
      double eff = (double) tasks / (double) (waves * wave);
      if (eff > best_eff + 0.02)
        { best = c; best_eff = eff; }
    }
  return best;
}

/* The widest vector, of most (4 or 2) elements or half or a quarter of
 * that, that divides m (rows stay aligned), keeps the input at in_addr
 * aligned and holds at most 32 bytes. */
static int
vector_width (int most, size_t m, uintptr_t in_addr, size_t esize)
{
  int V = most;
  while (V > 1 && (m % V != 0 || in_addr % (esize * V) != 0 || esize * V > 32))
    V >>= 1;
  return V;
}

/* Whether a pass of pre columns of n esize-byte elements has the shape
 * of ga_plan_rows_narrow's (the input's alignment aside): the columns a
 * whole part of a 16-byte vector (or, at ga_rows_narrow () 3, 4 doubles: two
 * whole vectors), a slab a whole number of vectors and long enough for
 * rows_long's chunks. */
static int
narrow_shape (size_t pre, size_t n, size_t esize)
{
  return (pre == 2 || pre == 4) && (esize == 4 || esize == 8)
         && ((16 / esize) % pre == 0 || (ga_rows_narrow () == 3 && esize == 8 && pre == 4))
         && (pre * n * esize) % 16 == 0 && pre * n >= 4096;
}

/* k_cols_few's plan (where the knob GPUAXIS_COLS_FEW lets it,
 * cuda_knobs.cu): its columns a thread 2 where the pass writes the index,
 * else 4 (H200, 2026-12-03 A/B of both: single
 * [M, I] on 134217728x2 along dim 2 0.929 of k_cols's time with 2, 0.941
 * with 4; single sum, max and prod there 1.07-1.15x with 2, 0.954-0.972
 * with 4; double mean 0.977 with 2, 0.905 with 4; on 67108864x4 either
 * way within 1% but [M, I], 2 ahead by 1-1.2%). */
#define COLS_FEW_OUTPUTS ((size_t) 1 << 20)
int
ga_plan_cols_few (const ga_pass *ps, size_t esize, uintptr_t in_addr, int index,
                  ga_launch *L)
{
  const int k = ga_cols_few_mode ();
  int V;
  size_t ntile;
  if (k == 1 || ps->pre < 2 || ps->n == 0 || ps->n > GA_COLS_FEW_ROWS
      || (k == 2 && ps->pre * ps->post < COLS_FEW_OUTPUTS))
    return 0;
  V = vector_width (index ? 2 : 4, ps->pre, in_addr, esize);
  if (V < 2)
    return 0;
  ntile = cdiv (ps->pre, (size_t) GA_BLOCK * V);
  if (ntile * ps->post > 0x7fffffff)
    return 0;
  L->kind = GA_K_COLS;
  L->V = V;
  L->tx = GA_BLOCK;
  L->ty = 1;
  L->block = GA_BLOCK;
  L->ntile = ntile;
  L->clen = ps->n;
  L->nchunk = 1;
  L->smem = 0;
  L->grid = (unsigned) (ntile * ps->post);
  L->cshort = 3;
  return 1;
}

int
ga_plan_rows_narrow (const ga_pass *ps, size_t esize, size_t asize, uintptr_t in_addr,
                     int nsm, int bps, ga_launch *L)
{
  ga_pass q;
  ga_launch rl;
  if (ga_rows_narrow () == 1 || ! narrow_shape (ps->pre, ps->n, esize) || in_addr % 16 != 0)
    return 0;
  q.pre = 1;
  q.n = ps->pre * ps->n;
  q.post = ps->post;
  ga_plan_launch (&q, esize, asize, 0, nsm, 0, in_addr, bps, &rl);
  if (rl.kind != GA_K_ROWS_LONG)
    return 0;
  rl.P = (int) ps->pre;
  *L = rl;
  return 1;
}

/* rows_small's lanes per row G (a power of two, at most 32): the fewest
 * with each lane loading at most vpl of a row's vectors of L->V elements;
 * and the grid for that many rows a block of L->block threads, at most
 * most_blocks. */
static void
rows_small_lanes (size_t n, size_t post, int vpl, size_t most_blocks, ga_launch *L)
{
  int G = 1;
  while ((size_t) G * L->V * vpl < n && G < 32)
    G <<= 1;
  L->G = G;
  L->grid = (unsigned) smax (1, smin (cdiv (post, (L->block / G) * GA_ROWS_UNROLL), most_blocks));
}

void
ga_plan_rows_mm (const ga_pass *ps, int vpl, int nsm, int index, int bps, int threads,
                 ga_launch *L)
{
  const int full = ga_mm_full_grid (index);
  if (L->kind != GA_K_ROWS_SMALL)
    return;
  L->block = (unsigned) threads;        /* the kernel's, every plan */
  rows_small_lanes (ps->n, ps->post, vpl,
                    full ? (size_t) 0x7fffffff
                         : (size_t) nsm * (bps > 0 ? bps : GA_BLOCKS_PER_SM * GA_BLOCK / threads)
                               * 4, L);
}

int
ga_plan_rows_mmt (const ga_pass *ps, size_t esize, uintptr_t in_addr, ga_launch *L)
{
  if (ga_mm_rows_tile () == 1 || L->kind != GA_K_ROWS_SMALL || ps->pre != 1 || ps->n * esize != 128
      || in_addr % 16 != 0)
    return 0;
  L->mmt = 1;
  L->block = GA_MMT_WARPS * 32;
  L->grid = (unsigned) smax (1, smin (cdiv (ps->post, (size_t) GA_MMT_WARPS * 32), 0x7fffffff));
  return 1;
}

void
ga_plan_launch (const ga_pass *ps, size_t esize, size_t asize, int ordered,
                int nsm, int no_chunk, uintptr_t in_addr, int bps, ga_launch *L)
{
  const size_t pre = ps->pre, n = ps->n, post = ps->post;
  const size_t wave = (size_t) nsm * (bps > 0 ? bps : GA_BLOCKS_PER_SM);
  /* grid-stride kernels: how many blocks at most.  A gated ordered pass
   * (ordered 2) gets one wave: its blocks mostly find the gate shut and
   * exit, and 4 waves of them took 12.5 us (int32 16384x16384 along dim
   * 1, rows_long's 4224 blocks, ncu; H200, 2026-12-03) */
  const size_t most_blocks = ordered == 2 ? wave : wave * 4;
  memset (L, 0, sizeof *L);
  L->nchunk = 1;
  L->clen = n;
  L->block = GA_BLOCK;
  if (pre == 0 || post == 0 || esize == 0)
    {                 /* no outputs (never launched: see run_device): the
                         sizes below would divide by 0 (SIGFPE, GPU host
                         2026-12-01) */
      L->kind = GA_K_ROWS_SMALL;
      L->G = 1;
      L->V = 1;
      L->grid = 1;
      return;
    }

  if (pre == 1)
    {
      /* Short rows, or many medium rows: lanes per row within a warp. */
      if (n <= 128 || (n < 4096 && post >= (size_t) nsm * 128))
        {
          L->kind = GA_K_ROWS_SMALL;
          L->V = ordered ? 1 : vector_width (4, n, in_addr, esize);
          rows_small_lanes (n, post, 1, most_blocks, L);
          return;
        }
      /* Long rows: a block per row, split into chunks if rows are few. */
      L->kind = GA_K_ROWS_LONG;
      if (! no_chunk && post < wave)
        {
          /* two waves of tasks; planned for the blocks that fit (bps),
             never more (a few tasks of a third wave cost a whole chunk) */
          size_t want = bps > 0 ? smax (1, 2 * wave / post) : cdiv (2 * wave, post);
          size_t most = cdiv (n, 4096);            /* >= 4096 per chunk */
          size_t nchunk = smax (1, smin (want, most));
          size_t clen = cdiv (cdiv (n, nchunk), 64) * 64;   /* keeps alignment */
          L->clen = clen;
          L->nchunk = cdiv (n, clen);
        }
      L->grid = (unsigned) smax (1, smin (post * L->nchunk, most_blocks));
      return;
    }

  /* pre > 1: columns.  Vector width: the widest of 4, 2, 1 that divides pre
   * and keeps every row aligned. */
  {
    const int V = vector_width (4, pre, in_addr, esize);
    size_t across, ntile, base;
    across = cdiv (pre, V);                      /* threads for one row */
    L->kind = GA_K_COLS;
    L->V = V;
    /* Threads across a tile: the whole row up to a block; fewer (more
     * tiles, several row groups per tile) when tiles would not fill the
     * GPU, which keeps chunk partials and their combining pass small. */
    L->tx = (int) smin (across, GA_BLOCK);
    while (L->tx > 32 && post * cdiv (pre, (size_t) L->tx * V) < wave)
      L->tx = (L->tx + 1) / 2;
    L->ty = GA_BLOCK / L->tx;
    L->block = (unsigned) (L->tx * L->ty);
    ntile = cdiv (pre, (size_t) L->tx * V);
    L->ntile = ntile;
    base = post * ntile;
    if (! no_chunk && base < wave && n >= (size_t) 16 * L->ty)
      {
        size_t most = cdiv (n, (size_t) 8 * L->ty);   /* >= 8 rows a thread */
        size_t waves = across == 1 && (bps <= 0 || bps >= GA_BLOCKS_PER_SM)
                       ? ga_cols_narrow_waves () : ga_cols_chunk_waves ();
        size_t nchunk = fill_waves (base, wave * waves, most);
        L->clen = cdiv (n, nchunk);
        L->nchunk = cdiv (n, L->clen);
      }
    L->smem = L->ty > 1 ? (size_t) L->tx * L->ty * V * asize : 0;
    L->grid = (unsigned) smax (1, smin (base * L->nchunk, most_blocks));
  }
}

/* Scratch layout: [chunk partials][intermediate A][intermediate B], and
 * for signed "native" sums the fast path's own ([partials][A][B]) with its
 * flag after.  Worked out once per call (ws_layout). */
typedef struct { size_t part, inter; } ws_sizes;


static ws_sizes
workspace_sizes (const ga_plan *p, ga_red r, int nsm)
{
  ws_sizes w = {0, 0};
  size_t asize = ga_red_facts (r)->size;
  for (int k = 0; k < p->npass; k++)
    {
      size_t es = (k == 0 && p->in != GA_ACCBUF) ? ga_elem_size (p->in) : asize;
      /* the launch shape depends on the input's alignment: take the
       * largest partials over every alignment it could have */
      for (int a = 0; a < 3; a++)
        for (int bps = 0; bps <= GA_BLOCKS_PER_SM; bps++)
          {                /* ... and every occupancy its kernel may have
                              (0: planned for GA_BLOCKS_PER_SM, rounding
                              rows_long's chunks up) */
            ga_launch L;
            uintptr_t addr = a == 0 ? 0 : (a == 1 ? 2 * es : es);
            ga_plan_launch (&p->pass[k], es, asize, 0, nsm, 0, addr, bps, &L);
            if (L.nchunk > 1)
              w.part = smax (w.part, p->pass[k].pre * p->pass[k].post * L.nchunk * asize);
            /* ... or as narrow columns (ga_plan_rows_narrow: a first
               pass of single or double elements) */
            if (k == 0 && ga_plan_rows_narrow (&p->pass[k], es, asize, addr, nsm, bps, &L)
                && L.nchunk > 1)
              w.part = smax (w.part, p->pass[k].pre * p->pass[k].post * L.nchunk * asize);
          }
      if (k < p->npass - 1)
        w.inter = smax (w.inter, ga_pass_outputs (&p->pass[k]) * asize);
    }
  w.part = al256 (w.part);
  w.inter = al256 (w.inter);
  return w;
}

/* Signed "native" sums first try the commutative fast path (SUM_PN): only
 * for plans that end in results (a plan that hands on raw partials must
 * keep the ordered format).  Any number of elements per output: SUM_PN's
 * capped 32-bit sums send an output too large for them to the ordered
 * run (ops.h). */
static int
has_fast_path (const ga_plan *p, ga_red r)
{
  return r == GA_R_SUM_S32 && p->out != GA_ACCBUF;
}

#define GA_FLAG_BYTES 256

/* SUM_PN's flag is not cleared before the call: where SUM_PN is not
 * exact it sets the flag to the call's own mark, one no earlier call used
 * (until 2^32 calls), and the gated kernels run where it holds that
 * mark.  Whatever the scratch held before, at worst the gated kernels run
 * and write the same exact results again (one chance in 2^32 for scratch
 * never written).  Why: the cudaMemsetAsync that cleared it was one more
 * operation a call.  Without it, and with the gated kernels launched
 * dependent (ga_run_pass), int32 sum of 16384x16384 took 0.987-0.990 of
 * the kernel time (251 -> 248-249 us), a call along dim 2 0.2562 ->
 * 0.2547 ms (H200, 2026-12-04). */
static int
next_mark (void)
{
  static std::atomic<unsigned> marks;
  return (int) (marks.fetch_add (1, std::memory_order_relaxed) + 1u);
}

/* A column reduction whose rows are narrower than one 16-byte vector
 * (pre = 2 singles, say) is read as if m consecutive rows were one row of
 * m*pre columns, [pre*m, n/m, post], and the m partial columns are then
 * combined, [pre, m, post]: the same elements, read with full vectors.
 * Only for reductions whose order does not matter and that keep no
 * positions (folding reorders positions), and not for single and double
 * columns that k_rows_narrow reads as they are (GPUAXIS_ROWS_NARROW):
 * integers, and slabs too short or of an odd size for it. */
static ga_plan
fold_narrow (const ga_plan *p, ga_red r)
{
  ga_plan f = *p;
  const ga_pass ps = p->pass[0];
  const size_t row = ps.pre * ga_elem_size (p->in);
  if (row == 0 || (ga_red_facts (r)->flags & (GA_F_ORDERED | GA_F_INDEXED)) || ps.pre < 2
      || row >= 16 || 16 % row != 0 || p->npass >= GA_MAXPASS)
    return f;
  size_t m = 16 / row;
  if (ps.n % m != 0 || ps.n / m < 2)
    return f;
  if (ga_rows_narrow () > 1 && (p->in == GA_SINGLE || p->in == GA_DOUBLE)
      && narrow_shape (ps.pre, ps.n, ga_elem_size (p->in)))
    return f;           /* read as rows of narrow columns instead (a pass
                           whose class has no lean kernels, or a
                           misaligned input, then runs unfolded in k_cols) */
  for (int k = p->npass; k > 0; k--)
    f.pass[k] = p->pass[k - 1];
  f.pass[0].pre = ps.pre * m;
  f.pass[0].n = ps.n / m;
  f.pass[1].n = m;
  f.npass = p->npass + 1;
  return f;
}

/* Everything a call works out before it launches: the reduction, the
 * (folded) plan, and the scratch layout. */
typedef struct {
  ga_red r;
  ga_plan p;
  ws_sizes w, wf;        /* the plan's, and the fast path's              */
  int fast;
  size_t bytes;          /* scratch needed                               */
} ws_layout;

/* Whether plans a and b are the same request (every field layout reads;
 * the divisor by its bits). */
static bool
same_plan (const ga_plan *a, const ga_plan *b)
{
  if (a->in != b->in || a->acc != b->acc || a->out != b->out || a->lo != b->lo
      || a->hi != b->hi || a->uhi != b->uhi || a->npass != b->npass || a->op != b->op
      || memcmp (&a->divisor, &b->divisor, sizeof a->divisor) != 0
      || a->want_index != b->want_index)
    return false;
  for (int k = 0; k < a->npass; k++)
    if (a->pass[k].pre != b->pass[k].pre || a->pass[k].n != b->pass[k].n
        || a->pass[k].post != b->pass[k].post)
      return false;
  return true;
}

static void layout_of (const ga_plan *p0, int nsm, ws_layout *L);

/* layout_of, its last answer kept (a thread's own: the host path's
 * threads may plan at once).  A call works its layout out twice
 * (ga_cuda_workspace_bytes sizing the scratch, then ga_cuda_run_device),
 * and calls repeat their shapes.  Working it out took 1.6-2.1 us for
 * columns (workspace_sizes plans 27 launches, every alignment and
 * occupancy, each again as narrow columns), 0.4 us for rows, before the
 * call's first launch; kept, 0.03-0.04 us (bench/host_plan_cost on the
 * H200 host, 2026-12-04). */
static void
layout (const ga_plan *p0, int nsm, ws_layout *L)
{
  static thread_local struct { int nsm; ga_plan p0; ws_layout L; } kept = {0, {}, {}};
  if (kept.nsm == nsm && same_plan (&kept.p0, p0))
    {
      *L = kept.L;
      return;
    }
  layout_of (p0, nsm, L);
  kept.nsm = nsm;
  kept.p0 = *p0;
  kept.L = *L;
}

static void
layout_of (const ga_plan *p0, int nsm, ws_layout *L)
{
  L->r = ga_plan_red (p0);
  L->p = fold_narrow (p0, L->r);
  L->w = workspace_sizes (&L->p, L->r, nsm);
  L->bytes = L->w.part + 2 * L->w.inter;
  L->fast = has_fast_path (&L->p, L->r);
  if (L->fast)
    {
      L->wf = workspace_sizes (&L->p, GA_R_SUM_PN, nsm);
      L->bytes = smax (L->bytes, L->wf.part + 2 * L->wf.inter) + GA_FLAG_BYTES;
    }
}

extern "C" size_t
ga_cuda_workspace_bytes (const ga_plan *p)
{
  ws_layout L;
  if (ga_plan_check (p, NULL) != 0)
    return 0;
  layout (p, ga_cuda_nsm (), &L);
  return L.bytes;
}

extern "C" int
ga_cuda_supports (const ga_plan *p)
{
  return ga_plan_check (p, NULL) == 0 && ga_red_facts (ga_plan_red (p))->cuda;
}

/* One pass of reduction r. */
static cudaError_t
run_one (ga_red r, ga_elem ie, const ga_pass &ps, const void *in, void *out,
         ga_elem oe, void *part, const ga_bounds &b, int nsm, cudaStream_t st)
{
  switch (r)
    {
#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL)                        \
      GA_IF_ON_CUDA (GROUP, case GA_R_##ID:                                 \
                     return ga_run_red_##ID (ie, ps, in, out, oe, part, b, nsm, st);)
#include "ops.def"
#undef GA_RED
    default:
      return cudaErrorInvalidValue;
    }
}

/* Every pass of plan p with reduction r, reading d_in, writing d_out (and
 * d_index); w: its scratch layout.  flag: SUM_PN's, set to mark where it
 * was not exact; gate: the ordered kernels' (ga_gated, open where it
 * holds mark), NULL for none. */
static int
run_plan (const ga_plan *p, ga_red r, const ws_sizes &w, const void *d_in,
          void *d_out, void *d_index, char *ws, int *flag, const int *gate, int mark,
          int nsm, cudaStream_t st, ga_error *err)
{
  void *inter[2] = {ws + w.part, ws + w.part + w.inter};
  const void *src = d_in;
  ga_bounds b;
  b.c = ga_plan_ctx (p);
  b.c.flag = flag;
  b.c.mark = mark;
  b.span = 0;
  b.gate = gate;
  for (int k = 0; k < p->npass; k++)
    {
      const int last = k == p->npass - 1;
      void *dst = last ? d_out : inter[k & 1];
      cudaError_t e;
      if (ga_pass_outputs (&p->pass[k]) == 0)
        {               /* an empty pass before results that are not: the
                           next pass reduces 0 elements to each (all over
                           dims 1, 3 and 4 of a 3x7x0x2 array: [1 3 0],
                           then [7 0 1]; until 2026-12-04 the whole call
                           returned at its first empty pass, the 7
                           results never written: test_reduce) */
          b.span = (b.span ? b.span : 1) * (int64_t) p->pass[k].n;
          continue;
        }
      b.index_out = last ? (double *) d_index : NULL;
      e = run_one (r, k == 0 ? p->in : GA_ACCBUF, p->pass[k], src, dst,
                   last ? p->out : GA_ACCBUF, ws, b, nsm, st);
      if (e != cudaSuccess)
        {
          ga_set_error (err, "gpuaxis:cuda", "CUDA error in reduction kernel: %s",
                        cudaGetErrorString (e));
          return -1;
        }
      /* the next pass's partials each cover the elements of this far */
      b.span = (b.span ? b.span : 1) * (int64_t) p->pass[k].n;
      src = dst;
    }
  return 0;
}

/* Runs asynchronously on `stream`.  Signed "native" sums with fast != 0
 * run the fast path SUM_PN, then the ordered kernels gated by its flag
 * (ga_gated): they do their work only if some output could have
 * saturated part-way, and nothing waits for the verdict on the host.
 * Before (to 2026-12-03) the call read the flag back and waited for it:
 * a stall of the stream and the host between the two runs, and a
 * gpuArray's int32 sum the one reduction that did not return once
 * queued.  fast == 0 (the host path's chunks) runs the ordered kernels
 * alone. */
int
ga_cuda_run_device_opt (const ga_plan *p0, const void *d_in, void *d_out,
                        void *d_index, void *d_ws, size_t ws_bytes, void *stream,
                        int fast, ga_error *err)
{
  const int nsm = ga_cuda_nsm ();
  cudaStream_t st = (cudaStream_t) stream;
  const int *gate = NULL;
  int mark = 0;
  ws_layout L;
  if (ga_plan_check (p0, err) != 0)
    return -1;
  if (! ga_red_facts (ga_plan_red (p0))->cuda)
    {
      ga_set_error (err, "gpuaxis:internal", "engine: %s of %s is not on CUDA "
                    "(ga_cuda_supports)", ga_op_name (p0->op), ga_elem_name (p0->in));
      return -1;
    }
  if (p0->want_index && ! d_index && p0->out != GA_ACCBUF)
    {
      ga_set_error (err, "gpuaxis:internal", "engine: an index is wanted but has no room");
      return -1;
    }
  if (ga_pass_outputs (&p0->pass[p0->npass - 1]) == 0)
    return 0;                        /* no results to write */
  layout (p0, nsm, &L);
  if (ws_bytes < L.bytes)
    {
      ga_set_error (err, "gpuaxis:internal", "workspace too small (%zu < %zu)",
                    ws_bytes, L.bytes);
      return -1;
    }
  if (L.fast && fast)
    {
      int *flag = (int *) ((char *) d_ws + L.bytes - GA_FLAG_BYTES);
      mark = next_mark ();
      if (run_plan (&L.p, GA_R_SUM_PN, L.wf, d_in, d_out, NULL, (char *) d_ws,
                    flag, NULL, mark, nsm, st, err) != 0)
        return -1;
      gate = flag;
    }
  return run_plan (&L.p, L.r, L.w, d_in, d_out, d_index, (char *) d_ws, NULL,
                   gate, mark, nsm, st, err);
}

extern "C" int
ga_cuda_run_device (const ga_plan *p, const void *d_in, void *d_out,
                    void *d_index, void *d_ws, size_t ws_bytes, void *stream,
                    ga_error *err)
{
  return ga_cuda_run_device_opt (p, d_in, d_out, d_index, d_ws, ws_bytes, stream,
                                 1, err);
}
