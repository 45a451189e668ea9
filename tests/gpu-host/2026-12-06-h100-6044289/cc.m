addpath ([pwd '/src'], [pwd '/inst']);
G = gpuArray (single (rand (64)));  H = gpuArray (single (rand (64)));
N = 3000;  f = @() 1;  x = 1;
Y = G * H;  __gpu_array__ ("sync");
__gpu_array__ ("trace", "reset");
t = tic; for i = 1:N; Y = G * H; __gpu_array__ ("sync"); end; tw = toc (t) / N;
tr = __gpu_array__ ("trace", "reset");
t = tic; for i = 1:N; Y = G * H; end; __gpu_array__ ("sync"); tq = toc (t) / N;
t = tic; for i = 1:N; __gpu_array__ ("sync"); end; ts = toc (t) / N;
t = tic; for i = 1:N; Y = G .* H; end; __gpu_array__ ("sync"); te = toc (t) / N;
t = tic; for i = 1:N; f (); end; ta = toc (t) / N;
t = tic; for i = 1:N; isa (x, "double"); end; tb = toc (t) / N;
t = tic; for i = 1:N; y = x + 1; end; tp = toc (t) / N;
printf ("us a call: G*H waited %.1f, queued %.1f; sync %.1f; G.*H queued %.1f; anonymous %.2f; isa %.2f; x+1 %.2f\n", ...
        1e6 * [tw tq ts te ta tb tp]);
if (isstruct (tr))
  fn = fieldnames (tr);
  for k = 1:numel (fn)
    v = tr.(fn{k});
    printf ("  %-10s %s\n", fn{k}, mat2str (v, 4));
  endfor
endif
