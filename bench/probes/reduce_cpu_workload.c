/* reduce_cpu_workload.c: a fixed single-thread workload of the CPU
 * reduction loops, for comparing two builds of engine/cpu/reduce_cpu.o by
 * instruction count (valgrind --tool=callgrind), which does not move with
 * the machine's load as timings do: any of 4 Mi zeros in double (no early
 * stop), min of 4 Mi uint32 and uint8, each along a long vector, along
 * dim 2 of [2048, 2048] and along dim 1 of [2048, 2048].  From src/, with
 * reduce_cpu.o of the build under test (for one that still defines
 * ga_cpu_run, `objcopy --weaken-symbol=ga_cpu_run` it first):
 *
 *   gcc -O3 -std=gnu11 -Iengine -Iengine/cpu -Iengine/cuda \
 *     -o workload ../bench/probes/reduce_cpu_workload.c engine/plan.c \
 *     engine/cpu/cpu_split.c engine/cpu/cpu_pool.c REDUCE_CPU.o \
 *     $(make -s print-backend-objects NVCC=) -lpthread -lm
 *   valgrind --tool=callgrind --callgrind-out-file=cg.out ./workload
 *   callgrind_annotate cg.out | grep -E 'TOTALS|cpu_ANY|cpu_MIN_U'
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpuaxis.h"

static void
run (ga_op op, ga_elem in, ga_elem out, const void *x, size_t pre, size_t n,
     size_t post, void *y)
{
  ga_plan p;
  ga_error err = {0};
  memset (&p, 0, sizeof p);
  p.op = op; p.in = in; p.acc = GA_ACC_NATIVE; p.out = out; p.npass = 1;
  p.pass[0].pre = pre; p.pass[0].n = n; p.pass[0].post = post;
  ga_plan_set_bounds (&p);
  if (ga_cpu_run (&p, x, y, NULL, &err) != 0)
    {
      printf ("error %s\n", err.msg);
      exit (1);
    }
}

int
main (void)
{
  const size_t N = (size_t) 1 << 22;
  const size_t shapes[3][3] = {{1, N, 1}, {2048, N / 2048, 1}, {1, 2048, N / 2048}};
  double *xd = calloc (N, sizeof *xd);
  uint32_t *xu = malloc (N * sizeof *xu);
  uint8_t *xb = malloc (N);
  void *y = malloc (N * sizeof (double));
  if (! xd || ! xu || ! xb || ! y)
    return 1;
  for (size_t i = 0; i < N; i++)
    {
      xu[i] = (uint32_t) (i * 2654435761u);
      xb[i] = (uint8_t) (i * 131);
    }
  ga_cpu_set_threads (1);
  for (int s = 0; s < 3; s++)
    {
      run (GA_OP_ANY, GA_DOUBLE, GA_LOGICAL, xd, shapes[s][0], shapes[s][1], shapes[s][2], y);
      run (GA_OP_MIN, GA_UINT32, GA_UINT32, xu, shapes[s][0], shapes[s][1], shapes[s][2], y);
      run (GA_OP_MIN, GA_UINT8, GA_UINT8, xb, shapes[s][0], shapes[s][1], shapes[s][2], y);
    }
  free (xd);
  free (xu);
  free (xb);
  free (y);
  puts ("done");
  return 0;
}
