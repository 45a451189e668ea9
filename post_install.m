## Copyright (C) 2026 The gpuaxis developers
## SPDX-License-Identifier: GPL-3.0-or-later

## post_install (desc): run by `pkg install` after the files are in place.
## Octave reads the help of a MEX file from a same-named .m file in the
## same folder, but pkg puts src/*.m and src/*.mex in different folders
## (and the package's .m folder comes first on the path, so the .m file
## would shadow the MEX file); this moves each help file gpu_axis_*.m
## beside its gpu_axis_*.mex.
function post_install (desc)
  arch = [__octave_config_info__("canonical_host_type"), "-", ...
          __octave_config_info__("api_version")];
  archdir = fullfile (desc.archprefix, arch);
  if (! isfolder (archdir))
    return;
  endif
  mex = dir (fullfile (archdir, "gpu_axis_*.mex"));
  for k = 1:numel (mex)
    [~, name] = fileparts (mex(k).name);
    help_file = fullfile (desc.dir, [name ".m"]);
    if (exist (help_file, "file"))
      [ok, msg] = movefile (help_file, archdir);
      if (! ok)
        error ("gpuaxis: could not move %s.m beside its MEX file: %s", name, msg);
      endif
    endif
  endfor
endfunction
