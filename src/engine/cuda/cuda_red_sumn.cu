/* cuda_red_sumn.cu: the kernels of the sums that keep the input class:
 * single (float), signed integers (clamped-shift saturation, 64- and
 * 128-bit, and the fast path SUM_PN), unsigned integers and logical
 * (saturating add).
 * One file per group of ops.def rows, so that they compile in parallel.
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#define GA_CU_GROUP_sumn(x) x
#include "cuda_launch.cuh"

#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) \
  GA_CU_GROUP_##GROUP (GA_DEFINE_RUNNER (ID, RL, CL))
#include "ops.def"
#undef GA_RED
