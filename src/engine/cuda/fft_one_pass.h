/* fft_one_pass.h: the CUDA engine's one-pass transform along a dimension
 * above the first (fft_one_pass.cu), for fft_cuda.cu.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_FFT_ONE_PASS_H
#define GPUAXIS_FFT_ONE_PASS_H

#include "fft.h"

#ifdef __cplusplus
extern "C" {
#endif

/* p's transform, in to out (the same allowed), queued on the gpuArray
 * stream; p must satisfy ga_fft_one_pass_log2 (fft.h).  0, or -1 with
 * err set.  The caller is inside ga_dev_enter. */
int ga_fft_one_pass (const ga_fft_plan *p, const void *in, void *out,
                     ga_error *err);
/* the twiddle tables: destroy 1 frees them, 0 forgets them (the context
 * is gone) */
void ga_fft_one_pass_drop (int destroy);

#ifdef __cplusplus
}
#endif
#endif
