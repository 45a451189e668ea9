/* complex_arith.cuh: +, - and * of float2 / double2 complex values for
 * the filter and conv2 kernels, each product rounded as the host's
 * (C99's (ac - bd) + i(ad + bc) without fused multiply-adds), and fz<T>
 * the zero of T.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_COMPLEX_ARITH_CUH
#define GPUAXIS_COMPLEX_ARITH_CUH

#include <cuda_runtime.h>

template <typename T> __device__ inline T fz () { return T (); }
__device__ inline float2 operator* (float2 a, float2 b)
{ return make_float2 (__fmul_rn (a.x, b.x) - __fmul_rn (a.y, b.y),
                      __fmul_rn (a.x, b.y) + __fmul_rn (a.y, b.x)); }
__device__ inline double2 operator* (double2 a, double2 b)
{ return make_double2 (__dmul_rn (a.x, b.x) - __dmul_rn (a.y, b.y),
                       __dmul_rn (a.x, b.y) + __dmul_rn (a.y, b.x)); }
__device__ inline float2 operator+ (float2 a, float2 b)
{ return make_float2 (a.x + b.x, a.y + b.y); }
__device__ inline double2 operator+ (double2 a, double2 b)
{ return make_double2 (a.x + b.x, a.y + b.y); }
__device__ inline float2 operator- (float2 a, float2 b)
{ return make_float2 (a.x - b.x, a.y - b.y); }
__device__ inline double2 operator- (double2 a, double2 b)
{ return make_double2 (a.x - b.x, a.y - b.y); }

#endif
