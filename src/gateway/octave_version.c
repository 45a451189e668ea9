/* octave_version.c: the version of the Octave that runs the package.
 *
 * The reductions answer what the running Octave's own functions answer,
 * and those changed after 7.3 (mean rewritten in 9; 0x0 inputs with a DIM
 * in 11; complex max/min's order in 11): the rules take this number
 * (ga_request.octave) and follow the version's built-ins.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdio.h>
#include "gateway.h"

/* major * 100 + minor, read once from OCTAVE_VERSION (the interpreter's,
 * not the headers' the package was built with); 703 if it cannot be read. */
int
ga_octave_version (void)
{
  static int v;
  if (! v)
    {
      mxArray *r = NULL;
      int major = 7, minor = 3;
      if (! mexCallMATLABWithTrap (1, &r, 0, NULL, "OCTAVE_VERSION") && r)
        {
          char buf[32];
          if (mxGetString (r, buf, sizeof buf) == 0)
            sscanf (buf, "%d.%d", &major, &minor);
          mxDestroyArray (r);
        }
      v = major * 100 + minor;
    }
  return v;
}
