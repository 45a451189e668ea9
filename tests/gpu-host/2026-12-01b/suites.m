addpath([pwd "/src"], [pwd "/inst"]);
fs = dir ("inst/tests/*.m");
tot = 0; totmax = 0;
for i = 1:numel (fs)
  f = fullfile ("inst/tests", fs(i).name);
  t0 = tic;
  [n, nmax, nxf, nbug, nskip, nrt] = test (f, "quiet", stdout);
  printf ("%-36s %3d passed of %3d (%d skipped, %d skipped at run time) %.1f s\n", f, n, nmax, nskip, nrt, toc (t0));
  tot += n; totmax += nmax;
end
printf ("suites: %d passed of %d, cuda_ok=%d\n", tot, totmax, __gpu_axis_cuda_ok__ ());
