## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{G} =} __gpu_axis_construct__ (@var{name}, @dots{})
## The gpuArray that @code{@var{name} (@dots{})} asks for with a
## @qcode{"gpuArray"} argument (anywhere, any case) or @qcode{"like"},
## @var{P} with @var{P} a gpuArray: @code{gpuArray.@var{name}} of the other
## arguments.  Called by the routed @code{zeros}, @code{rand}, @dots{}
## (@code{gpu_axis_route}).
## @end deftypefn

function G = __gpu_axis_construct__ (name, varargin)
  keep = true (1, numel (varargin));
  for k = 1:numel (varargin)
    a = varargin{k};
    keep(k) = ! (ischar (a) && strcmpi (a, "gpuArray"));
  endfor
  s = struct ("type", {".", "()"}, "subs", {lower(name), varargin(keep)});
  G = subsref (gpuArray (), s);
endfunction
