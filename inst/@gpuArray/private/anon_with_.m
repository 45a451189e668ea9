## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{F} =} anon_with_ (@var{text}, @var{ws})
## The anonymous function of the source @var{text} (``@@(x) @dots{}'') whose
## captured values are the fields of the struct @var{ws}.
## @end deftypefn

function ga_f__ = anon_with_ (ga_s__, ga_ws__)
  for ga_k__ = fieldnames (ga_ws__)'
    eval ([ga_k__{1} " = ga_ws__.(ga_k__{1});"]);
  endfor
  ga_f__ = eval (ga_s__);
endfunction
