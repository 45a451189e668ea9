/* sparse.h: sparse input, reduced by Octave's own functions (sparse.c).
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#ifndef GPUAXIS_SPARSE_H
#define GPUAXIS_SPARSE_H
#include "gateway.h"
void ga_sparse_reduce (const ga_fn_info *fi, const ga_args *g, int nlhs,
                       mxArray *plhs[]);
#endif
