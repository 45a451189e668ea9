/* fft_cufft.cu: the cuFFT calls bench_fft.m times through gpuaxis, timed
 * here in C on the same sizes (CUDA events, median of 5 after a warm-up,
 * plans made once beforehand, as the package's plan cache keeps them),
 * so the table can say what the package's own work costs.  Prints CSV
 * lines "name,seconds" with the names of bench_fft.m's rows.
 *
 *   make -C bench fft_cufft && bench/build/fft_cufft [--quick] > /tmp/c.csv
 *
 * --quick takes bench_fft.m's quick sizes.  The rows: a 1-D Z2Z of n1
 * (out of place); a device copy of sq x sq complex single; C2C along dim
 * 1 (batched columns) and along dim 2 by each route of the package
 * (GPUAXIS_FFT_STRIDED): "fft dim 2 ... strided-in" the C2C from the
 * strided input into the columns' order, a transpose back (also the row
 * "fft dim 2 ...", the route the package picks for sq x sq);
 * "... transpose" a tiled transpose, the columns' C2C in place, a
 * transpose back; "... strided" the strided plan (stride sq, distance 1)
 * input to output;
 * a 2-D D2Z of f2 x f2 real double as the package makes Octave's full
 * array (the half spectrum written at the full array's places, the other
 * half filled in by a kernel: the row "fft2 ...") and alone into the
 * half spectrum ("... half": what no full result can match); a 2-D C2C
 * forward, the product with H (scaled by 1 / N in the same kernel) and
 * the inverse, f2 x f2 complex single.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cuda_runtime.h>
#include <cufft.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <algorithm>
#include <functional>
#include <vector>
#include "event_timing.cuh"

#define CF(x) do { cufftResult r_ = (x); if (r_ != CUFFT_SUCCESS) { \
  fprintf (stderr, "%s: cuFFT error %d\n", #x, (int) r_); exit (1); } } while (0)

/* n bytes of device memory with small pseudo-random values */
static void *
filled (size_t bytes, unsigned seed)
{
  std::vector<float> h (bytes / sizeof (float));
  srand (seed);
  for (size_t i = 0; i < h.size (); i++)
    h[i] = (float) (rand () / (RAND_MAX + 1.0) - 0.5);
  void *d;
  CK (cudaMalloc (&d, bytes));
  CK (cudaMemcpy (d, h.data (), bytes, cudaMemcpyHostToDevice));
  return d;
}

/* F := F .* H / n, elementwise (complex single) */
__global__ void
times_scaled (cufftComplex *F, const cufftComplex *H, size_t n, float s)
{
  const size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x;
  if (i < n)
    {
      const cufftComplex a = F[i], b = H[i];
      F[i].x = (a.x * b.x - a.y * b.y) * s;
      F[i].y = (a.x * b.y + a.y * b.x) * s;
    }
}

/* out (k, i) = in (i, k) of a column-major n x n complex single array:
 * 32 x 32 tiles through shared memory, 32 x 8 threads */
__global__ void
tile_transpose (const cufftComplex *in, cufftComplex *out, int n)
{
  __shared__ cufftComplex t[32][33];
  const int bi = blockIdx.x * 32, bk = blockIdx.y * 32;
  for (int r = threadIdx.y; r < 32; r += 8)
    if (bi + (int) threadIdx.x < n && bk + r < n)
      t[r][threadIdx.x] = in[(bi + threadIdx.x) + (size_t) n * (bk + r)];
  __syncthreads ();
  for (int r = threadIdx.y; r < 32; r += 8)
    if (bk + (int) threadIdx.x < n && bi + r < n)
      out[(bk + threadIdx.x) + (size_t) n * (bi + r)] = t[threadIdx.x][r];
}

/* the upper half of each column of a column-major n x n spectrum of a
 * real array: y (k, j) = conj (y (n - k, -j)), one thread an element */
__global__ void
fill_half (cufftDoubleComplex *y, int n)
{
  const int h = n - (n / 2 + 1);
  const int k = n / 2 + 1 + (int) (blockIdx.x * blockDim.x + threadIdx.x);
  const int j = (int) blockIdx.y;
  if (k - (n / 2 + 1) < h)
    {
      cufftDoubleComplex v = y[(n - k) + (size_t) n * (j ? n - j : 0)];
      v.y = -v.y;
      y[k + (size_t) n * j] = v;
    }
}

int
main (int argc, char **argv)
{
  const int quick = argc > 1 && ! strcmp (argv[1], "--quick");
  const long n1 = quick ? 1L << 16 : 1L << 26;
  const int sq = quick ? 512 : 8192, f2 = quick ? 256 : 4096;
  CK (cudaStreamCreate (&st));

  {
    cufftHandle p;
    void *x = filled (16 * n1, 1), *y;
    CK (cudaMalloc (&y, 16 * n1));
    CF (cufftPlan1d (&p, (int) n1, CUFFT_Z2Z, 1));
    CF (cufftSetStream (p, st));
    printf ("fft %ld complex double,%.6g\n", n1, med_s ([&] {
      cufftExecZ2Z (p, (cufftDoubleComplex *) x, (cufftDoubleComplex *) y, CUFFT_FORWARD); }));
    cufftDestroy (p);
    cudaFree (x); cudaFree (y);
  }
  {
    const size_t n = (size_t) sq * sq;
    void *x = filled (8 * n, 2), *y;
    cufftHandle c, r;
    int len[1] = {sq};
    CK (cudaMalloc (&y, 8 * n));
    printf ("copy %dx%d complex single,%.6g\n", sq, sq, med_s ([&] {
      cudaMemcpyAsync (y, x, 8 * n, cudaMemcpyDeviceToDevice, st); }));
    /* along dim 1: columns contiguous, one after another */
    CF (cufftPlanMany (&c, 1, len, len, 1, sq, len, 1, sq, CUFFT_C2C, sq));
    CF (cufftSetStream (c, st));
    printf ("fft dim 1 %dx%d complex single,%.6g\n", sq, sq, med_s ([&] {
      cufftExecC2C (c, (cufftComplex *) x, (cufftComplex *) y, CUFFT_FORWARD); }));
    /* along dim 2: a row's elements sq apart, rows 1 apart */
    CF (cufftPlanMany (&r, 1, len, len, sq, 1, len, sq, 1, CUFFT_C2C, sq));
    CF (cufftSetStream (r, st));
    printf ("fft dim 2 %dx%d complex single strided,%.6g\n", sq, sq, med_s ([&] {
      cufftExecC2C (r, (cufftComplex *) x, (cufftComplex *) y, CUFFT_FORWARD); }));
    {
      void *t;
      cufftHandle ri;
      const dim3 g ((sq + 31) / 32, (sq + 31) / 32), b (32, 8);
      CK (cudaMalloc (&t, 8 * n));
      CF (cufftPlanMany (&ri, 1, len, len, sq, 1, len, 1, sq, CUFFT_C2C, sq));
      CF (cufftSetStream (ri, st));
      const double tin = med_s ([&] {
        cufftExecC2C (ri, (cufftComplex *) x, (cufftComplex *) t, CUFFT_FORWARD);
        tile_transpose<<<g, b, 0, st>>> ((const cufftComplex *) t, (cufftComplex *) y, sq); });
      printf ("fft dim 2 %dx%d complex single,%.6g\n", sq, sq, tin);
      printf ("fft dim 2 %dx%d complex single strided-in,%.6g\n", sq, sq, tin);
      cufftDestroy (ri);
      printf ("fft dim 2 %dx%d complex single transpose,%.6g\n", sq, sq, med_s ([&] {
        tile_transpose<<<g, b, 0, st>>> ((const cufftComplex *) x, (cufftComplex *) t, sq);
        cufftExecC2C (c, (cufftComplex *) t, (cufftComplex *) t, CUFFT_FORWARD);
        tile_transpose<<<g, b, 0, st>>> ((const cufftComplex *) t, (cufftComplex *) y, sq); }));
      cudaFree (t);
    }
    cufftDestroy (c);
    cufftDestroy (r);
    cudaFree (x); cudaFree (y);
  }
  {
    /* column-major f2 x f2 is row-major f2 x f2 transposed: the same sizes */
    cufftHandle p, pf;
    void *x = filled (8 * (size_t) f2 * f2, 3), *y;
    int len[2] = {f2, f2};
    const dim3 g ((f2 / 2 + 255) / 256, f2);
    CK (cudaMalloc (&y, 16 * (size_t) f2 * f2));
    CF (cufftPlan2d (&p, f2, f2, CUFFT_D2Z));
    CF (cufftSetStream (p, st));
    printf ("fft2 %dx%d real double half,%.6g\n", f2, f2, med_s ([&] {
      cufftExecD2Z (p, (cufftDoubleReal *) x, (cufftDoubleComplex *) y); }));
    /* the full array's layout: output rows f2 apart (onembed), not f2 / 2 + 1 */
    CF (cufftPlanMany (&pf, 2, len, len, 1, f2 * f2, len, 1, f2 * f2, CUFFT_D2Z, 1));
    CF (cufftSetStream (pf, st));
    printf ("fft2 %dx%d real double,%.6g\n", f2, f2, med_s ([&] {
      cufftExecD2Z (pf, (cufftDoubleReal *) x, (cufftDoubleComplex *) y);
      fill_half<<<g, 256, 0, st>>> ((cufftDoubleComplex *) y, f2); }));
    cufftDestroy (p);
    cufftDestroy (pf);
    cudaFree (x); cudaFree (y);
  }
  {
    const size_t n = (size_t) f2 * f2;
    cufftHandle p;
    void *u = filled (8 * n, 4), *h = filled (8 * n, 5), *y;
    CK (cudaMalloc (&y, 8 * n));
    CF (cufftPlan2d (&p, f2, f2, CUFFT_C2C));
    CF (cufftSetStream (p, st));
    printf ("ifft2 (fft2 (U) .* H) %dx%d complex single,%.6g\n", f2, f2, med_s ([&] {
      cufftExecC2C (p, (cufftComplex *) u, (cufftComplex *) y, CUFFT_FORWARD);
      times_scaled<<<(unsigned) ((n + 255) / 256), 256, 0, st>>> ((cufftComplex *) y,
                                                                   (const cufftComplex *) h,
                                                                   n, 1.0f / (float) n);
      cufftExecC2C (p, (cufftComplex *) y, (cufftComplex *) y, CUFFT_INVERSE); }));
    cufftDestroy (p);
    cudaFree (u); cudaFree (h); cudaFree (y);
  }
  CK (cudaStreamDestroy (st));
  return 0;
}
