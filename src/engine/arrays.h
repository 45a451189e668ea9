/* arrays.h: the table of gpuArray data, in plain C (no mx types).
 *
 * Each gpuArray object in Octave holds the id of one entry here; the entry
 * says where the data is (device memory of the selected device, or host
 * memory when no device is usable), its class, complexity and size.  The
 * object frees its entry when its last copy goes (its field h, made by
 * __gpu_array_handle__ (array_handle.cc), calls ga_arr_release from its
 * C++ destructor).  Ids are never reused (a slot's
 * generation is part of its id), so a stale id is told apart from a live
 * one; entries whose data was released by a device reset stay in the table
 * as "released" until their object goes, so that using them says why.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ARRAYS_H
#define GPUAXIS_ARRAYS_H

#include <stddef.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { GA_LOC_HOST = 0, GA_LOC_DEVICE = 1 };

typedef struct {
  double id;
  int live;              /* 0: released by a reset or a lost device      */
  int loc;               /* GA_LOC_HOST or GA_LOC_DEVICE                 */
  int dev;               /* device index (GA_LOC_DEVICE)                 */
  ga_elem elem;          /* real class: GA_DOUBLE .. GA_LOGICAL          */
  int cplx;              /* complex (interleaved pairs)                  */
  size_t numel, bytes;
  void *data;            /* NULL when bytes == 0 or released             */
  unsigned *shared;      /* entries holding data (ga_arr_alias), or NULL */
  void *pending;         /* the class waits on a queued check, or NULL
                            (ga_arr_pending_ops: sqrt, log, power)       */
  char lazy_t;           /* 'T', 'C': the data is that of the array this
                            is the transpose of, not yet transposed
                            (lazy_transpose.c), or 0                  */
  size_t nd;             /* >= 2 */
  size_t dims[];
} ga_darray;

/* The class code of the object's metadata row (1 double, 2 single, 3..10
 * int8 uint8 int16 uint16 int32 uint32 int64 uint64, 11 logical), and
 * back (GA_NELEM for none). */
int ga_arr_class_code (ga_elem e);
ga_elem ga_arr_class_of_code (int code);

/* A new array of class e, storage allocated (not initialised) where loc
 * says.  Entries stay where they are until released. */
int ga_arr_create (int loc, ga_elem e, int cplx, size_t nd, const size_t *dims,
                   ga_darray **out, ga_error *err);
/* A new entry for the data of a with size dims (the same count of
 * elements): freed when the last entry holding it goes.  For the shape
 * methods (reshape, G(:), squeeze): gpuArray data is never written after
 * the method that made it returns (assignments write into a fresh copy),
 * so entries may share it.  Its bytes are counted for each entry. */
int ga_arr_alias (ga_darray *a, size_t nd, const size_t *dims,
                  ga_darray **out, ga_error *err);
/* A hold on a's data without an entry (a queued run reads it): the data
 * stays until the hold and every entry holding it are gone; free_it 0
 * when the device's memory went with its context. */
typedef struct { void *data; unsigned *shared; int loc; } ga_hold;
int ga_arr_hold (ga_darray *a, ga_hold *h, ga_error *err);
void ga_arr_unhold (ga_hold *h, int free_it);
/* a's data replaced by `data` (of a's size, complex or not): the old data
 * is freed (stream-ordered).  For a pending result decided complex. */
void ga_arr_set_data (ga_darray *a, void *data, int cplx);

/* Entries decided later (a->pending: an elementwise result whose class
 * the kernel's flags decide) are decided and dropped by the one who made
 * them, which registers itself here before it makes the first
 * (elementwise_pending.c): the table asks it, and never names it. */
typedef struct {
  int (*resolve) (ga_darray *a, ga_error *err);  /* decide a: 0, -1 or
                                                    GA_DEV_LOST with err */
  void (*drop) (ga_darray *a, int free_it);      /* a goes undecided     */
  size_t (*count) (void);                        /* entries pending now  */
} ga_arr_pending_ops;
void ga_arr_set_pending_ops (const ga_arr_pending_ops *ops);

/* Entries that are a transpose not yet made (a->lazy_t) are made by the
 * one who made them, which registers itself before it makes the first
 * (lazy_transpose.c): 0, -1 or GA_DEV_LOST with err. */
typedef int (*ga_arr_lazy_resolver) (ga_darray *a, ga_error *err);
void ga_arr_set_lazy_resolver (ga_arr_lazy_resolver fn);

/* A live array by id; gpuaxis:invalid-array (released or unknown) else.
 * A pending entry is decided first (its check read back: this waits),
 * and a lazy transpose made.  ga_arr_find_lazy leaves the transpose to
 * the caller (the matrix products: lazy_t and the data as it is). */
ga_darray *ga_arr_find (double id, ga_error *err);
ga_darray *ga_arr_find_lazy (double id, ga_error *err);
/* 1 if id is a live array (nothing decided, nothing waited for). */
int ga_arr_exists (double id);
/* Free the array (its object is gone).  Unknown ids are ignored, also
 * after the table's exit-time teardown (table_fini).  Called from a C++
 * destructor: must never fail or call into the interpreter. */
void ga_arr_release (double id);

/* Copy host data (a->bytes of it) in, or out (out waits for queued work). */
int ga_arr_write (ga_darray *a, const void *src, ga_error *err);
int ga_arr_read (const ga_darray *a, void *dst, ga_error *err);

/* One reduction of array A as the rules planned it (o, with the result's
 * dimensions odims[0..o->ond-1]; the gateway plans, ga_rules_plan): the
 * result (and with want_index the index, as doubles) are new arrays where
 * the input is. */
int ga_arr_reduce (ga_darray *A, const ga_outcome *o, const size_t *odims,
                   int want_index, ga_darray **res, ga_darray **index,
                   ga_error *err);

/* Device choice: idx 0-based.  Selecting another device releases every
 * array on the previous one (as MATLAB's gpuDevice (IDX) does). */
int ga_arr_select (int idx, ga_error *err);
/* Release every array's data (they stay, marked released), and the
 * device state; with reset_device the CUDA context too (reset (gpuDevice)). */
void ga_arr_reset (int reset_device);
/* Waits for queued device work and decides every pending entry; 0 or -1
 * with err. */
int ga_arr_sync (ga_error *err);

/* The return of a device call made outside this file (index_backend.h):
 * GA_DEV_LOST forgets every device array, as the table's own calls do;
 * 0 stays 0, anything else is -1. */
int ga_arr_dev_rc (int rc);

/* Test-only cap on the bytes all live arrays may hold (0: none); room:
 * 0 if `bytes` more fit under it, else gpuaxis:out-of-memory (for data
 * made outside ga_arr_create: lazy_transpose.c). */
void ga_arr_set_cap (double bytes);
int ga_arr_room (int loc, double bytes, ga_error *err);

typedef struct {
  size_t arrays, released;        /* entries: live, released             */
  size_t device_arrays, host_arrays;
  double device_bytes, host_bytes;  /* data held by live arrays           */
  double cap;
} ga_arr_stats;
void ga_arr_stats_get (ga_arr_stats *s);

/* Octave's conversion of n reals of class `from` (GA_DOUBLE, GA_SINGLE)
 * to class `to`: round half away, saturate, NaN to 0 for integers. */
void ga_convert_host (ga_elem from, ga_elem to, size_t n, const void *in,
                      void *out);
/* 1 if every imaginary part of n pairs of class e (GA_DOUBLE, GA_SINGLE)
 * is zero. */
int ga_imag_all_zero (ga_elem e, const void *pairs, size_t n);

/* The opt-in call trace (GPUAXIS_TRACE_CALLS=1 when the library is first
 * used; arrays.c): the time each phase of the gpuArray calls took,
 * summed, for __gpu_array__ ("trace").  ga_trace_t0 is 0 when the trace
 * is off, so a phase costs one branch then. */
enum {
  GA_TR_CALL,        /* __gpu_array__, entry to return (no error)        */
  GA_TR_PARSE,       /* command and argument parsing (reductions)        */
  GA_TR_LOOKUP,      /* ga_arr_find: table and context check             */
  GA_TR_PLAN,        /* the rules' plan (ga_rules_plan)                  */
  GA_TR_CREATE,      /* ga_arr_create (with its device allocation)       */
  GA_TR_ALLOC,       /* device allocation from the pool                  */
  GA_TR_ENTER,       /* device enter: guard, context id, state           */
  GA_TR_KERNEL,      /* the engine's launches (ga_cuda_run_device)       */
  GA_TR_FREE,        /* ga_arr_release                                   */
  GA_TR_META,        /* the metadata row M (made by the gateway)         */
  GA_TR_LOCK,        /* update_lock                                      */
  GA_TR_RESULT,      /* gather's Octave array (ga_result_array)          */
  GA_TR_H2D_COPY,    /* upload: copy threads into the pinned slots       */
  GA_TR_H2D_WAIT,    /* upload: waits for a slot's copy to the device    */
  GA_TR_D2H_COPY,    /* gather: copy threads out of the pinned slots     */
  GA_TR_D2H_WAIT,    /* gather: waits for a slot's copy from the device  */
  GA_TR_DMA_ISSUE,   /* cudaMemcpyAsync and event record calls           */
  GA_TR_XFER,        /* a whole staged transfer                          */
  GA_TR_N
};
double ga_trace_t0 (void);
void ga_trace_add (int phase, double t0);
/* Names, summed seconds and counts of the phases (n entries); reset. */
int ga_trace_get (const char **names, double *secs, double *counts, int n);
void ga_trace_reset (void);

#ifdef __cplusplus
}
#endif
#endif
