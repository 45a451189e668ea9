/* cuda_acc_extra.cu: kernels of the compensated ("extra") accumulator.
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#include "cuda_launch.cuh"

GA_DECLARE_ACC_RUNNER (ga_run_acc_extra)
{
  GA_SWITCH_ELEM (ie, GA_ACC_EXTRA, ga_extra)
}
