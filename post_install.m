## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## post_install (desc): run by `pkg install` after the files are in place.
## Octave reads the help of a MEX file from a same-named .m file in the
## same folder, but pkg puts src/*.m and src/*.mex in different folders;
## this moves gpu_axis_sum.m (help text and tests) beside gpu_axis_sum.mex.
function post_install (desc)
  arch = [__octave_config_info__("canonical_host_type"), "-", ...
          __octave_config_info__("api_version")];
  archdir = fullfile (desc.archprefix, arch);
  help_file = fullfile (desc.dir, "gpu_axis_sum.m");
  if (isfolder (archdir) && exist (fullfile (archdir, "gpu_axis_sum.mex"), "file")
      && exist (help_file, "file"))
    [ok, msg] = movefile (help_file, archdir);
    if (! ok)
      error ("gpuaxis: could not move gpu_axis_sum.m beside its MEX file: %s", msg);
    endif
  endif
endfunction
