/* lazy_transpose.h: transposes of gpuArrays made when first needed
 * (lazy_transpose.c), so that a matrix product can hand the transpose to
 * cuBLAS as an op flag instead (gateway_linalg.c).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_LAZY_TRANSPOSE_H
#define GPUAXIS_LAZY_TRANSPOSE_H

#include "arrays.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A new entry of size [n m] for the m x n array a, holding a's data as it
 * is (shared, as ga_arr_alias shares it) with lazy_t 'T' (G.') or 'C'
 * (G', complex a): its elements are the transpose's once ga_lt_resolve
 * has run, which ga_arr_find does before any use but the products'.  A
 * real vector's transpose is its data as it is: no flag. */
int ga_lt_make (ga_darray *a, int conj, ga_darray **out, ga_error *err);
/* The transpose made (one gather, where the data is, as the eager
 * transpose made it) into new data of a's own; the flag cleared.  0, -1
 * or GA_DEV_LOST with err (a unchanged then). */
int ga_lt_resolve (ga_darray *a, ga_error *err);

#ifdef __cplusplus
}
#endif
#endif
