/* gateway_linalg.h: what the linear algebra commands of __gpu_array__
 * share (gateway_linalg.c): operands read from their mx values, the
 * place the work runs (the engine of linalg.h), operands staged there in
 * the BLAS type, and results moved back where the gpuArrays are.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_GATEWAY_LINALG_H
#define GPUAXIS_GATEWAY_LINALG_H

#include "mex.h"
#include "arrays.h"
#include "linalg.h"
#include "values.h"

typedef struct {
  ga_darray *g;            /* the gpuArray, or NULL: an Octave array     */
  ga_elem elem;            /* real class                                 */
  int cplx;
  size_t nd, numel;
  const size_t *dims;
  ga_input in;             /* an Octave array's elements                 */
  size_t *own_dims;
} ga_la_operand;

/* Operand x: a gpuArray's metadata row (gpu 1) or an Octave array
 * (numeric, logical or char, not sparse); errors are raised. */
void ga_la_read (const mxArray *x, int gpu, ga_la_operand *op);
void ga_la_operand_free (ga_la_operand *op);

/* Where a call runs: loc, where its gpuArrays are; wloc, where the engine
 * works (the host for device arrays when the build has no cuBLAS and
 * cuSOLVER: then a one-time gpuaxis:no-cublas warning); be, the engine. */
typedef struct { int loc, wloc; const ga_la_backend *be; } ga_la_where;
void ga_la_where_of (int loc, ga_la_where *w);

/* The BLAS type of a class (GA_DOUBLE, GA_SINGLE; others as double). */
ga_la_type ga_la_type_of (ga_elem e, int cplx);
ga_elem ga_la_elem_of (ga_la_type t);

/* op's elements in work memory as type t: *data, with *tmp a temporary
 * array to release (NULL when op's own data serves: never when
 * writable, for the engine calls that overwrite their operand). */
int ga_la_stage (const ga_la_operand *op, const ga_la_where *w, ga_la_type t,
                 int writable, ga_darray **tmp, void **data, ga_error *err);
/* A new array of type t in work memory. */
int ga_la_new (const ga_la_where *w, ga_la_type t, int real_part, size_t nd,
               const size_t *dims, ga_darray **out, ga_error *err);
/* R, made in work memory, where the gpuArrays are (R itself, or a copy:
 * R is then released). */
int ga_la_settle (ga_darray **R, const ga_la_where *w, ga_error *err);

/* The commands: "mtimes", "pagemtimes" (here), the factorizations and
 * solves (gateway_solve.c); 1 when prhs[0] names one (it ran). */
int ga_linalg_command (int nlhs, mxArray *plhs[], int nrhs,
                       const mxArray *prhs[]);
int ga_solve_command (int nlhs, mxArray *plhs[], int nrhs,
                      const mxArray *prhs[]);

#endif
