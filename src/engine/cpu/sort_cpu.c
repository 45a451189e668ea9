/* sort_cpu.c: the CPU engine of sort.h.
 *
 * Each slice is sorted on its own by an LSD radix sort of its keys, a
 * byte a pass (a byte that all keys share is skipped), which is stable;
 * slices shorter than 32 go by insertion, stable too.  Slices are shared
 * among the threads of cpu_pool.c in tasks of whole slices; a single long
 * slice runs on one thread.  Keys and permutations stay in the layout the
 * plan gives (a slice after another), and the keys and the results are
 * made walking the array as the CUDA kernels walk it (sort_keys.h's
 * ga_sk_slice_of), so the CUDA engine's steps and index arithmetic are
 * these, tested here.  A selection (nth) narrows a slice's keys a byte
 * at a time from the top, with the CUDA kernel's counts and choices
 * (sort_keys.h's ga_sk_pick_digit), a slice a thread.  Also the weak ga_sort_cuda () of a build without
 * nvcc (cuda/sort_cuda.cu defines the strong one).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdlib.h>
#include <string.h>
#include "sort_keys.h"
#include "reduce_cpu.h"
#include "host_mem.h"

/* Tasks of at least this many elements (fewer tasks for tiny slices). */
#define TASK_ELEMS ((size_t) 1 << 16)

typedef struct {
  const ga_sort_plan *p;
  size_t per_task, nslices;
  ga_sort_key kind;
  int width, identity, failed;
  const void *in;
  const uint32_t *perm_in;
  void *keys;
  uint32_t *perm;
  double *out_index;
  void *out;
  size_t rank;                   /* nth: the rank, its outputs          */
  void *lo, *hi, *top;
} job;

static void
set_key (void *keys, int width, size_t i, uint64_t k)
{
  switch (width)
    {
    case 8: ((uint64_t *) keys)[i] = k; break;
    case 4: ((uint32_t *) keys)[i] = (uint32_t) k; break;
    case 2: ((uint16_t *) keys)[i] = (uint16_t) k; break;
    default: ((uint8_t *) keys)[i] = (uint8_t) k; break;
    }
}

static void
run (job *J, ga_task_fn fn)
{
  const size_t ns = J->nslices, n = J->p->n ? J->p->n : 1;
  size_t per = TASK_ELEMS / n;
  if (per < 1)
    per = 1;
  J->per_task = per;
  ga_pool_run_tasks (ga_cpu_threads (), (ns + per - 1) / per, fn, J);
}

/* One past the last slice of task t. */
static size_t
last_slice (const job *J, size_t t)
{
  return (t + 1) * J->per_task < J->nslices ? (t + 1) * J->per_task : J->nslices;
}

/* ---------------------------------------------------------- keys */

/* As the CUDA kernel: the first pass's keys in the array's memory order,
 * keys through a permutation in the keys' order; tasks of element
 * ranges. */
static void
keys_task (void *arg, size_t t)
{
  job *J = (job *) arg;
  const ga_sort_plan *p = J->p;
  const size_t total = p->pre * p->n * p->post;
  const size_t q1 = (t + 1) * TASK_ELEMS < total ? (t + 1) * TASK_ELEMS : total;
  for (size_t q = t * TASK_ELEMS; q < q1; q++)
    {
      size_t s, j, at = q, to = q;
      if (J->perm_in)
        at = ga_sk_place (p->pre, p->n, q / p->n, J->perm_in[q]);
      else
        {
          ga_sk_slice_of (p->pre, p->n, q, &s, &j);
          to = s * p->n + j;
        }
      set_key (J->keys, J->width, to,
               ga_sk_key_dir (J->in, at, p->elem, p->cplx, J->kind,
                              p->descend, J->width));
    }
}

/* Runs fn over p's elements in tasks of TASK_ELEMS. */
static int
run_elems (const ga_sort_plan *p, job *J, ga_task_fn fn)
{
  const size_t total = p->pre * p->n * p->post;
  J->p = p;
  J->nslices = p->pre * p->post;
  ga_pool_run_tasks (ga_cpu_threads (), (total + TASK_ELEMS - 1) / TASK_ELEMS, fn, J);
  return 0;
}

/* Runs fn over p's slices with J's fields (p and nslices set here). */
static int
run_job (const ga_sort_plan *p, job *J, ga_task_fn fn)
{
  J->p = p;
  J->nslices = p->pre * p->post;
  run (J, fn);
  return 0;
}

static int
c_keys (const ga_sort_plan *p, ga_sort_key kind, int width, const void *in,
        const uint32_t *perm, void *keys, uint32_t *iota, ga_error *err)
{
  job J = {0};
  (void) err;
  (void) iota;                  /* c_sort makes the identity itself */
  J.kind = kind;
  J.width = width;
  J.in = in;
  J.perm_in = perm;
  J.keys = keys;
  return run_elems (p, &J, keys_task);
}

/* ---------------------------------------------------------- sort */

/* One slice: k (n keys) and v (its permutation) sorted; k2, v2 scratch
 * of n; returns the buffer (0: k/v, 1: k2/v2) that holds the result. */
static int
radix_slice (size_t n, int width, uint64_t *k, uint32_t *v, uint64_t *k2,
             uint32_t *v2)
{
  int cur = 0;
  if (n < 32)
    {
      for (size_t i = 1; i < n; i++)
        {
          const uint64_t key = k[i];
          const uint32_t val = v[i];
          size_t j = i;
          for (; j > 0 && k[j - 1] > key; j--)
            {
              k[j] = k[j - 1];
              v[j] = v[j - 1];
            }
          k[j] = key;
          v[j] = val;
        }
      return 0;
    }
  for (int byte = 0; byte < width; byte++)
    {
      size_t count[256] = {0}, pos[256];
      uint64_t *ks = cur ? k2 : k, *kd = cur ? k : k2;
      uint32_t *vs = cur ? v2 : v, *vd = cur ? v : v2;
      const int sh = 8 * byte;
      for (size_t i = 0; i < n; i++)
        count[(ks[i] >> sh) & 0xff]++;
      if (count[(ks[0] >> sh) & 0xff] == n)
        continue;                               /* every key shares it */
      pos[0] = 0;
      for (int d = 1; d < 256; d++)
        pos[d] = pos[d - 1] + count[d - 1];
      for (size_t i = 0; i < n; i++)
        {
          const size_t at = pos[(ks[i] >> sh) & 0xff]++;
          kd[at] = ks[i];
          vd[at] = vs[i];
        }
      cur = ! cur;
    }
  return cur;
}

static void
sort_task (void *arg, size_t t)
{
  job *J = (job *) arg;
  const size_t n = J->p->n;
  const size_t s1 = last_slice (J, t);
  uint64_t *k = (uint64_t *) malloc (2 * n * sizeof *k);
  uint32_t *v = (uint32_t *) malloc (2 * n * sizeof *v);
  if (! k || ! v)
    {
      J->failed = 1;
      free (k);
      free (v);
      return;
    }
  for (size_t s = t * J->per_task; s < s1; s++)
    {
      uint32_t *pv = J->perm + s * n;
      for (size_t j = 0; j < n; j++)
        {
          k[j] = ga_sk_load (J->keys, J->width, s * n + j);
          v[j] = J->identity ? (uint32_t) j : pv[j];
        }
      const int cur = radix_slice (n, J->width, k, v, k + n, v + n);
      memcpy (pv, cur ? v + n : v, n * sizeof *v);
      for (size_t j = 0; j < n; j++)            /* the sorted keys back */
        set_key (J->keys, J->width, s * n + j, (cur ? k + n : k)[j]);
    }
  free (k);
  free (v);
}

static int
c_sort (const ga_sort_plan *p, int width, void *keys[2], uint32_t *perm[2],
        int identity, int *which, int *kwhich, ga_error *err)
{
  job J = {0};
  J.width = width;
  J.keys = keys[0];
  J.perm = perm[0];
  J.identity = identity;
  run_job (p, &J, sort_task);
  *which = *kwhich = 0;
  if (J.failed)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
      return -1;
    }
  return 0;
}

/* -------------------------------------------------- finish, mode */

/* As the CUDA kernel: in the result's memory order; a value from its key
 * where that is exact, else through the permutation. */
static void
finish_task (void *arg, size_t t)
{
  job *J = (job *) arg;
  const ga_sort_plan *p = J->p;
  const size_t w = ga_elem_size (p->elem) * (p->cplx ? 2 : 1);
  const size_t total = p->pre * p->n * p->post;
  const size_t e1 = (t + 1) * TASK_ELEMS < total ? (t + 1) * TASK_ELEMS : total;
  for (size_t at = t * TASK_ELEMS; at < e1; at++)
    {
      size_t s, j;
      ga_sk_slice_of (p->pre, p->n, at, &s, &j);
      const size_t q = s * p->n + j;
      if (J->out)
        {
          const uint64_t k = J->keys ? ga_sk_ascending (ga_sk_load (J->keys, J->width, q),
                                                        J->width, p->descend) : 0;
          if (J->keys && ga_sk_exact (k, p->elem))
            ga_sk_unkey (k, p->elem, J->out, at);
          else
            memcpy ((char *) J->out + at * w, (const char *) J->in
                    + ga_sk_place (p->pre, p->n, s, J->perm_in[q]) * w, w);
        }
      if (J->out_index)
        J->out_index[at] = (double) J->perm_in[q] + 1;
    }
}

static int
c_finish (const ga_sort_plan *p, const void *in, const uint32_t *perm,
          const void *keys, int width, void *out, double *index, ga_error *err)
{
  job J = {0};
  (void) err;
  J.in = in;
  J.perm_in = perm;
  J.keys = (void *) keys;
  J.width = width;
  J.out = out;
  J.out_index = index;
  return run_elems (p, &J, finish_task);
}

/* mode in the CUDA engine's steps (its kernels and CUB calls, one for
 * one), so that their logic is what the CPU tests run: a flag where each
 * run starts, the starts listed, their lengths, each slice's first run
 * by binary search, the first longest run of each slice, its value. */
static void
flags_task (void *arg, size_t t)
{
  job *J = (job *) arg;
  const ga_sort_plan *p = J->p;
  const size_t total = p->pre * p->n * p->post;
  const size_t q1 = (t + 1) * TASK_ELEMS < total ? (t + 1) * TASK_ELEMS : total;
  unsigned char *flags = (unsigned char *) J->keys;
  for (size_t q = t * TASK_ELEMS; q < q1; q++)
    {
      const size_t s = q / p->n, j = q - s * p->n;
      flags[q] = j == 0
                 || ! ga_sk_same (J->in, ga_sk_place (p->pre, p->n, s, J->perm_in[q - 1]),
                                  ga_sk_place (p->pre, p->n, s, J->perm_in[q]),
                                  p->elem, p->cplx);
    }
}

static int
c_mode (const ga_sort_plan *p, const void *in, const uint32_t *perm, void *m,
        double *f, ga_error *err)
{
  const size_t total = p->pre * p->n * p->post, ns = p->pre * p->post;
  const size_t w = ga_elem_size (p->elem) * (p->cplx ? 2 : 1);
  unsigned char *flags = (unsigned char *) malloc (total);
  long long *starts = (long long *) malloc (total * sizeof *starts);
  long long *soff = (long long *) malloc ((ns + 1) * sizeof *soff);
  unsigned *len = (unsigned *) malloc (total * sizeof *len);
  long long nr = 0;
  job J = {0};
  int rc = 0;
  if (! flags || ! starts || ! soff || ! len)
    {
      ga_set_error (err, "gpuaxis:out-of-memory", "out of memory");
      rc = -1;
      goto done;
    }
  J.in = in;                                      /* k_run_starts */
  J.perm_in = perm;
  J.keys = flags;
  run_elems (p, &J, flags_task);
  for (size_t q = 0; q < total; q++)              /* DeviceSelect::Flagged */
    if (flags[q])
      starts[nr++] = (long long) q;
  for (long long r = 0; r < nr; r++)              /* k_run_lengths */
    len[r] = (unsigned) ((r + 1 < nr ? starts[r + 1] : (long long) total) - starts[r]);
  for (size_t s = 0; s <= ns; s++)                /* k_slice_runs */
    {
      long long lo = 0, hi = nr;
      while (lo < hi)
        {
          const long long mid = lo + (hi - lo) / 2;
          if (starts[mid] < (long long) (s * p->n))
            lo = mid + 1;
          else
            hi = mid;
        }
      soff[s] = s == ns ? nr : lo;
    }
  for (size_t s = 0; s < ns; s++)                 /* ArgMax, k_mode_pick */
    {
      long long best = soff[s];
      for (long long r = soff[s] + 1; r < soff[s + 1]; r++)
        if (len[r] > len[best])
          best = r;
      memcpy ((char *) m + s * w,
              (const char *) in + ga_sk_place (p->pre, p->n, s, perm[starts[best]]) * w, w);
      f[s] = (double) len[best];
    }
done:
  free (flags);
  free (starts);
  free (soff);
  free (len);
  return rc;
}

/* ----------------------------------------------------------- nth */

/* Key j of slice s: from the keys, or made from the contiguous slice. */
static uint64_t
nth_key (const job *J, size_t s, size_t j)
{
  const size_t q = s * J->p->n + j;
  return J->keys ? ga_sk_load (J->keys, J->width, q)
                 : ga_sk_key (J->in, q, J->p->elem, 0, GA_SORT_KEY_VALUE);
}

/* As the CUDA kernel, a slice at a time: the largest key; a pass a byte
 * from the top, counting the keys that share the bytes chosen so far;
 * then rank r + 1: the same key while the equal ones last, else the
 * smallest key above it. */
static void
nth_task (void *arg, size_t t)
{
  job *J = (job *) arg;
  const size_t n = J->p->n, s1 = last_slice (J, t);
  const ga_elem e = J->p->elem;
  for (size_t s = t * J->per_task; s < s1; s++)
    {
      uint64_t top = 0, prefix = 0, pmask = 0, kk = J->rank;
      unsigned cnt = 0;
      for (size_t j = 0; j < n; j++)
        {
          const uint64_t k = nth_key (J, s, j);
          top = k > top ? k : top;
        }
      for (int shift = 8 * J->width - 8; shift >= 0; shift -= 8)
        {
          unsigned hist[256] = {0};
          for (size_t j = 0; j < n; j++)
            {
              const uint64_t k = nth_key (J, s, j);
              if ((k & pmask) == prefix)
                hist[(k >> shift) & 0xff]++;
            }
          prefix |= (uint64_t) ga_sk_pick_digit (hist, &kk, &cnt) << shift;
          pmask |= (uint64_t) 0xff << shift;
        }
      ga_sk_unkey (prefix, e, J->lo, s);
      if (J->hi)
        {
          uint64_t next = prefix;
          if (kk + 1 >= cnt)
            {
              next = ~(uint64_t) 0;
              for (size_t j = 0; j < n; j++)
                {
                  const uint64_t k = nth_key (J, s, j);
                  if (k > prefix && k < next)
                    next = k;
                }
            }
          ga_sk_unkey (next, e, J->hi, s);
        }
      if (J->top)
        ga_sk_unkey (top, e, J->top, s);
    }
}

static int
c_nth (const ga_sort_plan *p, int width, const void *in, const void *keys,
       size_t r, void *lo, void *hi, void *top, ga_error *err)
{
  job J = {0};
  (void) err;
  J.width = width;
  J.in = in;
  J.keys = (void *) keys;
  J.rank = r;
  J.lo = lo;
  J.hi = hi;
  J.top = top;
  return run_job (p, &J, nth_task);
}

const ga_sort_backend *
ga_sort_cpu (void)
{
  static const ga_sort_backend be = {
    "cpu", ga_host_alloc, ga_host_release, c_keys, c_sort, c_finish, c_mode,
    c_nth
  };
  return &be;
}

/* ------------------------------------- a build without nvcc (weak) */

__attribute__ ((weak)) const ga_sort_backend *
ga_sort_cuda (void)
{
  return NULL;
}
