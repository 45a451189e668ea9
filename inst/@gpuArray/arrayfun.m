## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{R} =} arrayfun (@var{F}, @var{A}, @dots{})
## @deftypefnx {} {[@var{R1}, @dots{}] =} arrayfun (@dots{}, "UniformOutput", @var{u}, "ErrorHandler", @var{h})
## @var{F} applied to each element of the arrays @var{A}, @dots{} (some of
## them gpuArrays), with Octave's meaning: the result of
## @code{arrayfun} on the gathered arrays, uniform outputs as gpuArrays.
##
## Fast path: when @var{F} is an anonymous function whose body uses only
## elementwise operators and functions of gpuArray (@code{+ - .* ./ .\ .^},
## comparisons, @code{& | ~}, @code{* / \ ^ && ||} between the scalars
## (taken as their elementwise forms), @code{abs}, @code{sqrt}, @code{exp},
## @dots{}, @code{max}/@code{min} of two arguments, the casts), its
## parameters and captured scalars, or a handle to such a function, and the
## arrays have one size, @var{F} runs once on the whole arrays where they
## are: the same answer as per element.  If that evaluation fails or its
## result has another size, and in every other case, @var{F} is called per
## element on the host (Octave's @code{arrayfun} of the gathered arrays),
## with a warning, once per reason, whose identifier
## @code{gpuaxis:arrayfun-host-@var{reason}} names it (@code{handle}: not an
## anonymous function of the supported functions; @code{body}: its body
## uses something else; @code{options}: ErrorHandler, UniformOutput false
## or several outputs; @code{sizes}: the arrays differ in size;
## @code{result}: the whole-array evaluation failed or gave another size).
##
## @example
## @group
## G = gpuArray ([1 2 3]);
## gather (arrayfun (@@(x) x.^2 + 1, G))
## @end group
## @end example
## @seealso{bsxfun, cellfun, gather}
## @end deftypefn

function varargout = arrayfun (F, varargin)
  if (nargin < 2)
    print_usage ();
  endif
  ## the options: name/value pairs after the arrays (Octave's arrayfun)
  nd = numel (varargin);
  for k = 1:numel (varargin)
    a = varargin{k};
    if (ischar (a) && any (strcmpi (a, {"UniformOutput", "ErrorHandler"})))
      nd = k - 1;
      break;
    endif
  endfor
  data = varargin(1:nd);
  opts = varargin(nd+1:end);
  uniform = true;
  for k = 1:2:numel (opts) - 1
    if (strcmpi (opts{k}, "UniformOutput"))
      uniform = logical (gather (opts{k+1}));
    endif
  endfor
  if (ischar (F))
    F = str2func (F);
  endif
  why = "";
  if (any (cellfun (@isempty, data)))
    why = "none";                       # no element: Octave's answer, no call
  elseif (! isempty (opts) && ! (numel (opts) == 2 && strcmpi (opts{1}, "UniformOutput") && uniform))
    why = "options";
  elseif (nargout > 1)
    why = "options";
  elseif (! is_function_handle (F))
    why = "handle";
  else
    sz = size (data{1});
    for k = 2:nd
      if (! isequal (size (data{k}), sz))
        why = "sizes";
      endif
    endfor
    if (isempty (why))
      [G, why, cap] = elementwise_fn_ (F, nd);
    endif
    if (isempty (why))
      try
        R = G (data{:}, cap{:});
        if (isequal (size (R), sz) && (isnumeric (R) || islogical (R) || isa (R, "gpuArray")))
          if (! isa (R, "gpuArray"))
            R = gpuArray (R);
          endif
          varargout{1} = R;
          return;
        endif
      catch
      end_try_catch
      why = "result";
    endif
  endif
  if (! strcmp (why, "none"))
    host_note_ ("arrayfun", why);
  endif
  data = gather_args_ (data);
  F = host_fn_ (F);
  nout = max (nargout, 1);
  try
    [varargout{1:nout}] = arrayfun (F, data{:}, opts{:});
  catch err
    rethrow (gpuaxis_id_ (err));
  end_try_catch
  if (uniform)
    for k = 1:nout
      if (isnumeric (varargout{k}) || islogical (varargout{k}))
        varargout{k} = gpuArray (varargout{k});
      endif
    endfor
  endif
endfunction

function F = host_fn_ (F)
  ## F with its captured gpuArrays gathered (per element on the host, a
  ## captured gpuArray would make every element's result a gpuArray)
  if (! is_function_handle (F))
    return;
  endif
  s = functions (F);
  if (! strcmp (s.type, "anonymous") || isempty (s.workspace))
    return;
  endif
  ws = s.workspace{1};
  c = struct2cell (ws);
  if (any (cellfun (@(v) isa (v, "gpuArray"), c)))
    for k = fieldnames (ws)'
      ws.(k{1}) = gather (ws.(k{1}));
    endfor
    F = anon_with_ (func2str (F), ws);
  endif
endfunction
