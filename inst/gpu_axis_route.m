## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {@var{on} =} gpu_axis_route ()
## @deftypefnx {} {} gpu_axis_route (@var{on})
## Whether the names @code{zeros}, @code{ones}, @code{eye}, @code{nan},
## @code{NaN}, @code{inf}, @code{Inf}, @code{true}, @code{false},
## @code{rand}, @code{randn} and @code{randi} are routed to gpuArray, and
## switching the route on (true, @qcode{"on"}) or off (false,
## @qcode{"off"}).
##
## Octave's built-ins refuse MATLAB's class name @qcode{"gpuArray"}; with
## the route on, @code{zeros (3, "gpuArray")}, @code{rand (n, "single",
## "gpuArray")}, @code{randi ([lo hi], n, "int32", "gpuArray")} and
## @code{ones (2, "like", @var{G})} (@var{G} a gpuArray) make gpuArrays
## (as @code{gpuArray.zeros (3)}, @dots{}), and every other call is
## Octave's own function with the same arguments: the same result, errors
## and warnings.  The route is a set of @code{autoload} entries, which
## Octave looks up before its built-ins (a function of one of these names
## on the user's path is then not called while the route is on).
##
## @code{pkg load gpuaxis} switches it on unless the environment variable
## @env{GPUAXIS_ROUTE} is @qcode{"0"} or @qcode{"off"} (the package's
## PKG_ADD, run when its compiled folder is added to the path);
## @code{pkg unload} switches it off (PKG_DEL).
##
## @example
## @group
## was_on = gpu_axis_route (true);
## Z = zeros (2, "gpuArray");
## class (Z)
## @end group
## @end example
## @seealso{gpuArray, autoload}
## @end deftypefn

function on = gpu_axis_route (on)
  persistent names = {"zeros", "ones", "eye", "NaN", "nan", "Inf", "inf", ...
                      "true", "false", "rand", "randn", "randi"};
  state = is_on ();
  if (nargin == 0)
    on = state;
    return;
  endif
  at_load = ischar (on) && strcmp (on, "load");
  if (at_load)
    on = ! any (strcmpi (getenv ("GPUAXIS_ROUTE"), {"0", "off"}));
  elseif (ischar (on))
    on = strcmpi (on, "on");
  elseif (! (isscalar (on) && (islogical (on) || isnumeric (on))))
    error ("gpuaxis:invalid-input", "gpu_axis_route: ON must be true or false");
  endif
  on = logical (on);
  if (on == state)
    return;
  endif
  file = file_in_loadpath ("__gpu_axis_route__.oct");
  if (isempty (file))
    if (at_load)
      return;                 # only inst/ on the path (pkg's doc cache)
    endif
    error ("gpuaxis:internal", "gpu_axis_route: __gpu_axis_route__.oct is not on the path");
  endif
  for k = 1:numel (names)
    if (on)
      autoload (names{k}, file);
      feval (names{k}, "__gpu_axis_route_doc__");   # Octave's help text
    else
      autoload (names{k}, file, "remove");
    endif
  endfor
endfunction

function on = is_on ()
  ## the route is on while autoload sends zeros to __gpu_axis_route__.oct
  a = autoload ();
  k = strcmp ({a.function}, "zeros");
  on = any (k) && ! isempty (strfind (a(find (k, 1)).file, "__gpu_axis_route__.oct"));
endfunction
