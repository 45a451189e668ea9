## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {} __gpu_axis_assert_error__ (@var{f}, @var{id})
## Internal, for the test suite: calling @var{f} () must raise an error
## whose identifier is @var{id} and whose message is not empty; otherwise
## this raises an error saying what happened instead.
## @end deftypefn

function __gpu_axis_assert_error__ (f, id)
  try
    f ();
  catch err
    if (! strcmp (err.identifier, id))
      error ("%s: expected error id '%s', got '%s' (message: %s)", ...
             func2str (f), id, err.identifier, err.message);
    endif
    if (isempty (err.message))
      error ("%s: error '%s' has an empty message", func2str (f), id);
    endif
    return;
  end_try_catch
  error ("%s: expected error '%s', but there was no error", func2str (f), id);
endfunction

%!test __gpu_axis_assert_error__ (@() error ("a:b", "x"), "a:b");
%!error <expected error id> __gpu_axis_assert_error__ (@() error ("a:b", "x"), "a:c")
%!error <no error> __gpu_axis_assert_error__ (@() 1, "a:b")
