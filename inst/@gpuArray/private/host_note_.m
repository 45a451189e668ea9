## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} host_note_ (@var{fn}, @var{why})
## The warning, once per reason in a session, that @var{fn} (arrayfun,
## bsxfun) computes per element on the host: identifier
## @code{gpuaxis:@var{fn}-host-@var{why}}.  With the environment variable
## @env{GPUAXIS_ARRAYFUN_STRICT} set to 1 it is an error with that
## identifier instead, every time (to make sure code runs on the device).
## @end deftypefn

function host_note_ (fn, why)
  persistent said = {};
  id = sprintf ("gpuaxis:%s-host-%s", fn, why);
  strict = strcmp (getenv ("GPUAXIS_ARRAYFUN_STRICT"), "1");
  if (! strict && any (strcmp (said, id)))
    return;
  endif
  said{end+1} = id;
  msg = "%s: F is called per element on the host (%s)";
  texts = struct ("handle", "F is not an anonymous function or a handle of the elementwise functions of gpuArray",
                  "body", "the body of F uses more than the elementwise operators and functions of gpuArray, its parameters and scalar captured values",
                  "options", "ErrorHandler, UniformOutput false or several outputs",
                  "sizes", "the arrays differ in size",
                  "result", "F on the whole arrays failed or gave a result of another size");
  if (strict)
    error (id, msg, fn, texts.(why));
  endif
  warning (id, msg, fn, texts.(why));
endfunction
