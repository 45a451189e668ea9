## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## bench_timing.m: the timing helpers of the gpuArray benchmarks
## (bench_gpuarray.m, bench_elementwise.m, bench_call_cost.m source it):
##   [T, TMIN, TCPU] = med_loops (F, K, R)  median (and least) over R loops
##                        of K calls of F, the queued work waited for at the
##                        end of each loop: s/call; TCPU the median of the
##                        process's CPU time (all its threads) per call
##   med_calls (F, R)     median of R calls of F after a warm-up, each
##                        waited for: s
##   keep (X)             a call whose result is dropped at once
##   [OUT, GIB] = bench_env (DEFAULT_GIB)   the package loaded (pkg load
##                        when gpuArray is not on the path), the output
##                        folder (GPUAXIS_BENCH_OUT, default bench/out) and
##                        the array size (GPUAXIS_BENCH_MAX_GIB)
##   torch_table (ROWS, CSV, UNIT)   ROWS ({name, seconds, rate}) printed
##                        beside torch's seconds of the same names (the
##                        CSV named by GPUAXIS_BENCH_TORCH_CSV, if any) and
##                        written to the file CSV; UNIT: the rate's heading
##   seconds_of (FILE)    name -> seconds (a containers.Map) from a CSV of
##                        name,seconds lines, as torch_*.py and the C
##                        benchmarks write them

1;

function [t, tmin, tcpu] = med_loops (f, K, R)
  ts = cs = zeros (R, 1);
  for r = 1:R
    c0 = cputime ();
    t0 = tic;
    for k = 1:K
      f ();
    endfor
    __gpu_array__ ("sync");
    ts(r) = toc (t0) / K;
    cs(r) = (cputime () - c0) / K;
  endfor
  t = median (ts);
  tmin = min (ts);
  tcpu = median (cs);
endfunction

function t = med_calls (f, R)
  f ();                                  # warm-up
  __gpu_array__ ("sync");
  ts = zeros (R, 1);
  for r = 1:R
    t0 = tic;
    f ();
    __gpu_array__ ("sync");
    ts(r) = toc (t0);
  endfor
  t = median (ts);
endfunction

function keep (x)
  ## a call whose result is dropped at once, as `s = sum (G, 1);` in a loop
endfunction

function [out, gib] = bench_env (default_gib)
  if (isempty (which ("gpuArray")))
    pkg load gpuaxis
  endif
  warning ("off", "gpuaxis:no-gpu");
  out = getenv ("GPUAXIS_BENCH_OUT");
  if (isempty (out))
    out = fullfile ("bench", "out");
  endif
  gib = str2double (getenv ("GPUAXIS_BENCH_MAX_GIB"));
  if (isnan (gib))
    gib = default_gib;
  endif
endfunction

function torch_table (rows_, csv, unit)
  torch = seconds_of (getenv ("GPUAXIS_BENCH_TORCH_CSV"));
  printf ("| operation | gpuaxis ms | %s | torch ms | torch / gpuaxis |\n|---|---:|---:|---:|---:|\n", unit);
  mkdir (fileparts (csv));
  fid = fopen (csv, "w");
  for i = 1:rows (rows_)
    tt = NaN;
    if (isKey (torch, rows_{i,1}))
      tt = torch(rows_{i,1});
    endif
    printf ("| %s | %.3f | %.2f | %.3f | %.2f |\n", rows_{i,1}, 1e3 * rows_{i,2},
            rows_{i,3}, 1e3 * tt, tt / rows_{i,2});
    fprintf (fid, "%s,%g,%g,%g\n", rows_{i,1}, rows_{i,2}, rows_{i,3}, tt);
  endfor
  fclose (fid);
endfunction

function m = seconds_of (file)
  ## name -> seconds, from a CSV of name,seconds lines (an empty name or
  ## no such file: none; other lines skipped)
  m = containers.Map ();
  if (isempty (file) || ! exist (file, "file"))
    return;
  endif
  fid = fopen (file, "r");
  while (ischar (l = fgetl (fid)))
    c = regexp (l, '^([^,]+),([^,]+)$', "tokens", "once");
    if (! isempty (c) && ! isnan (str2double (c{2})))
      m(strtrim (c{1})) = str2double (c{2});
    endif
  endwhile
  fclose (fid);
endfunction
