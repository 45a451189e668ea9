## repro.m: the long run's failing cycles one by one, with what differs
addpath ([pwd '/src'], [pwd '/inst']);
warning ("off", "gpuaxis:no-gpu");
txt = fileread ("tests/long_run_gpuarray.m");
## the long run's functions without its script part
i1 = strfind (txt, "function c = lr_checkpoint"); i2 = strfind (txt, "if (! exist (\"lr_ncycles\"");
fid = fopen ("/tmp/lr_funcs.m", "w"); fprintf (fid, "1;\n%s", txt(i1:i2-1)); fclose (fid);
source ("/tmp/lr_funcs.m");
inputs = lr_inputs ();
fails = load (".gpu/fails.txt");
printf ("cuda_ok %d backend %s\n", __gpu_axis_cuda_ok__ (), gpu_axis_backend ());
for r = 1:rows (fails)
  c = fails(r,1); x = inputs{fails(r,2)};
  f = lr_arith (c);
  G = f (gpuArray (x)); xh = f (x);
  ew_same = isequaln (gather (G), xh) && strcmp (class (gather (G)), class (xh));
  [args, nout, fn] = lr_call (c);
  y = feval (fn, G, args{:}); y = gather (y);
  w = feval (["gpu_axis_" fn], xh, args{:});
  try b = feval (fn, xh, args{:}); catch b = NaN; end_try_catch   # Octave's own
  yc = w; if (__gpu_axis_cuda_ok__ ()) gpu_axis_backend ("cuda"); yc = feval (["gpu_axis_" fn], xh, args{:}); gpu_axis_backend ("auto"); endif
  d = double (y(:)) - double (w(:)); k = find (d != 0 & ! (isnan (d)), 1);
  printf ("cycle %d %s %s %s: ew same %d; gpuArray==cpu-engine %d, gpuArray==octave %d, host-cuda==cpu-engine %d, cpu-engine==octave %d",
          c, class (xh), mat2str (size (xh)), func2str (f), ew_same, isequaln (y, w), isequaln (double (y), double (b)),
          isequaln (yc, w), isequaln (double (w), double (b)));
  if (! isempty (k))
    printf ("; first diff at %d: gpu %.17g cpu %.17g octave %.17g (rel %.2g)", k, double (y(k)), double (w(k)), double (b(k)), abs (d(k)) / max (abs (double (w(k))), realmin));
  endif
  printf ("\n");
endfor
## the same cycles repeated: arithmetic then reduction as the long run does
## (A), with a wait between them (B), the reduction of a fresh upload of the
## host result (C); mismatches against the CPU engine out of N each
N = 40;
for r = 1:rows (fails)
  c = fails(r,1); x = inputs{fails(r,2)};
  f = lr_arith (c); xh = f (x);
  [args, nout, fn] = lr_call (c);
  w = feval (["gpu_axis_" fn], xh, args{:});
  bad = [0 0 0]; first = "";
  for it = 1:N
    G = f (gpuArray (x)); y = gather (feval (fn, G, args{:}));
    if (! isequaln (y, w)) bad(1)++; if (isempty (first)) k = find (double (y(:)) != double (w(:)), 1); first = sprintf ("A: at %d gpu %.17g cpu %.17g", k, double (y(k)), double (w(k))); endif; endif
    G = f (gpuArray (x)); __gpu_array__ ("sync"); y = gather (feval (fn, G, args{:}));
    if (! isequaln (y, w)) bad(2)++; endif
    H = gpuArray (xh); y = gather (feval (fn, H, args{:}));
    if (! isequaln (y, w)) bad(3)++; if (isempty (first)) k = find (double (y(:)) != double (w(:)), 1); first = sprintf ("C: at %d gpu %.17g cpu %.17g", k, double (y(k)), double (w(k))); endif; endif
  endfor
  printf ("loop cycle %d %s(%s) %s: A %d B %d C %d of %d %s\n", c, fn, class (xh), func2str (f), bad, N, first);
endfor
