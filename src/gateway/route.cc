/* route.cc: the route from Octave's constructor names to gpuArray.
 *
 * MATLAB code makes gpuArrays with zeros (3, "gpuArray"), rand (n, "single",
 * "gpuArray"), ones (2, "like", G), ...; Octave's built-ins refuse the class
 * name.  This file defines functions of those names (zeros, ones, eye, nan,
 * NaN, inf, Inf, true, false, rand, randn, randi) that gpu_axis_route
 * registers with autoload, which Octave looks up before its built-ins
 * (no shadowing warning, and autoload (..., "remove") undoes it).  A call
 * that names "gpuArray" or is "like" a gpuArray goes to
 * __gpu_axis_construct__ (the static constructors of gpuArray); every other
 * call goes straight to Octave's own function with the same arguments and
 * nargout, so its results, errors and warnings are the built-in's.  The
 * test of the arguments looks only at char arguments: a numeric call pays
 * one loop over its arguments.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <strings.h>
#include <string>
#include <octave/oct.h>
#include <octave/interpreter.h>
#include <octave/load-path.h>
#include <octave/parse.h>

/* Octave's built-ins (declared here, not through builtin-defun-decls.h,
 * whose global wrappers have the names this file defines). */
namespace octave
{
  extern OCTINTERP_API octave_value_list Fzeros (const octave_value_list&, int);
  extern OCTINTERP_API octave_value_list Fones (const octave_value_list&, int);
  extern OCTINTERP_API octave_value_list Feye (const octave_value_list&, int);
  extern OCTINTERP_API octave_value_list FNaN (const octave_value_list&, int);
  extern OCTINTERP_API octave_value_list FInf (const octave_value_list&, int);
  extern OCTINTERP_API octave_value_list Ftrue (const octave_value_list&, int);
  extern OCTINTERP_API octave_value_list Ffalse (const octave_value_list&, int);
  extern OCTINTERP_API octave_value_list Frand (const octave_value_list&, int);
  extern OCTINTERP_API octave_value_list Frandn (const octave_value_list&, int);
}

/* The argument that gpu_axis_route passes once to each routed name when
 * it switches the route on: the function then takes the help text of
 * Octave's own (so help and print_usage, whose error for an invalid call
 * is made from the help of the function being run, are Octave's; the
 * routed forms are documented in gpu_axis_route). */
#define GA_ROUTE_DOC "__gpu_axis_route_doc__"

/* Does the call ask for a gpuArray (1): a "gpuArray" argument (any case,
 * as MATLAB), or "like" followed by a gpuArray?  2: the doc argument. */
static int
wants_gpu (const octave_value_list& args)
{
  const int n = args.length ();
  for (int i = 0; i < n; i++)
    {
      const octave_value& a = args(i);
      if (! a.is_string () || a.rows () != 1)
        continue;
      const std::string s = a.string_value ();
      if (! strcasecmp (s.c_str (), "gpuArray"))
        return 1;
      if (! strcasecmp (s.c_str (), "like") && i + 1 < n
          && args(i + 1).class_name () == "gpuArray")
        return 1;
      if (n == 1 && s == GA_ROUTE_DOC)
        return 2;
    }
  return 0;
}

static octave_value_list
take_doc (octave::interpreter& interp, const octave_value& orig)
{
  octave_function *self = interp.get_evaluator ().current_function ();
  if (self && orig.is_defined () && orig.function_value ())
    self->document (orig.function_value ()->doc_string ());
  return octave_value_list ();
}

static octave_value_list
construct (const char *name, const octave_value_list& args, int nargout)
{
  octave_value_list a (1, octave_value (name));
  a.append (args);
  return octave::feval ("__gpu_axis_construct__", a, nargout);
}

#define GA_ROUTE(NAME, BUILTIN)                                              \
  DEFMETHOD_DLD (NAME, interp, args, nargout, "")                           \
  {                                                                         \
    const int g = wants_gpu (args);                                         \
    if (g == 1)                                                             \
      return construct (#NAME, args, nargout);                              \
    if (g == 2)                                                             \
      return take_doc (interp, interp.get_symbol_table ()                   \
                               .find_built_in_function (#NAME));            \
    return octave::BUILTIN (args, nargout);                                 \
  }

GA_ROUTE (zeros, Fzeros)
GA_ROUTE (ones, Fones)
GA_ROUTE (eye, Feye)
GA_ROUTE (NaN, FNaN)
GA_ROUTE (nan, FNaN)
GA_ROUTE (Inf, FInf)
GA_ROUTE (inf, FInf)
GA_ROUTE (true, Ftrue)
GA_ROUTE (false, Ffalse)
GA_ROUTE (rand, Frand)
GA_ROUTE (randn, Frandn)

/* randi is an m-file of Octave's up to 10 (a built-in since 11): its
 * function, loaded once from the file the load path finds for the name
 * (autoload is not on the path), else the built-in.  Kept
 * for the session (never freed: Octave may unload this file first). */
DEFMETHOD_DLD (randi, interp, args, nargout, "")
{
  static octave_value *orig = nullptr;
  const int g = wants_gpu (args);
  if (g == 1)
    return construct ("randi", args, nargout);
  if (! orig)
    {
      const std::string file = interp.get_load_path ().find_fcn ("randi");
      octave_value f;
      if (! file.empty ())
        f = octave::load_fcn_from_file (file, "", "", "", "randi");
      if (f.is_undefined ())          /* a built-in since Octave 11 */
        f = interp.get_symbol_table ().find_built_in_function ("randi");
      if (f.is_undefined ())
        error_with_id ("gpuaxis:internal", "randi: Octave's randi not found");
      orig = new octave_value (f);
    }
  if (g == 2)
    return take_doc (interp, *orig);
  return octave::feval (*orig, args, nargout);
}
