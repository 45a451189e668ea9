/* gateway.h: the MEX side of gpuaxis, the only code that speaks mx types.
 *
 * Every public function is a thin MEX file (entry.c, built once per name)
 * that calls one of these, all of them in one shared library
 * (libgpuaxis.so): so the functions share one backend state (CUDA context,
 * streams, staging buffers) however many of them a session calls.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_GATEWAY_H
#define GPUAXIS_GATEWAY_H

#include "mex.h"
#include "gpuaxis.h"
#include "rules.h"
#include "values.h"

/* The reduction functions: gpu_axis_sum, _prod, _mean, _max, _min, _any,
 * _all, _sumsq (reduce.c). */
void ga_mex_reduce (ga_fn fn, int nlhs, mxArray *plhs[], int nrhs,
                    const mxArray *prhs[]);

/* gpu_axis_backend, gpu_axis_threads, gpu_axis_info and __gpu_axis__
 * (CMD, ...), the package's internal commands (commands.c). */
void ga_mex_backend (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void ga_mex_threads (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void ga_mex_info (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);
void ga_mex_internal (int nlhs, mxArray *plhs[], int nrhs,
                      const mxArray *prhs[]);

/* __gpu_array__ (CMD, ...): device arrays behind the gpuArray class
 * (gpuarray.c; the array table: engine/arrays.c). */
void ga_mex_gpuarray (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]);

/* Free what the backends hold (each MEX file's mexAtExit). */
void ga_mex_release (void);

/* The printable plan (plan_print.c): on under GPUAXIS_PLAN=1 or
 * __gpu_axis__ ("plan", true); ga_plan_print prints plan p and where it
 * runs (on_cpu: the CPU engine, with its threads' split of each pass;
 * else CUDA). */
int ga_plan_printing (void);
int ga_plan_printing_set (int on);
void ga_plan_print (const ga_plan *p, int on_cpu, const char *where);

/* The running Octave's version, major * 100 + minor (octave_version.c). */
int ga_octave_version (void);

/* Backend choice (backend.c). */
enum { GA_BE_AUTO, GA_BE_CPU, GA_BE_CUDA };
int ga_backend_selected (void);
void ga_backend_select (int be);
/* The backend a call runs on now; warns once when "auto" falls back. */
int ga_backend_effective (void);
/* Where the last host reduction ran: GA_BE_CPU, GA_BE_CUDA, -1 (none). */
void ga_backend_note_used (int be);
int ga_backend_last_used (void);
/* Under "auto": whether a host input of in_bytes stays on the CPU engine
 * (under the byte line, or the CPU engine at or past the thread line). */
int ga_auto_on_cpu (size_t in_bytes);
void ga_auto_limits (size_t *bytes, long long *threads);

/* Arguments (args.c): the request of a reduction call, read from its mx
 * arguments (DIM list stored in dimbuf, dims in dimsbuf: the small arrays
 * here up to GA_ARGS_SMALL entries, mxMalloc'd beyond, freed by
 * ga_args_free; each mxMalloc / mxFree pair costs a set insert and erase
 * in Octave's MEX layer).  Errors are raised directly. */
#define GA_ARGS_SMALL 8
typedef struct {
  ga_request rq;
  const mxArray *A;
  int sparse;
  ga_input in;           /* A's elements (not sparse) */
  int mean_a;            /* mean's "a" seen */
  double *dimbuf;
  size_t *dimsbuf;
  double dimsmall[GA_ARGS_SMALL];
  size_t dimssmall[GA_ARGS_SMALL];
} ga_args;
void ga_args_read (ga_fn fn, int nlhs, int nrhs, const mxArray *prhs[],
                   ga_args *a);
/* Only DIM and the options, prhs[1..nrhs-1] (prhs[0] stands for A and is
 * not read): for callers that know A's class and shape themselves (a
 * device array).  Fills a->rq's fn, dim, dim_all, ndim, type, nan and
 * want_index; a must be zeroed first. */
void ga_args_options (ga_fn fn, int nlhs, int nrhs, const mxArray *prhs[],
                      ga_args *a);
void ga_args_free (ga_args *a);

#endif
