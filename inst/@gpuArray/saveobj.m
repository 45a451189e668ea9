## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{s} =} saveobj (@var{G})
## A gpuArray cannot be saved by Octave 7.3: save @code{gather (@var{G})}
## and make a gpuArray of it again after @code{load}.
##
## Each of Octave 7.3's savers writes the object's own fields, or their
## size, whatever saveobj returns: its own formats (text, the default;
## @code{-binary}; @code{-hdf5}) write the fields and ignore saveobj's
## value, and the MAT writer (@code{-v7}, @code{-v6}, @code{-mat}) writes
## the size of the object's fields before saveobj's value in its place, so
## a saveobj that put the data in place of the handle that frees it (field
## @code{h}) wrote a file that does not load back ("invalid element type",
## or a zlib error) for all but the smallest arrays.  So this saveobj is a
## @code{gpuaxis:save} error, warned first since Octave's MAT writer
## replaces its text by "save: error while writing".  @code{load} of a
## file that holds a gpuArray without its data (as earlier gpuaxis saved
## in Octave's own formats) is a @code{gpuaxis:load} error (loadobj).
##
## @example
## @group
## G = gpuArray (1:3);
## x = gather (G);                 # save x, not G
## f = [tempname() ".mat"];
## save ("-binary", f, "x");
## load (f);  G2 = gpuArray (x);  delete (f);
## @end group
## @end example
##
## @seealso{gpuArray, loadobj, gather}
## @end deftypefn

function s = saveobj (G)
  msg = ["save: Octave 7.3 cannot store a gpuArray's data (its savers ", ...
         "write the object's own fields, not what saveobj returns): ", ...
         "save gather (G) instead"];
  warning ("gpuaxis:save", "%s", msg);
  error ("gpuaxis:save", "%s", msg);
endfunction
