/* elementwise.h: elementwise operations on gpuArray data, in plain C (no
 * mx types): the plan (what to compute, in which arithmetic, over which
 * broadcast shape), the class and shape rules that make it
 * (elementwise_rules.c), and the two engines that run it: the CPU
 * (elementwise_cpu.c, for arrays in host memory) and CUDA
 * (elementwise.cu).  Every operation is a row of elementwise_ops.def; the
 * arithmetic of one element is written once, for both engines, in
 * elementwise_ops.h.
 *
 * Broadcasting: the result has Octave's broadcast size; the plan walks it
 * over at most GA_EW_MAXD collapsed dimensions (adjacent dimensions that
 * are contiguous in every operand are merged), each operand with its own
 * element stride per dimension (0 where it is broadcast).  A scalar
 * operand from the host travels in the plan itself (no device memory).
 *
 * Arithmetic ("domains"): Octave computes integer results of 8 to 32 bits
 * in double and converts (round half away, saturate); 64-bit results with
 * the exact rules of Octave's octave_int (conversion of the double
 * operand for + and -, long double for * and /: double-double on the
 * GPU); comparisons involving 64-bit integers exactly; single results in
 * single, complex ones in complex arithmetic.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_ELEMENTWISE_H
#define GPUAXIS_ELEMENTWISE_H

#include <stddef.h>
#include <stdint.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
#define GA_EW(ID, NAME, ARITY, KIND, SYMBOL) GA_EW_##ID,
#include "elementwise_ops.def"
#undef GA_EW
  GA_NEW
} ga_ew_op;

/* The arithmetic an element is computed in. */
typedef enum {
  GA_DOM_D = 0,    /* double (also integer results of 8 to 32 bits)      */
  GA_DOM_F,        /* single                                             */
  GA_DOM_ZD,       /* complex double                                     */
  GA_DOM_ZF,       /* complex single                                     */
  GA_DOM_S64,      /* int64 results                                      */
  GA_DOM_U64,      /* uint64 results                                     */
  GA_DOM_N64,      /* comparisons with a 64-bit integer operand: exact   */
  GA_NDOM
} ga_ew_dom;

/* Flags an engine raises while it runs (what the class rules could not
 * know without the values). */
#define GA_EWF_COMPLEX 1u    /* an element's result is complex (sqrt of a
                                negative, ...): run again as complex     */
#define GA_EWF_NAN 2u        /* NaN converted to logical: an error       */
#define GA_EWF_NEG 4u        /* power: a negative base somewhere         */
#define GA_EWF_NONINT 8u     /* power: an exponent not an integer        */

#define GA_EW_MAXD 12

typedef struct {
  const void *p;            /* elements, or NULL: the scalar in v        */
  int elem;                 /* ga_elem: GA_DOUBLE .. GA_LOGICAL, GA_CHAR */
  int cplx;                 /* interleaved pairs (double, single)        */
  uint64_t v[2];            /* a host scalar's bytes (re, im)            */
  size_t stride[GA_EW_MAXD];/* element strides (0: broadcast)            */
} ga_ew_arg;

typedef struct {
  int op;                   /* ga_ew_op                                  */
  int dom;                  /* ga_ew_dom                                 */
  int out;                  /* result class (ga_elem, real)              */
  int out_cplx;
  int check;                /* flags the engine must watch for (above)   */
  int arity;
  int swapped;              /* max/min as Octave 7.3 swaps: a is B, b A  */
  int minmax_v11;           /* max/min in Octave 11's order: ties give   */
                            /* the first operand; complex: NaN skipped,  */
                            /* abs, then the signed arg                  */
  int bsx;                  /* broadcasting (no scalar, sizes differ)    */
  int pow_sb;               /* power: 1 an array and a scalar B, 2 a     */
                            /* scalar A and an array, or broadcasting    */
  int pow_f;                /* single .^ an integer class: 1 the         */
                            /* exponent rounded to single, 2 broadcast:  */
                            /* all in single (ga_ew_powi_d)              */
  size_t n;                 /* result elements                           */
  int nd;                   /* collapsed dimensions (>= 1)               */
  size_t dims[GA_EW_MAXD];
  ga_ew_arg a, b;           /* b unused by unary ops                     */
} ga_ew_plan;

/* What the rules need of an operand. */
typedef struct {
  ga_elem elem;             /* GA_DOUBLE .. GA_LOGICAL, GA_CHAR          */
  int cplx;
  size_t nd;
  const size_t *dims;
} ga_ew_operand;

/* The op named NAME (a row of elementwise_ops.def), or GA_NEW. */
ga_ew_op ga_ew_find (const char *name);
const char *ga_ew_name (ga_ew_op op);
int ga_ew_arity (ga_ew_op op);

/* The plan of op on A (and B): result class, domain, broadcast size
 * (odims, *ond >= 2; odims has room for max (A.nd, B.nd, 2)), collapsed
 * dimensions and strides.  The operands' data pointers are the caller's
 * to fill (p->a.p, p->b.p, or the scalars' v; swapped: a is B's).  Errors as Octave's:
 * gpuaxis:class-mismatch (classes Octave refuses to combine),
 * gpuaxis:nonconformant (sizes), gpuaxis:invalid-input (char where
 * Octave refuses it).  octave: the running Octave's version (major * 100
 * + minor; max and min follow its order, see minmax_v11). */
int ga_ew_plan_make (ga_ew_op op, const ga_ew_operand *A, const ga_ew_operand *B,
                     int octave, ga_ew_plan *p, size_t *odims, size_t *ond,
                     ga_error *err);
/* 1 if the flags a real run of p raised make Octave's result complex. */
int ga_ew_wants_complex (const ga_ew_plan *p, unsigned flags);
/* The plan again for a complex result (after GA_EWF_COMPLEX). */
void ga_ew_plan_complex (ga_ew_plan *p);

/* CPU engine: out holds p->n results; *flags gets GA_EWF_* raised. */
void ga_ew_cpu_run (const ga_ew_plan *p, void *out, unsigned *flags);

/* CUDA engine (elementwise.cu): the kernels queued on the gpuArray
 * stream; with p->check, *flags is read back (this waits).  0, -1 or
 * GA_DEV_LOST with err (device_array.h). */
int ga_ew_dev_run (const ga_ew_plan *p, void *out, unsigned *flags,
                   ga_error *err);
/* The same, queued only: with p->check, the device word d_flags is
 * cleared first and gets the flags raised (read it back after). */
int ga_ew_dev_launch (const ga_ew_plan *p, void *out, unsigned *d_flags,
                      ga_error *err);

/* A device-to-device copy of bytes, queued (the copy rate benchmarks
 * compare with: __gpu_array__ ("ew", "copy", 1, M)). */
int ga_ew_dev_copy (void *dst, const void *src, size_t bytes, ga_error *err);

#ifdef __cplusplus
}
#endif
#endif
