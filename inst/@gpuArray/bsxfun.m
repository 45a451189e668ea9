## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} bsxfun (@var{F}, @var{A}, @var{B})
## Octave's @code{bsxfun (@var{F}, @var{A}, @var{B})} where @var{A} or
## @var{B} is a gpuArray, as a gpuArray.  When @var{F} is a handle to a
## binary elementwise function of gpuArray (@code{@@plus}, @code{@@times},
## @code{@@max}, @dots{}) or an anonymous function of two parameters made of
## them (see @code{arrayfun}), it runs once on the whole arrays with
## broadcasting, where they are; otherwise (or when that fails or gives
## another size) Octave's @code{bsxfun} runs on the gathered arrays, with
## a warning once per reason (@code{gpuaxis:bsxfun-host-@var{reason}}).
##
## @example
## @group
## G = gpuArray ([1 2 3]);
## gather (bsxfun (@@plus, G, [10; 20]))
## @end group
## @end example
## @seealso{arrayfun, gather}
## @end deftypefn

function C = bsxfun (F, A, B)
  if (nargin != 3)
    print_usage ();
  endif
  if (ischar (F))
    F = str2func (F);
  endif
  why = "handle";
  if (is_function_handle (F))
    [G, why, cap] = elementwise_fn_ (F, 2);
  endif
  if (isempty (why))
    sa = size (A);  sb = size (B);
    n = max (numel (sa), numel (sb));
    sa(end+1:n) = 1;  sb(end+1:n) = 1;
    why = "sizes";
    if (all (sa == sb | sa == 1 | sb == 1))
      why = "result";
      want = max (sa, sb);
      want(sa == 0 | sb == 0) = 0;
      try
        C = G (A, B, cap{:});
        if (isequal (size (C), want) && (isnumeric (C) || islogical (C) || isa (C, "gpuArray")))
          if (! isa (C, "gpuArray"))
            C = gpuArray (C);
          endif
          return;
        endif
      catch
      end_try_catch
    endif
  endif
  host_note_ ("bsxfun", why);
  args = gather_args_ ({A, B});
  try
    C = bsxfun (F, args{:});
  catch err
    rethrow (gpuaxis_id_ (err));
  end_try_catch
  if (isnumeric (C) || islogical (C))
    C = gpuArray (C);
  endif
endfunction
