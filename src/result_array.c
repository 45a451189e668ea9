/* result_array.c: the real-valued result array of gpu_axis_sum.
 *
 * Octave 7.3 copies every array a MEX function returns into a fresh
 * octave_value (mxArray -> octave_value is an allocation, page faults and a
 * copy), unless the mxArray already wraps an octave_value: that one is
 * handed back as it is.  An array made by Octave's builtin zeros through
 * mexCallMATLAB is such an array, and mxGetData gives its storage to write
 * into.  Large results are therefore made that way: a 1.2 GB result came
 * back in 1.4 s instead of 3.6 s on the development machine, and the peak
 * memory is one result instead of two.  The call costs ~6 us, so small
 * results keep mxCreateNumericArray (they break even near 1 MiB).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "result_array.h"

#define GA_VIA_OCTAVE_BYTES ((size_t) 1 << 20)

/* builtin ("zeros", DIMS, CLASS) or builtin ("false", DIMS): builtin, so a
 * user's zeros.m cannot stand in.  NULL if anything is not exactly what was
 * asked for (then the caller makes the array itself). */
static mxArray *
via_octave (mwSize nd, const mwSize *dims, mxClassID cls, const char *name,
            size_t numel)
{
  mxArray *args[3], *R = NULL, *ex;
  int nargs = 2, ok;
  double *d;
  args[0] = mxCreateString (cls == mxLOGICAL_CLASS ? "false" : "zeros");
  args[1] = mxCreateDoubleMatrix (1, nd, mxREAL);
  d = mxGetDoubles (args[1]);
  for (mwSize i = 0; i < nd; i++)
    d[i] = (double) dims[i];
  if (cls != mxLOGICAL_CLASS)
    args[nargs++] = mxCreateString (name);
  /* The trap turns a failure (out of memory) into a return value, silently. */
  ex = mexCallMATLABWithTrap (1, &R, nargs, args, "builtin");
  for (int i = 0; i < nargs; i++)
    mxDestroyArray (args[i]);
  if (ex)
    {
      mxDestroyArray (ex);
      return NULL;
    }
  ok = R && mxGetClassID (R) == cls && ! mxIsComplex (R) && ! mxIsSparse (R)
       && mxGetNumberOfElements (R) == numel && mxGetNumberOfDimensions (R) == nd
       && memcmp (mxGetDimensions (R), dims, nd * sizeof (mwSize)) == 0
       && mxGetData (R) != NULL;
  if (! ok && R)
    mxDestroyArray (R);
  return ok ? R : NULL;
}

mxArray *
ga_result_array (mwSize nd, const mwSize *dims, mxClassID cls,
                 const char *name, size_t elsize)
{
  size_t numel = 1;
  mxArray *R = NULL;
  for (mwSize i = 0; i < nd; i++)
    numel *= dims[i];
  if (numel * elsize >= GA_VIA_OCTAVE_BYTES)
    R = via_octave (nd, dims, cls, name, numel);
  if (R)
    return R;
  return cls == mxLOGICAL_CLASS ? mxCreateLogicalArray (nd, dims)
                                : mxCreateNumericArray (nd, dims, cls, mxREAL);
}
