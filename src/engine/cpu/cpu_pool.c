/* cpu_pool.c: the CPU backend's threads: how many (ga_cpu_threads) and
 * one persistent pool of them per process, started on first use.
 *
 * Why a pool: threads started and joined per call would add their
 * creation to every call; a job of the pool (wake the workers on a
 * condition variable, run, wait for them) costs 7-8 us on the dev machine
 * (bench/cpu_grain.c), and the workers sleep between jobs, so an idle
 * process spends nothing on them.  They never spin: on a machine shared with other work a spinning
 * worker takes a core from it.  Tasks are handed out one at a time from
 * an atomic counter, so a thread slowed down by other processes takes
 * fewer of them.  The workers run plain C on arrays the caller owns (the
 * reduction loops, reduce_cpu.c), never Octave's API; they block every
 * signal, so Ctrl-C reaches Octave's own thread.  One job runs at a time:
 * a second caller (another thread) computes inline.  The library's
 * destructor joins the workers, so none outlives the code it runs (Octave
 * unloads libgpuaxis.so with its last MEX file on `clear all`).
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>
#include "gpuaxis.h"
#include "reduce_cpu.h"

/* ------------------------------------------------------ the thread count */

static int user_threads;            /* ga_cpu_set_threads; 0: not set */

/* OMP_NUM_THREADS as OpenMP reads it: a positive integer, or a list for
 * nested levels ("8,2") of which the first counts; anything else: 0. */
static int
omp_threads (void)
{
  const char *v = getenv ("OMP_NUM_THREADS");
  char *end;
  long x;
  if (! v)
    return 0;
  while (isspace ((unsigned char) *v))
    v++;
  if (! isdigit ((unsigned char) *v))
    return 0;
  x = strtol (v, &end, 10);
  while (isspace ((unsigned char) *end))
    end++;
  if (x < 1 || (*end && *end != ','))
    return 0;
  return x > GA_CPU_MAX_THREADS ? GA_CPU_MAX_THREADS : (int) x;
}

static int
cpus_allowed (void)
{
  cpu_set_t set;
  long n = 0;
  if (sched_getaffinity (0, sizeof set, &set) == 0)
    n = CPU_COUNT (&set);
  if (n < 1)                        /* more CPUs than cpu_set_t holds */
    n = sysconf (_SC_NPROCESSORS_ONLN);
  if (n < 1)
    n = 1;
  return n > GA_CPU_MAX_THREADS ? GA_CPU_MAX_THREADS : (int) n;
}

/* Asked again each time (the callers ask only for inputs large enough to
 * share): a changed affinity or environment takes effect at once. */
int
ga_cpu_threads (void)
{
  int n;
  if (user_threads > 0)
    return user_threads;
  n = omp_threads ();
  return n > 0 ? n : cpus_allowed ();
}

int
ga_cpu_set_threads (int n)
{
  if (n < 1 || n > GA_CPU_MAX_THREADS)
    return -1;
  user_threads = n;
  return 0;
}

/* --------------------------------------------------------------- the pool */

#define GA_POOL_STACK ((size_t) 256 << 10)   /* the loops need little */

static pthread_mutex_t run_mu = PTHREAD_MUTEX_INITIALIZER;  /* one job */
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;      /* the rest */
static pthread_cond_t wake_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static pthread_t tid[GA_CPU_MAX_THREADS];
static unsigned long gen_at_start[GA_CPU_MAX_THREADS];
static int nworkers;                /* started; the caller is not one    */
static unsigned long gen;           /* one more for every job            */
static int quit;
static int job_workers;             /* workers 0..job_workers-1 take part */
static int job_running;             /* of them, not done yet             */
static ga_task_fn job_fn;
static void *job_arg;
static size_t job_ntasks;
static atomic_size_t job_next;

static void
run_tasks (ga_task_fn fn, void *arg, size_t ntasks)
{
  size_t t;
  while ((t = atomic_fetch_add_explicit (&job_next, 1, memory_order_relaxed)) < ntasks)
    fn (arg, t);
}

static void *
worker (void *arg)
{
  const int id = (int) (intptr_t) arg;
  unsigned long seen = gen_at_start[id];
  for (;;)
    {
      ga_task_fn fn;
      void *a;
      size_t nt;
      pthread_mutex_lock (&mu);
      while (gen == seen && ! quit)
        pthread_cond_wait (&wake_cv, &mu);
      if (quit)
        {
          pthread_mutex_unlock (&mu);
          break;
        }
      seen = gen;
      if (id >= job_workers)        /* not in this job: back to sleep */
        {
          pthread_mutex_unlock (&mu);
          continue;
        }
      fn = job_fn; a = job_arg; nt = job_ntasks;
      pthread_mutex_unlock (&mu);
      run_tasks (fn, a, nt);
      pthread_mutex_lock (&mu);
      if (--job_running == 0)
        pthread_cond_signal (&done_cv);
      pthread_mutex_unlock (&mu);
    }
  return NULL;
}

/* Starts workers up to `want` (run_mu held, no job in flight).  Each new
 * worker starts from the current generation, so it waits for the next job
 * however late it first runs. */
static void
start_workers (int want)
{
  pthread_attr_t attr;
  sigset_t all, old;
  if (want > GA_CPU_MAX_THREADS - 1)
    want = GA_CPU_MAX_THREADS - 1;
  if (want <= nworkers)
    return;
  pthread_attr_init (&attr);
  pthread_attr_setstacksize (&attr, GA_POOL_STACK);
  sigfillset (&all);                /* the workers block every signal */
  pthread_sigmask (SIG_SETMASK, &all, &old);
  pthread_mutex_lock (&mu);
  for (int i = nworkers; i < want; i++)
    {
      gen_at_start[i] = gen;
      if (pthread_create (&tid[i], &attr, worker, (void *) (intptr_t) i) != 0)
        break;
      nworkers = i + 1;
    }
  pthread_mutex_unlock (&mu);
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  pthread_attr_destroy (&attr);
}

int
ga_pool_run_tasks (int threads, size_t ntasks, ga_task_fn fn, void *arg)
{
  int w;
  if ((size_t) threads > ntasks)
    threads = (int) ntasks;
  if (threads <= 1 || pthread_mutex_trylock (&run_mu) != 0)
    {
      for (size_t t = 0; t < ntasks; t++)
        fn (arg, t);
      return 1;
    }
  start_workers (threads - 1);
  w = threads - 1 < nworkers ? threads - 1 : nworkers;
  pthread_mutex_lock (&mu);
  job_fn = fn;
  job_arg = arg;
  job_ntasks = ntasks;
  atomic_store_explicit (&job_next, 0, memory_order_relaxed);
  job_workers = w;
  job_running = w;
  gen++;
  if (w > 0)
    pthread_cond_broadcast (&wake_cv);
  pthread_mutex_unlock (&mu);
  run_tasks (fn, arg, ntasks);
  pthread_mutex_lock (&mu);
  while (job_running > 0)
    pthread_cond_wait (&done_cv, &mu);
  pthread_mutex_unlock (&mu);
  pthread_mutex_unlock (&run_mu);
  return w + 1;
}

void
ga_pool_stop (void)
{
  pthread_mutex_lock (&run_mu);
  pthread_mutex_lock (&mu);
  quit = 1;
  pthread_cond_broadcast (&wake_cv);
  pthread_mutex_unlock (&mu);
  for (int i = 0; i < nworkers; i++)
    pthread_join (tid[i], NULL);
  nworkers = 0;
  quit = 0;
  pthread_mutex_unlock (&run_mu);
}

__attribute__ ((destructor)) static void
pool_fini (void)
{
  ga_pool_stop ();
}
