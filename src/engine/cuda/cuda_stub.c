/* cuda_stub.c: the CUDA backend's entry points for a build without nvcc.
 * Every call reports that no GPU is usable, so "auto" falls back to the CPU.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "gpuaxis.h"

#define NOT_BUILT "this gpuaxis was built without CUDA (nvcc was not found)"

int ga_cuda_built (void) { return 0; }

int
ga_cuda_available (ga_error *err)
{
  ga_set_error (err, "gpuaxis:no-gpu", NOT_BUILT);
  return 0;
}

int ga_cuda_supports (const ga_plan *p) { (void) p; return 0; }

int
ga_cuda_run_host (const ga_plan *p, const void *in, size_t in_bytes,
                  void *out, void *out_index, ga_error *err)
{
  (void) p; (void) in; (void) in_bytes; (void) out; (void) out_index;
  ga_set_error (err, "gpuaxis:no-gpu", NOT_BUILT);
  return -1;
}

size_t ga_cuda_workspace_bytes (const ga_plan *p) { (void) p; return 0; }

int
ga_cuda_run_device (const ga_plan *p, const void *d_in, void *d_out,
                    void *d_index, void *d_ws, size_t ws_bytes, void *stream,
                    ga_error *err)
{
  (void) p; (void) d_in; (void) d_out; (void) d_index; (void) d_ws; (void) ws_bytes;
  (void) stream;
  ga_set_error (err, "gpuaxis:no-gpu", NOT_BUILT);
  return -1;
}

void ga_cuda_release (void) {}

void ga_cuda_info (ga_cuda_facts *f) { memset (f, 0, sizeof *f); }

void ga_cuda_inject_fault (const char *what) { (void) what; }
