/* cuda_red_prod.cu: the kernels of prod: double, single, complex double
 * and single, the "native" integer and logical prods.
 * One file per group of ops.def rows, so that they compile in parallel.
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#define GA_CU_GROUP_prod(x) x
#include "cuda_launch.cuh"

#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) \
  GA_CU_GROUP_##GROUP (GA_DEFINE_RUNNER (ID, RL, CL))
#include "ops.def"
#undef GA_RED
