/* touch_probe.c: the first touch of fresh memory on the GPU host, the cost
 * behind gather (G)'s copy out of the pinned slots (build: gcc -O2 -pthread
 * -o touch_probe touch_probe.c).  For 1 GiB fresh anonymous memory (malloc, as
 * std::allocator gives __gpu_axis_uninit__), with and without
 * MADV_HUGEPAGE, and T threads each on its part:
 *   copy   memcpy from a warm buffer into the fresh pages (what gather does)
 *   touch  memset of the fresh pages
 *   popw   madvise (MADV_POPULATE_WRITE) of its part, then the memcpy
 *   warm   memcpy into the same pages again (already touched)
 * Prints GB/s (1e9 bytes) per case. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
static size_t N = (size_t) 1 << 30;
static char *src, *dst;
static int mode, T;
static double now (void) { struct timespec t; clock_gettime (CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static void *work (void *arg)
{
  size_t i = (size_t) (intptr_t) arg, a = N / T * i, b = i == (size_t) T - 1 ? N : N / T * (i + 1);
  a &= ~(size_t) 4095; if (i + 1 < (size_t) T) b &= ~(size_t) 4095;
  if (mode == 1) memset (dst + a, 1, b - a);
  else
    {
      if (mode == 2) madvise (dst + a, b - a, MADV_POPULATE_WRITE);
      memcpy (dst + a, src + a, b - a);
    }
  return NULL;
}
static double run (int m, int t)
{
  pthread_t th[64]; double t0;
  mode = m; T = t; t0 = now ();
  for (int i = 0; i < t; i++) pthread_create (&th[i], NULL, work, (void *) (intptr_t) i);
  for (int i = 0; i < t; i++) pthread_join (th[i], NULL);
  return N / (now () - t0) / 1e9;
}
static void advise (char *p, int huge)
{
  uintptr_t H = 2 << 20, a = ((uintptr_t) p + H - 1) & ~(H - 1), e = ((uintptr_t) p + N) & ~(H - 1);
  if (huge) madvise ((void *) a, e - a, MADV_HUGEPAGE);
}
int main (void)
{
  static const char *names[] = {"copy", "touch", "popw"};
  int threads[] = {1, 4, 8, 16};
  src = malloc (N); memset (src, 3, N);
  for (int huge = 0; huge < 2; huge++)
    for (int m = 0; m < 3; m++)
      for (int k = 0; k < 4; k++)
        {
          double r, w;
          dst = malloc (N); advise (dst, huge);
          r = run (m, threads[k]);
          w = run (0, threads[k]);
          printf ("huge %d %-5s threads %2d: %6.1f GB/s (then warm copy %5.1f)\n", huge, names[m], threads[k], r, w);
          fflush (stdout);
          free (dst);
        }
  return 0;
}
