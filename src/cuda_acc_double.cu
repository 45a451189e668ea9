/* cuda_acc_double.cu: kernels of the double accumulator, for every input
 * class (the default sum of all classes but single, and "double").
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#include "cuda_launch.cuh"

GA_DECLARE_ACC_RUNNER (ga_run_acc_double)
{
  GA_SWITCH_ELEM (ie, GA_ACC_DOUBLE, double)
}
