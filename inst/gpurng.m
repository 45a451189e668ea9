## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {} gpurng (@var{seed})
## @deftypefnx {} {} gpurng ("default")
## @deftypefnx {} {@var{s} =} gpurng ()
## @deftypefnx {} {} gpurng (@var{s})
## The generator of @code{gpuArray.rand}, @code{gpuArray.randn} and
## @code{gpuArray.randi} (MATLAB's @code{gpurng}).  @code{gpurng (@var{seed})}
## seeds it (a nonnegative integer; @code{"default"} is 0, the seed at
## load); @code{@var{s} = gpurng ()} returns its state (fields @code{Seed},
## @code{Calls}: how many arrays were made since seeding, and
## @code{Generator}), which @code{gpurng (@var{s})} restores.
##
## The numbers depend only on the seed, the call and the element's
## position, so the same seed gives the same arrays again.  On a GPU they
## come from cuRAND's Philox4x32-10 (@code{"philox4x32-10"}); in host
## memory (no GPU) from a counter-based splitmix64 hash
## (@code{"splitmix64-cpu"}): the two streams differ, and neither is
## Octave's @code{rand} stream.
##
## @example
## @group
## gpurng (42);
## a = gather (gpuArray.rand (1, 3));
## gpurng (42);
## isequal (a, gather (gpuArray.rand (1, 3)))
##   @result{} 1
## s = gpurng ();  gpurng (s);     # save and restore the state
## @end group
## @end example
##
## @seealso{gpuArray}
## @end deftypefn

function s = gpurng (seed)
  if (nargin == 1)
    if (ischar (seed) && strcmp (seed, "default"))
      seed = 0;
    endif
    if (isstruct (seed))
      __gpu_array__ ("ix_rng", seed.Seed, seed.Calls);
    elseif (isnumeric (seed) && isscalar (seed) && isreal (seed))
      __gpu_array__ ("ix_rng", double (seed));
    else
      error ("gpuaxis:invalid-input", "gpurng: SEED must be a nonnegative integer, \"default\" or a state from gpurng ()");
    endif
  endif
  if (nargout > 0 || nargin == 0)
    st = __gpu_array__ ("ix_rng");
    gen = "splitmix64-cpu";
    if (strcmp (gpu_axis_backend (), "cuda"))
      gen = "philox4x32-10";
    endif
    s = struct ("Seed", st(1), "Calls", st(2), "Generator", gen);
  endif
endfunction
