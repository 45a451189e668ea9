/* elementwise_host.c: the CUDA engine of elementwise.h for a build
 * without CUDA: there is no device, so it is never reached (arrays live
 * in host memory) and reports gpuaxis:no-gpu if it is.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include "elementwise.h"

int
ga_ew_dev_run (const ga_ew_plan *p, void *out, unsigned *flags, ga_error *err)
{
  (void) p; (void) out;
  *flags = 0;
  ga_set_error (err, "gpuaxis:no-gpu", "this gpuaxis was built without CUDA");
  return -1;
}

int
ga_ew_dev_launch (const ga_ew_plan *p, void *out, unsigned *d_flags,
                  ga_error *err)
{
  (void) p; (void) out; (void) d_flags;
  ga_set_error (err, "gpuaxis:no-gpu", "this gpuaxis was built without CUDA");
  return -1;
}

int
ga_ew_dev_copy (void *dst, const void *src, size_t bytes, ga_error *err)
{
  (void) dst; (void) src; (void) bytes;
  ga_set_error (err, "gpuaxis:no-gpu", "this gpuaxis was built without CUDA");
  return -1;
}
