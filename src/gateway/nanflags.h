/* nanflags.h: "omitnan" and "includenan" (nanflags.c).
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#ifndef GPUAXIS_NANFLAGS_H
#define GPUAXIS_NANFLAGS_H
#include "gateway.h"

/* 1 if the (float, maybe complex) elements hold a NaN. */
int ga_nan_any (ga_elem in, int cplx, const void *data, size_t numel);
/* A copy (mxMalloc) of the elements with every NaN element (complex:
 * either part NaN) replaced by ident (+0i). */
void *ga_nan_replaced (ga_elem in, int cplx, const void *data, size_t numel,
                       double ident);
/* One byte per element (mxMalloc): 1 where the element is NaN (nan 1) or
 * where it is not (nan 0). */
unsigned char *ga_nan_indicator (ga_elem in, int cplx, const void *data,
                                 size_t numel, int nan);
#endif
