/* reduce_cpu.h: the CPU backend's pieces as they call each other (not the
 * engine's interface, gpuaxis.h): the loops (reduce_cpu.c), how a pass is
 * shared among threads (cpu_split.c) and the thread pool (cpu_pool.c).
 * The C tests include it for the split's knobs.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_REDUCE_CPU_H
#define GPUAXIS_REDUCE_CPU_H

#include <stddef.h>
#include <stdint.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- reduce_cpu.c: one block of a pass, on the caller's thread.
 * Outputs (i, j) for i < ni, j < nj, with element (i, k, j) at
 * in[i + ld * (k + n * j)] and output (i, j) at out[i + ld * j] (and
 * out_index[i + ld * j]): in, out and out_index point at the block's
 * first element and output.  ld is the pass's pre; ni < ld takes a
 * segment of each row, the i_off-th output of the row first.  The rest as
 * ga_cpu_pass (gpuaxis.h); each output reduces in index order over its n
 * elements. */
int ga_cpu_block (const ga_plan *p, int accin, int accout, size_t ld, size_t ni,
                  size_t n, size_t nj, const void *in, void *out, void *out_index,
                  int64_t span, size_t i_off);

/* ---- cpu_split.c: one pass of plan p (arguments as ga_cpu_pass) on the
 * threads ga_cpu_threads () gives. */
int ga_cpu_split_pass (const ga_plan *p, const ga_pass *ps, int accin, int accout,
                       const void *in, void *out, void *out_index, int64_t span);
/* How ga_cpu_split_pass takes a pass on `threads` threads. */
typedef enum {
  GA_SPLIT_INLINE = 0,   /* all on the caller's thread (small, or 1 thread) */
  GA_SPLIT_OUTPUTS,      /* outputs shared: each one as on one thread       */
  GA_SPLIT_CHUNKS        /* the reduced extent cut into contiguous chunks,
                            their partials combined in index order          */
} ga_split_kind;
ga_split_kind ga_cpu_split_kind (const ga_plan *p, const ga_pass *ps, int accin,
                                 int threads);
/* The same, with the tasks and, for GA_SPLIT_CHUNKS, the chunks of clen
 * elements (the printable plan, plan_text.c). */
ga_split_kind ga_cpu_split_plan (const ga_plan *p, const ga_pass *ps, int accin,
                                 int threads, size_t *ntasks, size_t *nchunk,
                                 size_t *clen);
/* Input bytes a task must have at least (below two tasks' worth a pass
 * runs inline); returns the old value.  The default is measured
 * (cpu_split.c); the C tests set 0 to split even the smallest shapes. */
size_t ga_cpu_set_grain (size_t bytes);

/* ---- cpu_pool.c: the pool.  Task t of a job, t in [0, ntasks). */
typedef void (*ga_task_fn) (void *arg, size_t t);
/* Runs fn (arg, t) for every t in [0, ntasks) on up to `threads` threads,
 * the caller's among them, and returns when all have run.  Tasks are
 * handed out one at a time in order of t, so the caller must not depend
 * on which thread runs which.  Returns how many threads took part (1 when
 * everything ran on the caller: threads or ntasks <= 1, the pool busy with
 * another caller, or no worker could be started). */
int ga_pool_run_tasks (int threads, size_t ntasks, ga_task_fn fn, void *arg);
/* Stops and joins the workers (they start again on the next call). */
void ga_pool_stop (void);

#ifdef __cplusplus
}
#endif
#endif
