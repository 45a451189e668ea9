/* arrays.c: the table of gpuArray data (see arrays.h), and what the
 * gpuArray methods do with it independent of where the data lives: a
 * reduction, planned by the gateway with the same rules as the host
 * functions (ga_rules_plan), is run by the engine on the device (ga_dev_reduce) or on
 * the CPU (ga_cpu_run) where the data is in host memory, then finished as
 * gateway/reduce.c finishes a host call: the fill value of reductions over
 * nothing, the casts of mean's OUTTYPE.  Complex results stay complex on
 * the device; gather narrows them (as Octave narrows every result).
 *
 * The call trace lives here too (arrays.h: GPUAXIS_TRACE_CALLS=1): the
 * gateway, this file and device_array.cu add the time of their phases
 * (clock_gettime (CLOCK_MONOTONIC), about 20 ns a reading), and
 * __gpu_array__ ("trace") reports the sums.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "arrays.h"
#include "elem.h"
#include "device_array.h"

#define SLOT_BITS 24
#define SLOT_MAX ((size_t) 1 << SLOT_BITS)
#define GEN_MAX ((uint32_t) 1 << 28)     /* ids stay below 2^52 */

static ga_darray **slots;                /* NULL: a free slot            */
static uint32_t *gens;                   /* generation of each slot      */
static size_t nslots, slots_cap;
static size_t *free_slots, nfree;
static ga_arr_stats st;
static double cap_bytes;                 /* test-only cap, 0: none       */

static ga_darray *sharing;               /* ga_arr_alias's source        */
static void check_device (int always);
static void lose_device_arrays (void);
static int dev_rc (int rc);
static void decide_all (void);
static int last_holder (ga_darray *a);

static void
free_data (int loc, void *data)
{
  if (! data)
    return;
  if (loc == GA_LOC_DEVICE)
    ga_dev_free (data);
  else
    free (data);
}

/* ------------------------------------------------------------ classes */

static const ga_elem code_class[] = {
  GA_DOUBLE, GA_SINGLE, GA_INT8, GA_UINT8, GA_INT16, GA_UINT16, GA_INT32,
  GA_UINT32, GA_INT64, GA_UINT64, GA_LOGICAL};
#define NCODES (sizeof code_class / sizeof code_class[0])

int
ga_arr_class_code (ga_elem e)
{
  for (size_t i = 0; i < NCODES; i++)
    if (code_class[i] == e)
      return (int) i + 1;
  return 0;
}

ga_elem
ga_arr_class_of_code (int code)
{
  return code >= 1 && (size_t) code <= NCODES ? code_class[code - 1] : GA_NELEM;
}

/* ------------------------------------------------------------- table */

static double
live_bytes (void)
{
  return st.device_bytes + st.host_bytes;
}

static void
account (const ga_darray *a, int sign)
{
  if (a->loc == GA_LOC_DEVICE)
    {
      st.device_arrays += (size_t) sign;
      st.device_bytes += sign * (double) a->bytes;
    }
  else
    {
      st.host_arrays += (size_t) sign;
      st.host_bytes += sign * (double) a->bytes;
    }
  st.arrays += (size_t) sign;
}

/* A slot for a new entry, or SLOT_MAX when the table is full. */
static size_t
take_slot (void)
{
  if (nfree)
    return free_slots[--nfree];
  if (nslots == slots_cap)
    {
      size_t want = slots_cap ? 2 * slots_cap : 1024;
      ga_darray **s;
      uint32_t *g;
      size_t *f;
      if (want > SLOT_MAX)
        want = SLOT_MAX;
      if (want == slots_cap)
        return SLOT_MAX;
      s = (ga_darray **) realloc (slots, want * sizeof *s);
      if (s)
        slots = s;
      g = s ? (uint32_t *) realloc (gens, want * sizeof *g) : NULL;
      if (g)
        gens = g;
      f = g ? (size_t *) realloc (free_slots, want * sizeof *f) : NULL;
      if (! f)
        return SLOT_MAX;
      free_slots = f;
      slots_cap = want;
    }
  gens[nslots] = 0;
  return nslots++;
}

static void
give_slot (size_t k)
{
  slots[k] = NULL;
  free_slots[nfree++] = k;
}

/* Who decides pending entries (arrays.h); NULL until one is made. */
static const ga_arr_pending_ops *pend_ops;
static ga_arr_lazy_resolver lazy_resolve;

void
ga_arr_set_lazy_resolver (ga_arr_lazy_resolver fn)
{
  lazy_resolve = fn;
}

void
ga_arr_set_pending_ops (const ga_arr_pending_ops *ops)
{
  pend_ops = ops;
}

static size_t
npending (void)
{
  return pend_ops ? pend_ops->count () : 0;
}

static int create (int loc, ga_elem e, int cplx, size_t nd, const size_t *dims,
                   ga_darray **out, ga_error *err);

int
ga_arr_create (int loc, ga_elem e, int cplx, size_t nd, const size_t *dims,
               ga_darray **out, ga_error *err)
{
  const double t0 = ga_trace_t0 ();
  int rc = create (loc, e, cplx, nd, dims, out, err);
  if (rc != 0 && npending () && ! strcmp (err->id, "gpuaxis:out-of-memory"))
    {                         /* pending entries hold their operands' data */
      decide_all ();
      rc = create (loc, e, cplx, nd, dims, out, err);
    }
  ga_trace_add (GA_TR_CREATE, t0);
  return rc;
}

int
ga_arr_room (int loc, double bytes, ga_error *err)
{
  if (cap_bytes > 0 && live_bytes () + bytes > cap_bytes)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of %s memory: the "
                    "gpuArray needs %.3g MB, %.3g MB of the %.3g MB allowed "
                    "(test cap) are in use", loc == GA_LOC_DEVICE ? "device"
                    : "host", bytes / 1e6, live_bytes () / 1e6, cap_bytes / 1e6);
      return -1;
    }
  return 0;
}

static int
create (int loc, ga_elem e, int cplx, size_t nd, const size_t *dims,
        ga_darray **out, ga_error *err)
{
  size_t numel = 1, k, esz = ga_elem_size (e) * (cplx ? 2 : 1);
  double bytes = (double) esz;
  ga_darray *a;
  *out = NULL;
  for (size_t i = 0; i < nd; i++)
    {
      numel *= dims[i];
      bytes *= (double) dims[i];
    }
  if (! sharing && ga_arr_room (loc, bytes, err) != 0)
    return -1;
  if (bytes >= 9.0e18)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "the gpuArray needs %.3g "
                    "bytes", bytes);
      return -1;
    }
  if (loc == GA_LOC_DEVICE)
    check_device (1);
  a = (ga_darray *) calloc (1, sizeof *a + (nd < 2 ? 2 : nd) * sizeof (size_t));
  k = a ? take_slot () : SLOT_MAX;
  if (k == SLOT_MAX)
    {
      free (a);
      ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory for "
                    "the table of gpuArrays");
      return -1;
    }
  a->loc = loc;
  a->dev = loc == GA_LOC_DEVICE ? ga_dev_selected () : -1;
  a->elem = e;
  a->cplx = cplx;
  a->numel = numel;
  a->bytes = (size_t) bytes;
  a->nd = nd < 2 ? 2 : nd;
  a->dims[0] = a->dims[1] = 1;
  for (size_t i = 0; i < nd; i++)
    a->dims[i] = dims[i];
  if (sharing && ! sharing->live)           /* lost by check_device */
    {
      free (a);
      free_slots[nfree++] = k;
      ga_set_error (err, "gpuaxis:invalid-array", "the data of this "
                    "gpuArray is gone");
      return -1;
    }
  if (sharing)
    {
      a->data = sharing->data;
      a->shared = sharing->shared;
      ++*a->shared;
    }
  else if (a->bytes > 0)
    {
      int rc = 0;
      if (loc == GA_LOC_DEVICE)
        rc = ga_dev_alloc (a->bytes, &a->data, err);
      else
        {
          a->data = malloc (a->bytes);
          if (! a->data)
            {
              ga_set_error (err, "gpuaxis:out-of-memory", "out of host "
                            "memory for a gpuArray of %.3g MB", bytes / 1e6);
              rc = -1;
            }
        }
      if (rc != 0)
        {
          free (a);
          free_slots[nfree++] = k;
          if (rc == GA_DEV_LOST)
            ga_arr_reset (0);
          return -1;
        }
    }
  if (++gens[k] >= GEN_MAX)
    gens[k] = 1;
  a->id = (double) (((uint64_t) gens[k] << SLOT_BITS) | k);
  a->live = 1;
  slots[k] = a;
  account (a, +1);
  *out = a;
  return 0;
}

static ga_darray *
lookup (double id, size_t *slot)
{
  uint64_t u, k;
  if (! (id > 0 && id < 4503599627370496.0) || id != floor (id))
    return NULL;
  u = (uint64_t) id;
  k = u & (SLOT_MAX - 1);
  if (k >= nslots || ! slots[k] || gens[k] != (uint32_t) (u >> SLOT_BITS))
    return NULL;
  if (slot)
    *slot = (size_t) k;
  return slots[k];
}

/* Before device pointers are used: a context reset elsewhere in the
 * package took every device array with it. */
static void
check_device (int always)
{
  ga_error e = {0};
  if ((always || st.device_arrays) && ga_dev_check (&e) == GA_DEV_LOST)
    lose_device_arrays ();
}

static ga_darray *find (double id, int transpose, ga_error *err);

ga_darray *
ga_arr_find (double id, ga_error *err)
{
  return find (id, 1, err);
}

ga_darray *
ga_arr_find_lazy (double id, ga_error *err)
{
  return find (id, 0, err);
}

static ga_darray *
find (double id, int transpose, ga_error *err)
{
  const double t0 = ga_trace_t0 ();
  ga_darray *a = lookup (id, NULL);
  if (a && a->live && a->loc == GA_LOC_DEVICE)
    check_device (0);
  ga_trace_add (GA_TR_LOOKUP, t0);
  if (! a)
    {
      ga_set_error (err, "gpuaxis:invalid-array", "not a valid gpuArray "
                    "(unknown id): make it again with gpuArray (X)");
      return NULL;
    }
  if (! a->live)
    {
      ga_set_error (err, "gpuaxis:invalid-array", "the data of this gpuArray "
                    "is gone: it was released by reset (gpuDevice ()), by "
                    "selecting another device, or by a fatal device error; "
                    "make it again with gpuArray (X)");
      return NULL;
    }
  if (a->pending && dev_rc (pend_ops->resolve (a, err)) != 0)
    return NULL;
  if (transpose && a->lazy_t && dev_rc (lazy_resolve (a, err)) != 0)
    return NULL;
  return a;
}

int
ga_arr_exists (double id)
{
  ga_darray *a = lookup (id, NULL);
  if (a && a->live && a->loc == GA_LOC_DEVICE)
    check_device (0);
  return a && a->live;
}

/* Every pending entry decided (after a wait, or to free what they hold);
 * one that fails stays pending and says why where it is used. */
static void
decide_all (void)
{
  for (size_t k = 0; k < nslots && npending (); k++)
    if (slots[k] && slots[k]->live && slots[k]->pending)
      {
        ga_error e = {0};
        dev_rc (pend_ops->resolve (slots[k], &e));
      }
}

/* a's data gets a count of its holders (1: a alone) if it had none. */
static int
count_holders (ga_darray *a, ga_error *err)
{
  if (! a->shared && ! (a->shared = (unsigned *) calloc (1, sizeof (unsigned))))
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory");
      return -1;
    }
  if (*a->shared == 0)
    *a->shared = 1;
  return 0;
}

int
ga_arr_alias (ga_darray *a, size_t nd, const size_t *dims, ga_darray **out,
              ga_error *err)
{
  int rc;
  if (count_holders (a, err) != 0)
    return -1;
  sharing = a;
  rc = ga_arr_create (a->loc, a->elem, a->cplx, nd, dims, out, err);
  sharing = NULL;
  return rc;
}

int
ga_arr_hold (ga_darray *a, ga_hold *h, ga_error *err)
{
  if (count_holders (a, err) != 0)
    return -1;
  ++*a->shared;
  h->data = a->data;
  h->shared = a->shared;
  h->loc = a->loc;
  return 0;
}

void
ga_arr_unhold (ga_hold *h, int free_it)
{
  if (! h->shared)
    return;
  if (--*h->shared == 0)
    {
      free (h->shared);
      if (free_it)
        free_data (h->loc, h->data);
    }
  h->shared = NULL;
  h->data = NULL;
}

void
ga_arr_set_data (ga_darray *a, void *data, int cplx)
{
  account (a, -1);
  if (last_holder (a))
    free_data (a->loc, a->data);
  a->data = data;
  a->cplx = cplx;
  a->bytes = a->numel * ga_elem_size (a->elem) * (cplx ? 2 : 1);
  account (a, +1);
}

/* 1 when a holds the last reference to its data (always, unshared). */
static int
last_holder (ga_darray *a)
{
  int last = 1;
  if (a->shared)
    {
      last = --*a->shared == 0;
      if (last)
        free (a->shared);
      a->shared = NULL;
    }
  return last;
}

static void
drop_data (ga_darray *a, int free_it)
{
  if (! a->live)
    return;
  if (a->pending)
    pend_ops->drop (a, free_it);
  if (last_holder (a) && free_it)
    free_data (a->loc, a->data);
  a->data = NULL;
  account (a, -1);
  a->live = 0;
  st.released++;
}

void
ga_arr_release (double id)
{
  const double t0 = ga_trace_t0 ();
  size_t k;
  ga_darray *a = lookup (id, &k);
  if (! a)
    return;
  drop_data (a, 1);
  st.released--;
  free (a);
  give_slot (k);
  ga_trace_add (GA_TR_FREE, t0);
}

/* Every device array forgotten (its memory went with the context). */
static void
lose_device_arrays (void)
{
  for (size_t k = 0; k < nslots; k++)
    if (slots[k] && slots[k]->live && slots[k]->loc == GA_LOC_DEVICE)
      drop_data (slots[k], 0);
}

/* After a device call: a lost context takes every device array with it. */
static int
dev_rc (int rc)
{
  if (rc == GA_DEV_LOST)
    {
      lose_device_arrays ();
      ga_dev_release (0);
    }
  return rc == 0 ? 0 : -1;
}

int
ga_arr_dev_rc (int rc)
{
  return dev_rc (rc);
}

void
ga_arr_reset (int reset_device)
{
  for (size_t k = 0; k < nslots; k++)
    if (slots[k] && slots[k]->live)
      drop_data (slots[k], 1);
  ga_dev_release (reset_device);
}

int
ga_arr_select (int idx, ga_error *err)
{
  int n = ga_dev_count ();
  if (idx < 0 || idx >= n)
    {
      if (n == 0)
        ga_set_error (err, "gpuaxis:no-gpu", "there is no CUDA device to "
                      "select");
      else
        ga_set_error (err, "gpuaxis:invalid-device", "IDX must be an "
                      "integer from 1 to %d (the CUDA devices there are), "
                      "not %d", n, idx + 1);
      return -1;
    }
  if (idx == ga_dev_selected ())
    return dev_rc (ga_dev_select (idx, err));     /* made ready if not yet */
  for (size_t k = 0; k < nslots; k++)
    if (slots[k] && slots[k]->live && slots[k]->loc == GA_LOC_DEVICE)
      drop_data (slots[k], 1);
  return dev_rc (ga_dev_select (idx, err));
}

int
ga_arr_sync (ga_error *err)
{
  int rc;
  if (ga_dev_count () == 0)
    return 0;
  rc = dev_rc (ga_dev_sync (err));
  if (rc == 0)
    decide_all ();              /* their flags are there: no wait */
  return rc;
}

void
ga_arr_set_cap (double bytes)
{
  cap_bytes = bytes > 0 && isfinite (bytes) ? bytes : 0;
}

void
ga_arr_stats_get (ga_arr_stats *s)
{
  *s = st;
  s->cap = cap_bytes;
}

/* When the library is unloaded (Octave's exit; `clear functions` only
 * before the first gpuArray's handle: __gpu_array_handle__.oct links the
 * library and is never unloaded): the table's own memory, and the host
 * data of entries still there.  Device memory goes with the process's
 * CUDA context.  A handle destroyed after this finds nothing to free. */
__attribute__ ((destructor)) static void
table_fini (void)
{
  for (size_t k = 0; k < nslots; k++)
    if (slots[k])
      {
        if (slots[k]->pending)
          pend_ops->drop (slots[k], 0);
        if (slots[k]->live && last_holder (slots[k])
            && slots[k]->loc == GA_LOC_HOST)
          free (slots[k]->data);
        free (slots[k]);
      }
  free (slots);
  free (gens);
  free (free_slots);
  slots = NULL;
  gens = NULL;
  free_slots = NULL;
  nslots = slots_cap = nfree = 0;
}

/* --------------------------------------------------------- transfers */

int
ga_arr_write (ga_darray *a, const void *src, ga_error *err)
{
  if (a->bytes == 0)
    return 0;
  if (a->loc == GA_LOC_HOST)
    {
      memcpy (a->data, src, a->bytes);
      return 0;
    }
  return dev_rc (ga_dev_upload (a->data, src, a->bytes, err));
}

int
ga_arr_read (const ga_darray *a, void *dst, ga_error *err)
{
  if (a->bytes == 0)
    return 0;
  if (a->loc == GA_LOC_HOST)
    {
      memcpy (dst, a->data, a->bytes);
      return 0;
    }
  return dev_rc (ga_dev_download (dst, a->data, a->bytes, err));
}

/* -------------------------------------------------------- conversion */

void
ga_convert_host (ga_elem from, ga_elem to, size_t n, const void *in, void *out)
{
  for (size_t i = 0; i < n; i++)
    ga_put_d (to, out, i, from == GA_SINGLE ? (double) ((const float *) in)[i]
                                            : ((const double *) in)[i]);
}

int
ga_imag_all_zero (ga_elem e, const void *pairs, size_t n)
{
  if (e == GA_SINGLE)
    {
      const float *z = (const float *) pairs;
      for (size_t i = 0; i < n; i++)
        if (z[2 * i + 1] != 0)
          return 0;
    }
  else
    {
      const double *z = (const double *) pairs;
      for (size_t i = 0; i < n; i++)
        if (z[2 * i + 1] != 0)
          return 0;
    }
  return 1;
}

/* n elements of class e (pairs when cplx) at p set to v + 0i. */
static void
fill_host (ga_elem e, int cplx, size_t n, double v, void *p)
{
  const size_t esz = ga_elem_size (e), step = esz * (cplx ? 2 : 1);
  char one[8];
  ga_convert_host (GA_DOUBLE, e, 1, &v, one);
  if (cplx)
    memset (p, 0, n * step);
  for (size_t i = 0; i < n; i++)
    memcpy ((char *) p + i * step, one, esz);
}

/* -------------------------------------------------------- reductions */

/* The real class an engine result of element type e is made of. */
static ga_elem
real_part (ga_elem e)
{
  return e == GA_CDOUBLE ? GA_DOUBLE : e == GA_CSINGLE ? GA_SINGLE : e;
}

int
ga_arr_reduce (ga_darray *A, const ga_outcome *o, const size_t *odims,
               int want_index, ga_darray **res, ga_darray **index,
               ga_error *err)
{
  ga_darray *R = NULL, *I = NULL;
  void *tmp = NULL;
  int rc = -1;
  *res = *index = NULL;
  if (ga_arr_create (A->loc, o->out, o->out_complex, o->ond, odims, &R, err) != 0
      || (want_index
          && ga_arr_create (A->loc, GA_DOUBLE, 0, o->ond, odims, &I, err) != 0))
    goto done;
  if (o->run)
    {
      const ga_plan *p = &o->plan;
      const ga_elem ee = real_part (p->out);
      const size_t eng_bytes = ga_pass_outputs (&p->pass[p->npass - 1])
                               * ga_elem_size (p->out);
      void *eng = R->data;
      if (o->cast_to != GA_NELEM)
        {                              /* mean's OUTTYPE: the engine writes
                                          its own class, converted after */
          if (A->loc == GA_LOC_DEVICE)
            {
              if (dev_rc (ga_dev_alloc (eng_bytes, &tmp, err)) != 0)
                goto done;
            }
          else if (! (tmp = malloc (eng_bytes)))
            {
              ga_set_error (err, "gpuaxis:out-of-memory", "out of host memory");
              goto done;
            }
          eng = tmp;
        }
      else if (eng_bytes != R->bytes)
        {
          ga_set_error (err, "gpuaxis:internal", "result of %zu bytes for "
                        "%zu", eng_bytes, R->bytes);
          goto done;
        }
      if (A->loc == GA_LOC_DEVICE)
        {
          if (dev_rc (ga_dev_reduce (p, A->data, A->bytes, eng, eng_bytes,
                                     I ? I->data : NULL, err)) != 0
              || (tmp && dev_rc (ga_dev_convert (ee, o->cast_to,
                                                 eng_bytes / ga_elem_size (ee),
                                                 tmp, R->data, err)) != 0))
            goto done;
        }
      else
        {
          if (ga_cpu_run (p, A->data, eng, I ? I->data : NULL, err) != 0)
            goto done;
          if (tmp)
            ga_convert_host (ee, o->cast_to, eng_bytes / ga_elem_size (ee), tmp,
                             R->data);
        }
    }
  else if (R->numel > 0)
    {                                  /* reductions over nothing */
      if (R->loc == GA_LOC_DEVICE)
        {
          if (dev_rc (ga_dev_fill (o->out, o->out_complex, R->numel, o->fill,
                                   R->data, err)) != 0)
            goto done;
        }
      else
        fill_host (o->out, o->out_complex, R->numel, o->fill, R->data);
    }
  rc = 0;
done:
  if (tmp)
    {
      if (A->loc == GA_LOC_DEVICE)
        ga_dev_free (tmp);
      else
        free (tmp);
    }
  if (rc != 0)
    {
      if (R)
        ga_arr_release (R->id);
      if (I)
        ga_arr_release (I->id);
      R = I = NULL;
      if (! err->id[0])
        ga_set_error (err, "gpuaxis:internal", "reduction failed");
    }
  *res = R;
  *index = I;
  return rc;
}

/* ------------------------------------------------------------ trace */

static int trace_on = -1;                /* -1: environment not read yet */
static double trace_sum[GA_TR_N], trace_cnt[GA_TR_N];
static const char *const trace_names[GA_TR_N] = {
  "call", "parse", "lookup", "plan", "create", "alloc", "enter", "kernel",
  "free", "meta", "lock", "result", "h2d_copy", "h2d_wait", "d2h_copy",
  "d2h_wait", "dma_issue", "transfer"};

static double
mono_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

double
ga_trace_t0 (void)
{
  if (trace_on < 0)
    {
      const char *v = getenv ("GPUAXIS_TRACE_CALLS");
      trace_on = v && ! strcmp (v, "1");
    }
  return trace_on ? mono_now () : 0;
}

void
ga_trace_add (int phase, double t0)
{
  if (t0 != 0 && phase >= 0 && phase < GA_TR_N)
    {
      trace_sum[phase] += mono_now () - t0;
      trace_cnt[phase] += 1;
    }
}

int
ga_trace_get (const char **names, double *secs, double *counts, int n)
{
  int k;
  for (k = 0; k < n && k < GA_TR_N; k++)
    {
      names[k] = trace_names[k];
      secs[k] = trace_sum[k];
      counts[k] = trace_cnt[k];
    }
  return k;
}

void
ga_trace_reset (void)
{
  memset (trace_sum, 0, sizeof trace_sum);
  memset (trace_cnt, 0, sizeof trace_cnt);
}
