/* gpu_axis_sum.c: the MEX gateway (gpu_axis_sum.mex).  Turns an Octave call
 * into a ga_plan (classes, modes, dims, shapes: Octave's sum semantics),
 * picks the backend and hands the arrays to the reduction layer.
 *
 * gpu_axis_sum (A, ...) is the sum itself, with no .m wrapper in between
 * (an Octave wrapper costs ~15 us a call).  The other functions in inst/
 * reach the same MEX file, and so the same backend state, through a struct
 * first argument, which sum never accepts:
 *   gpu_axis_sum (struct ("gpuaxis", CMD), ...) with CMD
 *   "backend" [, NAME]          gpu_axis_backend
 *   "info"                      gpu_axis_info
 *   "cuda_ok"                   true if a CUDA device is usable
 *   "release"                   free what the CUDA backend holds
 *   "fault", WHAT               test-only fault injection
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mex.h"
#include "gpuaxis.h"
#include "result_array.h"

/* ------------------------------------------------------------ errors */
/* Heap memory of the call in progress (DIM lists and shapes too long for
 * the stack arrays).  An error ends the call by unwinding past this code:
 * fail () frees it first, and what an error raised by Octave itself (a
 * warning made an error) leaves is freed by the next call or at unload. */
#define NSCRATCH 2
static void *scratch[NSCRATCH];

static void
scratch_release (void)
{
  for (int i = 0; i < NSCRATCH; i++)
    {
      free (scratch[i]);
      scratch[i] = NULL;
    }
}

/* BYTES of scratch, or NULL without memory. */
static void *
scratch_alloc (double bytes)
{
  for (int i = 0; i < NSCRATCH; i++)
    if (! scratch[i])
      return ga_memory_ok (bytes) ? (scratch[i] = malloc ((size_t) bytes)) : NULL;
  return NULL;
}

/* mexErrMsgIdAndTxt, after freeing the scratch. */
static void
fail (const char *id, const char *fmt, ...)
{
  char msg[512];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  scratch_release ();
  mexErrMsgIdAndTxt (id, "%s", msg);
}

/* ------------------------------------------------------------ strings */
/* 1 if a is text: a char row, or an empty char array. */
static int
is_text (const mxArray *a)
{
  return mxIsChar (a) && (mxGetNumberOfElements (a) == 0
                          || (mxGetNumberOfDimensions (a) == 2 && mxGetM (a) == 1));
}

/* 1 if a is a char row holding exactly s (s not empty). */
static int
is_string (const mxArray *a, const char *s)
{
  size_t n = strlen (s);
  const mxChar *c;
  if (! mxIsChar (a) || mxGetNumberOfElements (a) != n
      || mxGetNumberOfDimensions (a) != 2 || mxGetM (a) != 1)
    return 0;
  c = mxGetChars (a);
  return c && memcmp (c, s, n) == 0;
}

/* What argument a is, for a message: 'text' for a string (at most 40
 * characters, then "...", anything unprintable as '?'), else its size and
 * class ("a 2x6 char array", "a sparse double"), so that nothing is echoed
 * empty or column-major. */
static const char *
describe (const mxArray *a, char *buf, size_t len)
{
  size_t n = mxGetNumberOfElements (a), k = 0;
  if (is_text (a))
    {
      const mxChar *c = mxGetChars (a);
      buf[k++] = '\'';
      for (size_t i = 0; i < n && c && k + 6 < len; i++)
        {
          if (i == 40)
            {
              memcpy (buf + k, "...", 3);
              k += 3;
              break;
            }
          buf[k++] = (c[i] >= 0x20 && c[i] < 0x7f) ? c[i] : '?';
        }
      buf[k++] = '\'';
      buf[k] = 0;
    }
  else if (mxIsChar (a))
    {
      mwSize nd = mxGetNumberOfDimensions (a);
      const mwSize *d = mxGetDimensions (a);
      k = snprintf (buf, len, "a ");
      for (mwSize i = 0; i < nd && k + 24 < len; i++)
        k += snprintf (buf + k, len - k, i ? "x%zu" : "%zu", (size_t) d[i]);
      snprintf (buf + k, len - k, " char array");
    }
  else
    snprintf (buf, len, "a %s%s%s", mxIsSparse (a) ? "sparse " : "",
              mxIsComplex (a) ? "complex " : "", mxGetClassName (a));
  return buf;
}

/* ------------------------------------------------------------ backend */
enum { BE_AUTO, BE_CPU, BE_CUDA };
static int be_choice = BE_AUTO;
static int warned_no_gpu = 0;
static int cleanup_registered = 0;

static void
at_exit (void)
{
  ga_cuda_release ();
  scratch_release ();
}

static void
register_cleanup (void)
{
  if (! cleanup_registered)
    {
      mexAtExit (at_exit);
      cleanup_registered = 1;
    }
}

/* The backend a call runs on now; warns once when "auto" falls back.  The
 * flag is set once the warning has returned: a warning made an error
 * ("error" state) ends this call and is raised again by the next one. */
static int
effective_backend (void)
{
  ga_error e = {0};
  if (be_choice == BE_CPU)
    return BE_CPU;
  if (ga_cuda_available (&e))
    return BE_CUDA;
  if (be_choice == BE_CUDA)
    mexErrMsgIdAndTxt ("gpuaxis:no-gpu", "the CUDA backend is "
                       "selected but unusable: %s", e.msg);
  if (! warned_no_gpu)
    {
      mexWarnMsgIdAndTxt ("gpuaxis:no-gpu", "no usable CUDA device "
                          "(%s); computing on the CPU", e.msg);
      warned_no_gpu = 1;
    }
  return BE_CPU;
}

/* gpu_axis_backend.m puts its own name in front of these messages (in
 * place of the MEX file's), so they carry none. */
static void
cmd_backend (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs > 1)
    mexErrMsgIdAndTxt ("Octave:invalid-fun-call",
                       "Invalid call to gpu_axis_backend.  Usage: "
                       "gpu_axis_backend () or gpu_axis_backend (NAME)");
  if (nrhs == 1)
    {
      ga_error e = {0};
      char what[64];
      const mxArray *a = prhs[0];
      if (is_string (a, "cpu"))
        be_choice = BE_CPU;
      else if (is_string (a, "auto"))
        be_choice = BE_AUTO;
      else if (is_string (a, "cuda"))
        {
          if (! ga_cuda_available (&e))
            mexErrMsgIdAndTxt ("gpuaxis:no-gpu", "no usable CUDA device: %s",
                               e.msg);
          be_choice = BE_CUDA;
        }
      else if (is_text (a))
        mexErrMsgIdAndTxt ("gpuaxis:invalid-backend", "unknown backend %s "
                           "(NAME is \"cuda\", \"cpu\" or \"auto\")",
                           describe (a, what, sizeof what));
      else
        mexErrMsgIdAndTxt ("gpuaxis:invalid-backend", "NAME must be \"cuda\", "
                           "\"cpu\" or \"auto\", not %s",
                           describe (a, what, sizeof what));
    }
  if (nrhs == 0 || nlhs > 0)
    {
      ga_error e = {0};
      int cuda = be_choice == BE_CUDA
                 || (be_choice == BE_AUTO && ga_cuda_available (&e));
      plhs[0] = mxCreateString (cuda ? "cuda" : "cpu");
    }
}

static void
cmd_info (mxArray *plhs[])
{
  static const char *fields[] = {"backend", "selected", "built_with_cuda",
    "device_name", "compute_capability", "multiprocessors", "total_memory",
    "free_memory", "driver_version", "runtime_version", "held_device_bytes",
    "held_pinned_bytes", "reason"};
  ga_cuda_facts f;
  ga_error e = {0};
  char cc[32];
  int ok = ga_cuda_available (&e);
  static const char *sel[] = {"auto", "cpu", "cuda"};
  mxArray *s = mxCreateStructMatrix (1, 1, 13, fields);
  memset (&f, 0, sizeof f);
  if (ok)
    ga_cuda_info (&f);
  snprintf (cc, sizeof cc, ok ? "%d.%d" : "", f.cc_major, f.cc_minor);
  mxSetField (s, 0, "backend", mxCreateString ((ok && be_choice != BE_CPU) ? "cuda" : "cpu"));
  mxSetField (s, 0, "selected", mxCreateString (sel[be_choice]));
  mxSetField (s, 0, "built_with_cuda", mxCreateLogicalScalar (ga_cuda_built ()));
  mxSetField (s, 0, "device_name", mxCreateString (ok ? f.name : ""));
  mxSetField (s, 0, "compute_capability", mxCreateString (cc));
  mxSetField (s, 0, "multiprocessors", mxCreateDoubleScalar (f.multiprocessors));
  mxSetField (s, 0, "total_memory", mxCreateDoubleScalar ((double) f.total_mem));
  mxSetField (s, 0, "free_memory", mxCreateDoubleScalar ((double) f.free_mem));
  mxSetField (s, 0, "driver_version", mxCreateDoubleScalar (f.driver_version));
  mxSetField (s, 0, "runtime_version", mxCreateDoubleScalar (f.runtime_version));
  mxSetField (s, 0, "held_device_bytes", mxCreateDoubleScalar ((double) f.held_device_bytes));
  mxSetField (s, 0, "held_pinned_bytes", mxCreateDoubleScalar ((double) f.held_pinned_bytes));
  mxSetField (s, 0, "reason", mxCreateString (ok ? "" : e.msg));
  plhs[0] = s;
}

/* ------------------------------------------------------------ sum */
#define USAGE "Invalid call to gpu_axis_sum.  Usage: S = gpu_axis_sum (A), " \
  "gpu_axis_sum (A, DIM), gpu_axis_sum (..., TYPE)"

enum { MODE_DEFAULT, MODE_NATIVE, MODE_DOUBLE, MODE_EXTRA };

/* Entries kept on the stack; longer DIM lists and shapes use scratch. */
#define SMALL 64

/* TYPE; after_dim 0 when a is the second argument, which sum takes as TYPE
 * whenever it is a string. */
static int
parse_type (const mxArray *a, int after_dim)
{
  char what[64];
  if (is_string (a, "native")) return MODE_NATIVE;
  if (is_string (a, "double")) return MODE_DOUBLE;
  if (is_string (a, "extra")) return MODE_EXTRA;
  if (is_text (a))
    fail ("gpuaxis:invalid-type", "unrecognized type argument %s (TYPE is "
          "\"native\", \"double\" or \"extra\"%s)", describe (a, what, sizeof what),
          after_dim ? "" : "; the only DIM string is \"all\"");
  fail ("gpuaxis:invalid-type", "TYPE must be \"native\", \"double\" or "
        "\"extra\", not %s", describe (a, what, sizeof what));
  return -1;
}

/* ---- reading an argument's elements
 *
 * Octave 7.3 gives a MEX file the storage of most values as it is: full
 * matrices, scalars, bool and char arrays, and a lazy index (made once).
 * Ranges, diagonal and permutation matrices have no such storage: mxGetData
 * has Octave build an mxArray of them, which for a complex value (a complex
 * diagonal matrix) allocates only the real half and then writes both (heap
 * overrun: Octave dies), and for a real one needs twice its size.  Which
 * kind a value is only typeinfo knows (a call into Octave, ~5 us), so:
 *   - integer, logical and char arrays are read as they are;
 *   - a real double scalar is read by value: a magic_int (an integer
 *     literal past flintmax) is a double whose storage is an int64;
 *   - other real arrays as they are, unless twice their size might not fit;
 *   - complex scalars and N-D arrays as they are (never diagonal);
 *   - other complex arrays, and real ones that might not fit, once typeinfo
 *     names a kind stored as it is; any other kind is made a full array by
 *     Octave's full (once, where mxGetData would need twice), if it fits. */
typedef struct {
  const void *data;     /* the elements; interleaved re, im when cplx */
  int cplx;
  mxArray *made;        /* the full array Octave made for them, or NULL */
  double scalar;
} input_data;

/* typeinfo (a), or "" if that fails. */
static void
value_kind (const mxArray *a, char *buf, size_t len)
{
  mxArray *arg = (mxArray *) a, *t = ga_call_builtin ("typeinfo", 1, &arg);
  buf[0] = 0;
  if (t && is_text (t) && mxGetNumberOfElements (t) < len)
    mxGetString (t, buf, len);
  if (t)
    mxDestroyArray (t);
}

static int
stored_as_is (const char *kind)
{
  static const char *kinds[] = {"matrix", "complex matrix", "float matrix",
    "float complex matrix", "scalar", "complex scalar", "float scalar",
    "float complex scalar"};
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (! strcmp (kind, kinds[i]))
      return 1;
  return 0;
}

/* The elements of a (numeric, logical or char, not sparse); WHAT names it
 * in messages.  Nothing here asks for a real array's dimensions before its
 * data: for a range, Octave 7.3's MEX layer leaks dimensions cached before
 * the conversion. */
static void
read_input (const mxArray *a, input_data *in, const char *what)
{
  const size_t n = mxGetNumberOfElements (a);
  const mxClassID cls = mxGetClassID (a);
  double bytes;
  char kind[64] = "";
  in->data = NULL;
  in->made = NULL;
  in->cplx = mxIsComplex (a);
  if (n == 0)
    return;
  if (cls == mxDOUBLE_CLASS && ! in->cplx && n == 1)
    {
      in->scalar = mxGetScalar (a);
      in->data = &in->scalar;
      return;
    }
  bytes = (double) n * (cls == mxSINGLE_CLASS ? 4 : 8) * (in->cplx ? 2 : 1);
  if ((cls != mxDOUBLE_CLASS && cls != mxSINGLE_CLASS)
      || (! in->cplx && ga_memory_ok (2 * bytes))
      /* a complex diagonal matrix is 2-D and has 2 or more elements (one
       * element is a scalar); complex values are never converted, so their
       * dimensions may be asked first */
      || (in->cplx && (n == 1 || mxGetNumberOfDimensions (a) > 2)))
    in->data = mxGetData (a);
  else
    {
      value_kind (a, kind, sizeof kind);
      if (stored_as_is (kind))
        in->data = mxGetData (a);
      else
        {
          mxArray *arg = (mxArray *) a, *F;
          char fkind[64] = "";
          if (! ga_memory_ok (bytes))
            fail ("gpuaxis:out-of-memory", "%s is a %s of %zu elements: as a "
                  "full array it needs %.3g GB, more than there is", what,
                  kind[0] ? kind : mxGetClassName (a), n, bytes / 1e9);
          F = ga_call_builtin ("full", 1, &arg);
          if (F)
            value_kind (F, fkind, sizeof fkind);
          /* (a complex value may come back real: all imaginary parts 0) */
          if (! F || mxGetClassID (F) != cls || mxIsSparse (F)
              || mxGetNumberOfElements (F) != n || ! stored_as_is (fkind))
            fail ("gpuaxis:internal", "%s is a %s, and Octave's full did not "
                  "make it a full %s array (got %s)", what, kind,
                  mxGetClassName (a), ! F ? "an error" : fkind[0] ? fkind
                  : "an unknown kind");
          in->made = F;
          in->cplx = mxIsComplex (F);
          in->data = mxGetData (F);
        }
    }
  if (! in->data)
    fail ("gpuaxis:invalid-input", "Octave gives no elements of %s (a %s)",
          what, kind[0] ? kind : mxGetClassName (a));
}

/* ---- DIM */
typedef struct {
  int given;            /* 0: sum's default dimension */
  int all;              /* "all" */
  size_t n;             /* entries in want */
  const double *want;   /* sorted ascending positive integers, distinct
                           (as doubles, up to 2^53) */
} dim_spec;

typedef union { double d; uint64_t u; } dim_key;

static int
cmp_double (const void *a, const void *b)
{
  double x = ((const dim_key *) a)->d, y = ((const dim_key *) b)->d;
  return (x > y) - (x < y);
}

static int
cmp_u64 (const void *a, const void *b)
{
  uint64_t x = ((const dim_key *) a)->u, y = ((const dim_key *) b)->u;
  return (x > y) - (x < y);
}

/* DIM: "all", or one or more distinct positive integers, of any numeric
 * class or logical (as sum takes true for 1), complex only with zero
 * imaginary parts.  small holds SMALL keys. */
static void
parse_dims (const mxArray *a, dim_spec *ds, dim_key *small)
{
  char what[64];
  input_data in;
  size_t n = mxGetNumberOfElements (a);
  mxClassID cls = mxGetClassID (a);
  const int is64 = cls == mxINT64_CLASS || cls == mxUINT64_CLASS;
  dim_key *key;
  ds->given = 1;
  if (is_string (a, "all"))
    {
      ds->all = 1;
      return;
    }
  if (mxIsSparse (a) || ! (mxIsNumeric (a) || mxIsLogical (a)))
    fail ("gpuaxis:invalid-dim", "DIM must be a positive integer, a vector of "
          "them, or \"all\", not %s", describe (a, what, sizeof what));
  if (n == 0)
    fail ("gpuaxis:invalid-dim", "DIM is empty");
  read_input (a, &in, "DIM");           /* before its dimensions */
  if (mxGetNumberOfDimensions (a) > 2 || (mxGetM (a) != 1 && mxGetN (a) != 1))
    fail ("gpuaxis:invalid-dim", "DIM must be a scalar or a vector, not a "
          "matrix");
  key = n <= SMALL ? small : scratch_alloc ((double) n * sizeof *key);
  if (! key)
    fail ("gpuaxis:out-of-memory", "no memory to sort the %zu DIM entries", n);
  for (size_t i = 0; i < n; i++)
    {
      double d, im = 0;
      const size_t j = in.cplx ? 2 * i : i;
      switch (cls)
        {
        case mxDOUBLE_CLASS:
          d = ((const double *) in.data)[j];
          if (in.cplx) im = ((const double *) in.data)[j + 1];
          break;
        case mxSINGLE_CLASS:
          d = ((const float *) in.data)[j];
          if (in.cplx) im = ((const float *) in.data)[j + 1];
          break;
        case mxINT8_CLASS: d = ((const int8_t *) in.data)[i]; break;
        case mxUINT8_CLASS: d = ((const uint8_t *) in.data)[i]; break;
        case mxINT16_CLASS: d = ((const int16_t *) in.data)[i]; break;
        case mxUINT16_CLASS: d = ((const uint16_t *) in.data)[i]; break;
        case mxINT32_CLASS: d = ((const int32_t *) in.data)[i]; break;
        case mxUINT32_CLASS: d = ((const uint32_t *) in.data)[i]; break;
        case mxINT64_CLASS: d = (double) ((const int64_t *) in.data)[i]; break;
        case mxUINT64_CLASS: d = (double) ((const uint64_t *) in.data)[i]; break;
        case mxLOGICAL_CLASS: d = ((const mxLogical *) in.data)[i] ? 1 : 0; break;
        default: d = NAN; break;
        }
      if (im != 0)
        fail ("gpuaxis:invalid-dim", "DIM must be real, not complex (got "
              "%.17g%+.17gi)", d, im);
      if (! isfinite (d) || d < 1 || d != floor (d))
        fail ("gpuaxis:invalid-dim", "DIM must be a positive integer (got "
              "%.17g)", d);
      /* 64-bit DIMs are compared exactly, not as doubles */
      if (cls == mxINT64_CLASS)
        key[i].u = (uint64_t) ((const int64_t *) in.data)[i];
      else if (cls == mxUINT64_CLASS)
        key[i].u = ((const uint64_t *) in.data)[i];
      else
        key[i].d = d;
    }
  if (in.made)
    mxDestroyArray (in.made);
  qsort (key, n, sizeof *key, is64 ? cmp_u64 : cmp_double);
  for (size_t i = 1; i < n; i++)
    if (is64 ? key[i].u == key[i - 1].u : key[i].d == key[i - 1].d)
      {
        if (is64)
          fail ("gpuaxis:invalid-dim", "DIM %llu is repeated",
                (unsigned long long) key[i].u);
        fail ("gpuaxis:invalid-dim", "DIM %.17g is repeated", key[i].d);
      }
  if (is64)
    for (size_t i = 0; i < n; i++)
      key[i].d = (double) key[i].u;  /* still ascending (maybe equal past 2^53) */
  ds->n = n;
  ds->want = &key[0].d;
}

/* Whether dimension i (0-based) is summed; i ascending from 0 across the
 * calls that share *cur.  first: the default dimension. */
static int
is_reduced (const dim_spec *ds, size_t *cur, size_t i, size_t first)
{
  if (! ds->given)
    return i == first;
  if (ds->all)
    return 1;
  while (*cur < ds->n && ds->want[*cur] < (double) i + 1)
    (*cur)++;
  return *cur < ds->n && ds->want[*cur] == (double) i + 1;
}

typedef struct { mxClassID cls; ga_elem elem; const char *name; } class_map;
static const class_map classes[] = {
  {mxDOUBLE_CLASS, GA_DOUBLE, "double"}, {mxSINGLE_CLASS, GA_SINGLE, "single"},
  {mxINT8_CLASS, GA_INT8, "int8"}, {mxUINT8_CLASS, GA_UINT8, "uint8"},
  {mxINT16_CLASS, GA_INT16, "int16"}, {mxUINT16_CLASS, GA_UINT16, "uint16"},
  {mxINT32_CLASS, GA_INT32, "int32"}, {mxUINT32_CLASS, GA_UINT32, "uint32"},
  {mxINT64_CLASS, GA_INT64, "int64"}, {mxUINT64_CLASS, GA_UINT64, "uint64"},
  {mxLOGICAL_CLASS, GA_LOGICAL, "logical"}, {mxCHAR_CLASS, GA_CHAR, "char"}};

static const class_map *
class_entry (ga_elem e)
{
  for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++)
    if (classes[i].elem == e)
      return &classes[i];
  return &classes[0];
}

static mxClassID
class_of (ga_elem e)
{
  return class_entry (e)->cls;
}

/* The real result array of element type e (zeros with zero), or NULL
 * without memory. */
static mxArray *
result_array (mwSize nd, const mwSize *dims, ga_elem e, int zero)
{
  return ga_result_array (nd, dims, class_of (e), class_entry (e)->name,
                          ga_elem_size (e), zero);
}

/* Accumulator and result class for (input class, mode): Octave's table. */
static void
choose_acc (ga_elem in, int mode, ga_acc *acc, ga_elem *out)
{
  *acc = GA_ACC_DOUBLE;
  *out = GA_DOUBLE;
  if (mode == MODE_EXTRA)
    *acc = GA_ACC_EXTRA;
  else if (mode == MODE_DOUBLE)
    ;
  else if (in == GA_SINGLE)
    { *acc = GA_ACC_FLOAT; *out = GA_SINGLE; }
  else if (mode == MODE_NATIVE)
    switch (in)
      {
      case GA_INT8: case GA_INT16: case GA_INT32:
        *acc = GA_ACC_SATS32; *out = in; break;
      case GA_INT64:
        *acc = GA_ACC_SATS64; *out = in; break;
      case GA_UINT8: case GA_UINT16: case GA_UINT32: case GA_UINT64:
      case GA_LOGICAL:
        *acc = GA_ACC_SATU; *out = in; break;
      default: break;    /* double, char: double */
      }
}

/* ---- sparse input: Octave's own sum (on the CPU), one dimension at a
 * time.  Dimensions above 2 of a sparse matrix have size 1, so summing
 * along them changes nothing (Octave 7.3's sparse sum (S, 3) sums columns
 * instead).  Octave's functions are reached through builtin, and what comes
 * back is checked. */
static mxArray *
sparse_sum (const mxArray *A, const dim_spec *ds, int mode)
{
  static const char *mode_names[] = {NULL, "native", "double", "extra"};
  const int logical_out = mxIsLogical (A) && mode == MODE_NATIVE;
  const size_t m = mxGetM (A), n = mxGetN (A);
  int steps[2], nsteps = 0;
  mxArray *cur = (mxArray *) A, *args[3], *res;
  if (! ds->given)
    steps[nsteps++] = 0;                /* sum's own default */
  else
    for (int d = 1; d <= 2; d++)
      {
        size_t c = 0;
        if (is_reduced (ds, &c, (size_t) d - 1, 0))
          steps[nsteps++] = d;
      }
  if (nsteps == 0)
    {
      /* 0 + S in the result's class */
      res = ga_call_builtin (logical_out ? "logical" : "double", 1, &cur);
      if (! res || ! mxIsSparse (res) || mxIsLogical (res) != logical_out
          || mxGetM (res) != m || mxGetN (res) != n)
        fail ("gpuaxis:internal", "Octave's %s of a sparse matrix gave an "
              "unexpected result", logical_out ? "logical" : "double");
      return res;
    }
  for (int k = 0; k < nsteps; k++)
    {
      int nargs = 1;
      const int d = steps[k];
      const size_t cm = mxGetM (cur), cn = mxGetN (cur);
      /* sum's work array: a row or a column of complex values and their
       * indices */
      if (! ga_memory_ok (48.0 * (d == 2 || (d == 0 && cm == 1) ? cm : cn) + 64))
        fail ("gpuaxis:out-of-memory", "no memory to sum a %zux%zu sparse "
              "matrix", cm, cn);
      args[0] = cur;
      if (d)
        args[nargs++] = mxCreateDoubleScalar (d);
      if (mode != MODE_DEFAULT)
        args[nargs++] = mxCreateString (mode_names[mode]);
      res = ga_call_builtin ("sum", nargs, args);
      for (int i = 1; i < nargs; i++)
        mxDestroyArray (args[i]);
      if (! res || ! mxIsSparse (res) || mxIsLogical (res) != logical_out
          || (! logical_out && ! mxIsDouble (res))
          || (d == 1 && (mxGetM (res) != 1 || mxGetN (res) != cn))
          || (d == 2 && (mxGetM (res) != cm || mxGetN (res) != 1)))
        fail (res ? "gpuaxis:internal" : "gpuaxis:invalid-input",
              "sum of a sparse matrix failed%s", res ? " (an unexpected "
              "result from Octave's sum)" : "");
      if (cur != A)
        mxDestroyArray (cur);
      cur = res;
    }
  return cur;
}

/* ---- the sum */
static void
cmd_sum (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *A;
  int mode = MODE_DEFAULT;
  dim_spec ds = {0, 0, 0, NULL};
  dim_key keys[SMALL];
  input_data in;
  mwSize nd;
  const mwSize *sz;
  size_t numel, first = 0, cur;
  ga_plan plan;
  ga_error err = {0};
  int cplx, need_compute, be = BE_CPU;
  mwSize ond, omw_small[SMALL], *omw;
  size_t nout = 1;                    /* result elements */
  struct { size_t size; int red; } seg[2 * GA_MAXPASS + 2];
  int nseg = 0;
  mxArray *R;
  void *out;

  scratch_release ();                 /* what an error left */
  register_cleanup ();
  if (nrhs < 1 || nrhs > 3 || nlhs > 1)
    fail ("Octave:invalid-fun-call", USAGE);
  A = prhs[0];
  if (! (mxIsNumeric (A) || mxIsLogical (A) || mxIsChar (A)))
    {
      char what[64];
      fail ("gpuaxis:invalid-input", "A must be a numeric, logical or char "
            "array, not %s", describe (A, what, sizeof what));
    }

  if (nrhs >= 2)
    {
      const mxArray *d = prhs[1];
      int is_type = is_string (d, "native") || is_string (d, "double")
                    || is_string (d, "extra");
      if (nrhs == 2 && (is_type || (mxIsChar (d) && ! is_string (d, "all"))))
        mode = parse_type (d, 0);
      else if (is_type)
        fail ("gpuaxis:invalid-type", "only one TYPE may be given, after DIM");
      else
        parse_dims (d, &ds, keys);
      if (nrhs == 3)
        mode = parse_type (prhs[2], 1);
    }

  if (mxIsSparse (A))
    {
      plhs[0] = sparse_sum (A, &ds, mode);
      scratch_release ();
      return;
    }

  /* Classes. */
  memset (&plan, 0, sizeof plan);
  plan.in = GA_NELEM;
  {
    const mxClassID cls = mxGetClassID (A);   /* a string compare in Octave */
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++)
      if (classes[i].cls == cls)
        plan.in = classes[i].elem;
  }
  if (plan.in == GA_NELEM)
    fail ("gpuaxis:invalid-input", "unsupported class %s", mxGetClassName (A));
  choose_acc (plan.in, mode, &plan.acc, &plan.out);
  ga_plan_set_bounds (&plan);

  read_input (A, &in, "A");           /* before A's dimensions */
  cplx = in.cplx;
  numel = mxGetNumberOfElements (A);
  nd = mxGetNumberOfDimensions (A);
  sz = mxGetDimensions (A);
  /* sum treats 0x0 as 0x1 */
#define DIM_SIZE(i) ((nd == 2 && (i) == 1 && sz[0] == 0 && sz[1] == 0) \
                     ? (size_t) 1 : (size_t) sz[i])
  while (first < (size_t) nd && DIM_SIZE (first) == 1)
    first++;
  if (first == (size_t) nd)
    first = 0;

  /* Result: reduced dims are 1, trailing singletons dropped. */
  ond = 2;
  cur = 0;
  for (mwSize i = 0; i < nd; i++)
    if (! is_reduced (&ds, &cur, i, first) && DIM_SIZE (i) != 1)
      ond = i + 1 > ond ? i + 1 : ond;
  omw = ond <= SMALL ? omw_small
                     : scratch_alloc ((double) ond * sizeof *omw);
  if (! omw)
    fail ("gpuaxis:out-of-memory", "no memory for a result of %zu "
          "dimensions", (size_t) ond);
  cur = 0;
  for (mwSize i = 0; i < ond; i++)
    omw[i] = (i < nd && ! is_reduced (&ds, &cur, i, first)) ? DIM_SIZE (i) : 1;
  /* A result larger than this machine's memory (sum (zeros (0, 2^40)) asks
   * for 8 TB of zeros) is refused before anything is allocated: filling it
   * would get Octave killed. */
  {
    double bytes = (double) ga_elem_size (plan.out) * (cplx ? 2 : 1);
    for (mwSize i = 0; i < ond; i++)
      bytes *= (double) omw[i];
    if (ga_physical_memory () > 0 && bytes > ga_physical_memory ())
      fail ("gpuaxis:out-of-memory", "the result needs %.3g GB, more than "
            "this machine's %.3g GB of memory", bytes / 1e9,
            ga_physical_memory () / 1e9);
  }
  for (mwSize i = 0; i < ond; i++)      /* fits: no more than memory holds */
    nout *= omw[i];
  need_compute = nout > 0 && numel > 0;   /* else the sums are all 0 */

  /* Passes: dims of size 1 do not move an element, so they are left out
   * and their neighbours merged; each run of reduced dims is then one
   * [pre, n, post] reduction, lowest first.  Every run and gap has at
   * least 2 elements, so there are at most 32 passes for any number of
   * dimensions. */
  if (need_compute)
    {
      size_t pre = 1, after = numel;
      cur = 0;
      for (mwSize i = 0; i < nd; i++)
        {
          const size_t s = DIM_SIZE (i);
          const int r = is_reduced (&ds, &cur, i, first);
          if (s == 1)
            continue;
          if (nseg > 0 && seg[nseg - 1].red == r)
            seg[nseg - 1].size *= s;
          else if (nseg == (int) (sizeof seg / sizeof seg[0]))
            fail ("gpuaxis:internal", "too many dimension runs");
          else
            {
              seg[nseg].size = s;
              seg[nseg++].red = r;
            }
        }
      plan.npass = 0;
      for (int j = 0; j < nseg; j++)
        {
          after /= seg[j].size;
          if (! seg[j].red)
            pre *= seg[j].size;
          else if (plan.npass == GA_MAXPASS)
            fail ("gpuaxis:internal", "more than %d passes", GA_MAXPASS);
          else
            {
              plan.pass[plan.npass].pre = pre * (cplx ? 2 : 1);
              plan.pass[plan.npass].n = seg[j].size;
              plan.pass[plan.npass].post = after;
              plan.npass++;
            }
        }
      if (plan.npass == 0)
        {                            /* nothing to add: 0 + x */
          plan.pass[0].pre = numel * (cplx ? 2 : 1);
          plan.pass[0].n = 1;
          plan.pass[0].post = 1;
          plan.npass = 1;
        }
      /* before anything is allocated: the fallback warning may be an error */
      be = effective_backend ();
    }

  if (! need_compute || ! cplx)
    {
      /* Empty sums are 0; a complex one is real then. */
      R = result_array (ond, omw, plan.out, ! need_compute);
      if (! R)
        fail ("gpuaxis:out-of-memory", "no memory for the %zu-element result",
              nout);
      out = mxGetData (R);
    }
  else
    {
      /* Complex results are computed into a buffer of our own: Octave 7.3's
       * mxCreateNumericArray (..., mxCOMPLEX) under -R2018a allocates only
       * the real half (writing the imaginary half overruns the heap).  The
       * buffer, and Octave's copy of it on return (or the real result). */
      double cb = 2.0 * nout * ga_elem_size (plan.out);
      if (! ga_memory_ok (2 * cb))
        fail ("gpuaxis:out-of-memory", "no memory for the %zu-element complex "
              "result", nout);
      R = NULL;
      out = mxMalloc ((size_t) cb);
    }

  if (need_compute)
    {
      int rc;
      size_t in_bytes = numel * ga_elem_size (plan.in) * (cplx ? 2 : 1);
      if (be == BE_CUDA)
        rc = ga_cuda_run_host (&plan, in.data, in_bytes, out, &err);
      else
        rc = ga_cpu_run (&plan, in.data, out, &err);
      if (in.made)
        mxDestroyArray (in.made);
      if (rc != 0)
        {
          if (R)
            mxDestroyArray (R);
          else
            mxFree (out);
          fail (err.id[0] ? err.id : "gpuaxis:internal", "%s", err.msg);
        }
    }

  /* sum gives a real result when every imaginary part is zero. */
  if (! R)
    {
      int allreal = 1;
      for (size_t i = 0; i < nout && allreal; i++)
        allreal = plan.out == GA_SINGLE ? ((float *) out)[2 * i + 1] == 0
                                        : ((double *) out)[2 * i + 1] == 0;
      if (allreal)
        {
          void *ro;
          R = result_array (ond, omw, plan.out, 0);
          if (! R)
            {
              mxFree (out);
              fail ("gpuaxis:out-of-memory", "no memory for the %zu-element "
                    "result", nout);
            }
          ro = mxGetData (R);
          for (size_t i = 0; i < nout; i++)
            {
              if (plan.out == GA_SINGLE)
                ((float *) ro)[i] = ((float *) out)[2 * i];
              else
                ((double *) ro)[i] = ((double *) out)[2 * i];
            }
          mxFree (out);
        }
      else
        {
          R = mxCreateNumericMatrix (0, 0, class_of (plan.out), mxCOMPLEX);
          mxFree (mxGetData (R));        /* its (empty) block, replaced */
          if (plan.out == GA_SINGLE)
            mxSetComplexSingles (R, (mxComplexSingle *) out);
          else
            mxSetComplexDoubles (R, (mxComplexDouble *) out);
          mxSetDimensions (R, omw, ond);
        }
    }
  plhs[0] = R;
  scratch_release ();
#undef DIM_SIZE
}

/* ------------------------------------------------------------ entry */
/* CMD if a is the internal command struct, else NULL. */
static const char *
internal_command (const mxArray *a, char *cmd, size_t len)
{
  const mxArray *f;
  if (! mxIsStruct (a) || mxGetNumberOfElements (a) != 1
      || mxGetNumberOfFields (a) != 1 || ! (f = mxGetField (a, 0, "gpuaxis"))
      || ! mxIsChar (f) || mxGetString (f, cmd, len) != 0)
    return NULL;
  return cmd;
}

void
mexFunction (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char buf[16];
  const char *cmd = nrhs > 0 ? internal_command (prhs[0], buf, sizeof buf) : NULL;
  if (! cmd)
    cmd_sum (nlhs, plhs, nrhs, prhs);
  else if (! strcmp (cmd, "backend"))
    cmd_backend (nlhs, plhs, nrhs - 1, prhs + 1);
  else if (! strcmp (cmd, "info"))
    cmd_info (plhs);
  else if (! strcmp (cmd, "cuda_ok"))
    {
      ga_error e = {0};
      plhs[0] = mxCreateLogicalScalar (ga_cuda_available (&e) != 0);
    }
  else if (! strcmp (cmd, "release"))
    ga_cuda_release ();
  else if (! strcmp (cmd, "fault"))
    {
      char what[64] = "";
      if (nrhs >= 2 && mxIsChar (prhs[1]))
        mxGetString (prhs[1], what, sizeof what);
      if (strcmp (what, "alloc") && strcmp (what, "kernel") && strcmp (what, "reset"))
        mexErrMsgIdAndTxt ("gpuaxis:internal", "unknown fault '%s' (WHAT is "
                           "\"alloc\", \"kernel\" or \"reset\")", what);
      ga_cuda_inject_fault (what);
    }
  else
    mexErrMsgIdAndTxt ("gpuaxis:internal", "unknown internal "
                       "command '%s'", cmd);
}
