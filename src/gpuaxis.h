/* gpuaxis.h: the reduction layer.
 *
 * Everything below the MEX gateway speaks this interface: the CPU backend
 * (reduce_cpu.c), the CUDA backend (cuda_*.cu), the C-level tests and the
 * benchmarks.  An N-D array is viewed as [pre, n, post] around the reduced
 * dimension (column-major, so element (i, k, j) sits at i + pre*(k + n*j));
 * the result is [pre, post].  Interleaved complex data is the same array of
 * reals with pre doubled, so every kernel handles complex per component.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_H
#define GPUAXIS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Element types as they sit in memory. */
typedef enum {
  GA_DOUBLE = 0, GA_SINGLE, GA_INT8, GA_UINT8, GA_INT16, GA_UINT16,
  GA_INT32, GA_UINT32, GA_INT64, GA_UINT64,
  GA_LOGICAL,      /* 1 byte, 0 or 1 */
  GA_CHAR,         /* 1 byte, unsigned (Octave's mxChar is char) */
  GA_ACCBUF,       /* partial results in the accumulator's own format */
  GA_NELEM
} ga_elem;

/* Accumulators: one per way Octave's sum adds. */
typedef enum {
  GA_ACC_DOUBLE = 0, /* each element to double, double sum -> double      */
  GA_ACC_FLOAT,      /* single sum -> single                              */
  GA_ACC_EXTRA,      /* compensated double sum (TwoSum) -> double         */
  GA_ACC_SATS32,     /* int8/16/32 "native": clamped-shift composition    */
  GA_ACC_SATS64,     /* int64 "native": the same in 128-bit arithmetic    */
  GA_ACC_SATU,       /* uint8..uint64 "native" and logical "native" (any):
                        exact unsigned sum saturating at the top          */
  GA_ACC_SATPN,      /* CUDA's fast path for signed "native": sums of the
                        positive and of the negative elements (see
                        cuda_dispatch.cu); never chosen by the gateway    */
  GA_NACC
} ga_acc;

#define GA_MAXPASS 64

/* One reduction [pre, n, post] -> [pre, post]. */
typedef struct { size_t pre, n, post; } ga_pass;

/* A whole request: one or more passes (vecdim over non-adjacent dims),
 * lowest dimension first.  The first pass reads `in`, every later pass reads
 * the accumulator-format result of the one before, and the last one writes
 * `out` elements. */
typedef struct {
  ga_elem in;          /* element type of the input                       */
  ga_acc acc;
  ga_elem out;         /* element type of the result                      */
  int64_t lo, hi;      /* range of the result class (SATS32/SATS64)       */
  uint64_t uhi;        /* top of the result class (SATU)                  */
  int npass;
  ga_pass pass[GA_MAXPASS];
} ga_plan;

/* Error report: code 0 is success; id is a "gpuaxis:..." identifier. */
typedef struct {
  int code;
  char id[48];
  char msg[256];
} ga_error;

/* Sizes and names. */
size_t ga_elem_size (ga_elem e);
size_t ga_acc_size (ga_acc a);
const char *ga_acc_name (ga_acc a);
const char *ga_elem_name (ga_elem e);

/* Fill lo/hi/uhi from plan->out. */
void ga_plan_set_bounds (ga_plan *p);
/* Number of result elements of pass k (pre * post). */
size_t ga_pass_outputs (const ga_pass *ps);
void ga_set_error (ga_error *e, const char *id, const char *fmt, ...);

/* CPU backend: sequential, index order, the reference for everything else. */
int ga_cpu_run (const ga_plan *p, const void *in, void *out, ga_error *err);
/* One pass of plan p on the CPU: from elements of p->in (accin 0) or
 * accumulator partials (accin 1), to results of p->out (accout 0) or
 * partials (accout 1).  0, or -1 without memory.  For tests that replay the
 * chunked host path (tests/test_schedule.c). */
int ga_cpu_pass (const ga_plan *p, const ga_pass *ps, int accin, int accout,
                 const void *in, void *out);

/* CUDA backend (cuda_backend.cu).  Without CUDA at build time these report
 * gpuaxis:no-gpu. */
int ga_cuda_built (void);
/* 1 if a device is usable; on 0, why is in err. */
int ga_cuda_available (ga_error *err);
/* Host arrays in, host array out: transfers, reduction, transfer back. */
int ga_cuda_run_host (const ga_plan *p, const void *in, size_t in_bytes,
                      void *out, ga_error *err);
/* Device arrays in and out, on `stream` (a cudaStream_t, or NULL for the
 * default stream).  `ws` is device scratch of ga_cuda_workspace_bytes(p). */
size_t ga_cuda_workspace_bytes (const ga_plan *p);
int ga_cuda_run_device (const ga_plan *p, const void *d_in, void *d_out,
                        void *d_ws, size_t ws_bytes, void *stream,
                        ga_error *err);
/* Release everything the backend holds (streams, buffers, staging). */
void ga_cuda_release (void);

/* Facts for gpu_axis_info. */
typedef struct {
  int usable;
  char name[256];
  int cc_major, cc_minor;
  int multiprocessors;
  size_t total_mem, free_mem;
  int driver_version, runtime_version;
  size_t held_device_bytes, held_pinned_bytes;
} ga_cuda_facts;
void ga_cuda_info (ga_cuda_facts *f);

/* Test-only fault hooks (reliability suite): make the next CUDA call site
 * with this tag fail, or ask for a device reset before the next call. */
void ga_cuda_inject_fault (const char *what);

#ifdef __cplusplus
}
#endif
#endif
