## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## big_arrays.m: arrays of more than 2^31 elements, summed along every
## dimension, and a device out-of-memory case.  For the GPU host (about
## 60 GiB of host memory at the default scale).  A script; optional
## variables:
##
##   ba_backend  "cuda" (default), "cpu" or "auto"
##   ba_scale    multiplies the element counts (default 1: 3e9 elements;
##               e.g. 0.002 for a quick check of the script on the CPU)
##   ba_oom      true / false / "auto" (default): the out-of-memory case,
##               an array larger than the device's free memory.  "auto"
##               runs it only when the host has that much memory to spare
##               (a 2-GPU H200 host, 256 GiB, has; a 1-GPU one, 128 GiB,
##               does not: the row then says SKIP and why).
##   ba_ref      true (default): also compare with Octave's sum, the oracle
##   ba_only     a cell of case labels (e.g. {"3-D", "logical"}): run only
##               those, to split the script over calls of limited time
##
## e.g.  octave-cli --eval 'pkg load gpuaxis; run tests/big_arrays.m'
##
## The data follow the linear index l (column-major): x(l) = mod (l-1, 7)
## (single; int8 and logical variants below), so every element's value
## depends on its index and a 32-bit index that wrapped would read the
## wrong values (2^31 is not a multiple of 7).  Each result is checked
##   * with TYPE "double" (integer values: exact in any order) against
##     Octave's sum (x, DIM, "double"), exactly, and for "all" against the
##     closed form 21*floor(N/7) + r*(r-1)/2, r = mod (N, 7);
##   * in single precision (the default TYPE) within a relative 1e-4 of the
##     exact sum (Octave's own sequential single sum is far worse here, so
##     it is not the oracle for that);
##   * int8 "native" (saturating at every step, in index order) exactly
##     against Octave's sequential sum.
## Ends with exactly one line
##   big: N passed, N failed

1;   # a script file

function x = ba_pattern (sz, cls, vals)
  ## x(l) = vals(mod (l-1, numel (vals)) + 1), of class cls, size sz.
  N = prod (sz);
  p = cast (vals(:), cls);
  x = repmat (p, ceil (N / numel (p)), 1);
  if (numel (x) > N)
    x = x(1:N);
  endif
  x = reshape (x, sz);
endfunction

function s = ba_closed_form (N, vals)
  ## sum of x(l) = vals(mod (l-1, P) + 1), l = 1..N.
  P = numel (vals);
  q = floor (N / P);
  r = mod (N, P);
  s = q * sum (vals) + sum (vals(1:r));
endfunction

function s = ba_dimstr (d)
  if (ischar (d))
    s = ["\"" d "\""];
  elseif (isempty (d))
    s = "-";
  else
    s = mat2str (d);
  endif
endfunction

function s = ba_valstr (v)
  v = double (v);
  if (isempty (v))
    s = "[]";
  elseif (numel (v) <= 3)
    s = mat2str (v(:).', 12);
  else
    s = sprintf ("%d values, first %.12g, last %.12g", numel (v), v(1), v(end));
  endif
endfunction

function kb = ba_meminfo (key)
  kb = NaN;
  txt = fileread ("/proc/meminfo");
  t = regexp (txt, [key ':\s+(\d+)'], "tokens", "once");
  if (! isempty (t))
    kb = str2double (t{1});
  endif
endfunction

if (! exist ("ba_backend", "var"))
  ba_backend = "cuda";
endif
if (! exist ("ba_scale", "var"))
  ba_scale = 1;
endif
if (! exist ("ba_oom", "var"))
  ba_oom = "auto";
endif
if (! exist ("ba_ref", "var"))
  ba_ref = true;
endif

s = ba_scale;
v7 = 0:6;
## {label, size, class, values, {DIM, TYPE} list}
## DIM {} is the default; TYPE "" the default.
ba_cases = {
  "tall 2-col", round([1.5e9*s, 2]), "single", v7, ...
     {{1, "double"}, {2, "double"}, {"all", "double"}, {1, ""}, {[], "double"}};
  "wide 2-row", round([2, 1.5e9*s]), "single", v7, ...
     {{1, "double"}, {2, "double"}, {"all", "double"}, {2, ""}, {[], "double"}};
  "square", round([50000, 60000] * sqrt(s)), "single", v7, ...
     {{1, "double"}, {2, "double"}, {1, ""}, {2, ""}, {[1 2], "double"}};
  "3-D", round([1000, 1500, 2000] * s^(1/3)), "single", v7, ...
     {{1, "double"}, {2, "double"}, {3, "double"}, {[1 3], "double"}, ...
      {[2 3], "double"}, {"all", "double"}, {3, ""}};
  "column", round([3e9*s, 1]), "single", v7, ...
     {{1, "double"}, {1, ""}, {[], "extra"}};
  "int8 column", round([3e9*s, 1]), "int8", v7 * 20 - 50, ...
     {{1, "native"}, {1, ""}, {"all", "double"}};
  "int8 wide", round([2, 1.5e9*s]), "int8", v7 * 20 - 50, ...
     {{2, "native"}, {2, ""}, {1, "native"}};
  "logical", round([1.5e9*s, 2]), "logical", [1 0 0 1 0 1 1], ...
     {{1, ""}, {"all", ""}, {1, "native"}};
  "double column", round([2.2e9*s, 1]), "double", v7, ...
     {{1, ""}, {1, "extra"}};
};

ba_pass = 0;
ba_fail = 0;
ba_lines = {};
ba_ws = warning ();
warning ("off", "gpuaxis:no-gpu");
try
  ba_old = gpu_axis_info ().selected;
  gpu_axis_backend (ba_backend);
  ba_ok = true;
catch ba_err
  printf ("FAIL cannot select backend \"%s\": %s\n", ba_backend, ba_err.message);
  ba_ok = false;
  ba_fail = 1;
end_try_catch

if (ba_ok)
  info = gpu_axis_info ();
  printf ("## big arrays: backend %s %s, scale %g, host MemAvailable %.1f GiB\n\n", ...
          gpu_axis_backend (), info.device_name, ba_scale, ba_meminfo ("MemAvailable") / 2^20);
  printf ("| case | class | size | elements | DIM | TYPE | result | check | gpu_axis_sum s | sum s | verdict |\n");
  printf ("|---|---|---|---|---|---|---|---|---|---|---|\n");
  t_all = tic ();
  for c = 1:rows (ba_cases)
    [label, sz, cls, vals, calls] = ba_cases{c, :};
    if (exist ("ba_only", "var") && ! any (strcmp (label, ba_only)))
      continue;
    endif
    try
      t0 = tic ();
      x = ba_pattern (sz, cls, vals);
      tgen = toc (t0);
    catch err
      printf ("| %s | %s | %s | %d | | | could not make the input: %s | | | | SKIP |\n", ...
              label, cls, mat2str (sz), prod (sz), err.message);
      continue;
    end_try_catch
    N = numel (x);
    for k = 1:numel (calls)
      d = calls{k}{1};
      t = calls{k}{2};
      args = {};
      if (! isempty (d))
        args{end+1} = d;
      endif
      if (! isempty (t))
        args{end+1} = t;
      endif
      why = "";
      check = "";
      tg = NaN;
      tr = NaN;
      got = [];
      try
        t0 = tic ();
        got = gpu_axis_sum (x, args{:});
        tg = toc (t0);
      catch err
        why = sprintf ("error [%s] %s", err.identifier, err.message);
      end_try_catch
      if (isempty (why))
        ## the oracle
        exact_args = args;
        if (isempty (t) || strcmp (t, "extra"))
          exact_args = [args(1:numel (args) - ! isempty (t)), {"double"}];
        endif
        if (strcmp (t, "native") && isinteger (x))
          if (ba_ref)
            t0 = tic ();
            want = sum (x, args{:});
            tr = toc (t0);
            check = "= sum (native, sequential)";
            if (! (isequal (got, want) && strcmp (class (got), class (want))))
              why = sprintf ("want %s %s", class (want), ba_valstr (want));
            endif
          else
            check = "(no reference)";
          endif
        else
          if (ischar (d) && strcmp (d, "all"))
            want = ba_closed_form (N, vals);
            check = "= closed form";
          elseif (ba_ref)
            t0 = tic ();
            if (ischar (d) || isempty (d) || isscalar (d))
              want = sum (x, exact_args{:});
            else                        # DIM vector: one dim at a time
              want = x;
              for dd = d
                want = sum (want, dd, "double");
              endfor
            endif
            tr = toc (t0);
            check = "= sum (..., \"double\")";
          else
            want = [];
            check = "(no reference)";
          endif
          if (! isempty (want))
            if (! isequal (size (got), size (want)))
              why = sprintf ("size %s, want %s", mat2str (size (got)), mat2str (size (want)));
            elseif (islogical (x) && strcmp (t, "native"))
              if (! (islogical (got) && isequal (got, want != 0)))
                why = "want logical any";
              endif
            elseif (isa (got, "single"))
              ## the device's tree sums keep integer partial sums exact far
              ## beyond 2^24: 1e-4 is generous.  The CPU backend adds in
              ## order like sum: only the sequential bound n eps holds.
              rtol = 1e-4;
              if (strcmp (gpu_axis_backend (), "cpu"))
                rtol = max (rtol, N / numel (got) * eps ("single"));
              endif
              rel = max (abs (double (got(:)) - want(:)) ./ max (abs (want(:)), 1));
              check = sprintf ("rel. err %.2g vs exact", rel);
              if (! (rel <= rtol))
                why = sprintf ("relative error %.3g > %.3g", rel, rtol);
              endif
            elseif (! isequal (double (got), want))
              k1 = find (double (got) != want, 1);
              why = sprintf ("differs at %d of %d; first at %d: got %.17g want %.17g", ...
                             nnz (double (got) != want), numel (want), k1, got(k1), want(k1));
            endif
          endif
        endif
        if (isempty (why) && ischar (d) && strcmp (d, "all") && ! strcmp (t, "native"))
          cf = ba_closed_form (N, vals);
          if (double (got) != cf && ! isa (got, "single"))
            why = sprintf ("closed form %.17g", cf);
          endif
        endif
      endif
      if (isempty (why))
        ba_pass += 1;
        verdict = "ok";
      else
        ba_fail += 1;
        verdict = ["**FAIL** " why];
        ba_lines{end+1} = sprintf ("FAIL %s %s %s DIM %s TYPE %s: %s", label, cls, ...
                                   mat2str (sz), ba_dimstr (d), t, why);
      endif
      printf ("| %s | %s | %s | %d | %s | %s | %s | %s | %.2f | %.2f | %s |\n", ...
              label, cls, mat2str (sz), N, ba_dimstr (d), t, ba_valstr (got), ...
              check, tg, tr, verdict);
      fflush (stdout);                  # rows reach a log before a kill
      clear got want;
    endfor
    clear x;
  endfor

  ## ---- out of device memory: an input larger than the device's free memory.
  __gpu_axis__ ("release");
  info = gpu_axis_info ();
  avail = ba_meminfo ("MemAvailable") * 1024;
  need = info.free_memory + 2^31;          # int8: one byte an element
  run_oom = false;
  if (! strcmp (gpu_axis_backend (), "cuda"))
    oom_why = "backend is not cuda";
  elseif (islogical (ba_oom) || isnumeric (ba_oom))
    run_oom = logical (ba_oom);
    oom_why = "ba_oom = false";
  elseif (avail > need + 16 * 2^30)
    run_oom = true;
  else
    oom_why = sprintf (["needs %.0f GiB of host memory (device free %.0f GiB + 2), " ...
                        "host has %.0f GiB available; run on a host with more " ...
                        "memory than the device (e.g. nvidia-h200-x2)"], ...
                       need / 2^30, info.free_memory / 2^30, avail / 2^30);
  endif
  if (run_oom)
    why = "";
    res = "";
    try
      t0 = tic ();
      x = ones (need, 1, "int8");
      tgen = toc (t0);
      t0 = tic ();
      try
        got = gpu_axis_sum (x, 1, "double");
        res = sprintf ("streamed: %.17g", got);
        if (got != need)
          why = sprintf ("wrong sum %.17g, want %.17g", got, need);
        endif
      catch err
        res = sprintf ("[%s] %s", err.identifier, err.message);
        if (! strcmp (err.identifier, "gpuaxis:out-of-memory"))
          why = "want a result or gpuaxis:out-of-memory";
        endif
      end_try_catch
      tg = toc (t0);
      clear x;
      after = gpu_axis_info ();
      if (after.held_device_bytes != 0)
        why = strtrim ([why sprintf(" %d device bytes held afterwards", after.held_device_bytes)]);
      endif
      if (! isequal (gpu_axis_sum ([1 2; 3 4]), [4 6]) ...
          || ! isequal (gpu_axis_sum (ones (4000, 'single'), 1), 4000 * ones (1, 4000, 'single')))
        why = strtrim ([why " next call wrong"]);
      endif
    catch err
      why = sprintf ("could not run: %s", err.message);
      tg = NaN;
    end_try_catch
    if (isempty (why))
      ba_pass += 1;
      verdict = "ok";
    else
      ba_fail += 1;
      verdict = ["**FAIL** " why];
      ba_lines{end+1} = ["FAIL out-of-memory case: " why];
    endif
    printf ("| device OOM | int8 | [%d 1] | %d | 1 | double | %s | result or gpuaxis:out-of-memory; nothing held; next call right | %.2f | | %s |\n", ...
            need, need, res, tg, verdict);
  else
    printf ("| device OOM | int8 | | | | | | | | | SKIP: %s |\n", oom_why);
  endif
  __gpu_axis__ ("release");
  info = gpu_axis_info ();
  printf ("\nafter release: held device bytes %d, device free %.2f GiB; total %.1f s\n", ...
          info.held_device_bytes, info.free_memory / 2^30, toc (t_all));
  gpu_axis_backend (ba_old);
endif
warning (ba_ws);
printf ("%s\n", ba_lines{:});
printf ("big: %d passed, %d failed\n", ba_pass, ba_fail);
