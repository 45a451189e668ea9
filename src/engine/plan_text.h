/* plan_text.h: a reduction plan as text, for bug reports (the gateway
 * prints it under GPUAXIS_PLAN=1 or __gpu_axis__ ("plan", true)).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#ifndef GPUAXIS_PLAN_TEXT_H
#define GPUAXIS_PLAN_TEXT_H

#include <stddef.h>
#include "gpuaxis.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Plan p as lines of text into buf (n bytes, always terminated): the
 * reduction, its classes and accumulator, then each pass [pre, n, post]
 * and, with cpu_threads > 0, how the CPU backend shares it among that
 * many threads (inline, by outputs in tasks, or in chunks of the reduced
 * extent).  Returns the length it wanted (as snprintf). */
size_t ga_plan_text (const ga_plan *p, int cpu_threads, char *buf, size_t n);

#ifdef __cplusplus
}
#endif
#endif
