/* scan_plan.c: the plan of a scan (scan.h): the axis as [pre, n, post],
 * and which classes each operation takes.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include "scan.h"

const char *
ga_scan_op_name (ga_scan_op op)
{
  static const char *nm[GA_NSCAN] = {"cumsum", "cumprod", "cummax", "cummin"};
  return (op >= 0 && op < GA_NSCAN) ? nm[op] : "?";
}

static int
takes (ga_scan_op op, ga_elem e, int cplx)
{
  const int fl = e == GA_DOUBLE || e == GA_SINGLE;
  switch (op)
    {
    case GA_SCAN_SUM:
      return fl || (! cplx && e >= GA_INT8 && e <= GA_UINT64);
    case GA_SCAN_PROD:
      return fl;
    case GA_SCAN_MAX:
    case GA_SCAN_MIN:
      return fl || (! cplx && e >= GA_INT8 && e <= GA_LOGICAL);
    default:
      return 0;
    }
}

/* GPUAXIS_SCAN_LAYOUT: 1 the choice before TILES (SERIAL but for the
 * real LONG sums), 2 the choice before STRIPS and CHUNKS (a later axis
 * SERIAL, few long slices LONG where long_pays), 3 (the default) as
 * planned below.  Read at every plan (a getenv, next to a scan of
 * memory), so that one Octave session can time each (setenv). */
static int
layout_knob (void)
{
  const char *e = getenv ("GPUAXIS_SCAN_LAYOUT");
  const int k = e ? atoi (e) : 3;
  return k == 1 || k == 2 ? k : 3;
}

/* A tile: 16 KiB, what a 256-thread block of the device loads at once
 * (64 bytes a thread). */
#define TILE_BYTES 16384

/* With GPUAXIS_SCAN_LAYOUT=2, LONG or TILES for few long slices (the
 * default takes CHUNKS, one launch for every slice): TILES gives each
 * slice one device block, which keeps about one 16 KiB tile in flight,
 * about 11 GB/s (a tile a ~1.5 us of HBM3 latency), while LONG runs
 * CUB's scan a slice at a time, about the copy rate (2.4 TB/s) plus
 * about 5 us a call.  So LONG while post (5 us + B / 2.4 TB/s) < B /
 * 11 GB/s, B a slice's bytes: up to 9 slices of 512 KiB, 89 of 8 MiB,
 * 215 of 1 GiB, never 218.  Estimates from the rates; measured since:
 * 64 slices of 16 MiB 1.377 ms by LONG, 1.003 by CHUNKS (H100). */
static int
long_pays (const ga_scan_plan *p)
{
  const double b = (double) p->axis.n * (double) ga_scan_width (p);
  return (double) p->axis.post * (5e-6 + b / 2.4e12) < b / 11e9;
}

static ga_scan_layout
layout_of (const ga_scan_plan *p)
{
  const ga_pass *a = &p->axis;
  const int knob = layout_knob ();
  if (p->op != GA_SCAN_SUM || (p->elem != GA_DOUBLE && p->elem != GA_SINGLE))
    return GA_SCAN_SERIAL;
  /* STRIPS (H100, double along dim 2, 1 GiB): 16384 slices 0.802 ms
     against a thread a slice's 0.896, 1024 slices 0.863 against 9.938 */
  if (a->pre != 1)
    return knob == 3 && a->pre >= GA_SCAN_STRIPS_MIN_PRE
           && a->n >= GA_SCAN_STRIPS_MIN_N ? GA_SCAN_STRIPS : GA_SCAN_SERIAL;
  /* CHUNKS (H100, double, 1 GiB): 64 slices 1.015 ms against LONG's
     1.367; but 512 slices 1.012 (lane 0 alone looking back) against
     TILES' 0.834 (a tile's ticket, publishing and look-back cost more
     than k_block's walk once its blocks fill the device) and one slice
     1.278 against CUB's 0.877 (one chain of look-backs), so those stay
     TILES and LONG */
  if (a->n >= GA_SCAN_LONG_MIN_N && knob == 3 && a->post >= 2
      && a->post < GA_SCAN_CHUNKS_MAX_POST)
    return GA_SCAN_CHUNKS;
  if (a->n >= GA_SCAN_LONG_MIN_N
      && (knob != 1 ? long_pays (p)
                    : a->post < GA_SCAN_FEW_SLICES && ! p->cplx))
    return GA_SCAN_LONG;
  return a->n >= GA_SCAN_TILES_MIN_N && knob != 1 ? GA_SCAN_TILES
                                                  : GA_SCAN_SERIAL;
}

ga_pass
ga_scan_axis (size_t nd, const size_t *dims, size_t dim)
{
  ga_pass a = {1, 1, 1};
  for (size_t k = 0; k < nd; k++)
    {
      if (k < dim)
        a.pre *= dims[k];
      else if (k == dim)
        a.n = dims[k];
      else
        a.post *= dims[k];
    }
  return a;
}

int
ga_scan_plan_make (ga_scan_plan *p, ga_scan_op op, ga_elem elem, int cplx,
                   size_t nd, const size_t *dims, size_t dim, int want_index,
                   ga_error *err)
{
  if (! takes (op, elem, cplx))
    {
      ga_set_error (err, "gpuaxis:invalid-input", "%s: wrong type argument "
                    "'%s%s'", ga_scan_op_name (op), cplx ? "complex " : "",
                    ga_elem_name (elem));
      return -1;
    }
  p->op = op;
  p->elem = elem;
  p->cplx = cplx;
  p->want_index = want_index && (op == GA_SCAN_MAX || op == GA_SCAN_MIN);
  p->axis = ga_scan_axis (nd, dims, dim);
  p->layout = layout_of (p);
  p->tile = TILE_BYTES / ga_scan_width (p);
  return 0;
}

size_t
ga_scan_numel (const ga_scan_plan *p)
{
  return p->axis.pre * p->axis.n * p->axis.post;
}

size_t
ga_scan_width (const ga_scan_plan *p)
{
  return ga_elem_size (p->elem) * (p->cplx ? 2 : 1);
}
