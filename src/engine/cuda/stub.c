/* stub.c: everything engine/cuda/ gives, for a build without nvcc: the
 * reduction backend's entry points (gpuaxis.h), the device arrays'
 * (device_array.h) and the elementwise engine's (elementwise.h).  Every
 * call reports that no GPU is usable, so "auto" falls back to the CPU and
 * the array table keeps every gpuArray in host memory (the device calls
 * are then never reached, but say gpuaxis:no-gpu if they are).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <string.h>
#include "gpuaxis.h"
#include "device_array.h"
#include "elementwise.h"

#define NOT_BUILT "this gpuaxis was built without CUDA (nvcc was not found)"

static int
no_gpu (ga_error *err)
{
  ga_set_error (err, "gpuaxis:no-gpu", NOT_BUILT);
  return -1;
}

/* ---- the reduction backend (gpuaxis.h) */

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
void ga_cuda_set_plan_print (int on) { (void) on; }

void ga_cuda_info (ga_cuda_facts *f) { memset (f, 0, sizeof *f); }

void ga_cuda_inject_fault (const char *what) { (void) what; }

/* ---- device arrays (device_array.h) */

int ga_dev_count (void) { return 0; }
int ga_dev_selected (void) { return 0; }
int ga_dev_select (int idx, ga_error *err) { (void) idx; return no_gpu (err); }
int ga_dev_check (ga_error *err) { (void) err; return 0; }

int
ga_dev_alloc (size_t bytes, void **p, ga_error *err)
{
  (void) bytes;
  *p = NULL;
  return no_gpu (err);
}

void ga_dev_free (void *p) { (void) p; }

int
ga_dev_word_take (unsigned **w, ga_error *err)
{
  *w = NULL;
  return no_gpu (err);
}

void ga_dev_word_give (unsigned *w) { (void) w; }

int
ga_dev_upload (void *dst, const void *src, size_t bytes, ga_error *err)
{
  (void) dst; (void) src; (void) bytes;
  return no_gpu (err);
}

int
ga_dev_download (void *dst, const void *src, size_t bytes, ga_error *err)
{
  (void) dst; (void) src; (void) bytes;
  return no_gpu (err);
}

int
ga_dev_copy (void *dst, const void *src, size_t bytes, ga_error *err)
{
  (void) dst; (void) src; (void) bytes;
  return no_gpu (err);
}

int
ga_dev_reduce (const ga_plan *p, const void *in, size_t in_bytes, void *out,
               size_t out_bytes, void *out_index, ga_error *err)
{
  (void) p; (void) in; (void) in_bytes; (void) out; (void) out_bytes;
  (void) out_index;
  return no_gpu (err);
}

int
ga_dev_convert (ga_elem from, ga_elem to, size_t n, const void *in, void *out,
                ga_error *err)
{
  (void) from; (void) to; (void) n; (void) in; (void) out;
  return no_gpu (err);
}

int
ga_dev_fill (ga_elem e, int cplx, size_t n, double v, void *p, ga_error *err)
{
  (void) e; (void) cplx; (void) n; (void) v; (void) p;
  return no_gpu (err);
}

int
ga_dev_run (void (*fn) (void *, void *), void *ctx, const char *what,
            ga_error *err)
{
  (void) fn; (void) ctx; (void) what;
  return no_gpu (err);
}

int ga_dev_sync (ga_error *err) { (void) err; return 0; }
void ga_dev_release (int reset_device) { (void) reset_device; }
void ga_dev_facts_get (ga_dev_facts *f) { memset (f, 0, sizeof *f); }

int
ga_dev_props_get (int idx, ga_dev_props *p, ga_error *err)
{
  (void) idx;
  memset (p, 0, sizeof *p);
  return no_gpu (err);
}

int ga_dev_fault (const char *what) { (void) what; return 0; }

/* ---- the elementwise engine (elementwise.h) */

int
ga_ew_dev_run (const ga_ew_plan *p, void *out, unsigned *flags, ga_error *err)
{
  (void) p; (void) out;
  *flags = 0;
  return no_gpu (err);
}

int
ga_ew_dev_launch (const ga_ew_plan *p, void *out, unsigned *d_flags,
                  ga_error *err)
{
  (void) p; (void) out; (void) d_flags;
  return no_gpu (err);
}

int
ga_ew_dev_copy (void *dst, const void *src, size_t bytes, ga_error *err)
{
  (void) dst; (void) src; (void) bytes;
  return no_gpu (err);
}
