/* host_mem.h: host memory for the CPU engines' scratch and copies (the
 * index, linear-algebra and FFT engines' backend tables), written once:
 * an allocation of 0 bytes is 1 byte (a valid pointer), a failed one is
 * gpuaxis:out-of-memory, a copy may overlap.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_HOST_MEM_H
#define GPUAXIS_HOST_MEM_H

#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"

static inline int
ga_host_alloc (size_t bytes, void **p, ga_error *err)
{
  *p = malloc (bytes ? bytes : 1);
  if (*p)
    return 0;
  ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory for "
                "%.4g MB", bytes / 1e6);
  return -1;
}

static inline void
ga_host_release (void *p)
{
  free (p);
}

static inline int
ga_host_copy (void *dst, const void *src, size_t bytes, ga_error *err)
{
  (void) err;
  if (bytes)
    memmove (dst, src, bytes);
  return 0;
}

#endif
