## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## help_examples.m: every function and method that INDEX lists has help
## text that `help` renders, and each @example of it runs as written (in
## a fresh workspace, lines marked @result{} being the expected output,
## not code).  A name with help but no example is counted as skipped.
## Prints
##   help: N passed, N failed, N skipped
## With the package loaded (or src/ and inst/ on the path), from anywhere:
##   octave-cli --eval 'pkg load gpuaxis; run tests/help_examples.m'

1;

function names = index_names (file)
  names = {};
  for l = strsplit (fileread (file), "\n")
    if (numel (l{1}) > 1 && l{1}(1) == " ")
      names{end+1} = strtrim (l{1});
    endif
  endfor
endfunction

function code = examples (txt)
  ## the code lines of each @example block of texinfo text TXT
  code = {};
  cur = {};
  inside = false;
  for l = strsplit (txt, "\n")
    t = strtrim (l{1});
    if (strcmp (t, "@example"))
      inside = true;
      cur = {};
    elseif (strcmp (t, "@end example"))
      inside = false;
      code{end+1} = cur;
    elseif (inside && ! any (strcmp (t, {"@group", "@end group"})) ...
            && isempty (strfind (t, "@result{}")))
      t = strrep (strrep (strrep (t, "@{", "{"), "@}", "}"), "@@", "@");
      cur{end+1} = t;
    endif
  endfor
endfunction

function [ok, msg] = run_example (lines)
  ok = true;
  msg = "";
  try
    evalc (strjoin (lines, "\n"));
  catch err
    ok = false;
    msg = sprintf ("%s (%s)", err.message, err.identifier);
  end_try_catch
endfunction

warning ("off", "gpuaxis:no-gpu");
index = fullfile (fileparts (mfilename ("fullpath")), "..", "INDEX");
names = index_names (index);
npass = nfail = nskip = 0;
for k = 1:numel (names)
  name = names{k};
  [txt, fmt] = get_help_text (name);
  out = "";
  try
    out = evalc (sprintf ("help ('%s')", name));
  catch
  end_try_catch
  if (isempty (strtrim (txt)) || isempty (strfind (out, "--")))
    nfail++;
    printf ("FAIL %s: no help text that help renders\n", name);
    continue;
  endif
  blocks = examples (txt);
  if (isempty (blocks))
    nskip++;
    printf ("no example: %s\n", name);
    continue;
  endif
  good = true;
  for b = 1:numel (blocks)
    [ok, msg] = run_example (blocks{b});
    if (! ok)
      good = false;
      printf ("FAIL %s: example %d: %s\n", name, b, msg);
    endif
  endfor
  gpu_axis_backend ("auto");
  if (good)
    npass++;
  else
    nfail++;
  endif
endfor
printf ("help: %d passed, %d failed, %d skipped\n", npass, nfail, nskip);
