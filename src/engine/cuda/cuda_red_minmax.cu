/* cuda_red_minmax.cu: the kernels of max and min of the real classes, with
 * and without positions (complex max/min are the CPU's: see
 * ga_cuda_supports).
 * One file per group of ops.def rows, so that they compile in parallel.
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#define GA_CU_GROUP_minmax(x) x
#include "cuda_launch.cuh"

#define GA_RED(ID, OP, T, POS, FLAGS, GROUP, RL, CL) \
  GA_CU_GROUP_##GROUP (GA_DEFINE_RUNNER (ID, RL, CL))
#include "ops.def"
#undef GA_RED
