/* rules.h: Octave's semantics of the reduction family, in plain C.
 *
 * What each function returns for a class, a shape, a DIM and its options:
 * the default dimension, which dimensions are reduced, the passes the
 * engine runs, the result's size and class, and the value of results that
 * reduce over nothing.  No Octave types here: the gateway (src/gateway/)
 * turns mx arguments into a ga_request and a ga_outcome back into arrays;
 * the C tests can call this directly.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_RULES_H
#define GPUAXIS_RULES_H

#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The public functions, one row each of functions.def.  Each maps to one
 * engine op (mean: a sum whose results are divided by the count). */
typedef enum {
#define GA_FUNCTION(ID, NAME, OP, TYPES, NANFLAGS, EMPTY_DIM, MAX_OUT, CHAR, MAX_ARGS) GA_FN_##ID,
#include "functions.def"
#undef GA_FUNCTION
  GA_NFN
} ga_fn;

/* TYPE / OUTTYPE options. */
typedef enum {
  GA_TYPE_DEFAULT = 0, GA_TYPE_NATIVE, GA_TYPE_DOUBLE, GA_TYPE_EXTRA
} ga_type_opt;

/* The nanflag extension (MATLAB, Octave 11). */
typedef enum { GA_NAN_DEFAULT = 0, GA_NAN_OMIT, GA_NAN_INCLUDE } ga_nan_opt;

/* What a function accepts, for the argument parser. */
typedef struct {
  const char *name;      /* "gpu_axis_sum", ... */
  const char *builtin;   /* Octave's own function: "sum", ... */
  ga_op op;
  unsigned types;        /* bit (1 << ga_type_opt) per TYPE word accepted */
  int nanflags;          /* takes "omitnan" / "includenan" */
  int empty_dim_arg;     /* max/min: DIM is the third argument, after [] */
  int max_out;           /* 2 for max/min ([M, I]), else 1 */
  int takes_char;        /* char input allowed (mean, sumsq refuse it) */
  int max_args;          /* the longest form's argument count */
} ga_fn_info;

const ga_fn_info *ga_fn_get (ga_fn fn);

/* One call, as the gateway read it. */
typedef struct {
  ga_fn fn;
  ga_elem in;            /* class of A (GA_CHAR, GA_LOGICAL, ...) */
  int complex;           /* A is complex (in is then GA_DOUBLE/GA_SINGLE) */
  size_t nd;             /* A's dimensions (nd >= 2) */
  const size_t *dims;
  int dim_all;           /* DIM "all" */
  size_t ndim;           /* DIM entries given (0: the default dimension) */
  const double *dim;     /* 1-based, distinct, positive integers, ascending */
  ga_type_opt type;
  ga_nan_opt nan;
  int want_index;        /* [M, I] = max/min (...) */
  int octave;            /* the running Octave, major * 100 + minor, whose
                            built-ins' rules apply (0: Octave 7.3's) */
} ga_request;

/* Fills *o (odims must hold rq->nd entries, and at least 2).  0, or -1 with
 * err set (an Octave-compatible refusal, e.g. char input to mean). */
int ga_rules_plan (const ga_request *rq, ga_outcome *o, size_t *odims,
                   ga_error *err);

#ifdef __cplusplus
}
#endif
#endif
