## one suite file in a fresh process: suite1.m FILE
addpath([pwd "/src"], [pwd "/inst"]);
f = argv (){end};
t0 = tic;
[n, nmax, nxf, nbug, nskip, nrt] = test (f, "quiet", stdout);
printf ("%-36s %3d passed of %3d (%d skipped, %d skipped at run time; cuda_ok %d) %.1f s\n", f, n, nmax, nskip, nrt, __gpu_axis_cuda_ok__ (), toc (t0));
