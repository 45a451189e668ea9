/* elementwise_rules.c: Octave 7.3's class and shape rules of the
 * elementwise operations (elementwise.h), in plain C.  Checked against
 * Octave itself on host arrays (inst/tests/test_gpuarray_elementwise.m):
 *
 *   + - .* ./ .^   integer with the same integer, double, single, logical
 *                  or char: that integer class; integers of two classes,
 *                  or an integer with a complex: an error; otherwise
 *                  single if either is single, else double; complex if
 *                  either is
 *   < <= ... ~=    logical; an integer with a complex is an error
 *   & |            logical; integers of two classes, or an integer with a
 *                  complex: an error
 *   xor            logical; char is an error
 *   max, min       as + but: char with anything but char is an error;
 *                  integers of two classes of the same signedness give
 *                  the wider; logical with logical stays logical
 *   unary          uminus, uplus, floor, ..., conj keep the class
 *                  (logical: double); abs, real, imag the real class;
 *                  sqrt, exp, ... double for integers and logical;
 *                  not, isnan, ... logical
 *
 * Broadcasting: dimensions equal, or one of them 1 (then the other, 0
 * included); trailing singleton dimensions dropped (at least 2 kept).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdio.h>
#include <string.h>
#include "elementwise_ops.h"

enum { K_ARITH, K_CMP, K_LOGIC, K_XOR, K_MINMAX, K_KEEP, K_MAP, K_ABS, K_NOT, K_PRED, K_CAST, K_MAPR, K_FMAP2, K_MODREM };

typedef struct { const char *name; int arity, kind; const char *sym; } ew_row;
static const ew_row rows[] = {
#define GA_EW(ID, NAME, ARITY, KIND, SYMBOL) {NAME, ARITY, K_##KIND, SYMBOL},
#include "elementwise_ops.def"
#undef GA_EW
};

ga_ew_op
ga_ew_find (const char *name)
{
  for (int i = 0; i < GA_NEW; i++)
    if (! strcmp (rows[i].name, name))
      return (ga_ew_op) i;
  return GA_NEW;
}

const char *ga_ew_name (ga_ew_op op) { return op < GA_NEW ? rows[op].name : "?"; }
int ga_ew_arity (ga_ew_op op) { return op < GA_NEW ? rows[op].arity : 0; }

/* Octave's name of an operand in its messages ("int8 matrix", ...). */
static const char *
type_name (const ga_ew_operand *x, char *buf, size_t len)
{
  size_t n = 1;
  const char *c = ga_elem_name (x->elem);
  for (size_t i = 0; i < x->nd; i++)
    n *= x->dims[i];
  if (x->elem == GA_LOGICAL)
    c = "bool";
  if (x->elem == GA_CHAR)
    snprintf (buf, len, n == 1 ? "char scalar" : "char matrix");
  else if (x->cplx)
    snprintf (buf, len, "%scomplex %s", x->elem == GA_SINGLE ? "float " : "",
              n == 1 ? "scalar" : "matrix");
  else if (x->elem == GA_DOUBLE)
    snprintf (buf, len, "%s", n == 1 ? "scalar" : "matrix");
  else if (x->elem == GA_SINGLE)
    snprintf (buf, len, "float %s", n == 1 ? "scalar" : "matrix");
  else
    snprintf (buf, len, "%s %s", c, n == 1 ? "scalar" : "matrix");
  return buf;
}

static int
refuse (ga_ew_op op, const ga_ew_operand *A, const ga_ew_operand *B, ga_error *err)
{
  char a[48], b[48];
  if (rows[op].kind == K_MINMAX)
    ga_set_error (err, "gpuaxis:class-mismatch", "cannot compute %s (%s, %s)",
                  rows[op].name, type_name (A, a, sizeof a), type_name (B, b, sizeof b));
  else
    ga_set_error (err, "gpuaxis:class-mismatch", "binary operator '%s' not "
                  "implemented for '%s' by '%s' operations", rows[op].sym,
                  type_name (A, a, sizeof a), type_name (B, b, sizeof b));
  return -1;
}

/* The domain of a result class (real, or complex). */
static int
dom_of (ga_elem e, int cplx)
{
  if (e == GA_SINGLE)
    return cplx ? GA_DOM_ZF : GA_DOM_F;
  if (e == GA_INT64)
    return GA_DOM_S64;
  if (e == GA_UINT64)
    return GA_DOM_U64;
  return cplx ? GA_DOM_ZD : GA_DOM_D;
}

/* Result class of a binary op; -1 when Octave refuses the pair (octave:
 * the running version). */
static int
binary_class (ga_ew_op op, const ga_ew_operand *A, const ga_ew_operand *B,
              int octave, ga_ew_plan *p, ga_error *err)
{
  const ga_elem a = A->elem, b = B->elem;
  const int kind = rows[op].kind, cplx = A->cplx || B->cplx;
  const int single = a == GA_SINGLE || b == GA_SINGLE;
  const int ia = ga_elem_is_int (a), ib = ga_elem_is_int (b);
  p->out_cplx = 0;
  switch (kind)
    {
    case K_CMP:
    case K_LOGIC:
    case K_XOR:
      p->out = GA_LOGICAL;
      /* Octave 11's xor takes char (a character is true when not NUL);
       * 7.3 and 9 refuse it in logical () */
      if (kind == K_XOR && (a == GA_CHAR || b == GA_CHAR) && octave < 1100)
        {
          ga_set_error (err, "gpuaxis:invalid-input",
                        "logical: wrong type argument 'sq_string'");
          return -1;
        }
      if (kind != K_XOR && ((ia && B->cplx) || (ib && A->cplx)))
        return refuse (op, A, B, err);
      if (kind == K_LOGIC && ia && ib && a != b)
        return refuse (op, A, B, err);
      /* a double meets a single as a single (1e-300 == single (0), and
       * single (0) | 1e-300 is false), but xor takes each operand's truth
       * as it is (Octave's xor.m: logical (x) != logical (y)) */
      if (cplx)
        p->dom = single && kind != K_XOR ? GA_DOM_ZF : GA_DOM_ZD;
      else if (kind == K_CMP && (a == GA_INT64 || a == GA_UINT64 || b == GA_INT64
                                 || b == GA_UINT64))
        p->dom = GA_DOM_N64;
      else if (kind != K_XOR && single && ! ia && ! ib)
        p->dom = GA_DOM_F;
      else
        p->dom = GA_DOM_D;
      return 0;
    case K_MINMAX:
      if ((a == GA_CHAR) != (b == GA_CHAR))
        return refuse (op, A, B, err);
      if (a == GA_LOGICAL && b == GA_LOGICAL)
        {
          p->out = GA_LOGICAL;
          p->dom = GA_DOM_D;
          return 0;
        }
      if (ia && ib && a != b)
        {
          if (ga_elem_is_signed (a) != ga_elem_is_signed (b))
            return refuse (op, A, B, err);
          p->out = ga_elem_size (a) >= ga_elem_size (b) ? a : b;
          p->dom = dom_of (p->out, 0);
          return 0;
        }
      break;
    default:
      if (ia && ib && a != b)
        return refuse (op, A, B, err);
      break;
    }
  /* arithmetic classes (and max/min of the rest) */
  if (ia || ib)
    {
      if (cplx)
        return refuse (op, A, B, err);
      p->out = ia ? a : b;
    }
  else
    {
      p->out = single ? GA_SINGLE : GA_DOUBLE;
      p->out_cplx = cplx;
      if (! cplx && op == GA_EW_POWER)
        p->check = GA_EWF_COMPLEX;
    }
  p->dom = dom_of ((ga_elem) p->out, p->out_cplx);
  return 0;
}

static void
unary_class (ga_ew_op op, const ga_ew_operand *A, ga_ew_plan *p)
{
  const ga_elem a = A->elem;
  const int kind = rows[op].kind;
  const ga_elem keep = a == GA_LOGICAL || a == GA_CHAR ? GA_DOUBLE : a;
  p->out_cplx = 0;
  switch (kind)
    {
    case K_NOT:
    case K_PRED:
      p->out = GA_LOGICAL;
      p->dom = A->cplx ? (a == GA_SINGLE ? GA_DOM_ZF : GA_DOM_ZD)
               : a == GA_SINGLE ? GA_DOM_F : GA_DOM_D;
      return;
    case K_MAP:
    case K_MAPR:
      p->out = a == GA_SINGLE ? GA_SINGLE : GA_DOUBLE;
      p->out_cplx = A->cplx && op != GA_EW_LOG2E;
      p->dom = dom_of ((ga_elem) p->out, A->cplx);
      if (! A->cplx && (op == GA_EW_SQRT || op == GA_EW_LOG || op == GA_EW_LOG2
                        || op == GA_EW_LOG10 || op == GA_EW_ASIN || op == GA_EW_ACOS
                        || op == GA_EW_ACOSH || op == GA_EW_ATANH || op == GA_EW_LOG1P))
        p->check = GA_EWF_COMPLEX;
      return;
    case K_CAST:
      p->out = op == GA_EW_COMPLEX ? (a == GA_SINGLE ? GA_SINGLE : GA_DOUBLE)
               : ga_ew_cast_class (op);
      p->out_cplx = op == GA_EW_COMPLEX
                    || (A->cplx && (p->out == GA_DOUBLE || p->out == GA_SINGLE));
      p->dom = dom_of ((ga_elem) p->out, p->out_cplx);
      if (p->out == GA_LOGICAL)
        p->check = GA_EWF_NAN;
      return;
    case K_ABS:
      p->out = keep;
      p->dom = dom_of (keep, A->cplx);
      return;
    default:                              /* K_KEEP */
      p->out = keep;
      p->out_cplx = A->cplx;
      p->dom = dom_of (keep, A->cplx);
      return;
    }
}

/* Broadcast size, collapsed dims and strides. */
static int
shape (ga_ew_op op, const ga_ew_operand *A, const ga_ew_operand *B,
       ga_ew_plan *p, size_t *odims, size_t *ond, ga_error *err)
{
  const ga_ew_operand *ops[2] = {A, B};
  const int nop = B ? 2 : 1;
  size_t nd = A->nd, sa = 1, sb = 1;
  if (B && B->nd > nd)
    nd = B->nd;
  for (size_t d = 0; d < nd; d++)
    {
      size_t x = d < A->nd ? A->dims[d] : 1, y = B && d < B->nd ? B->dims[d] : x;
      if (x != y && x != 1 && y != 1)
        {
          char sA[96] = "", sB[96] = "";
          for (int k = 0; k < 2; k++)
            {
              char *s = k ? sB : sA;
              for (size_t i = 0; i < ops[k]->nd; i++)
                snprintf (s + strlen (s), 96 - strlen (s), "%s%zu", i ? "x" : "",
                          ops[k]->dims[i]);
            }
          ga_set_error (err, "gpuaxis:nonconformant", "%s%s%snonconformant "
                        "arguments (op1 is %s, op2 is %s)",
                        rows[op].kind == K_MINMAX ? "" : "operator ",
                        rows[op].kind == K_MINMAX ? "" : rows[op].sym,
                        rows[op].kind == K_MINMAX ? "" : ": ", sA, sB);
          return -1;
        }
      odims[d] = x == 1 ? y : x;
    }
  while (nd > 2 && odims[nd - 1] == 1)
    nd--;
  if (nd < 2)
    odims[nd++] = 1;
  *ond = nd;
  p->n = 1;
  for (size_t d = 0; d < nd; d++)
    p->n *= odims[d];
  /* collapse: dimension d joins the one before when, for every operand,
   * both are broadcast or both are full */
  p->nd = 0;
  for (size_t d = 0; d < nd; d++)
    {
      int full[2] = {0, 0}, join = p->nd > 0;
      if (odims[d] == 1)
        continue;
      for (int k = 0; k < nop; k++)
        {
          const size_t x = d < ops[k]->nd ? ops[k]->dims[d] : 1;
          full[k] = x != 1;
          if (join)
            {
              const size_t prev = (k ? p->b.stride : p->a.stride)[p->nd - 1];
              if ((prev != 0) != full[k])
                join = 0;
            }
        }
      if (join)
        {
          p->dims[p->nd - 1] *= odims[d];
        }
      else
        {
          if (p->nd == GA_EW_MAXD)
            {
              ga_set_error (err, "gpuaxis:invalid-input", "elementwise "
                            "operation over more than %d alternating "
                            "broadcast dimensions", GA_EW_MAXD);
              return -1;
            }
          p->dims[p->nd] = odims[d];
          p->a.stride[p->nd] = full[0] ? sa : 0;
          p->b.stride[p->nd] = nop > 1 && full[1] ? sb : 0;
          p->nd++;
        }
      if (full[0])
        sa *= odims[d];
      if (nop > 1 && full[1])
        sb *= odims[d];
    }
  if (p->nd == 0)
    {
      p->nd = 1;
      p->dims[0] = 1;
      p->a.stride[0] = p->b.stride[0] = 0;
    }
  return 0;
}

/* Whether Octave's max/min of reals computes (B, A) for (A, B), so that
 * ties (0 and -0) give B's element: liboctave's do_bsxfun_op takes the
 * first dimension where the operands' extents differ and, when every
 * extent before it is 1 and A's there is 1, runs the scalar-first loop,
 * which is max (B, a).  So a scalar A (max (0, -0) is -0), and A
 * broadcast along its leading dimensions (max ([0 0], -zeros (2)) is -0,
 * max ([0; 0], -zeros (2)) is 0), checked in Octave 7.3.  Only for
 * conformant sizes, so that a size error names the operands as given. */
static int
minmax_swaps (const ga_ew_operand *A, const ga_ew_operand *B)
{
  const size_t nd = A->nd > B->nd ? A->nd : B->nd;
  size_t na = 1, start = nd;
  for (size_t i = 0; i < A->nd; i++)
    na *= A->dims[i];
  if (na == 1)
    return 1;
  for (size_t k = 0; k < nd; k++)
    {
      const size_t x = k < A->nd ? A->dims[k] : 1, y = k < B->nd ? B->dims[k] : 1;
      if (x != y && x != 1 && y != 1)
        return 0;                       /* nonconformant */
      if (x != y && start == nd)
        start = k;
    }
  if (start == nd)
    return 0;
  for (size_t k = 0; k < start && k < A->nd; k++)
    if (A->dims[k] != 1)
      return 0;
  return start >= A->nd || A->dims[start] == 1;
}

int
ga_ew_plan_make (ga_ew_op op, const ga_ew_operand *A, const ga_ew_operand *B,
                 int octave, ga_ew_plan *p, size_t *odims, size_t *ond,
                 ga_error *err)
{
  memset (p, 0, sizeof *p);
  /* Octave 11 computes max (A, B) as written for every shape (a tie gives
   * A's element: max (-0, 0) is -0, 7.3's is 0) and orders complex values
   * by abs, then by the signed arg, skipping a NaN operand (checked in
   * Octave 11.3: max (complex (1, 0), -1) is -1, max (complex (NaN, 1), 2)
   * is 2; 7.3 gives 1 and NaN + 1i). */
  p->minmax_v11 = octave >= 1100;
  if (op < GA_NEW && rows[op].kind == K_MINMAX && B && ! A->cplx && ! B->cplx
      && ! p->minmax_v11 && minmax_swaps (A, B))
    {
      const ga_ew_operand *t = A;
      A = B;
      B = t;
      p->swapped = 1;
    }
  if (op >= GA_NEW || (rows[op].arity == 2) != (B != NULL))
    {
      ga_set_error (err, "gpuaxis:internal", "elementwise: bad operation");
      return -1;
    }
  p->op = op;
  p->arity = rows[op].arity;
  p->a.elem = A->elem;
  p->a.cplx = A->cplx;
  if (B)
    {
      p->b.elem = B->elem;
      p->b.cplx = B->cplx;
      if (rows[op].kind == K_CAST)          /* complex (A, B) */
        {
          if (A->elem == GA_CHAR || B->elem == GA_CHAR)
            {
              ga_set_error (err, "gpuaxis:invalid-conversion", "invalid "
                            "conversion from string to real %s",
                            "matrix");
              return -1;
            }
          p->out = A->elem == GA_SINGLE || B->elem == GA_SINGLE ? GA_SINGLE : GA_DOUBLE;
          p->out_cplx = 1;
          p->dom = dom_of ((ga_elem) p->out, 1);
        }
      else if (rows[op].kind == K_FMAP2)    /* atan2, hypot */
        {
          if (A->cplx || B->cplx || A->elem == GA_LOGICAL || B->elem == GA_LOGICAL
              || A->elem == GA_CHAR || B->elem == GA_CHAR)
            {
              ga_set_error (err, A->cplx || B->cplx ? "gpuaxis:not-supported"
                            : "gpuaxis:invalid-input", A->cplx || B->cplx
                            ? "%s: not defined for complex numbers"
                            : "%s: wrong type argument 'bool'", rows[op].name);
              return -1;
            }
          p->out = A->elem == GA_SINGLE || B->elem == GA_SINGLE ? GA_SINGLE : GA_DOUBLE;
          p->dom = dom_of ((ga_elem) p->out, 0);
        }
      else if (rows[op].kind == K_MODREM
               && (A->cplx || B->cplx || A->elem == GA_LOGICAL || B->elem == GA_LOGICAL
                   || A->elem == GA_CHAR || B->elem == GA_CHAR))
        {
          ga_set_error (err, "gpuaxis:invalid-input", A->cplx || B->cplx
                        ? "%s: not defined for complex numbers"
                        : "%s: wrong type argument '%s'", rows[op].name,
                        A->elem == GA_CHAR || B->elem == GA_CHAR ? "char matrix" : "bool");
          return -1;
        }
      else if (binary_class (op, A, B, octave, p, err) != 0)
        return -1;
    }
  else if (rows[op].kind == K_MAPR && (A->cplx || A->elem == GA_CHAR))
    {
      ga_set_error (err, "gpuaxis:not-supported", "%s: not supported on a "
                    "complex gpuArray; use gather (G) and Octave's %s",
                    rows[op].name, rows[op].name);
      return -1;
    }
  else if (op == GA_EW_COMPLEX && (ga_elem_is_int (A->elem) || A->elem == GA_CHAR))
    {
      ga_set_error (err, "gpuaxis:invalid-conversion", "complex: invalid conversion");
      return -1;
    }
  else if (rows[op].kind == K_CAST && op != GA_EW_COMPLEX && A->cplx
           && ga_elem_is_int (ga_ew_cast_class (op)))
    {
      char a[48];
      ga_set_error (err, "gpuaxis:invalid-conversion", "invalid conversion "
                    "from %s to %s", type_name (A, a, sizeof a), rows[op].name);
      return -1;
    }
  else
    unary_class (op, A, p);
  if (rows[op].kind == K_LOGIC || rows[op].kind == K_XOR || rows[op].kind == K_NOT)
    p->check = GA_EWF_NAN;
  if (B)
    {
      size_t na = 1, nb = 1;
      for (size_t i = 0; i < A->nd; i++)
        na *= A->dims[i];
      for (size_t i = 0; i < B->nd; i++)
        nb *= B->dims[i];
      /* & and | of two scalars, one of them complex or of an integer
       * class: Octave takes a NaN as true there (NaN & int8 (1) and NaN |
       * complex (1, 1) are true), and only there (NaN | true fails) */
      if (rows[op].kind == K_LOGIC && na == 1 && nb == 1
          && (ga_elem_is_int (A->elem) || ga_elem_is_int (B->elem) || A->cplx || B->cplx))
        p->check = 0;
      p->bsx = na != 1 && nb != 1 && (A->nd != B->nd
                                      || memcmp (A->dims, B->dims, A->nd * sizeof (size_t)));
      p->pow_sb = na != 1 && nb == 1 ? 1 : (na == 1 && nb != 1) || p->bsx ? 2 : 0;
      /* a single base .^ an integer-class exponent: Octave takes the
       * exponent as a single (single (-Inf) .^ int32 (720541093) is
       * intmax: 720541120, even), the power in double, but broadcasting
       * (bsxfun) in single: single ([-32769; 3]) .^ int32 ([2 2]) is
       * 1073807360 where single ([-32769 3]) .^ int32 ([2 2]) is
       * 1073807361 */
      if (op == GA_EW_POWER && A->elem == GA_SINGLE && ! A->cplx && ga_elem_is_int (B->elem))
        p->pow_f = p->bsx ? 2 : 1;
    }
  return shape (op, A, B, p, odims, ond, err);
}
