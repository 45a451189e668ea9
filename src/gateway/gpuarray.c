/* gpuarray.c: __gpu_array__ (CMD, ...), the MEX side of the
 * gpuArray class (inst/@gpuArray).
 *
 * Every method of the class is one call of this function.  The object
 * holds a metadata row M = [id, class code, complex, size...] (read by the
 * methods that need no device: size, class, ...) and a handle,
 * __gpu_array_handle__ (M) (array_handle.cc), whose destructor calls
 * ga_arr_release directly when the object's last copy goes.  Commands:
 *
 *   0, M                  free (unknown or released ids: nothing); the
 *                         handle frees without it
 *   1..8, M, DIM, OPT...  sum prod mean max min any all sumsq (the codes
 *                         are ga_fn + 1): the result's M (and for [M, I]
 *                         the index's M); arguments as the host functions
 *                         take them after A (ga_args_options)
 *   "upload", X           a new array holding X: M
 *   "gather", M           the Octave array (complex narrowed to real when
 *                         every imaginary part is 0)
 *   "exists", M           true while the data exists
 *   "location", M         "device" or "host"
 *   "sync"                wait for queued work (errors in it surface here)
 *   "count"               CUDA devices
 *   "select", IDX         select device IDX (1-based): arrays on another
 *                         device are released
 *   "device", IDX         properties of device IDX (gpuDevice)
 *   "reset"               release every array's data (they remain, as
 *                         released) and, with a GPU, reset the device
 *   "info"                what the arrays and the pool hold
 *   "trace"[, "reset"]    the call trace (GPUAXIS_TRACE_CALLS=1): seconds
 *                         and counts per phase of the calls (arrays.h)
 *   "cap", BYTES          test-only cap on the bytes arrays may hold
 *   "fault", WHAT         test-only device faults ("alloc", "kernel",
 *                         "fatal"); both need GPUAXIS_TEST_FAULTS=1
 *   "ew", OP, MASK, A, B  elementwise operations (gpuarray_ew.c)
 *
 * Where new arrays live: on the device when the backend in effect is
 * CUDA, else in host memory (after the package's one-time gpuaxis:no-gpu
 * warning); an array stays where it was made, and results stay with their
 * input.  The MEX file is locked (mexLock) while any array exists, so that
 * `clear functions` does not run its mexAtExit (the engine's release)
 * under live objects; the lock is updated by its own calls, so after the
 * handles free the last arrays it stays until the next call.  The table
 * itself (libgpuaxis.so) stays loaded with the handle's .oct file, which
 * links it and is never unloaded (array_handle.cc).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gateway.h"
#include "result_array.h"
#include "values.h"
#include "arrays.h"
#include "gateway_fft.h"
#include "gateway_scan.h"
#include "gateway_sort.h"
#include "device_array.h"
#include "gpuarray.h"
#include "gpuarray_mx.h"
#include "gateway_linalg.h"
#include "gateway_select.h"

static mxArray *gather_array (const ga_darray *a, int narrow);
static ga_darray *upload_mx (const mxArray *X, int loc);

/* The nanflags ("omitnan", "includenan") are the gateway's own work around
 * engine runs (gateway/nanflags.c, reduce.c) on host data: a gpuArray with
 * one is gathered, reduced by the host function itself (ga_mex_reduce,
 * on the backend in effect), and its results made gpuArrays where the
 * input was.  Correct, and slower by the transfers. */
static void
reduce_via_host (int code, int nlhs, mxArray *plhs[], int nrhs,
                 const mxArray *prhs[])
{
  ga_darray *a = ga_gpuarray_find (prhs[1]);
  const int loc = a->loc;
  const mxArray **args = (const mxArray **) mxMalloc (nrhs * sizeof *args);
  mxArray *A = gather_array (a, 0), *out[2] = {NULL, NULL};
  args[0] = A;
  for (int i = 2; i < nrhs; i++)
    args[i - 1] = prhs[i];
  ga_mex_reduce ((ga_fn) (code - 1), nlhs, out, nrhs - 1, args);
  mxDestroyArray (A);
  for (int k = 0; k < 2 && k < (nlhs > 1 ? 2 : 1); k++)
    {
      plhs[k] = ga_gpuarray_meta (upload_mx (out[k], loc));
      mxDestroyArray (out[k]);
    }
  mxFree (args);
  ga_gpuarray_update_lock ();
}

/* Reduction rq of array id: the rules plan it for the array's class and
 * size, the engine runs the plan where the data is (ga_arr_reduce). */
static int
reduce_array (ga_request *rq, double id, ga_darray **res, ga_darray **index,
              ga_error *err)
{
  ga_darray *A = ga_arr_find (id, err);
  ga_outcome o;
  size_t *odims;
  double t0;
  int rc;
  *res = *index = NULL;
  if (! A)
    return -1;
  rq->in = A->elem;
  rq->complex = A->cplx;
  rq->nd = A->nd;
  rq->dims = A->dims;
  odims = (size_t *) malloc (A->nd * sizeof (size_t));
  if (! odims)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory");
      return -1;
    }
  t0 = ga_trace_t0 ();
  rc = ga_rules_plan (rq, &o, odims, err);
  ga_trace_add (GA_TR_PLAN, t0);
  if (rc == 0 && o.run && ga_plan_printing ())
    ga_plan_print (&o.plan, A->loc != GA_LOC_DEVICE, "gpuArray");
  if (rc == 0)
    rc = ga_arr_reduce (A, &o, odims, rq->want_index, res, index, err);
  free (odims);
  return rc;
}

static void
cmd_reduce (int code, int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  ga_args g;
  ga_error err = {0};
  ga_darray *R, *I;
  double id, t0 = ga_trace_t0 ();
  int rc;
  if (nrhs < 2)
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: M expected");
  id = ga_gpuarray_id (prhs[1]);
  memset (&g, 0, sizeof g);
  /* prhs[1] stands for A: DIM and the options follow it */
  ga_args_options ((ga_fn) (code - 1), nlhs, nrhs - 1, prhs + 1, &g);
  ga_trace_add (GA_TR_PARSE, t0);
  if (g.rq.nan != GA_NAN_DEFAULT)
    {
      ga_args_free (&g);
      reduce_via_host (code, nlhs, plhs, nrhs, prhs);
      return;
    }
  rc = reduce_array (&g.rq, id, &R, &I, &err);
  ga_args_free (&g);
  if (rc != 0)
    ga_gpuarray_fail (&err);
  plhs[0] = ga_gpuarray_meta (R);
  if (I)
    plhs[1] = ga_gpuarray_meta (I);
  ga_gpuarray_update_lock ();
}

/* A new array holding the Octave array X, made where loc says. */
static ga_darray *
upload_mx (const mxArray *X, int loc)
{
  ga_elem e = GA_NELEM;
  ga_error err = {0};
  ga_input in;
  ga_darray *a;
  size_t nd, *dims;
  if (mxIsSparse (X))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "sparse arrays are "
                       "not supported; use gpuArray (full (X))");
  if (mxIsChar (X))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "X must be numeric "
                       "or logical, not char; convert it first (e.g. double (X))");
  if (mxIsNumeric (X) || mxIsLogical (X))
    e = ga_elem_of_class (mxGetClassID (X));          /* values.c */
  if (e == GA_NELEM)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "X must be a "
                       "numeric or logical array, not a %s", mxGetClassName (X));
  /* the elements first (ranges, diagonal matrices, ... made full) */
  ga_read_input (X, &in, "X");
  nd = mxGetNumberOfDimensions (X);
  dims = (size_t *) mxMalloc (nd * sizeof (size_t));
  for (size_t i = 0; i < nd; i++)
    dims[i] = mxGetDimensions (X)[i];
  if (loc == GA_LOC_HOST && ! ga_memory_ok ((double) mxGetNumberOfElements (X)
                                            * ga_elem_size (e) * (in.cplx ? 2 : 1)))
    mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "out of host memory "
                       "for a copy of X");
  if (ga_arr_create (loc, e, in.cplx, nd, dims, &a, &err) != 0)
    ga_gpuarray_fail (&err);
  mxFree (dims);
  if (ga_arr_write (a, in.data, &err) != 0)
    {
      ga_arr_release (a->id);
      ga_gpuarray_fail (&err);
    }
  if (in.made)
    mxDestroyArray (in.made);
  return a;
}

static void
cmd_upload (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  (void) nlhs;
  if (nrhs != 2)
    mexErrMsgIdAndTxt ("Octave:invalid-fun-call", "Invalid call to gpuArray.  "
                       "Usage: G = gpuArray (X)");
  plhs[0] = ga_gpuarray_meta (upload_mx (prhs[1], ga_backend_effective () == GA_BE_CUDA
                                          ? GA_LOC_DEVICE : GA_LOC_HOST));
  ga_gpuarray_update_lock ();
}

/* The real Octave array gather fills (every element is written). */
static mxArray *
result_or_fail (const ga_darray *a, const mwSize *dims, ga_elem e, size_t esz)
{
  const double t0 = ga_trace_t0 ();
  mxArray *R = ga_result_array ((mwSize) a->nd, dims, ga_class_of_elem (e),
                                ga_class_name (e), esz, 0);
  ga_trace_add (GA_TR_RESULT, t0);
  if (! R)
    mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "out of host memory "
                       "for %.4g MB", (double) a->numel * esz / 1e6);
  return R;
}

/* The Octave array that gpuArray a holds.  narrow: complex with every
 * imaginary part 0 made real, as Octave narrows what it returns (gather);
 * 0 for reduce_via_host's own call, which must reduce the class the
 * gpuArray has: narrowed first, max (..., "includenan") of complex [-1 1]
 * ordered the values as reals (1, where Octave's abs-then-arg order gives
 * -1), and prod of complex -0 gave -0 (Octave's 1 * (-0 - 0i) is +0). */
static mxArray *
gather_array (const ga_darray *a, int narrow)
{
  const size_t esz = ga_elem_size (a->elem);
  ga_error err = {0};
  mwSize *dims = (mwSize *) mxMalloc (a->nd * sizeof (mwSize));
  mxArray *R;
  for (size_t i = 0; i < a->nd; i++)
    dims[i] = (mwSize) a->dims[i];
  if (! a->cplx)
    {
      R = result_or_fail (a, dims, a->elem, esz);
      if (ga_arr_read (a, mxGetData (R), &err) != 0)
        {
          mxDestroyArray (R);
          ga_gpuarray_fail (&err);
        }
    }
  else
    {
      void *z = mxMalloc (a->bytes + 16);
      if (ga_arr_read (a, z, &err) != 0)
        {
          mxFree (z);
          ga_gpuarray_fail (&err);
        }
      if (narrow && ga_imag_all_zero (a->elem, z, a->numel))
        {                               /* narrowed, as Octave does */
          void *r;
          R = result_or_fail (a, dims, a->elem, esz);
          r = mxGetData (R);
          for (size_t i = 0; i < a->numel; i++)
            memcpy ((char *) r + i * esz, (char *) z + 2 * i * esz, esz);
          mxFree (z);
        }
      else
        {
          /* Octave 7.3's mxCreateNumericArray (..., mxCOMPLEX) under
           * -R2018a allocates only the real half: the pairs are handed
           * over in a block of our own. */
          R = mxCreateNumericMatrix (0, 0, ga_class_of_elem (a->elem), mxCOMPLEX);
          mxFree (mxGetData (R));
          if (a->elem == GA_SINGLE)
            mxSetComplexSingles (R, (mxComplexSingle *) z);
          else
            mxSetComplexDoubles (R, (mxComplexDouble *) z);
          mxSetDimensions (R, dims, a->nd);
        }
    }
  mxFree (dims);
  return R;
}

/* A 1-based device index argument. */
static int
device_arg (const mxArray *a)
{
  double d;
  if (! a || ! (mxIsNumeric (a) || mxIsLogical (a)) || mxIsComplex (a)
      || mxGetNumberOfElements (a) != 1)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-device", "IDX must be a positive "
                       "integer scalar");
  d = mxGetScalar (a);
  if (! (d >= 1 && d <= 1e6) || d != floor (d))
    mexErrMsgIdAndTxt ("gpuaxis:invalid-device", "IDX must be a positive "
                       "integer, not %g", d);
  return (int) d - 1;
}

static mxArray *
device_struct (int idx)
{
  static const char *f[] = {"Name", "Index", "ComputeCapability",
    "SupportsDouble", "DriverVersion", "ToolkitVersion", "MaxThreadsPerBlock",
    "MultiprocessorCount", "ClockRateKHz", "TotalMemory", "AvailableMemory",
    "CanMapHostMemory", "ECCEnabled", "DeviceSupported", "DeviceAvailable",
    "DeviceSelected"};
  ga_dev_props p;
  ga_error err = {0};
  char cc[32];
  mxArray *s;
  const int selected = idx == ga_dev_selected ();
  if (ga_dev_props_get (idx, &p, &err) != 0)
    ga_gpuarray_fail (&err);
  s = mxCreateStructMatrix (1, 1, sizeof f / sizeof f[0], f);
  snprintf (cc, sizeof cc, "%d.%d", p.cc_major, p.cc_minor);
  mxSetField (s, 0, "Name", mxCreateString (p.name));
  mxSetField (s, 0, "Index", mxCreateDoubleScalar (idx + 1));
  mxSetField (s, 0, "ComputeCapability", mxCreateString (cc));
  mxSetField (s, 0, "SupportsDouble", mxCreateLogicalScalar (1));
  mxSetField (s, 0, "DriverVersion", mxCreateDoubleScalar (p.driver_version / 1000
                                                          + (p.driver_version % 1000) / 100.0));
  mxSetField (s, 0, "ToolkitVersion", mxCreateDoubleScalar (p.runtime_version / 1000
                                                           + (p.runtime_version % 1000) / 100.0));
  mxSetField (s, 0, "MaxThreadsPerBlock", mxCreateDoubleScalar (p.max_threads_per_block));
  mxSetField (s, 0, "MultiprocessorCount", mxCreateDoubleScalar (p.multiprocessors));
  mxSetField (s, 0, "ClockRateKHz", mxCreateDoubleScalar (p.clock_khz));
  mxSetField (s, 0, "TotalMemory", mxCreateDoubleScalar ((double) p.total_mem));
  mxSetField (s, 0, "AvailableMemory", mxCreateDoubleScalar (selected ? (double) p.free_mem : NAN));
  mxSetField (s, 0, "CanMapHostMemory", mxCreateLogicalScalar (p.can_map_host != 0));
  mxSetField (s, 0, "ECCEnabled", mxCreateLogicalScalar (p.ecc != 0));
  mxSetField (s, 0, "DeviceSupported", mxCreateLogicalScalar (1));
  mxSetField (s, 0, "DeviceAvailable", mxCreateLogicalScalar (1));
  mxSetField (s, 0, "DeviceSelected", mxCreateLogicalScalar (selected));
  return s;
}

static mxArray *
info_struct (void)
{
  static const char *f[] = {"arrays", "device_arrays", "host_arrays",
    "released_arrays", "device_bytes", "host_bytes", "pool_reserved_bytes",
    "pool_used_bytes", "pool_release_threshold", "pinned_bytes", "device",
    "cap_bytes"};
  ga_arr_stats a;
  ga_dev_facts d;
  mxArray *s = mxCreateStructMatrix (1, 1, sizeof f / sizeof f[0], f);
  ga_arr_stats_get (&a);
  ga_dev_facts_get (&d);
  mxSetField (s, 0, "arrays", mxCreateDoubleScalar ((double) a.arrays));
  mxSetField (s, 0, "device_arrays", mxCreateDoubleScalar ((double) a.device_arrays));
  mxSetField (s, 0, "host_arrays", mxCreateDoubleScalar ((double) a.host_arrays));
  mxSetField (s, 0, "released_arrays", mxCreateDoubleScalar ((double) a.released));
  mxSetField (s, 0, "device_bytes", mxCreateDoubleScalar (a.device_bytes));
  mxSetField (s, 0, "host_bytes", mxCreateDoubleScalar (a.host_bytes));
  mxSetField (s, 0, "pool_reserved_bytes", mxCreateDoubleScalar ((double) d.pool_reserved_bytes));
  mxSetField (s, 0, "pool_used_bytes", mxCreateDoubleScalar ((double) d.pool_used_bytes));
  mxSetField (s, 0, "pool_release_threshold", mxCreateDoubleScalar ((double) d.pool_release_threshold));
  mxSetField (s, 0, "pinned_bytes", mxCreateDoubleScalar ((double) d.pinned_bytes));
  mxSetField (s, 0, "device", mxCreateDoubleScalar (d.usable ? d.index + 1 : 0));
  mxSetField (s, 0, "cap_bytes", mxCreateDoubleScalar (a.cap));
  return s;
}

/* __gpu_array__ ("trace"[, "reset"]): the call trace's sums, one field
 * per phase (arrays.h), each [seconds, count]; on: whether
 * GPUAXIS_TRACE_CALLS=1 switched it on.  "reset" zeroes the sums after
 * reading them. */
static mxArray *
trace_struct (int reset)
{
  const char *names[GA_TR_N];
  double secs[GA_TR_N], counts[GA_TR_N];
  const int n = ga_trace_get (names, secs, counts, GA_TR_N);
  mxArray *s = mxCreateStructMatrix (1, 1, 0, NULL);
  mxAddField (s, "on");
  mxSetField (s, 0, "on", mxCreateLogicalScalar (ga_trace_t0 () != 0));
  for (int k = 0; k < n; k++)
    {
      mxArray *v = mxCreateDoubleMatrix (1, 2, mxREAL);
      mxGetDoubles (v)[0] = secs[k];
      mxGetDoubles (v)[1] = counts[k];
      mxAddField (s, names[k]);
      mxSetField (s, 0, names[k], v);
    }
  if (reset)
    ga_trace_reset ();
  return s;
}

void
ga_gpuarray_add_info (mxArray *s)
{
  ga_arr_stats a;
  ga_dev_facts d;
  static const char *f[] = {"gpuarray_count", "gpuarray_device_bytes",
    "gpuarray_host_bytes", "gpuarray_pool_bytes", "gpuarray_pinned_bytes",
    "gpuarray_device"};
  double v[6];
  ga_arr_stats_get (&a);
  ga_dev_facts_get (&d);
  v[0] = (double) a.arrays;
  v[1] = a.device_bytes;
  v[2] = a.host_bytes;
  v[3] = (double) d.pool_reserved_bytes;
  v[4] = (double) d.pinned_bytes;
  v[5] = d.usable ? d.index + 1 : 0;
  for (int i = 0; i < 6; i++)
    {
      if (mxGetFieldNumber (s, f[i]) < 0)
        mxAddField (s, f[i]);
      mxSetField (s, 0, f[i], mxCreateDoubleScalar (v[i]));
    }
}

static void
test_gate (void)
{
  const char *gate = getenv ("GPUAXIS_TEST_FAULTS");
  if (! gate || strcmp (gate, "1"))
    mexErrMsgIdAndTxt ("gpuaxis:internal", "this is for the test suite "
                       "(GPUAXIS_TEST_FAULTS=1)");
}

static void
cmd_named (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *c = prhs[0];
  ga_error err = {0};
  (void) nlhs;
  if (ga_is_word (c, "upload"))
    cmd_upload (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "gather"))
    {
      plhs[0] = gather_array (ga_gpuarray_find (nrhs > 1 ? prhs[1] : NULL), 1);
      ga_gpuarray_update_lock ();
    }
  else if (ga_is_word (c, "exists"))
    {
      double id = ga_gpuarray_id (nrhs > 1 ? prhs[1] : NULL);
      plhs[0] = mxCreateLogicalScalar (ga_arr_exists (id));
    }
  else if (ga_is_word (c, "meta"))      /* the row of now: a pending decided */
    plhs[0] = ga_gpuarray_meta (ga_gpuarray_find (nrhs > 1 ? prhs[1] : NULL));
  else if (ga_is_word (c, "location"))
    plhs[0] = mxCreateString (ga_gpuarray_find (nrhs > 1 ? prhs[1] : NULL)->loc
                              == GA_LOC_DEVICE ? "device" : "host");
  else if (ga_is_word (c, "ew"))
    ga_gpuarray_ew (nlhs, plhs, nrhs, prhs);
  else if (ga_is_word (c, "sync"))
    {
      if (ga_arr_sync (&err) != 0)
        ga_gpuarray_fail (&err);
      ga_gpuarray_update_lock ();
    }
  else if (ga_is_word (c, "count"))
    plhs[0] = mxCreateDoubleScalar (ga_dev_count ());
  else if (ga_is_word (c, "select"))
    {
      if (ga_arr_select (device_arg (nrhs > 1 ? prhs[1] : NULL), &err) != 0)
        ga_gpuarray_fail (&err);
      ga_gpuarray_update_lock ();
    }
  else if (ga_is_word (c, "device"))
    plhs[0] = device_struct (nrhs > 1 ? device_arg (prhs[1]) : ga_dev_selected ());
  else if (ga_is_word (c, "reset"))
    {
      ga_arr_reset (ga_dev_count () > 0);
      ga_gpuarray_update_lock ();
    }
  else if (ga_is_word (c, "info"))
    plhs[0] = info_struct ();
  else if (ga_is_word (c, "trace"))
    plhs[0] = trace_struct (nrhs > 1 && ga_is_word (prhs[1], "reset"));
  else if (ga_is_word (c, "cap"))
    {
      test_gate ();
      if (nrhs < 2 || ! mxIsNumeric (prhs[1]) || mxGetNumberOfElements (prhs[1]) != 1)
        mexErrMsgIdAndTxt ("gpuaxis:internal", "cap: BYTES expected");
      ga_arr_set_cap (mxGetScalar (prhs[1]));
    }
  else if (ga_fft_command (nlhs, plhs, nrhs, prhs))     /* gateway_fft.c */
    ga_gpuarray_update_lock ();
  else if (ga_scan_command (nlhs, plhs, nrhs, prhs))    /* gateway_scan.c */
    ga_gpuarray_update_lock ();
  else if (ga_sort_command (nlhs, plhs, nrhs, prhs))    /* gateway_sort.c */
    ga_gpuarray_update_lock ();
  else if (ga_index_command (nlhs, plhs, nrhs, prhs))   /* gpuarray_index.c */
    ga_gpuarray_update_lock ();
  else if (ga_linalg_command (nlhs, plhs, nrhs, prhs))  /* gateway_linalg.c */
    ga_gpuarray_update_lock ();
  else if (ga_solve_command (nlhs, plhs, nrhs, prhs))   /* gateway_solve.c */
    ga_gpuarray_update_lock ();
  else if (ga_select_command (nlhs, plhs, nrhs, prhs))  /* gateway_select.c */
    ga_gpuarray_update_lock ();
  else if (ga_is_word (c, "fault"))
    {
      char what[16] = "";
      test_gate ();
      if (nrhs < 2 || mxGetString (prhs[1], what, sizeof what) != 0
          || ga_dev_fault (what) != 0)
        mexErrMsgIdAndTxt ("gpuaxis:internal", "unknown fault (WHAT is "
                           "\"alloc\", \"kernel\" or \"fatal\")");
    }
  else
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: unknown command");
}

void
ga_mex_gpuarray (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  const mxArray *c = nrhs > 0 ? prhs[0] : NULL;
  const double t0 = ga_trace_t0 ();
  if (c && mxIsDouble (c) && mxGetNumberOfElements (c) == 1)
    {
      const double code = mxGetDoubles (c)[0];
      if (code == 0)
        {
          if (nrhs > 1)
            ga_arr_release (ga_gpuarray_id (prhs[1]));
          ga_gpuarray_update_lock ();
          ga_trace_add (GA_TR_CALL, t0);
          return;
        }
      if (code >= 1 && code <= GA_NFN && code == floor (code))
        {
          cmd_reduce ((int) code, nlhs, plhs, nrhs, prhs);
          ga_trace_add (GA_TR_CALL, t0);
          return;
        }
    }
  if (! c || ! mxIsChar (c))
    mexErrMsgIdAndTxt ("gpuaxis:internal", "__gpu_array__: command expected");
  cmd_named (nlhs, plhs, nrhs, prhs);
  ga_trace_add (GA_TR_CALL, t0);
}
