/* scan.h: the scan engine of gpuArray and of gpu_axis_cumsum/cumprod
 * (no Octave types): an inclusive scan along one dimension, each output
 * the running sum, product, maximum or minimum of its slice up to it.
 *
 * The axis is seen as the reduction planner sees it (gpuaxis.h's
 * ga_pass): the array is [pre, n, post] in column-major order and each of
 * the pre * post slices is n elements pre apart.  pre == 1 is the
 * contiguous layout (each slice one run of memory: cumsum along the
 * first dimension), pre > 1 the strided one (neighbours in memory are
 * neighbouring slices: cumsum along a later dimension).  Both engines
 * take the same plan (scan_plan.c) and the same arithmetic of one step
 * (scan_ops.h):
 *   sum   double, single, complex of either (each part alone), and the
 *         integer classes saturating at every step in index order
 *         (Octave's octave_int + of cumsum's "native");
 *   prod  double, single, complex of either (C99's complex product, as
 *         Octave's std::complex one);
 *   max, min  every real class and logical, complex of either (Octave's
 *         order: abs, then arg), with the 1-based index of the element
 *         taken; leading NaNs stay NaN (index 1), later ones are skipped,
 *         ties keep the first.
 * The classes of Octave's results (cumsum of an integer is double unless
 * "native", ...) are the callers' business: they convert first.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_SCAN_H
#define GPUAXIS_SCAN_H

#include <stddef.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum { GA_SCAN_SUM = 0, GA_SCAN_PROD, GA_SCAN_MAX, GA_SCAN_MIN,
               GA_NSCAN } ga_scan_op;

/* How a plan walks its slices (ga_scan_plan_make picks it; the knob
 * GPUAXIS_SCAN_LAYOUT=1 plans as before TILES came, SERIAL but for the
 * real LONG sums, and 2 as before STRIPS and CHUNKS, so that one run can
 * time each):
 *   SERIAL  every slice left to right, the slices side by side: Octave's
 *           bits for every op and class;
 *   TILES   a float sum along a contiguous axis (pre == 1) of slices at
 *           least GA_SCAN_TILES_MIN_N long: each slice in tiles of
 *           `tile` elements, a tile scanned as a tree inside it (the
 *           device: a block scan), the running sum of the tiles before
 *           it carried in; slices of half a tile or less go whole, as
 *           many as a tile holds, into one segmented block scan.  Within
 *           the bound below of Octave's sums (shorter slices stay
 *           SERIAL: k_tiled's lanes are busy enough there, and Octave's
 *           bits are kept where they cost little);
 *   LONG    one long slice (at least GA_SCAN_LONG_MIN_N; with knob 2 few
 *           such slices, so few that one device block a slice would
 *           leave the device idle: scan_plan.c's long_pays): the device scans a slice at a time with every
 *           block on it (CUB's single-pass decoupled look-back scan),
 *           the CPU splits a slice over its threads in runs of whole
 *           tiles (run totals, then their carries, then each run again
 *           from its carry);
 *   CHUNKS  few long slices (2 <= post < GA_SCAN_CHUNKS_MAX_POST, n >=
 *           GA_SCAN_LONG_MIN_N), all at once: the device gives every tile
 *           of every slice a block of one launch, each carrying in the
 *           running sum of its slice's tiles before it (decoupled
 *           look-back); the CPU runs it as LONG;
 *   STRIPS  a float sum along a later axis (pre >= GA_SCAN_STRIPS_MIN_PRE,
 *           n >= GA_SCAN_STRIPS_MIN_N): the device cuts each slice into
 *           chunks, 32 neighbouring slices a block, and carries each
 *           chunk's running sum in from the chunks before it (their
 *           totals, decoupled look-back); each thread's steps go left to
 *           right from that carry.  The CPU runs it as SERIAL.
 * The saturating integer sums are not associative (each step clamps in
 * index order), and products and cummax / cummin are not planned for
 * speed here: they stay SERIAL, exact.  TILES, LONG, CHUNKS and STRIPS give
 *   |got(k) - Octave(k)| <= 2 gamma(k - 1) sum (|x(1:k)|)
 * (gamma(m) = m u / (1 - m u), u the unit roundoff), since any order of
 * k terms is within gamma(k - 1) sum |x| of the exact sum; where an
 * intermediate sum overflows one order may give Inf and the other a
 * finite number. */
typedef enum { GA_SCAN_SERIAL = 0, GA_SCAN_TILES, GA_SCAN_LONG,
               GA_SCAN_STRIPS, GA_SCAN_CHUNKS } ga_scan_layout;

#define GA_SCAN_TILES_MIN_N 16
#define GA_SCAN_STRIPS_MIN_PRE 32
#define GA_SCAN_STRIPS_MIN_N 256
#define GA_SCAN_FEW_SLICES 1024   /* LONG's bound before TILES (knob 1) */
#define GA_SCAN_CHUNKS_MAX_POST 256
#define GA_SCAN_LONG_MIN_N 65536

typedef struct {
  ga_scan_op op;
  ga_elem elem;          /* real class of in and out (GA_DOUBLE..GA_LOGICAL) */
  int cplx;              /* interleaved complex pairs (double, single)       */
  ga_pass axis;          /* [pre, n, post]                                   */
  int want_index;        /* max, min: the index (double, 1-based) too        */
  ga_scan_layout layout;
  size_t tile;           /* TILES, LONG, CHUNKS: elements of a tile (16 KiB) */
} ga_scan_plan;

/* The plan of op along dimension dim (0-based; past the last: n = 1) of
 * an array of nd dims; -1 with err (gpuaxis:invalid-input) for a class
 * the op does not take. */
int ga_scan_plan_make (ga_scan_plan *p, ga_scan_op op, ga_elem elem,
                       int cplx, size_t nd, const size_t *dims, size_t dim,
                       int want_index, ga_error *err);
const char *ga_scan_op_name (ga_scan_op op);
/* Dimension dim (0-based; past the last: n = 1) of an array of nd dims
 * as [pre, n, post] (the scans' and devsq.h's axis). */
ga_pass ga_scan_axis (size_t nd, const size_t *dims, size_t dim);
/* Elements in the array (pre * n * post) and bytes of one element. */
size_t ga_scan_numel (const ga_scan_plan *p);
size_t ga_scan_width (const ga_scan_plan *p);

/* One engine: out (and idx when the plan wants the index) from in, all in
 * the engine's memory; out may not overlap in.  0, or -1 with err (the
 * CUDA engine: GA_DEV_LOST when the context went).  Device calls are
 * queued on the gpuArray stream. */
typedef struct {
  const char *name;
  int (*run) (const ga_scan_plan *p, const void *in, void *out, double *idx,
              ga_error *err);
} ga_scan_backend;

/* The threaded CPU engine (cpu/scan_cpu.c): every slice left to right. */
const ga_scan_backend *ga_scan_cpu (void);
/* The CUDA engine (cuda/scan_cuda.cu); NULL in a build without nvcc (a
 * weak definition in scan_cpu.c). */
const ga_scan_backend *ga_scan_cuda (void);

#ifdef __cplusplus
}
#endif
#endif
