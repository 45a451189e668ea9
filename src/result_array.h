/* result_array.h: the real-valued result array of gpu_axis_sum.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_RESULT_ARRAY_H
#define GPUAXIS_RESULT_ARRAY_H
#include "mex.h"

/* A real (or logical) array of class CLS (named NAME, ELSIZE bytes an
 * element) and size DIMS, all zeros, whose storage (mxGetData) the caller
 * fills.  Never NULL: on failure Octave's own allocation error ends the
 * call, as with mxCreateNumericArray. */
mxArray *ga_result_array (mwSize nd, const mwSize *dims, mxClassID cls,
                          const char *name, size_t elsize);

#endif
