## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## run_pkg_tests: run every test block of the installed gpuaxis package
## (the files `pkg test gpuaxis` runs: %! blocks of installed .m files,
## *-tst files and tests/*.m), and print one line
##   octave: N passed, N failed, N skipped
## Called by tests/check.sh after `pkg install`; exits 1 on a failure.

pkg load gpuaxis
warning ("off", "gpuaxis:no-gpu");
d = fileparts (which ("__gpu_axis_check__"));    # the package's .m folder
a = fileparts (which ("gpu_axis_sum"));          # its compiled folder
files = {};
for pat = {fullfile(d, "*.m"), fullfile(a, "*.m"), fullfile(a, "*-tst"), ...
           fullfile(d, "tests", "*.m")}
  l = dir (pat{1});
  for k = 1:numel (l)
    files{end+1} = fullfile (l(k).folder, l(k).name);
  endfor
endfor
files = unique (files);
printf ("backend in effect: %s\n", gpu_axis_backend ());
np = nf = ns = 0;
for i = 1:numel (files)
  ## nskip: tests for missing features; nrtskip: %!testif conditions false
  ## at run time (the CUDA blocks without a GPU).
  [n, nmax, nxf, nbug, nskip, nrtskip] = test (files{i}, "quiet", stdout);
  nskip += nrtskip;
  nfail = nmax - n - nxf - nbug;
  printf ("%-60s %4d passed %4d failed %4d skipped\n", files{i}, n, nfail, nskip);
  if (nmax == 0)
    printf ("  (no tests in %s)\n", files{i});
  endif
  np += n;  nf += nfail;  ns += nskip;
endfor
printf ("octave: %d passed, %d failed, %d skipped\n", np, nf, ns);
exit (nf > 0);
