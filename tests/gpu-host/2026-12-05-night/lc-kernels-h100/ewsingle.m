## single arrays with double scalars (the fast kernels since the typed_ok change) against Octave, bit for bit
try, gpu_axis_backend ("cuda"); catch, disp ("no cuda"); end_try_catch
x = single ([1.5 -2 0 -0 NaN Inf -Inf 3e38 1e-40 7 0.1 -5.25 9]);
x = [x, single(linspace (-9, 9, 1031))];
ops = {@plus, @minus, @times, @rdivide, @ldivide, @power, @max, @min, @lt, @le, @gt, @ge, @eq, @ne, @and, @or, @xor, @atan2, @hypot, @mod, @rem};
bad = 0; n = 0;
for sc = {2.5, -0, 0, NaN, Inf, -Inf, 1e300, 0.1, 3, -1, 1e-50}
  for o = 1:numel (ops)
    f = ops{o};
    for side = 1:2
      xx = x;
      if (any (strcmp (func2str (f), {"and", "or", "xor"})))
        xx(isnan (xx)) = 2;
        if (isnan (sc{1})), continue; endif
      endif
      try
        if (side == 1), want = f (xx, sc{1}); got = f (gpuArray (xx), sc{1});
        else, want = f (sc{1}, xx); got = f (sc{1}, gpuArray (xx)); endif
        g = gather (got); n++;
        if (iscomplex (want) && strcmp (func2str (f), "power"))   # complex powers: in double (doc/differences.md)
          n--; continue;
        endif
        if (! isequaln (g, want) || ! strcmp (class (g), class (want)) || iscomplex (g) != iscomplex (want))
          bad++;
          k = find (! (g(:) == want(:) | (isnan (g(:)) & isnan (want(:)))), 1);
          printf ("MISMATCH %s side %d scalar %g: %s vs %s at %d\n", func2str (f), side, sc{1}, class (g), class (want), k);
        endif
      catch e
        printf ("ERROR %s side %d scalar %g: %s\n", func2str (f), side, sc{1}, e.message);
        bad++;
      end_try_catch
    endfor
  endfor
endfor
printf ("ewsingle: %d compared, %d bad\n", n, bad);
