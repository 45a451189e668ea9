// array_handle.cc: __gpu_array_handle__ (M), the field h of every gpuArray
// object: an Octave value that holds the id of one entry of the table of
// gpuArray data (arrays.h, in libgpuaxis.so) and releases it when its last
// copy goes (ga_arr_release, what __gpu_array__ (0, M) does).  Octave's
// values share one rep by reference count, so copies of the object
// (assignment, function arguments and returns) share the handle and the
// destructor below runs once, when the last of them goes.  The form
// __gpu_array_handle__ (G, M) makes the whole result of a method: G with
// the fields m = M and h = the handle.
//
// Why C++: the field was onCleanup (@() __gpu_array__ (0, id)), and every
// method that makes a gpuArray paid for making the anonymous function and
// the onCleanup object, and again at the free for onCleanup's interpreter
// call of the anonymous function and of the MEX file; and for setting the
// object's fields (R = G; R.m = M; R.h = ...), each about a builtin call's
// cost in an m-file.  Measured on the development machine (CPU backend,
// 1x1 arrays, bench/bench_call_cost.m; bench/results/call-cost-cpu.md):
// onCleanup (@() 1) made and dropped ~10 us, this value ~5 us, and its
// release is a C call; G + 1 went from ~57 us to about half that, sum
// (G, 1) from ~40 us to under half.  Only this helper is C++: the rest of
// the package is C.
//
// Safety:
//  * The .oct file is linked -z nodelete (src/Makefile), so its code (the
//    destructor, the type's vtable) stays mapped even when Octave closes
//    the library (clear -f, munlock + clear, or Octave's exit, which clears
//    every function before the last values go: the type's prototype that
//    Octave's type table keeps lives until the interpreter is destroyed).
//    The function also locks itself (mlock) on every call that finds it
//    unlocked, so `clear functions` and `clear all` leave it loaded.
//    libgpuaxis.so, which it links, stays with it: the table outlives
//    every handle.
//  * The type is registered once (the first call; its id survives a
//    reload, since the code is never unmapped).
//  * The destructor never throws and never calls into the interpreter:
//    ga_arr_release is plain C, ignores unknown and already released ids,
//    and copes with the table's own exit-time teardown (arrays.c,
//    table_fini: no entries, so nothing to find).
//  * The rep is never duplicated (clone of a live handle is an error, as
//    Octave's onCleanup's), so no id is released twice.
//
// Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.

#include <octave/oct.h>
#include <octave/interpreter.h>
#include <octave/ov-class.h>
#include <ostream>
#include "arrays.h"

class gpu_array_handle : public octave_base_value
{
public:
  gpu_array_handle (void) : m_id (0) { }

  explicit gpu_array_handle (double id) : m_id (id) { }

  ~gpu_array_handle (void)
  {
    if (m_id > 0)
      ga_arr_release (m_id);          // C: never throws
  }

  // Octave's type table clones its prototype (id 0) for load; a live
  // handle is never copied (each copy would release the array).
  octave_base_value * clone (void) const
  {
    if (m_id > 0)
      error ("gpuaxis: internal error: copying the handle of a gpuArray");
    return empty_clone ();
  }

  octave_base_value * empty_clone (void) const
  {
    return new gpu_array_handle ();
  }

  bool is_defined (void) const { return true; }

  dim_vector dims (void) const
  {
    static dim_vector dv (1, 1);
    return dv;
  }

  // The object's own fields go to Octave's text, binary and HDF5 files
  // (a MAT file is saveobj's error): the handle is skipped there, as
  // Octave skips an onCleanup, and loadobj says the data is not in the
  // file (gpuaxis:load).
  bool save_ascii (std::ostream&) { return skip_save (); }
  bool load_ascii (std::istream&) { return true; }
  bool save_binary (std::ostream&, bool) { return skip_save (); }
  bool load_binary (std::istream&, bool, octave::mach_info::float_format)
  {
    return true;
  }
  bool save_hdf5 (octave_hdf5_id, const char *, bool) { return skip_save (); }
  bool load_hdf5 (octave_hdf5_id, const char *) { return true; }

  bool print_as_scalar (void) const { return true; }

  void print (std::ostream& os, bool pr_as_read_syntax = false)
  {
    print_raw (os, pr_as_read_syntax);
    newline (os);
  }

  void print_raw (std::ostream& os, bool = false) const
  {
    os << "<the data handle of a gpuArray";
    if (m_id > 0)
      os << ": array " << (unsigned long long) m_id;
    os << '>';
  }

  void short_disp (std::ostream& os) const { os << "<gpuArray handle>"; }

private:
  static bool skip_save (void)
  {
    warning_with_id ("gpuaxis:save", "save: skipping the handle of a "
                     "gpuArray: Octave 7.3 cannot store a gpuArray's data "
                     "(save gather (G) instead)");
    return true;
  }

  double m_id;

  DECLARE_OV_TYPEID_FUNCTIONS_AND_DATA
};

DEFINE_OV_TYPEID_FUNCTIONS_AND_DATA (gpu_array_handle, "gpuarray_handle",
                                     "gpuarray_handle");

// The id in a metadata row M (or a bare id).
static double
id_of (const octave_value& m)
{
  if (! m.is_double_type () || m.iscomplex () || m.issparse ()
      || m.numel () < 1)
    error_with_id ("gpuaxis:internal", "__gpu_array_handle__: M expected");
  return m.is_scalar_type () ? m.double_value () : m.array_value ().xelem (0);
}

DEFMETHOD_DLD (__gpu_array_handle__, interp, args, ,
               "-*- texinfo -*-\n"
               "@deftypefn  {} {@var{h} =} __gpu_array_handle__ (@var{M})\n"
               "@deftypefnx {} {@var{R} =} __gpu_array_handle__ (@var{G}, @var{M})\n"
               "Internal: the handle that frees the gpuArray data whose\n"
               "metadata row is @var{M} when its last copy goes (the field\n"
               "@code{h} of every gpuArray object); with a gpuArray @var{G},\n"
               "the gpuArray @var{R} of that data: @var{G} with the fields\n"
               "@code{m} = @var{M} and @code{h} the handle, as\n"
               "@code{R = G; R.m = M; R.h = __gpu_array_handle__ (M)} in a\n"
               "method, in one call.\n"
               "@end deftypefn")
{
  if (gpu_array_handle::static_type_id () < 0)
    gpu_array_handle::register_type (interp.get_type_info ());
  octave_function *self = interp.get_evaluator ().current_function ();
  if (self && ! self->islocked ())
    self->lock ();
  const int nargs = args.length ();
  if (nargs == 1)
    return ovl (new gpu_array_handle (id_of (args(0))));
  if (nargs != 2)
    error_with_id ("gpuaxis:internal", "__gpu_array_handle__: M or G, M expected");
  // The fields of an old-style object are set by its methods only, and
  // each costs an interpreter call there (R.m = M about as much as a
  // builtin call): here they are set on a copy of G's map, and the new
  // object has G's class and parents, as R = G in the method would.
  const octave_value& g = args(0);
  if (! g.isobject () || g.class_name () != "gpuArray")
    error_with_id ("gpuaxis:internal", "__gpu_array_handle__: G must be a gpuArray");
  octave_map map = g.map_value ();
  if (map.numel () != 1 || ! map.isfield ("m") || ! map.isfield ("h"))
    error_with_id ("gpuaxis:internal", "__gpu_array_handle__: G must be a gpuArray");
  const double id = id_of (args(1));
  map.setfield ("m", Cell (args(1)));
  map.setfield ("h", Cell (octave_value (new gpu_array_handle (id))));
  return ovl (octave_value (new octave_class (map, g.class_name (),
                                              g.parent_class_name_list ())));
}
