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
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "mex.h"
#include "gpuaxis.h"
#include "result_array.h"

/* This machine's memory in bytes (0 if unknown), read once: sysconf costs
 * about a microsecond, and every call checks its result size against it. */
static double
physical_memory (void)
{
  static double ram = -1;
  if (ram < 0)
    {
      double r = (double) sysconf (_SC_PHYS_PAGES) * (double) sysconf (_SC_PAGESIZE);
      ram = r > 0 ? r : 0;
    }
  return ram;
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

/* The backend a call runs on now; warns once when "auto" falls back. */
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
      warned_no_gpu = 1;
      mexWarnMsgIdAndTxt ("gpuaxis:no-gpu", "no usable CUDA device "
                          "(%s); computing on the CPU", e.msg);
    }
  return BE_CPU;
}

static void
cmd_backend (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  if (nrhs > 1)
    mexErrMsgIdAndTxt ("Octave:invalid-fun-call",
                       "Invalid call to gpu_axis_backend.  Usage: "
                       "gpu_axis_backend () or gpu_axis_backend (NAME)");
  if (nrhs == 1)
    {
      char name[16];
      ga_error e = {0};
      if (! mxIsChar (prhs[0]) || mxGetNumberOfElements (prhs[0]) >= sizeof name
          || mxGetString (prhs[0], name, sizeof name) != 0)
        mexErrMsgIdAndTxt ("gpuaxis:invalid-backend", "gpu_axis_backend: NAME "
                           "must be \"cuda\", \"cpu\" or \"auto\"");
      if (! strcmp (name, "cpu"))
        be_choice = BE_CPU;
      else if (! strcmp (name, "auto"))
        be_choice = BE_AUTO;
      else if (! strcmp (name, "cuda"))
        {
          if (! ga_cuda_available (&e))
            mexErrMsgIdAndTxt ("gpuaxis:no-gpu", "gpu_axis_backend: no usable "
                               "CUDA device: %s", e.msg);
          be_choice = BE_CUDA;
        }
      else
        mexErrMsgIdAndTxt ("gpuaxis:invalid-backend", "gpu_axis_backend: "
                           "unknown backend '%s' (use \"cuda\", \"cpu\" or "
                           "\"auto\")", name);
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

/* 1 if arg is a char row equal to s. */
static int
is_string (const mxArray *a, const char *s)
{
  char buf[16];
  if (! mxIsChar (a) || mxGetNumberOfElements (a) >= sizeof buf
      || mxGetNumberOfDimensions (a) != 2 || mxGetM (a) != 1)
    return 0;                        /* a row, like sum wants */
  if (mxGetString (a, buf, sizeof buf) != 0)
    return 0;
  return strlen (buf) == mxGetNumberOfElements (a) && ! strcmp (buf, s);
}

static int
parse_type (const mxArray *a)
{
  char buf[32] = "";
  if (is_string (a, "native")) return MODE_NATIVE;
  if (is_string (a, "double")) return MODE_DOUBLE;
  if (is_string (a, "extra")) return MODE_EXTRA;
  if (mxIsChar (a))
    {
      char *str = mxArrayToString (a);
      snprintf (buf, sizeof buf, "%s", str ? str : "");   /* shortened */
      mxFree (str);
      mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "unrecognized "
                         "type argument '%s' (TYPE is \"native\", \"double\" "
                         "or \"extra\")", buf);
    }
  mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "TYPE must be "
                     "\"native\", \"double\" or \"extra\", not a %s",
                     mxGetClassName (a));
  return -1;
}

/* Read DIM: fills want[] (sorted, distinct, 1-based) and returns the count;
 * -1 for "all". */
static int
parse_dims (const mxArray *a, double *want, int maxn)
{
  size_t nd = mxGetNumberOfElements (a);
  if (is_string (a, "all"))
    return -1;
  if (mxIsChar (a))
    {
      char buf[32] = "";
      if (mxGetNumberOfElements (a) < sizeof buf)
        mxGetString (a, buf, sizeof buf);
      mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM must be a positive "
                         "integer, a vector of them, or \"all\" (and TYPE "
                         "\"native\", \"double\" or \"extra\"), not '%s'", buf);
    }
  if (! mxIsNumeric (a) || mxIsComplex (a) || mxIsSparse (a))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM must be a "
                       "real positive integer, a vector of them, or \"all\" "
                       "(got a %s%s)", mxIsComplex (a) ? "complex " : "",
                       mxGetClassName (a));
  if (nd == 0)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM is empty");
  if (mxGetNumberOfDimensions (a) > 2 || (mxGetM (a) != 1 && mxGetN (a) != 1))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM must be a "
                       "scalar or a vector, not a matrix");
  if (nd > (size_t) maxn)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM has more "
                       "than %d elements", maxn);
  uint64_t raw[GA_MAXPASS];            /* 64-bit DIMs, compared exactly */
  const int is64 = mxGetClassID (a) == mxINT64_CLASS || mxGetClassID (a) == mxUINT64_CLASS;
  for (size_t i = 0; i < nd; i++)
    {
      double d;
      mxArray *one = NULL;
      switch (mxGetClassID (a))
        {
        case mxDOUBLE_CLASS: d = mxGetDoubles (a)[i]; break;
        case mxSINGLE_CLASS: d = mxGetSingles (a)[i]; break;
        case mxINT8_CLASS: d = mxGetInt8s (a)[i]; break;
        case mxUINT8_CLASS: d = mxGetUint8s (a)[i]; break;
        case mxINT16_CLASS: d = mxGetInt16s (a)[i]; break;
        case mxUINT16_CLASS: d = mxGetUint16s (a)[i]; break;
        case mxINT32_CLASS: d = mxGetInt32s (a)[i]; break;
        case mxUINT32_CLASS: d = mxGetUint32s (a)[i]; break;
        case mxINT64_CLASS: d = (double) mxGetInt64s (a)[i]; break;
        case mxUINT64_CLASS: d = (double) mxGetUint64s (a)[i]; break;
        default: d = NAN; (void) one; break;
        }
      if (! isfinite (d) || d < 1 || d != floor (d))
        mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM must be "
                           "a positive integer (got %.17g)", d);
      if (is64)
        raw[i] = mxGetClassID (a) == mxINT64_CLASS ? (uint64_t) mxGetInt64s (a)[i]
                                                   : mxGetUint64s (a)[i];
      for (size_t j = 0; j < i; j++)
        if (is64 ? raw[j] == raw[i] : want[j] == d)
          mexErrMsgIdAndTxt ("gpuaxis:invalid-dim", "DIM %.17g "
                             "is repeated", d);
      want[i] = d;
    }
  /* sort ascending (tiny n) */
  for (size_t i = 1; i < nd; i++)
    for (size_t j = i; j > 0 && want[j - 1] > want[j]; j--)
      {
        double t = want[j]; want[j] = want[j - 1]; want[j - 1] = t;
      }
  return (int) nd;
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

/* The real result array, all zeros, of element type e. */
static mxArray *
result_array (mwSize nd, const mwSize *dims, ga_elem e)
{
  return ga_result_array (nd, dims, class_of (e), class_entry (e)->name,
                          ga_elem_size (e));
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

/* Sparse input: Octave's own sum (on the CPU), one dim at a time. */
static mxArray *
sparse_sum (const mxArray *A, int ndims_red, const double *dims, int mode,
            int dim_given)
{
  static const char *mode_names[] = {NULL, "native", "double", "extra"};
  mxArray *cur = (mxArray *) A, *args[3], *res = NULL;
  int nsteps = ndims_red < 0 ? 2 : (dim_given ? ndims_red : 1);
  for (int k = 0; k < nsteps; k++)
    {
      int nargs = 1;
      args[0] = cur;
      if (ndims_red < 0 || dim_given)
        args[nargs++] = mxCreateDoubleScalar (ndims_red < 0 ? k + 1 : dims[k]);
      if (mode != MODE_DEFAULT)
        args[nargs++] = mxCreateString (mode_names[mode]);
      if (mexCallMATLAB (1, &res, nargs, args, "sum") != 0)
        mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "sum of a "
                           "sparse matrix failed");
      for (int i = 1; i < nargs; i++)
        mxDestroyArray (args[i]);
      if (cur != A)
        mxDestroyArray (cur);
      cur = res;
    }
  return cur;
}

static void
cmd_sum (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *A;
  int mode = MODE_DEFAULT, nred = 0, dim_given = 0;
  double want[GA_MAXPASS];
  mwSize nd;
  const mwSize *sz;
  size_t dims[GA_MAXPASS + 2], odims[GA_MAXPASS + 2];
  int red[GA_MAXPASS + 2];
  ga_plan plan;
  ga_error err = {0};
  int cplx;
  mwSize ond, omw[GA_MAXPASS + 2];
  size_t nout = 1;                    /* result elements */
  mxArray *R;
  void *out;

  if (nrhs < 1 || nrhs > 3 || nlhs > 1)
    mexErrMsgIdAndTxt ("Octave:invalid-fun-call", USAGE);
  A = prhs[0];
  if (! (mxIsNumeric (A) || mxIsLogical (A) || mxIsChar (A)))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "A must be a "
                       "numeric, logical or char array, not a %s",
                       mxGetClassName (A));
  /* Ask for the data before the dimensions: for a range, Octave 7.3's MEX
   * layer otherwise caches dimensions that the conversion then leaks. */
  if (! mxIsSparse (A))
    (void) mxGetData (A);

  if (nrhs >= 2)
    {
      const mxArray *d = prhs[1];
      int is_type = is_string (d, "native") || is_string (d, "double")
                    || is_string (d, "extra");
      if (nrhs == 2 && is_type)
        mode = parse_type (d);
      else if (is_type)
        mexErrMsgIdAndTxt ("gpuaxis:invalid-type", "only one TYPE may be "
                           "given, after DIM");
      else
        {
          nred = parse_dims (d, want, GA_MAXPASS);
          dim_given = 1;
        }
      if (nrhs == 3)
        mode = parse_type (prhs[2]);
    }

  nd = mxGetNumberOfDimensions (A);
  sz = mxGetDimensions (A);
  if (nd > GA_MAXPASS)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "more than %d "
                       "dimensions", GA_MAXPASS);

  if (mxIsSparse (A))
    {
      plhs[0] = sparse_sum (A, nred, want, mode, dim_given);
      return;
    }

  for (mwSize i = 0; i < nd; i++)
    dims[i] = sz[i];
  if (nd == 2 && dims[0] == 0 && dims[1] == 0)
    dims[1] = 1;                   /* sum treats 0x0 as 0x1 */

  /* Which dims are reduced. */
  for (mwSize i = 0; i < nd; i++)
    red[i] = 0;
  if (! dim_given)
    {
      mwSize d = 0;
      while (d < nd && dims[d] == 1)
        d++;
      red[d < nd ? d : 0] = 1;
    }
  else if (nred < 0)
    for (mwSize i = 0; i < nd; i++)
      red[i] = 1;
  else
    for (int k = 0; k < nred; k++)
      if (want[k] <= (double) nd)
        red[(int) want[k] - 1] = 1;

  /* Classes. */
  memset (&plan, 0, sizeof plan);
  plan.op = GA_OP_SUM;
  plan.in = GA_NELEM;
  for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++)
    if (classes[i].cls == mxGetClassID (A))
      plan.in = classes[i].elem;
  if (plan.in == GA_NELEM)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "unsupported "
                       "class %s", mxGetClassName (A));
  choose_acc (plan.in, mode, &plan.acc, &plan.out);
  ga_plan_set_bounds (&plan);
  cplx = mxIsComplex (A);

  /* Passes: each run of adjacent reduced dims is one [pre, n, post]
   * reduction, lowest first; runs of length 1 are skipped. */
  for (mwSize i = 0; i < nd; i++)
    odims[i] = dims[i];
  {
    size_t numel = 1;
    for (mwSize i = 0; i < nd; i++)
      numel *= dims[i];
    mwSize i = 0;
    plan.npass = 0;
    while (i < nd)
      {
        if (! red[i]) { i++; continue; }
        mwSize j = i;
        size_t pre = 1, n = 1, post = 1;
        while (j < nd && red[j])
          j++;
        for (mwSize t = 0; t < i; t++) pre *= odims[t];
        for (mwSize t = i; t < j; t++) { n *= odims[t]; odims[t] = 1; }
        for (mwSize t = j; t < nd; t++) post *= odims[t];
        if (n != 1)
          {
            plan.pass[plan.npass].pre = pre * (cplx ? 2 : 1);
            plan.pass[plan.npass].n = n;
            plan.pass[plan.npass].post = post;
            plan.npass++;
          }
        i = j;
      }
    if (plan.npass == 0)
      {                            /* nothing to add: 0 + x */
        plan.pass[0].pre = numel * (cplx ? 2 : 1);
        plan.pass[0].n = 1;
        plan.pass[0].post = 1;
        plan.npass = 1;
      }
  }

  /* Result: reduced dims are 1, trailing singletons dropped. */
  ond = nd;
  for (mwSize i = 0; i < nd; i++)
    omw[i] = odims[i];
  while (ond > 2 && omw[ond - 1] == 1)
    ond--;
  /* A result larger than this machine's memory (sum (zeros (0, 2^40)) asks
   * for 8 TB of zeros) is refused before anything is allocated: filling it
   * would get Octave killed. */
  {
    double bytes = (double) ga_elem_size (plan.out) * (cplx ? 2 : 1);
    for (mwSize i = 0; i < ond; i++)
      bytes *= (double) omw[i];
    if (physical_memory () > 0 && bytes > physical_memory ())
      mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "the result needs %.3g GB, "
                         "more than this machine's %.3g GB of memory",
                         bytes / 1e9, physical_memory () / 1e9);
  }
  for (mwSize i = 0; i < ond; i++)      /* fits: no more than memory holds */
    nout *= omw[i];
  /* Complex results are computed into a buffer of our own: Octave 7.3's
   * mxCreateNumericArray (..., mxCOMPLEX) under -R2018a allocates only the
   * real half (writing the imaginary half overruns the heap). */
  if (cplx)
    {
      R = NULL;
      out = mxCalloc (2 * nout + 1, ga_elem_size (plan.out));
    }
  else
    {
      R = result_array (ond, omw, plan.out);
      out = mxGetData (R);
    }

  {
    int any_empty = 0;
    const void *in = mxGetData (A);   /* interleaved (-R2018a): re, im, ... */
    size_t in_bytes = mxGetNumberOfElements (A) * ga_elem_size (plan.in)
                      * (cplx ? 2 : 1);
    for (int k = 0; k < plan.npass; k++)
      if (plan.pass[k].n == 0)
        any_empty = 1;
    /* Empty sums are 0, which mxCreate* / mxCalloc already wrote. */
    if (nout > 0 && ! any_empty)
      {
        int rc;
        if (effective_backend () == BE_CUDA)
          {
            register_cleanup ();
            rc = ga_cuda_run_host (&plan, in, in_bytes, out, NULL, &err);
          }
        else
          rc = ga_cpu_run (&plan, in, out, NULL, &err);
        if (rc != 0)
          {
            if (R)
              mxDestroyArray (R);
            else
              mxFree (out);
            mexErrMsgIdAndTxt (err.id[0] ? err.id : "gpuaxis:internal", "%s",
                               err.msg);
          }
      }
    /* sum gives a real result when every imaginary part is zero. */
    if (cplx)
      {
        int allreal = 1;
        for (size_t i = 0; i < nout && allreal; i++)
          allreal = plan.out == GA_SINGLE ? ((float *) out)[2 * i + 1] == 0
                                          : ((double *) out)[2 * i + 1] == 0;
        if (allreal)
          {
            void *ro;
            R = result_array (ond, omw, plan.out);
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
  }
  plhs[0] = R;
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
