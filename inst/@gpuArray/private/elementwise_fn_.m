## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {[@var{G}, @var{why}, @var{cap}] =} elementwise_fn_ (@var{F}, @var{nargs})
## A function @var{G} that computes on whole arrays what @var{F} computes per
## element (for arrayfun and bsxfun): @code{@var{G} (@var{arrays}@{:@},
## @var{cap}@{:@})}, with @var{cap} the values @var{F} captured; or "" and
## the reason there is none (@var{why}: "handle" or "body").  The analysis
## of a function's text is kept (G takes the captured values as further
## parameters), so a repeated call costs a lookup and the checks of the
## captured values.  @var{F}: a handle to an elementwise
## function of gpuArray taking @var{nargs} arguments, or an anonymous
## function of @var{nargs} parameters whose body is made only of them,
## numbers, captured scalars (numeric, logical or gpuArray), the
## constants pi, Inf, NaN, eps, i, j, e, true, false, operators other than
## the transposes, the colon, indexing, brackets and strings, and calls of
## elementwise functions with their number of arguments.  Between scalars
## * / \ ^ && || are .* ./ .\ .^ & |, so the body is rewritten with those
## (the short-circuit forms differ only where one would fail: the caller
## falls back to per element when G fails).
## @end deftypefn

function [G, why, cap] = elementwise_fn_ (F, nargs)
  persistent memo = struct ("key", {}, "G", {}, "why", {}, "names", {});
  G = [];
  why = "";
  cap = {};
  s = func2str (F);
  ws = struct ();
  if (s(1) == "@")
    ws = functions (F).workspace;
    ws = workspace_of (ws);
  endif
  ## the key: the text and what it captures (a free name is a captured
  ## value or a function by the scope F was made in)
  key = sprintf ("%d %s|%s", nargs, s, strjoin (fieldnames (ws)', ","));
  k = find (strcmp ({memo.key}, key), 1);
  if (! isempty (k))
    [G, why, names] = deal (memo(k).G, memo(k).why, memo(k).names);
    if (! isempty (names))
      [cap, why] = captured (ws, names);
      if (! isempty (why))
        G = [];
      endif
    endif
    return;
  endif
  [G, why, names] = analyse (F, s, nargs);
  if (numel (memo) < 256)
    memo(end+1) = struct ("key", key, "G", G, "why", why, "names", {names});
  endif
  if (isempty (why) && ! isempty (names))
    [cap, why] = captured (ws, names);
    if (! isempty (why))
      G = [];
    endif
  endif
endfunction

function ws = workspace_of (ws)
  if (isempty (ws))
    ws = struct ();
  else
    ws = ws{1};
  endif
endfunction

function [cap, why] = captured (ws, names)
  ## the captured values the body uses, each a numeric or logical scalar
  ## (or a gpuArray one): else "body"
  why = "";
  cap = cell (1, numel (names));
  for k = 1:numel (names)
    v = ws.(names{k});
    if (! (isnumeric (v) || islogical (v) || isa (v, "gpuArray")) || ! isscalar (v))
      why = "body";
      cap = {};
      return;
    endif
    cap{k} = v;
  endfor
endfunction

function [G, why, names] = analyse (F, s, nargs)
  ## the text's analysis: G taking the arrays and then the captured values
  ## named in names (in that order)
  G = [];
  why = "";
  names = {};
  ## name -> the numbers of arguments it takes elementwise
  persistent fns = struct (
    "abs", 1, "sqrt", 1, "exp", 1, "log", 1, "log2", 1, "log10", 1, "sin", 1,
    "cos", 1, "floor", 1, "ceil", 1, "round", 1, "fix", 1, "sign", 1,
    "conj", 1, "real", 1, "imag", 1, "isnan", 1, "isinf", 1, "isfinite", 1,
    "not", 1, "uminus", 1, "uplus", 1, "double", 1, "single", 1, "int8", 1,
    "uint8", 1, "int16", 1, "uint16", 1, "int32", 1, "uint32", 1, "int64", 1,
    "uint64", 1, "logical", 1, "plus", 2, "minus", 2, "times", 2,
    "rdivide", 2, "ldivide", 2, "power", 2, "eq", 2, "ne", 2, "lt", 2,
    "le", 2, "gt", 2, "ge", 2, "and", 2, "or", 2, "xor", 2, "max", 2,
    "min", 2, "complex", [1 2]);
  persistent consts = {"pi", "Inf", "inf", "NaN", "nan", "eps", "i", "j", ...
                       "I", "J", "e", "true", "false"};
  if (s(1) != "@")                          # a handle to a named function
    if (isfield (fns, s) && any (fns.(s) == nargs))
      G = F;
    else
      why = "handle";
    endif
    return;
  endif
  tok = regexp (s, '^@\s*\(([^)]*)\)\s*(.*)$', "tokens", "once");
  if (isempty (tok))
    why = "body";
    return;
  endif
  params = strtrim (ostrsplit (tok{1}, ","));
  params = params(! cellfun (@isempty, params));
  body = tok{2};
  if (numel (params) != nargs || any (strcmp (params, "varargin")))
    why = "body";
    return;
  endif
  ws = functions (F).workspace;
  if (isempty (ws))
    ws = struct ();
  else
    ws = ws{1};
  endif
  ## the body's tokens: names, numbers, operators (the longest first),
  ## parentheses, commas, blanks; anything else refuses it
  [t, rest] = regexp (body, ['([A-Za-z_]\w*|(\d+(\.(?![*/\\^''])\d*)?|\.\d+)([eEdD][+-]?\d+)?[ijIJ]?' ...
                             '|\.\*|\./|\.\\|\.\^|==|~=|!=|<=|>=|&&|\|\||[-+*/\\^<>&|~!(),]|\s+)'], ...
                      "match", "split");
  if (any (! cellfun (@isempty, rest)))
    why = "body";
    return;
  endif
  out = t;
  depth = 0;
  calls = {};                               # open calls: {name, depth, commas}
  for k = 1:numel (t)
    x = t{k};
    nxt = next_token (t, k);
    if (isletter (x(1)) || x(1) == "_")
      if (any (strcmp (x, params)))
        if (strcmp (nxt, "("))              # indexing a parameter
          why = "body";
          return;
        endif
      elseif (isfield (ws, x))
        if (strcmp (nxt, "("))            # indexing a captured value
          why = "body";
          return;
        endif
        if (! any (strcmp (names, x)))
          names{end+1} = x;
        endif
      elseif (isfield (fns, x))
        if (! strcmp (nxt, "("))
          why = "body";
          return;
        endif
        calls(end+1, :) = {x, depth + 1, 0};
      elseif (! (any (strcmp (x, consts)) && ! strcmp (nxt, "(")))
        why = "body";
        return;
      endif
    else
      switch (x)
        case "("
          depth++;
        case ")"
          if (! isempty (calls) && calls{end, 2} == depth)
            if (! any (fns.(calls{end, 1}) == calls{end, 3} + 1))
              why = "body";                 # max (x) or min (x, [], 2) ...
              return;
            endif
            calls(end, :) = [];
          endif
          depth--;
        case ","
          if (isempty (calls) || calls{end, 2} != depth)
            why = "body";
            return;
          endif
          calls{end, 3}++;
        case {"*", "/", "\\", "^"}
          out{k} = ["." x];
        case "&&"
          out{k} = "&";
        case "||"
          out{k} = "|";
      endswitch
    endif
  endfor
  if (depth != 0)
    why = "body";
    return;
  endif
  ## the captured values as further parameters: one function per text
  try
    G = str2func (["@(" strjoin([params, names], ", ") ") " strjoin(out, "")]);
  catch
    why = "body";
  end_try_catch
endfunction

function x = next_token (t, k)
  x = "";
  for m = k+1:numel (t)
    if (! all (isspace (t{m})))
      x = t{m};
      return;
    endif
  endfor
endfunction
