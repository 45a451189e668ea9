/* gemm_splitk_probe.cu: does a product of few columns and a long inner
 * dimension (X' * X of 200000x64) run faster as a strided-batched GEMM of
 * chunks of the inner dimension and a GEMV that adds the chunks' pages,
 * than as cuBLAS's one GEMM?  And does a triangular solve of one vector
 * run faster as trsv on diagonal blocks and GEMV between them than as one
 * trsv (the rcond estimate's solves)?  Library calls only; CSV lines
 * "probe,type,shape...,ms".
 *
 *   nvcc -O3 -arch=sm_90 -o gemm_splitk_probe gemm_splitk_probe.cu -lcublas
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <cublas_v2.h>
#include <string.h>
#include "../event_timing.cuh"

#define CB(x) do { cublasStatus_t s_ = (x); if (s_ != CUBLAS_STATUS_SUCCESS) { \
  fprintf (stderr, "%s: %d\n", #x, (int) s_); exit (1); } } while (0)

static cublasHandle_t h;

template <typename T> static T *
fill (size_t n, unsigned seed, double diag = 0, size_t ld = 0)
{
  std::vector<T> v (n);
  srand (seed);
  for (size_t i = 0; i < n; i++)
    v[i] = (T) (rand () / (RAND_MAX + 1.0) - 0.5);
  for (size_t i = 0; diag != 0 && i < ld; i++)
    v[i * ld + i] += (T) diag;
  T *d;
  CK (cudaMalloc ((void **) &d, n * sizeof (T)));
  CK (cudaMemcpy (d, v.data (), n * sizeof (T), cudaMemcpyHostToDevice));
  return d;
}

static cublasStatus_t gemm (cublasOperation_t a, cublasOperation_t b, long m, long n, long k,
                            const float *A, long lda, const float *B, long ldb, float *C, long ldc)
{ const float one = 1, zero = 0; return cublasSgemm_64 (h, a, b, m, n, k, &one, A, lda, B, ldb, &zero, C, ldc); }
static cublasStatus_t gemm (cublasOperation_t a, cublasOperation_t b, long m, long n, long k,
                            const double *A, long lda, const double *B, long ldb, double *C, long ldc)
{ const double one = 1, zero = 0; return cublasDgemm_64 (h, a, b, m, n, k, &one, A, lda, B, ldb, &zero, C, ldc); }
static cublasStatus_t gemmb (cublasOperation_t a, cublasOperation_t b, long m, long n, long k,
                             const float *A, long lda, long sa, const float *B, long ldb, long sb,
                             float *C, long ldc, long sc, long batch)
{ const float one = 1, zero = 0;
  return cublasSgemmStridedBatched_64 (h, a, b, m, n, k, &one, A, lda, sa, B, ldb, sb, &zero, C, ldc, sc, batch); }
static cublasStatus_t gemmb (cublasOperation_t a, cublasOperation_t b, long m, long n, long k,
                             const double *A, long lda, long sa, const double *B, long ldb, long sb,
                             double *C, long ldc, long sc, long batch)
{ const double one = 1, zero = 0;
  return cublasDgemmStridedBatched_64 (h, a, b, m, n, k, &one, A, lda, sa, B, ldb, sb, &zero, C, ldc, sc, batch); }
static cublasStatus_t gemv (cublasOperation_t o, long m, long n, double al, const float *A, long lda,
                            const float *x, double be, float *y)
{ const float a = (float) al, b = (float) be; return cublasSgemv_64 (h, o, m, n, &a, A, lda, x, 1, &b, y, 1); }
static cublasStatus_t gemv (cublasOperation_t o, long m, long n, double al, const double *A, long lda,
                            const double *x, double be, double *y)
{ return cublasDgemv_64 (h, o, m, n, &al, A, lda, x, 1, &be, y, 1); }

/* C (n x n) = X' X, X k x n, as `s` chunks of k (the last one longer) */
template <typename T> static void
xtx_split (const T *X, long k, long n, long s, T *W, const T *ones, T *C)
{
  const long kc = k / s, r = k - s * kc;
  CB (gemmb (CUBLAS_OP_T, CUBLAS_OP_N, n, n, kc, X, k, kc, X, k, kc, W, n, n * n, s));
  if (r > 0)
    CB (gemm (CUBLAS_OP_T, CUBLAS_OP_N, n, n, r, X + s * kc, k, X + s * kc, k, W + s * n * n, n));
  CB (gemv (CUBLAS_OP_N, n * n, s + (r > 0), 1, W, n * n, ones, 0, C));
}

template <typename T> static void
xtx_probe (const char *tn)
{
  static const long ns[] = {8, 16, 32, 64, 128, 256, 512};
  static const long ks[] = {20000, 200000, 2000000};
  static const long ss[] = {4, 8, 16, 32, 64, 128, 256, 512, 1024};
  const long kmax = 2000000, nmax = 512;
  T *X = fill<T> (kmax * 64, 1), *C = fill<T> (nmax * nmax, 2), *ones;
  T *W;
  std::vector<T> o (4096, (T) 1);
  CK (cudaMalloc ((void **) &W, (size_t) 1025 * nmax * nmax * sizeof (T)));
  CK (cudaMalloc ((void **) &ones, 4096 * sizeof (T)));
  CK (cudaMemcpy (ones, o.data (), 4096 * sizeof (T), cudaMemcpyHostToDevice));
  for (long n : ns)
    for (long k : ks)
      {
        if (k * n > kmax * 64)
          continue;
        printf ("xtx,%s,%ld,%ld,1,%.4f\n", tn, n, k, 1e3 * med_s ([&] {
          CB (gemm (CUBLAS_OP_T, CUBLAS_OP_N, n, n, k, X, k, X, k, C, n)); }));
        for (long s : ss)
          if (k / s >= 32 && (s + 1) * n * n <= 1025 * nmax * nmax)
            printf ("xtx,%s,%ld,%ld,%ld,%.4f\n", tn, n, k, s, 1e3 * med_s ([&] {
              xtx_split (X, k, n, s, W, ones, C); }));
      }
  /* A * B of a 64 x k and a k x 64 (both ops 'N') */
  for (long k : ks)
    {
      const long n = 64;
      printf ("nn,%s,%ld,%ld,1,%.4f\n", tn, n, k, 1e3 * med_s ([&] {
        CB (gemm (CUBLAS_OP_N, CUBLAS_OP_N, n, n, k, X, n, X, k, C, n)); }));
      for (long s : ss)
        if (k / s >= 32)
          printf ("nn,%s,%ld,%ld,%ld,%.4f\n", tn, n, k, s, 1e3 * med_s ([&] {
            const long kc = k / s;
            CB (gemmb (CUBLAS_OP_N, CUBLAS_OP_N, n, n, kc, X, n, kc * n, X, k, kc, W, n, n * n, s));
            CB (gemv (CUBLAS_OP_N, n * n, s, 1, W, n * n, ones, 0, C)); }));
    }
  cudaFree (X); cudaFree (C); cudaFree (W); cudaFree (ones);
}

/* x = op(T) \ x, T n x n triangular, by trsv, or by trsv on blocks of nb
 * and GEMV between them */
static void
trsv_blocked (cublasFillMode_t up, cublasOperation_t op, cublasDiagType_t dg, long n,
              const double *A, long lda, double *x, long nb)
{
  /* forward when (lower, N) or (upper, T): the blocks in order */
  const int fwd = (up == CUBLAS_FILL_MODE_LOWER) == (op == CUBLAS_OP_N);
  const long nbk = (n + nb - 1) / nb;
  for (long q = 0; q < nbk; q++)
    {
      const long j = fwd ? q : nbk - 1 - q, j0 = j * nb, w = std::min (nb, n - j0);
      if (fwd && j0 > 0)
        {
          /* x_j -= T(j, 0:j0) x(0:j0)  (N: the row block; T: its columns) */
          if (op == CUBLAS_OP_N)
            CB (gemv (CUBLAS_OP_N, w, j0, -1, A + j0, lda, x, 1, x + j0));
          else
            CB (gemv (CUBLAS_OP_T, j0, w, -1, A + j0 * lda, lda, x, 1, x + j0));
        }
      if (! fwd && j0 + w < n)
        {
          const long e = j0 + w, r = n - e;
          if (op == CUBLAS_OP_N)
            CB (gemv (CUBLAS_OP_N, w, r, -1, A + j0 + e * lda, lda, x + e, 1, x + j0));
          else
            CB (gemv (CUBLAS_OP_T, r, w, -1, A + e + j0 * lda, lda, x + e, 1, x + j0));
        }
      CB (cublasDtrsv_64 (h, up, op, dg, w, A + j0 + j0 * lda, lda, x + j0, 1));
    }
}

static void
trsv_probe (void)
{
  const long nmax = 8192;
  double *A = fill<double> (nmax * nmax, 3, (double) nmax, nmax), *x = fill<double> (nmax, 4);
  static const long ns[] = {256, 512, 1024, 2048, 4096, 8192};
  static const long nbs[] = {128, 256, 512, 1024, 2048};
  static const struct { cublasFillMode_t up; cublasOperation_t op; cublasDiagType_t dg; const char *nm; } cs[] = {
    {CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, "LN"},
    {CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, "UN"},
    {CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, "UT"},
    {CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, "LT"}};
  for (auto &c : cs)
    {
      for (long n : ns)
        printf ("trsv,%s,%ld,%ld,1,%.4f\n", c.nm, n, n, 1e3 * med_s ([&] {
          CB (cublasDtrsv_64 (h, c.up, c.op, c.dg, n, A, nmax, x, 1)); }));
      printf ("trsm1,%s,%ld,%ld,1,%.4f\n", c.nm, nmax, nmax, 1e3 * med_s ([&] {
        const double one = 1;
        CB (cublasDtrsm_64 (h, CUBLAS_SIDE_LEFT, c.up, c.op, c.dg, nmax, 1, &one, A, nmax, x, nmax)); }));
      for (long nb : nbs)
        printf ("trsv_blocked,%s,%ld,%ld,%ld,%.4f\n", c.nm, nmax, nmax, nb, 1e3 * med_s ([&] {
          trsv_blocked (c.up, c.op, c.dg, nmax, A, nmax, x, nb); }));
    }
  cudaFree (A); cudaFree (x);
}

int
main (int argc, char **argv)
{
  CK (cudaStreamCreate (&st));
  CB (cublasCreate (&h));
  CB (cublasSetStream (h, st));
  CB (cublasSetMathMode (h, CUBLAS_DEFAULT_MATH));
  printf ("probe,type,n,k,chunks,ms\n");
  if (argc < 2 || strcmp (argv[1], "trsv"))
    {
      xtx_probe<float> ("single");
      xtx_probe<double> ("double");
    }
  if (argc < 2 || strcmp (argv[1], "gemm"))
    trsv_probe ();
  cublasDestroy (h);
  return 0;
}
