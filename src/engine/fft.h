/* fft.h: the FFT engine of gpuArray (no Octave types).
 *
 * A transform is described once, as FFTW's guru interface and cuFFT's
 * advanced layout both take it: a rank (1..3) of transformed dimensions,
 * each a length with its input and output stride, and up to two batch
 * ("howmany") dimensions, each a count with its input and output distance;
 * strides and distances count elements (a complex pair is one element of
 * a complex array, a real one of a real array).  dims[0] is the lowest
 * (fastest) transformed dimension of the column-major array: the one a
 * real-to-complex transform halves (its output holds dims[0].n / 2 + 1
 * values there, written at the full array's places) and a complex-to-real
 * one reads half of.  The CPU engine (cpu/fft_cpu.c) hands the plan to
 * FFTW's guru64 planner as it is; the CUDA engine (cuda/fft_cuda.cu) to
 * cufftMakePlanMany64, one batch dimension in the plan and the other as a
 * loop of calls.
 *
 * ga_fft_run makes the whole request out of such plans (fft_plan.c):
 * padding or truncation to the new lengths, the transforms grouped over
 * adjacent dimensions (at most 3 a plan), the Hermitian half of a real
 * input's transform filled in, the inverse's 1/N, MATLAB's "symmetric"
 * inverse (a real result) -- on either engine, through the same plans.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_FFT_H
#define GPUAXIS_FFT_H

#include <stddef.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GA_FFT_MAXRANK 3
#define GA_FFT_MAXD 64

typedef enum { GA_FFT_C2C = 0, GA_FFT_R2C, GA_FFT_C2R } ga_fft_kind;

typedef struct { size_t n, is, os; } ga_fft_dim;

typedef struct {
  ga_fft_kind kind;
  int single;                       /* float (else double)               */
  int inverse;                      /* C2C: backward (e^{+i}); C2R is     */
  int rank;                         /* 1..GA_FFT_MAXRANK                  */
  ga_fft_dim dims[GA_FFT_MAXRANK];  /* dims[0]: the lowest, the halved    */
  int howmany_rank;                 /* 0..2                               */
  ga_fft_dim howmany[2];            /* n: count; is, os: distances        */
} ga_fft_plan;

/* What one engine does; every call returns 0, or -1 with err set (the
 * CUDA engine: GA_DEV_LOST when the context went).  Device calls are
 * queued on the gpuArray stream. */
#define GA_FFT_ON_HOST 2

typedef struct {
  const char *name;
  int (*alloc) (size_t bytes, void **p, ga_error *err);
  void (*release) (void *p);
  /* the plan's transform, in to out (out of place, or in place when
   * in == out for C2C); the input of a C2R plan may be overwritten.
   * GA_FFT_ON_HOST (err unset): this engine cannot take the plan's
   * layout, the request is the CPU engine's on a host copy */
  int (*exec) (const ga_fft_plan *p, void *in, void *out, ga_error *err);
  /* after an R2C plan: out's elements past dims[0].n / 2 along dims[0]
   * set to the conjugates of their mirror images (Hermitian symmetry) */
  int (*hermitian) (const ga_fft_plan *p, void *out, ga_error *err);
  /* n values (complex pairs when cplx) divided by div; conj: the
   * imaginary part negated first */
  int (*scale) (int single, int cplx, size_t n, double div, int conj,
                void *data, ga_error *err);
  /* [pre, n, post] of `width`-byte elements to [pre, m, post]: the first
   * min (n, m) rows kept, zeros after */
  int (*resize) (size_t width, size_t pre, size_t n, size_t m, size_t post,
                 const void *in, void *out, ga_error *err);
  /* a plain copy of bytes */
  int (*copy) (void *dst, const void *src, size_t bytes, ga_error *err);
  /* [pre, n, post] of `width`-byte elements to [n, pre, post] (in and
   * out distinct): the strided route's transposes (fft_plan.c) */
  int (*transpose) (size_t width, size_t pre, size_t n, size_t post,
                    const void *in, void *out, ga_error *err);
  /* a window of the column-major mi x ni array in: out (i, j) =
   * in (i + ro, j + co) where that is inside in, else 0, for the mo x no
   * outputs (padding: ro = co = 0; cropping) */
  int (*window2) (size_t width, size_t mi, size_t ni, const void *in,
                  size_t ro, size_t co, size_t mo, size_t no, void *out,
                  ga_error *err);
  /* a := a .* b * s for n complex values; *nonfinite: whether any part
   * of a or b was Inf or NaN (the device engine waits for it) */
  int (*cmul) (int single, size_t n, double s, void *a, const void *b,
               int *nonfinite, ga_error *err);
} ga_fft_backend;

const ga_fft_backend *ga_fft_cpu (void);
/* NULL in a build without cuFFT (a weak definition in fft_cpu.c). */
const ga_fft_backend *ga_fft_cuda (void);
/* The CUDA engine's plan cache: destroy 1 destroys the plans (the context
 * lives), 0 forgets them (it is gone).  device_array.cu calls it. */
void ga_fft_cuda_drop (int destroy);

/* A whole request: the array in (nd dims, single or double, complex or
 * not) transformed along the ntr dimensions tdims (0-based, ascending,
 * distinct) to the lengths tn (>= 1): padded or truncated first, then
 * forward or inverse (scaled by 1/prod (tn)).  symmetric (inverse of a
 * complex input only): the result is real (a complex-to-real transform
 * over tdims[0]'s group).  out: the result's elements (ga_fft_out_dims),
 * complex unless symmetric.  in is not written. */
typedef struct {
  int single, cplx, inverse, symmetric;
  size_t nd;
  const size_t *dims;
  int ntr;
  const size_t *tdims, *tn;
} ga_fft_request;

/* The result's size (nd_out dims written to out_dims, at most
 * GA_FFT_MAXD) and number of elements. */
size_t ga_fft_out_dims (const ga_fft_request *rq, size_t *out_dims,
                        size_t *nd_out);
/* One plan over the adjacent dimensions [pre, n[0..rank-1], post] of a
 * column-major array of those full sizes (in and out the same shape). */
void ga_fft_plan_make (ga_fft_plan *p, ga_fft_kind kind, int single,
                       int inverse, size_t pre, const size_t *n, int rank,
                       size_t post);
int ga_fft_run (const ga_fft_backend *be, const ga_fft_request *rq,
                const void *in, void *out, ga_error *err);
/* How a transform over dimensions above the first (pre > 1) runs
 * (fft_plan.c's group_exec): transposed to the front, transformed
 * contiguously and transposed back; transformed from the strided input
 * into the contiguous order and transposed back; or one strided plan.
 * GPUAXIS_FFT_STRIDED ("transpose", "strided-in" or "strided"), read at
 * each request, else by the group's shape: PRE elements apart, M
 * elements long, POST slabs, CS bytes a complex element; the same on
 * both engines. */
enum { GA_FFT_ROUTE_TRANSPOSE = 0, GA_FFT_ROUTE_STRIDED_IN,
       GA_FFT_ROUTE_STRIDED };
int ga_fft_strided_route (size_t pre, size_t m, size_t post, size_t cs);

/* filter (B, A, X, ZI) along [pre, n, post]: b and a (nb = na after
 * padding, normalised by a[0] == 1), zi (nb - 1 values per column, laid
 * out [nb - 1, pre, post]), y the output (as x), zf the final states
 * (like zi).  Everything of one class: single or double, complex pairs
 * when cplx (coefficients too).  b and a are host memory (nab values
 * each); zi, x, y and zf the engine's.  fir: a is [1 0 ...] (Octave's
 * loop without the feedback terms, so an infinite y makes no NaN). */
typedef struct {
  int single, cplx, fir;
  size_t pre, n, post, nab;
} ga_filter_plan;
/* conv2's direct sum: out (i, j) = sum over p < mb, q < nb of
 * a (i + ro - p, j + co - q) * b (p, q) where a has the element, for the
 * mo x no outputs (full: ro = co = 0; same: floor (mb / 2), floor
 * (nb / 2); valid: mb - 1, nb - 1); column-major, one class (complex
 * pairs when cplx), all in the engine's memory. */
typedef struct {
  int single, cplx;
  size_t ma, na, mb, nb, mo, no, ro, co;
} ga_conv2_plan;

/* conv2 (p's outputs) as a product of transforms padded to pq[0] x pq[1]
 * (each at least the full convolution's size): real operands through the
 * half spectrum (R2C of both, the product, C2R), complex ones C2C, the
 * kernel transformed once, 1 / (p q) in the product, the kept window the
 * last step (fft_conv.c).  *nonfinite: an operand held an Inf or a NaN
 * (the FFT spread it; the caller takes the direct sum instead). */
int ga_fft_conv2 (const ga_fft_backend *be, const ga_conv2_plan *p,
                  const size_t pq[2], const void *a, const void *b,
                  void *out, int *nonfinite, ga_error *err);

typedef struct {
  int (*run) (const ga_filter_plan *p, const void *b, const void *a,
              const void *zi, const void *x, void *y, void *zf,
              ga_error *err);
  int (*conv2) (const ga_conv2_plan *p, const void *a, const void *b,
                void *out, ga_error *err);
} ga_filter_backend;
const ga_filter_backend *ga_filter_cpu (void);
const ga_filter_backend *ga_filter_cuda (void);

#ifdef __cplusplus
}
#endif
#endif
