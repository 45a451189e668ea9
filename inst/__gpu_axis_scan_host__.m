## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{R} =} __gpu_axis_scan_host__ (@var{NAME}, @var{A}, @var{ARGS})
## Internal (gpu_axis_cumsum, gpu_axis_cumprod): the scan @var{NAME}
## ("cumsum" or "cumprod") of the host array @var{A} with the arguments
## @var{ARGS} (a cell) of Octave's function of that name, read as Octave
## 7.3 reads them, and computed by the scan engine on the backend in
## effect (__gpu_array__ ("scan_host")).  A gpuArray goes to its own
## method; a sparse array, and a class Octave refuses, to Octave's
## function (its error then with a gpuaxis: identifier).
## @end deftypefn

function R = __gpu_axis_scan_host__ (name, A, args)
  if (isa (A, "gpuArray"))
    R = feval (name, A, args{:});
    return;
  endif
  args = cellfun (@gather, args, "UniformOutput", false);
  if (__gpu_axis_scan_octave11__ (name, A, args))
    try                               # Octave 11's forms: its own function
      R = feval (name, A, args{:});
    catch err
      error ("gpuaxis:invalid-input", "%s", err.message);
    end_try_catch
    return;
  endif
  ## Octave 11 sums integers in their own class (7.3 and 9: in double)
  native = __gpu_axis_octave11__ () && strcmp (name, "cumsum") && isinteger (A);
  dbl = false;
  if (strcmp (name, "cumsum") && numel (args) > 0 && ischar (args{end}))
    switch (args{end})
      case "native"
        native = true;
      case "double"
        dbl = true;
      otherwise
        error ("gpuaxis:invalid-input", "cumsum: unrecognized string argument");
    endswitch
    args(end) = [];
  endif
  if (numel (args) > 1)
    error ("gpuaxis:invalid-call", "Invalid call to gpu_axis_%s", name);
  endif
  if (issparse (A) || ! (isnumeric (A) || islogical (A)))
    try
      R = feval (name, A, args{:});
    catch err
      error ("gpuaxis:invalid-input", "%s", err.message);
    end_try_catch
    if (native && islogical (A))
      R = (R != 0);
    endif
    return;
  endif
  DIM = [];
  if (numel (args) == 1)
    DIM = __gpu_axis_scan_dim__ (name, args{1}, ndims (A));
  endif
  if (isempty (DIM))
    DIM = find (size (A) != 1, 1);
    if (isempty (DIM))
      DIM = 1;
    endif
  endif
  cast_back = false;
  if (islogical (A))
    A = double (A);
    cast_back = native;
  elseif (strcmp (name, "cumprod") && ! isfloat (A))
    A = double (A);
  elseif ((isinteger (A) && ! native) || (isa (A, "single") && dbl))
    A = double (A);
  endif
  try
    R = __gpu_array__ ("scan_host", A, name, DIM);
  catch err
    __gpu_array_rethrow__ (err, ["gpu_axis_" name]);
  end_try_catch
  if (cast_back)
    R = (R != 0);
  endif
endfunction
