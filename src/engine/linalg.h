/* linalg.h: dense linear algebra on gpuArray data, in plain C (no mx
 * types): the plan of a BLAS product and the engine calls of the
 * factorizations, one table per place the data can be.  ga_la_cpu ()
 * calls the Fortran BLAS and LAPACK that Octave links (engine/cpu/
 * linalg_cpu.c); ga_la_cuda () calls cuBLAS and cuSOLVER on the gpuArray
 * stream (engine/cuda/linalg_cuda.cu), or is NULL in a build without them
 * (then the gateway computes device arrays on the host).  Both engines are
 * handed the same plan (op flags, sizes, leading dimensions, batch
 * strides), so the plan logic runs on every machine and only the library
 * call differs.
 *
 * Matrices are column-major; complex ones interleaved (re, im).  Every
 * call returns 0, or -1 (GA_DEV_LOST from the device) with err set.  Device
 * calls are queued on the gpuArray stream; those that report an `info`
 * wait for it.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_LINALG_H
#define GPUAXIS_LINALG_H

#include <stddef.h>
#include <stdint.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The BLAS element types, by their prefixes. */
typedef enum { GA_LA_S = 0, GA_LA_D, GA_LA_C, GA_LA_Z, GA_LA_NTYPE } ga_la_type;

/* GEMM: C = alpha op(A) op(B) + beta C, m x n, inner k, over `batch`
 * pages (page i of X at X + i * stride_x elements; a stride 0 repeats
 * one page).  GEMV (batch 1): y = alpha op(A) x + beta y, A stored
 * a_rows x a_cols, op = opa, x the k-vector B, y the vector C.  SYRK
 * (batch 1; A' * A and A * A' of one operand, as Octave computes them):
 * the upper triangle of the n x n C = op(A) op(A)' (opa 'N': A A^op, with
 * opb the second factor's 'T' or 'C'; opa 'T' or 'C': A^op A), by xSYRK
 * (xHERK where the op is 'C' on complex data), then the lower triangle
 * written from it (conjugated for HERK): C is exactly symmetric
 * (Hermitian).  With sym_gemm the upper triangle comes from a GEMM of the
 * planned ops instead (B = A), the same mirror after it (and a Hermitian
 * result's diagonal made real): the library's syrk is slow where k is
 * long against n (linalg_plan.c says where).
 *
 * A GEMM (or SYRK by GEMM) with `split` > 1 (batch 1) is computed by
 * chunks of its inner dimension: pages P_i = alpha op(A_i) op(B_i) of
 * the chunks i = 0 .. split - 1 of kc = k / split (the k - split kc left
 * a page of their own), by one strided-batched GEMM into a workspace (and
 * one GEMM for the page left), then C = P * ones + beta C by one GEMV of
 * the pages side by side (m n x pages): few result columns and a long k
 * keep one GEMM's grid small (linalg_plan.c says where it pays).
 * ga_la_split_shape gives both engines the same chunks. */
typedef enum { GA_LA_GEMM = 0, GA_LA_GEMV, GA_LA_SYRK } ga_la_kind;

typedef struct {
  ga_la_kind kind;
  ga_la_type t;
  char opa, opb;              /* 'N', 'T' or 'C' (BLAS's TRANS)          */
  int64_t m, n, k;
  int64_t a_rows, a_cols;     /* GEMV: A as stored                       */
  int64_t lda, ldb, ldc;
  double alpha[2], beta[2];   /* (re, im)                                */
  int64_t batch;
  int64_t stride_a, stride_b, stride_c;
  int zero_fill;              /* k == 0: C is zeros, no library call     */
  int swap;                   /* GEMV of a row times a matrix: the
                                 matrix is the second operand, x the
                                 first                                   */
  int sym_gemm;               /* SYRK: by GEMM, then mirrored            */
  int64_t split;              /* > 1: chunks of k (above); else 0        */
} ga_la_gemm;

/* The chunks of a split plan: chunk i of op(A) at A + i sa elements (of
 * B: i sb), each kc long; `rest` (< split) more inner steps after the
 * last, at A + split sa (B + split sb); pages = split + (rest > 0). */
typedef struct {
  int64_t kc, rest, pages, sa, sb;
} ga_la_split;
void ga_la_split_shape (const ga_la_gemm *p, ga_la_split *s);

/* The plan of op(A) * op(B), A stored ar x ac, B br x bc (pages of them
 * batch times, A's and B's strides given in pages: 1 each page, 0 one
 * page for all).  Octave's choice of call: GEMV for a matrix times a
 * vector (and a row vector times a matrix, as op(B).' * a.'), GEMM else.
 * Errors: Octave's nonconformant message ("operator *: ..." with the
 * shapes of op(A) and op(B)) with Octave:nonconformant-args's gpuaxis
 * id, and gpuaxis:too-large past the 32-bit BLAS's sizes when
 * int32_only.  */
int ga_la_gemm_plan (ga_la_type t, char opa, char opb, int64_t ar, int64_t ac,
                     int64_t br, int64_t bc, int64_t batch, int page_a,
                     int page_b, const char *opname, ga_la_gemm *p,
                     ga_error *err);
/* A GEMM plan whose operands are one matrix (A' * A, A * A', A.' * A,
 * ...) made a SYRK plan, as Octave's xgemm makes it; 1 if it was. */
int ga_la_gemm_to_syrk (ga_la_gemm *p);
/* A one-line description of plan p (for traces and bug reports). */
void ga_la_gemm_print (const ga_la_gemm *p, char *buf, size_t len);

/* Bytes of one element of type t (16 for Z). */
size_t ga_la_esize (ga_la_type t);
static inline int ga_la_cplx (ga_la_type t) { return t >= GA_LA_C; }

/* One engine.  Memory is the engine's own (host or device); `info`
 * outputs are host values (LAPACK's: 0, or > 0 as the routine says).
 * ipiv: n int64 values in the engine's memory, 1-based as LAPACK's. */
typedef struct {
  const char *name;           /* "host BLAS/LAPACK", "cuBLAS/cuSOLVER"   */
  int (*alloc) (size_t bytes, void **p, ga_error *err);
  void (*release) (void *p);
  /* engine memory <-> host memory (get waits for queued work) */
  int (*put) (void *dst, const void *src, size_t bytes, ga_error *err);
  int (*get) (void *dst, const void *src, size_t bytes, ga_error *err);
  int (*copy) (void *dst, const void *src, size_t bytes, ga_error *err);
  int (*zero) (void *p, size_t bytes, ga_error *err);
  /* n elements of esize bytes, stride bytes apart (a diagonal), to
   * host memory, packed (waits) */
  int (*get_strided) (void *dst, const void *src, size_t n, size_t stride,
                      size_t esize, ga_error *err);
  int (*gemm) (const ga_la_gemm *p, const void *A, const void *B, void *C,
               ga_error *err);
  /* LU with partial pivoting of the m x n A (in place). */
  int (*getrf) (ga_la_type t, int64_t m, int64_t n, void *A, int64_t lda,
                int64_t *ipiv, int64_t *info, ga_error *err);
  /* op(A) X = B with getrf's factors; trans 'N', 'T' or 'C'. */
  int (*getrs) (ga_la_type t, char trans, int64_t n, int64_t nrhs,
                const void *LU, int64_t lda, const int64_t *ipiv, void *B,
                int64_t ldb, ga_error *err);
  /* Cholesky (uplo 'U': A = R' R, R in the upper triangle). */
  int (*potrf) (ga_la_type t, char uplo, int64_t n, void *A, int64_t lda,
                int64_t *info, ga_error *err);
  int (*potrs) (ga_la_type t, char uplo, int64_t n, int64_t nrhs,
                const void *A, int64_t lda, void *B, int64_t ldb,
                ga_error *err);
  /* op(A) X = B, A triangular (left side), X over B. */
  int (*trsm) (ga_la_type t, char uplo, char trans, char diag, int64_t m,
               int64_t n, const void *A, int64_t lda, void *B, int64_t ldb,
               ga_error *err);
  /* op(A) x = b, A triangular, for one contiguous vector x over b (the
   * rcond estimate's solves: trsv where trsm of one column is slower). */
  int (*trsv) (ga_la_type t, char uplo, char trans, char diag, int64_t n,
               const void *A, int64_t lda, void *x, ga_error *err);
  /* QR: A = Q R (Householder, tau of min (m, n)); ormqr: C = op(Q) C. */
  int (*geqrf) (ga_la_type t, int64_t m, int64_t n, void *A, int64_t lda,
                void *tau, ga_error *err);
  int (*ormqr) (ga_la_type t, char trans, int64_t m, int64_t n, int64_t k,
                const void *A, int64_t lda, const void *tau, void *C,
                int64_t ldc, ga_error *err);
  /* SVD: jobu = jobvt = 'N' (values), 'S' (economy) or 'A'; S real. */
  int (*gesvd) (ga_la_type t, char job, int64_t m, int64_t n, void *A,
                int64_t lda, void *S, void *U, int64_t ldu, void *VT,
                int64_t ldvt, int64_t *info, ga_error *err);
  /* Symmetric/Hermitian eigenvalues (ascending, real W), jobz 'N'/'V'
   * (vectors over A), lower triangle read. */
  int (*syevd) (ga_la_type t, char jobz, int64_t n, void *A, int64_t lda,
                void *W, int64_t *info, ga_error *err);
  /* General eigenvalues (xGEEV; left vectors never, right ones for
   * jobvr 'V' into VR, n x n of type t).  W of a real type holds 2n
   * reals, the real parts then the imaginary parts (LAPACK's WR, WI; a
   * conjugate pair adjacent, the positive imaginary part first, VR's
   * columns j, j+1 then the pair's real and imaginary parts); W of a
   * complex type holds n complex values.  A is overwritten. */
  int (*geev) (ga_la_type t, char jobvr, int64_t n, void *A, int64_t lda,
               void *W, void *VR, int64_t ldvr, int64_t *info, ga_error *err);
  /* What eig and \ ask of a square A before they choose a routine, in
   * one pass: *bits |= GA_LA_NONFINITE if an element is Inf or NaN,
   * GA_LA_NONHERM if some A(i,j) != conj (A(j,i)) (as Octave's
   * ishermitian: a NaN is unequal to itself).  Waits. */
  int (*square_check) (ga_la_type t, int64_t n, const void *A, int64_t lda,
                       int *bits, ga_error *err);
} ga_la_backend;

enum { GA_LA_NONFINITE = 1, GA_LA_NONHERM = 2 };

const ga_la_backend *ga_la_cpu (void);
/* NULL without cuBLAS/cuSOLVER (or without a device). */
const ga_la_backend *ga_la_cuda (void);
/* The device engine's handles: destroyed (destroy 1: the context is
 * alive) or forgotten (0: it went with its context).  Called by
 * device_array.cu when it releases the device's state. */
void ga_la_cuda_drop (int destroy);

#ifdef __cplusplus
}
#endif
#endif
