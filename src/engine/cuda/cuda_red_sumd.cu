/* cuda_red_sumd.cu: the kernels of the double sum (and mean), for every
 * input class (the default sum of all classes but single, and "double").
 * One file per group of ops.def rows, so that they compile in parallel.
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#define GA_CU_GROUP_sumd(x) x
#include "cuda_launch.cuh"

#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) \
  GA_CU_GROUP_##GROUP (GA_DEFINE_RUNNER (ID, RL, CL))
#include "ops.def"
#undef GA_RED
