## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later
##
## readme_examples.m: run every ```octave block of README.md as written,
## each in a fresh workspace, with the installed package.  A block passes
## when it runs without an error; a line that is a bare logical expression
## (as `isequal (...)`) must also come out true.  Prints
##   readme: N passed, N failed
## Run from anywhere:
##   octave-cli --eval 'pkg load gpuaxis; run tests/readme_examples.m'

1;

function blocks = octave_blocks (file)
  txt = fileread (file);
  lines = strsplit (txt, "\n");
  blocks = {};
  cur = {};
  inside = false;
  for i = 1:numel (lines)
    l = lines{i};
    if (! inside && strncmp (l, "```octave", 9))
      inside = true;
      cur = {};
    elseif (inside && strncmp (l, "```", 3))
      inside = false;
      blocks{end+1} = cur;
    elseif (inside)
      cur{end+1} = l;
    endif
  endfor
endfunction

function [ok, msg] = run_block (code)
  ## each block in its own function workspace
  ok = true;
  msg = "";
  try
    warning ("off", "gpuaxis:no-gpu");
    for k = 1:numel (code)
      line = regexprep (code{k}, '\s+#.*$', '');
      if (isempty (strtrim (line)))
        continue;
      endif
      ## the package may be on the path already (a checkout's src/, inst/)
      if (strcmp (strtrim (line), "pkg load gpuaxis") && exist ("gpu_axis_sum"))
        continue;
      endif
      out = evalc (line);
      ## a line that is a logical test must hold
      if (any (regexp (line, '^\s*(isequal|abs|isgpuarray|all|any)\s*\(')) ...
          && ! any (line == ';') && isempty (regexp (out, 'ans = 1', 'once')))
        ok = false;
        msg = sprintf ("line %d is not true: %s", k, line);
        return;
      endif
    endfor
  catch err
    ok = false;
    msg = sprintf ("%s (%s)", err.message, err.identifier);
  end_try_catch
endfunction

readme = fullfile (fileparts (mfilename ("fullpath")), "..", "README.md");
if (! exist (readme, "file"))
  readme = "README.md";
endif
blocks = octave_blocks (readme);
backend0 = gpu_axis_backend ();
npass = 0;
nfail = 0;
for b = 1:numel (blocks)
  [ok, msg] = run_block (blocks{b});
  gpu_axis_backend ("auto");
  if (ok)
    npass++;
    printf ("block %d: ok\n", b);
  else
    nfail++;
    printf ("FAIL block %d: %s\n", b, msg);
  endif
endfor
printf ("readme: %d passed, %d failed\n", npass, nfail);
