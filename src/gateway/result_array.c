/* result_array.c: the real-valued result array of gpu_axis_sum, and what
 * it needs from Octave: memory checks and calls of Octave's own functions.
 *
 * Octave 7.3 copies every array a MEX function returns into a fresh
 * octave_value (mxArray -> octave_value is an allocation, page faults and a
 * copy), unless the mxArray already wraps an octave_value: that one is
 * handed back as it is.  An array made by Octave's builtin zeros through
 * mexCallMATLAB is such an array, and mxGetData gives its storage to write
 * into.  Large results are therefore made that way: a 1.2 GB result came
 * back in 1.4 s instead of 3.6 s on the development machine, and the peak
 * memory is one result instead of two.  The call costs ~6 us, so small
 * results keep mxCreateNumericArray (they break even near 1 MiB).  The
 * function called is the package's __gpu_axis_uninit__ (no zero fill, huge
 * pages: gateway/uninit_array.cc says why), Octave's zeros without it.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "result_array.h"

#define GA_VIA_OCTAVE_BYTES ((size_t) 1 << 20)

/* Read once: sysconf costs about a microsecond, and every call checks its
 * sizes against it. */
double
ga_physical_memory (void)
{
  static double ram = -1;
  if (ram < 0)
    {
      double r = (double) sysconf (_SC_PHYS_PAGES) * (double) sysconf (_SC_PAGESIZE);
      ram = r > 0 ? r : 0;
    }
  return ram;
}

int
ga_memory_ok (double bytes)
{
  void *p;
  if (bytes <= 65536)      /* what malloc cannot fail to give unless the
                              process is lost anyway; no trial per call */
    return 1;
  if ((ga_physical_memory () > 0 && bytes > ga_physical_memory ())
      || bytes >= (double) SIZE_MAX)
    return 0;
  /* Untouched, so this costs an mmap at most (~0.05 us below 32 MiB). */
  p = malloc ((size_t) bytes);
  free (p);
  return p != NULL;
}

int
ga_call_builtin_n (const char *name, int nout, mxArray *res[], int nargs,
                   mxArray *args[])
{
  mxArray *argv[8], *ex;
  int ok;
  if (nargs < 0 || nargs > 7)
    return 0;
  for (int i = 0; i < nout; i++)
    res[i] = NULL;
  argv[0] = mxCreateString (name);
  for (int i = 0; i < nargs; i++)
    argv[i + 1] = args[i];
  ex = mexCallMATLABWithTrap (nout, res, nargs + 1, argv, "builtin");
  mxDestroyArray (argv[0]);
  ok = ex == NULL;
  if (ex)
    mxDestroyArray (ex);
  for (int i = 0; i < nout; i++)
    ok = ok && res[i] != NULL;
  if (! ok)                            /* nothing half made is left */
    for (int i = 0; i < nout; i++)
      if (res[i])
        {
          mxDestroyArray (res[i]);
          res[i] = NULL;
        }
  return ok;
}

mxArray *
ga_call_builtin (const char *name, int nargs, mxArray *args[])
{
  mxArray *R;
  return ga_call_builtin_n (name, 1, &R, nargs, args) ? R : NULL;
}

/* R is exactly the array asked for. */
static int
uninit_ok (const mxArray *R, mwSize nd, const mwSize *dims, mxClassID cls, size_t numel)
{
  return R && mxGetClassID (R) == cls && ! mxIsComplex (R) && ! mxIsSparse (R)
         && mxGetNumberOfElements (R) == numel && mxGetData (R) != NULL
         && mxGetNumberOfDimensions (R) == nd
         && memcmp (mxGetDimensions (R), dims, nd * sizeof (mwSize)) == 0;
}

/* __gpu_axis_uninit__ (DIMS, CLASS), else builtin ("zeros", DIMS, CLASS) or builtin ("false", DIMS).  NULL if
 * anything is not exactly what was asked for (then the caller makes the
 * array itself): with a builtin.m of the user's on the path, whatever that
 * returns.  Its content is not trusted either: the caller writes every
 * element, or it is cleared here. */
static mxArray *
via_octave (mwSize nd, const mwSize *dims, mxClassID cls, const char *name,
            size_t numel, size_t elsize, int zero)
{
  mxArray *args[2], *R, *ex;
  int nargs = 1, ok;
  double *d;
  args[0] = mxCreateDoubleMatrix (1, nd, mxREAL);
  d = mxGetDoubles (args[0]);
  for (mwSize i = 0; i < nd; i++)
    d[i] = (double) dims[i];
  if (cls != mxLOGICAL_CLASS)
    args[nargs++] = mxCreateString (name);
  /* uninitialised first (gateway/uninit_array.cc: no zero fill, huge
   * pages, the first touch left to the package's writers); Octave's own
   * zeros where that is missing */
  if (cls == mxLOGICAL_CLASS)
    args[nargs++] = mxCreateString ("logical");
  R = NULL;
  ex = mexCallMATLABWithTrap (1, &R, 2, args, "__gpu_axis_uninit__");
  if (ex)
    {
      mxDestroyArray (ex);
      if (R)
        mxDestroyArray (R);
      R = NULL;
    }
  if (cls == mxLOGICAL_CLASS)
    mxDestroyArray (args[--nargs]);
  if (! uninit_ok (R, nd, dims, cls, numel))
    {
      if (R)
        mxDestroyArray (R);
      R = ga_call_builtin (cls == mxLOGICAL_CLASS ? "false" : "zeros", nargs, args);
    }
  for (int i = 0; i < nargs; i++)
    mxDestroyArray (args[i]);
  ok = uninit_ok (R, nd, dims, cls, numel);
  if (! ok)
    {
      if (R)
        mxDestroyArray (R);
      return NULL;
    }
  if (zero)
    memset (mxGetData (R), 0, numel * elsize);
  return R;
}

mxArray *
ga_result_array (mwSize nd, const mwSize *dims, mxClassID cls,
                 const char *name, size_t elsize, int zero)
{
  size_t numel = 1;
  mxArray *R = NULL;
  for (mwSize i = 0; i < nd; i++)
    numel *= dims[i];
  if (numel * elsize >= GA_VIA_OCTAVE_BYTES)
    {
      /* Octave's zeros fails with an uncaught bad_alloc: ask first. */
      if (! ga_memory_ok ((double) numel * elsize))
        return NULL;
      R = via_octave (nd, dims, cls, name, numel, elsize, zero);
      if (R)
        return R;
    }
  /* This array, and Octave's copy of it on return. */
  if (! ga_memory_ok (2.0 * numel * elsize))
    return NULL;
  return cls == mxLOGICAL_CLASS ? mxCreateLogicalArray (nd, dims)
                                : mxCreateNumericArray (nd, dims, cls, mxREAL);
}
