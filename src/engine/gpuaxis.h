/* gpuaxis.h: the reduction engine.
 *
 * Everything below the MEX gateway speaks this interface: the CPU backend
 * (reduce_cpu.c), the CUDA backend (cuda_*.cu), the C-level tests and the
 * benchmarks.  An N-D array is viewed as [pre, n, post] around the reduced
 * dimension (column-major, so element (i, k, j) sits at i + pre*(k + n*j));
 * the result is [pre, post].  One engine serves every operation (ga_op):
 * the operation and the accumulation the gateway chose travel in the plan,
 * and the engine picks its reduction (a row of ops.def) from them.
 *
 * Complex data: SUM (and so mean) views interleaved complex data as the
 * same array of reals with pre doubled, so every kernel handles complex per
 * component.  The other operations need the whole complex value: the
 * gateway passes GA_CDOUBLE / GA_CSINGLE elements (pairs re, im).
 *
 * Empty reductions (a pass with n == 0): the engine writes the identity,
 * on both backends (sum 0, prod 1, sumsq 0, any false, all true; mean:
 * the gateway does not divide by 0).  MAX and MIN have no identity: a plan
 * with n == 0 is refused (gpuaxis:internal); Octave keeps such a
 * dimension at 0, so the gateway never asks.
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

/* Element types as they sit in memory (their C types: elem.h). */
typedef enum {
  GA_DOUBLE = 0, GA_SINGLE, GA_INT8, GA_UINT8, GA_INT16, GA_UINT16,
  GA_INT32, GA_UINT32, GA_INT64, GA_UINT64,
  GA_LOGICAL,      /* 1 byte, 0 or 1 */
  GA_CHAR,         /* 1 byte, unsigned (Octave's mxChar is char) */
  GA_CDOUBLE,      /* complex double: re, im (16 bytes) */
  GA_CSINGLE,      /* complex single: re, im (8 bytes) */
  GA_ACCBUF,       /* partial results in the reduction's own format */
  GA_NELEM
} ga_elem;

/* Operations.  Mean is GA_OP_SUM with plan.divisor = n. */
typedef enum { GA_OP_SUM = 0, GA_OP_PROD, GA_OP_SUMSQ, GA_OP_MAX, GA_OP_MIN,
               GA_OP_ANY, GA_OP_ALL, GA_NOP } ga_op;

/* The arithmetic, as Octave's tables choose it:
 *   SUM    DOUBLE, FLOAT, EXTRA (compensated), SAT ("native" integers and
 *          logical, saturating step by step in index order)
 *   PROD   DOUBLE (real: double; complex double), FLOAT (single, complex
 *          single), SAT ("native" integers and logical)
 *   SUMSQ  DOUBLE, FLOAT
 *   MAX, MIN, ANY, ALL  NATIVE (compare in the element's own type;
 *          boolean)
 * SAT works in the class of plan.out; how (clamped-shift composition in
 * 64 or 128 bits, an unsigned saturating add, the CUDA fast path of signed
 * sums, ...) is the engine's business. */
typedef enum {
  GA_ACC_DOUBLE = 0, GA_ACC_FLOAT, GA_ACC_EXTRA, GA_ACC_SAT, GA_ACC_NATIVE,
  GA_NACC
} ga_acc;
/* Former names of GA_ACC_SAT (one saturating accumulation now). */
#define GA_ACC_SATS32 GA_ACC_SAT
#define GA_ACC_SATS64 GA_ACC_SAT
#define GA_ACC_SATU GA_ACC_SAT

#define GA_MAXPASS 64

/* One reduction [pre, n, post] -> [pre, post]. */
typedef struct { size_t pre, n, post; } ga_pass;

/* A whole request: one or more passes (vecdim over non-adjacent dims),
 * lowest dimension first.  The first pass reads `in`, every later pass reads
 * the partial results of the one before, and the last one writes `out`
 * elements.  Index order over several passes is column-major order of the
 * reduced dims (the first pass's dim fastest). */
typedef struct {
  ga_elem in;          /* element type of the input                       */
  ga_acc acc;
  ga_elem out;         /* element type of the result                      */
  int64_t lo, hi;      /* range of the result class (signed SAT)          */
  uint64_t uhi;        /* top of the result class (unsigned SAT)          */
  int npass;
  ga_pass pass[GA_MAXPASS];
  ga_op op;            /* GA_OP_SUM when left 0                           */
  double divisor;      /* > 0: each result divided by it (mean), in the
                          accumulator's precision, before the store       */
  int want_index;      /* MAX/MIN, npass == 1: also the 1-based index
                          along n of the chosen element, as double, into
                          out_index                                       */
  int in_order;        /* the result becomes an integer class (mean
                          "native"): the CPU backend adds each output in
                          index order, no chunks (cpu_split.c)            */
  int nan_phase;       /* complex max/min (in GA_CDOUBLE or GA_CSINGLE)
                          along one DIM, one pass: Octave's loop for
                          a dimension after the first, whose NaN phase
                          covers a whole slab (reduce_cpu.c); not for a
                          DIM vector or "all", which reduce a column     */
  int order11;         /* complex max/min: Octave 11's order: ties of abs
                          broken by the signed arg (-pi below pi), and
                          along a dimension after the first a NaN never
                          taken over a number (the whole slab is its NaN
                          phase); 0: Octave 7.3's                         */
} ga_plan;

/* One reduction as the rules planned it (rules.h, ga_rules_plan): what the
 * engine computes and what comes back. */
typedef struct {
  ga_plan plan;          /* op, classes, passes; valid when run != 0 */
  int run;               /* 0: no engine call; every result is `fill` */
  double fill;           /* 0, 1, NaN (mean of nothing), 0/1 for logical */
  size_t ond;            /* result dimensions in odims[0..ond-1] (>= 2) */
  size_t nout;           /* result elements */
  ga_elem out;           /* result class as the user sees it */
  int out_complex;       /* complex result (narrowed to real by the
                            gateway when every imaginary part is 0) */
  int keep_complex;      /* complex even where every imaginary part is 0
                            (mean since Octave 9 along DIMs past ndims:
                            A itself) */
  ga_elem cast_to;       /* GA_NELEM, or the class the engine's result is
                            converted to afterwards (mean "native") */
  double bytes;          /* result size in bytes (values and indices) */
} ga_outcome;

/* Error report: code 0 is success; id is a "gpuaxis:..." identifier. */
typedef struct {
  int code;
  char id[48];
  char msg[256];
} ga_error;

/* Sizes and names. */
size_t ga_elem_size (ga_elem e);
const char *ga_acc_name (ga_acc a);
const char *ga_elem_name (ga_elem e);
const char *ga_op_name (ga_op o);
/* Bytes of one partial result of plan p (its reduction's accumulator);
 * 0 when the engine has no reduction for p. */
size_t ga_plan_partial_size (const ga_plan *p);
/* 0 if the engine can run plan p (op, acc, classes, divisor, index), else
 * -1 with gpuaxis:internal in err. */
int ga_plan_check (const ga_plan *p, ga_error *err);

/* Fill lo/hi/uhi from plan->out. */
void ga_plan_set_bounds (ga_plan *p);
/* Number of result elements of pass k (pre * post). */
size_t ga_pass_outputs (const ga_pass *ps);
void ga_set_error (ga_error *e, const char *id, const char *fmt, ...);

/* CPU backend: on one thread sequential, index order, the reference for
 * everything else.  On several threads (ga_cpu_threads) a pass with enough
 * outputs shares them out, each computed exactly as on one thread (the
 * same bits, but for the sign of a NaN a sum or product makes); one with
 * few outputs and a long reduced extent cuts that extent into contiguous
 * chunks and combines their partials in index order (cpu_split.c):
 * integer, logical, max/min and any/all results stay exact, floating-point
 * sums and products round differently within the CUDA backend's bounds.
 * out_index: nout doubles (want_index), or NULL. */
int ga_cpu_run (const ga_plan *p, const void *in, void *out, void *out_index,
                ga_error *err);
/* Threads of the CPU backend (cpu_pool.c), 1..GA_CPU_MAX_THREADS: the
 * count set by ga_cpu_set_threads, else OMP_NUM_THREADS when it is set to a
 * positive integer (its first entry; above the limit: the limit), else the
 * CPUs the process may run on (sched_getaffinity). */
#define GA_CPU_MAX_THREADS 1024
int ga_cpu_threads (void);
/* Sets the count: 0, or -1 (and nothing changes) outside 1..the limit. */
int ga_cpu_set_threads (int n);
/* One pass of plan p on the CPU: from elements of p->in (accin 0) or
 * partials (accin 1), to results of p->out (accout 0) or partials (accout
 * 1).  Partials carry indices along the reduced extent where the reduction
 * has them (max/min, signed "native" prod): a partial read at position k of
 * this pass has k * span added to them (span: the elements each partial
 * covers, 0 to leave them).  out_index as in ga_cpu_run (accout 0 only).
 * 0, or -1 without memory or for a plan the engine cannot run.  For tests
 * that replay the chunked host path (tests/test_schedule.c). */
int ga_cpu_pass (const ga_plan *p, const ga_pass *ps, int accin, int accout,
                 const void *in, void *out, void *out_index, int64_t span);

/* CUDA backend (cuda_backend.cu).  Without CUDA at build time these report
 * gpuaxis:no-gpu. */
int ga_cuda_built (void);
/* 1 if a device is usable; on 0, why is in err. */
int ga_cuda_available (ga_error *err);
/* 1 if the CUDA backend computes plan p; 0 where the CPU backend must
 * (then the CUDA entry points refuse p with gpuaxis:internal).  CPU-only:
 * MAX/MIN of complex elements (Octave orders them by abs, then arg, as
 * glibc's hypot and atan2 round them; the GPU's differ by an ulp, which
 * can change which element wins).  Plans ga_plan_check refuses: 0. */
int ga_cuda_supports (const ga_plan *p);
/* Host arrays in, host array out: transfers, reduction, transfer back.
 * out_index: nout doubles (want_index), or NULL. */
int ga_cuda_run_host (const ga_plan *p, const void *in, size_t in_bytes,
                      void *out, void *out_index, ga_error *err);
/* Device arrays in and out, on `stream` (a cudaStream_t, or NULL for the
 * default stream).  `ws` is device scratch of ga_cuda_workspace_bytes(p);
 * d_index: nout doubles on the device (want_index), or NULL.  Runs
 * asynchronously, except signed "native" sums (see cuda_dispatch.cu). */
size_t ga_cuda_workspace_bytes (const ga_plan *p);
int ga_cuda_run_device (const ga_plan *p, const void *d_in, void *d_out,
                        void *d_index, void *d_ws, size_t ws_bytes,
                        void *stream, ga_error *err);
/* Release everything the backend holds (streams, buffers, staging). */
void ga_cuda_release (void);
/* The printable plan's CUDA part: while on, every reduction kernel the
 * CUDA engine launches prints its name, grid, block and shared memory on
 * stderr (one line; cuda_launch.cuh's ga_go).  The gateway switches it
 * with the plan (gateway/plan_print.c). */
void ga_cuda_set_plan_print (int on);
/* After a fatal (sticky) device error, whose message is `what`: forget the
 * backend's state, reset the device and probe it again.  On the GPU host
 * (H200, driver 580) no process got a device back after its context died,
 * whatever it tried (bench/probes/trap_recover.cu): then the device
 * stays unusable for the rest of the process, ga_cuda_available says so
 * and why, and every caller takes its no-GPU path. */
void ga_cuda_lose_device (const char *what);

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
