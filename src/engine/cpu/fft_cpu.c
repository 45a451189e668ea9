/* fft_cpu.c: the CPU engine of the FFT family (fft.h) on FFTW, the library
 * Octave links, through its guru64 interface with the plan as it is;
 * conv2's direct sum in plain loops, and filter's table entry (its
 * chunked recurrence is cpu/filter_cpu.c's).  Also the weak
 * ga_fft_cuda () / ga_filter_cuda () / ga_fft_cuda_drop () of a build
 * without cuFFT (cuda/fft_cuda.cu defines the strong ones).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <fftw3.h>
#include "fft.h"
#include "filter_chunks.h"
#include "arrays.h"
#include "host_mem.h"

/* Scratch counts against the test-only cap as arrays do (arrays.h), so
 * that the tests can run a plan without room for its scratch. */
static int
h_alloc (size_t bytes, void **p, ga_error *err)
{
  *p = NULL;
  if (ga_arr_room (GA_LOC_HOST, (double) bytes, err) != 0)
    return -1;
  *p = malloc (bytes ? bytes : 1);
  if (! *p)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of memory or "
                    "dimension too large for Octave's index type");
      return -1;
    }
  return 0;
}

static void
iodims (const ga_fft_plan *p, fftw_iodim64 *d, fftw_iodim64 *h)
{
  /* FFTW's dims are row-major: the last one varies fastest and is the
   * one r2c halves, so the plan's dims[0] goes last */
  for (int i = 0; i < p->rank; i++)
    {
      d[p->rank - 1 - i].n = (ptrdiff_t) p->dims[i].n;
      d[p->rank - 1 - i].is = (ptrdiff_t) p->dims[i].is;
      d[p->rank - 1 - i].os = (ptrdiff_t) p->dims[i].os;
    }
  for (int i = 0; i < p->howmany_rank; i++)
    {
      h[i].n = (ptrdiff_t) p->howmany[i].n;
      h[i].is = (ptrdiff_t) p->howmany[i].is;
      h[i].os = (ptrdiff_t) p->howmany[i].os;
    }
}

static int
h_exec (const ga_fft_plan *p, void *in, void *out, ga_error *err)
{
  fftw_iodim64 d[GA_FFT_MAXRANK], h[2];
  const unsigned flags = FFTW_ESTIMATE;
  const int sign = p->inverse ? FFTW_BACKWARD : FFTW_FORWARD;
  iodims (p, d, h);
  if (p->single)
    {
      fftwf_plan fp = NULL;
      fftwf_iodim64 *fd = (fftwf_iodim64 *) d, *fh = (fftwf_iodim64 *) h;
      if (p->kind == GA_FFT_C2C)
        fp = fftwf_plan_guru64_dft (p->rank, fd, p->howmany_rank, fh, in, out,
                                    sign, flags);
      else if (p->kind == GA_FFT_R2C)
        fp = fftwf_plan_guru64_dft_r2c (p->rank, fd, p->howmany_rank, fh, in,
                                        out, flags);
      else
        fp = fftwf_plan_guru64_dft_c2r (p->rank, fd, p->howmany_rank, fh, in,
                                        out, flags);
      if (! fp)
        goto fail;
      fftwf_execute (fp);
      fftwf_destroy_plan (fp);
    }
  else
    {
      fftw_plan fp = NULL;
      if (p->kind == GA_FFT_C2C)
        fp = fftw_plan_guru64_dft (p->rank, d, p->howmany_rank, h, in, out,
                                   sign, flags);
      else if (p->kind == GA_FFT_R2C)
        fp = fftw_plan_guru64_dft_r2c (p->rank, d, p->howmany_rank, h, in, out,
                                       flags);
      else
        fp = fftw_plan_guru64_dft_c2r (p->rank, d, p->howmany_rank, h, in, out,
                                       flags);
      if (! fp)
        goto fail;
      fftw_execute (fp);
      fftw_destroy_plan (fp);
    }
  return 0;
fail:
  ga_set_error (err, "gpuaxis:internal", "fft: FFTW made no plan");
  return -1;
}

/* The Hermitian half of an R2C plan's output, as the CUDA kernel does it:
 * out[k0, k1, k2] = conj (out[n0 - k0, -k1, -k2]) for k0 > n0 / 2. */
#define HERM_LOOP(T)                                                         \
  do {                                                                       \
    T *o = (T *) out;                                                        \
    for (size_t b1 = 0; b1 < hn[1]; b1++)                                    \
      for (size_t b0 = 0; b0 < hn[0]; b0++)                                  \
        for (size_t k2 = 0; k2 < n[2]; k2++)                                 \
          for (size_t k1 = 0; k1 < n[1]; k1++)                               \
            {                                                                \
              const size_t base = b1 * hd[1] + b0 * hd[0];                   \
              const size_t m1 = k1 ? n[1] - k1 : 0, m2 = k2 ? n[2] - k2 : 0; \
              for (size_t k0 = n[0] / 2 + 1; k0 < n[0]; k0++)                \
                o[base + k0 * s[0] + k1 * s[1] + k2 * s[2]]                  \
                  = conj (o[base + (n[0] - k0) * s[0] + m1 * s[1]            \
                            + m2 * s[2]]);                                   \
            }                                                                \
  } while (0)

static int
h_hermitian (const ga_fft_plan *p, void *out, ga_error *err)
{
  size_t n[3] = { 1, 1, 1 }, s[3] = { 0, 0, 0 }, hn[2] = { 1, 1 },
         hd[2] = { 0, 0 };
  (void) err;
  for (int i = 0; i < p->rank; i++)
    {
      n[i] = p->dims[i].n;
      s[i] = p->dims[i].os;
    }
  for (int i = 0; i < p->howmany_rank; i++)
    {
      hn[i] = p->howmany[i].n;
      hd[i] = p->howmany[i].os;
    }
  if (p->single)
    HERM_LOOP (float complex);
  else
    HERM_LOOP (double complex);
  return 0;
}

static int
h_scale (int single, int cplx, size_t n, double div, int cj, void *data,
         ga_error *err)
{
  const size_t m = cplx ? 2 * n : n;
  (void) err;
  if (single)
    {
      float *v = (float *) data, fd = (float) div;
      for (size_t i = 0; i < m; i++)
        v[i] = ((cj && (i & 1)) ? -v[i] : v[i]) / fd;
    }
  else
    {
      double *v = (double *) data;
      for (size_t i = 0; i < m; i++)
        v[i] = ((cj && (i & 1)) ? -v[i] : v[i]) / div;
    }
  return 0;
}

static int
h_resize (size_t width, size_t pre, size_t n, size_t m, size_t post,
          const void *in, void *out, ga_error *err)
{
  const size_t keep = (n < m ? n : m) * pre * width, row = m * pre * width;
  (void) err;
  for (size_t j = 0; j < post; j++)
    {
      char *o = (char *) out + j * row;
      if (keep)
        memcpy (o, (const char *) in + j * n * pre * width, keep);
      memset (o + keep, 0, row - keep);
    }
  return 0;
}

/* [pre, n, post] to [n, pre, post], in tiles of 32 x 32 elements so that
 * both sides stay in cache */
static int
h_transpose (size_t width, size_t pre, size_t n, size_t post, const void *in,
             void *out, ga_error *err)
{
  const size_t T = 32;
  (void) err;
  for (size_t j = 0; j < post; j++)
    {
      const char *src = (const char *) in + j * pre * n * width;
      char *dst = (char *) out + j * pre * n * width;
      for (size_t k0 = 0; k0 < n; k0 += T)
        for (size_t i0 = 0; i0 < pre; i0 += T)
          for (size_t k = k0; k < k0 + T && k < n; k++)
            for (size_t i = i0; i < i0 + T && i < pre; i++)
              memcpy (dst + (k + n * i) * width, src + (i + pre * k) * width,
                      width);
    }
  return 0;
}

static int
h_window2 (size_t width, size_t mi, size_t ni, const void *in, size_t ro,
           size_t co, size_t mo, size_t no, void *out, ga_error *err)
{
  const size_t rows = ro < mi ? (mi - ro < mo ? mi - ro : mo) : 0;
  (void) err;
  for (size_t j = 0; j < no; j++)
    {
      char *o = (char *) out + j * mo * width;
      const size_t keep = j + co < ni ? rows : 0;
      if (keep)
        memcpy (o, (const char *) in + (ro + mi * (j + co)) * width,
                keep * width);
      memset (o + keep * width, 0, (mo - keep) * width);
    }
  return 0;
}

/* the product written out (C99's complex * would call __mulsc3 for its
 * Inf cases, which the caller never keeps) */
#define CMUL_LOOP(R)                                                         \
  do {                                                                       \
    R *A = (R *) a;                                                          \
    const R *B = (const R *) b, sc = (R) s;                                  \
    for (size_t i = 0; i < n; i++)                                           \
      {                                                                      \
        const R ar = A[2 * i], ai = A[2 * i + 1];                            \
        const R br = B[2 * i], bi = B[2 * i + 1];                            \
        if (! isfinite (ar) || ! isfinite (ai) || ! isfinite (br)            \
            || ! isfinite (bi))                                              \
          bad = 1;                                                           \
        A[2 * i] = (ar * br - ai * bi) * sc;                                 \
        A[2 * i + 1] = (ar * bi + ai * br) * sc;                             \
      }                                                                      \
  } while (0)

static int
h_cmul (int single, size_t n, double s, void *a, const void *b,
        int *nonfinite, ga_error *err)
{
  int bad = 0;
  (void) err;
  if (single)
    CMUL_LOOP (float);
  else
    CMUL_LOOP (double);
  *nonfinite = bad;
  return 0;
}

static const ga_fft_backend cpu_fft = {
  "FFTW", h_alloc, ga_host_release, h_exec, h_hermitian, h_scale, h_resize,
  ga_host_copy, h_transpose, h_window2, h_cmul
};

const ga_fft_backend *
ga_fft_cpu (void)
{
  return &cpu_fft;
}

/* ------------------------------------------------------------ filter */

#define CONV2_LOOP(T)                                                        \
  do {                                                                       \
    const T *A = (const T *) a, *B = (const T *) b;                          \
    T *O = (T *) out;                                                        \
    for (size_t j = 0; j < p->no; j++)                                       \
      for (size_t i = 0; i < p->mo; i++)                                     \
        {                                                                    \
          const size_t ia = i + p->ro, ja = j + p->co;                       \
          T acc = 0;                                                         \
          for (size_t q = 0; q < p->nb; q++)                                 \
            if (ja >= q && ja - q < p->na)                                   \
              for (size_t r = 0; r < p->mb; r++)                             \
                if (ia >= r && ia - r < p->ma)                               \
                  acc += A[(ia - r) + p->ma * (ja - q)] * B[r + p->mb * q];  \
          O[i + p->mo * j] = acc;                                            \
        }                                                                    \
  } while (0)

static int
h_conv2 (const ga_conv2_plan *p, const void *a, const void *b, void *out,
         ga_error *err)
{
  (void) err;
  if (p->single && p->cplx)
    CONV2_LOOP (float complex);
  else if (p->single)
    CONV2_LOOP (float);
  else if (p->cplx)
    CONV2_LOOP (double complex);
  else
    CONV2_LOOP (double);
  return 0;
}

static const ga_filter_backend cpu_filter = { ga_filter_cpu_run, h_conv2 };

const ga_filter_backend *
ga_filter_cpu (void)
{
  return &cpu_filter;
}

/* ------------------------------------- a build without cuFFT (weak) */

__attribute__ ((weak)) const ga_fft_backend *
ga_fft_cuda (void)
{
  return NULL;
}

__attribute__ ((weak)) const ga_filter_backend *
ga_filter_cuda (void)
{
  return NULL;
}

__attribute__ ((weak)) void
ga_fft_cuda_drop (int destroy)
{
  (void) destroy;
}
