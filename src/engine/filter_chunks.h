/* filter_chunks.h: filter's recurrence cut into chunks along the time axis
 * (fft.h's ga_filter_plan), the same plan for the CPU engine
 * (cpu/filter_cpu.c) and the CUDA one (cuda/filter_cuda.cu).
 *
 * Each of the pre * post columns is cut into nchunk chunks of len samples
 * (the last one shorter).  Work item w (0 <= w < ncol * nchunk) is column
 * w % ncol, chunk w / ncol: neighbouring items are neighbouring columns
 * of one chunk.  Three passes:
 *   1. every chunk but the last runs its recurrence from the zero state
 *      (chunk 0 from ZI) and keeps its final state f_c, in double, in the
 *      carry slot c of its column (a FIR filter's chunk runs only its
 *      last ns samples: its state after them is the same either way, to
 *      the bit);
 *   2. per column, in order, the slots become the true initial states:
 *      S_1 = f_0, S_{c+1} = M^len S_c + f_c, in double (M the recurrence's
 *      state-transition matrix, ml below; skipped for a FIR filter, whose
 *      M^len is zero, so an infinite state makes no NaN; an IIR filter's
 *      product is taken even where M^len underflowed to zeros, so a NaN
 *      reaches every later sample as in the sequential recurrence);
 *   3. every chunk runs again from its true initial state (chunk 0 from
 *      ZI, chunk c from slot c - 1 rounded to the data's class), writes Y,
 *      and the last chunk writes ZF.
 * With one chunk only pass 3 runs: the sequential recurrence, Octave's
 * arithmetic step for step.
 *
 * The carry slots: ns values (complex pairs when cplx) of double each,
 * slot c - 1 of column col at (col + ncol * (c - 1)) * ns (times 2 when
 * cplx), for c in [1, nchunk).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_FILTER_CHUNKS_H
#define GPUAXIS_FILTER_CHUNKS_H

#include <stddef.h>
#include "fft.h"

#ifdef __cplusplus
extern "C" {
#endif

/* chunking only for states of at most this many values (the CUDA
 * kernels keep the state in registers) */
#define GA_FILTER_CHUNK_MAXNS 32

typedef struct {
  size_t ns;        /* states a column: nab - 1                        */
  size_t ncol;      /* pre * post                                      */
  size_t len;       /* samples a chunk (n when one chunk)              */
  size_t nchunk;    /* chunks a column (1: the sequential recurrence)  */
  int ml_zero;      /* FIR (or no state): the carry is f_c itself      */
  double *ml;       /* M^len, ns x ns column-major (complex pairs when
                       cplx), malloc'd; NULL when ml_zero or one chunk */
} ga_filter_chunks;

/* The chunks of p for the denominator a (host memory, the plan's class,
 * a[0] == 1).  Returns 0, or -1 with err (out of memory). */
int ga_filter_chunks_make (const ga_filter_plan *p, const void *a,
                           ga_filter_chunks *c, ga_error *err);
void ga_filter_chunks_free (ga_filter_chunks *c);
/* Bytes of the carry slots (0 when one chunk). */
size_t ga_filter_carry_bytes (const ga_filter_plan *p,
                              const ga_filter_chunks *c);

/* The engines' run of fft.h's ga_filter_backend (cpu/filter_cpu.c,
 * cuda/filter_cuda.cu): the chunks above, made here from p and a. */
int ga_filter_cpu_run (const ga_filter_plan *p, const void *b,
                       const void *a, const void *zi, const void *x,
                       void *y, void *zf, ga_error *err);
int ga_filter_cuda_run (const ga_filter_plan *p, const void *b,
                        const void *a, const void *zi, const void *x,
                        void *y, void *zf, ga_error *err);

#ifdef __cplusplus
}
#endif
#endif
