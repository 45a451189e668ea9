## singular solve: what Octave on this host answers for [1 2; 2 4] \ [1; 2], and the gpuArray's path
printf ("%s\n%s\n", version ("-blas"), version ("-lapack"));
a = [1 2; 2 4]; b = [1; 2];
lastwarn (""); x = a \ b; [m, id] = lastwarn (); printf ("host: x = %s, warning '%s' (%s)\n", mat2str (x, 17), id, m);
[L, U, P] = lu (a); printf ("lu: U = %s, rcond %g\n", mat2str (U, 17), rcond (a));
[R, p] = chol (a); printf ("chol: p = %d\n", p);
for be = {"cpu", "cuda"}
  try, gpu_axis_backend (be{1}); catch, continue; end_try_catch
  G = gpuArray (a);
  lastwarn (""); y = G \ b; [m, id] = lastwarn ();
  printf ("%s: y = %s, warning '%s'; G after = %s\n", be{1}, mat2str (gather (y), 17), id, mat2str (gather (G), 17));
  lastwarn (""); y = gpuArray (a) \ b; [m, id] = lastwarn ();
  printf ("%s temporary: y = %s, warning '%s'; a = %s\n", be{1}, mat2str (gather (y), 17), id, mat2str (a));
endfor
