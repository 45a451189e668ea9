// uninit_array.cc: __gpu_axis_uninit__ (DIMS, CLASS), the one C++ piece of
// the package: a real array of DIMS and CLASS ("double", "single", "int8"
// ... "uint64", "logical") whose elements are NOT initialised, for the MEX
// gateway to write a large result into (result_array.c calls it through
// mexCallMATLAB, so the array it gets back is Octave's own and is returned
// without a copy).
//
// Why: Octave 7.3 value-initialises every new array (Array<T>::ArrayRep
// constructs each element), so the fastest array the C MEX API can get,
// builtin zeros, is a single-threaded zero fill that is also the first
// touch of every fresh page: on the GPU host zeros of 1 GiB took 627 ms
// (1.7 GB/s), which was the whole time of gather (G) (661 ms) and most of a
// large host result.  Here the storage comes from the allocator that Array
// frees it with (std::allocator<T>), unconstructed, and large blocks are
// marked for transparent huge pages, so the first touch happens in the
// package's own writers (the engine, the copy threads) with 512x fewer page
// faults.  Measured on the development machine (THP "madvise" mode), first
// touch of 1 GiB: 1.19 s plain, 0.67 s with MADV_HUGEPAGE.
//
// Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.

#include <octave/oct.h>
#include <sys/mman.h>
#include <cstdint>
#include <memory>
#include <string>

// Huge pages for the 2 MiB-aligned interior of a block (no-op where THP is
// off; a failure only costs the speed-up).
static void
advise_huge (void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
  const uintptr_t H = (uintptr_t) 2 << 20;
  uintptr_t a = ((uintptr_t) p + H - 1) & ~(H - 1);
  uintptr_t e = ((uintptr_t) p + bytes) & ~(H - 1);
  if (e > a)
    madvise ((void *) a, e - a, MADV_HUGEPAGE);
#else
  (void) p; (void) bytes;
#endif
}

template <typename A>
static octave_value
uninit (const dim_vector& dv)
{
  typedef typename A::element_type T;
  const octave_idx_type n = dv.safe_numel ();
  std::allocator<T> al;
  T *p = al.allocate (n);               // unconstructed: Array frees it
  advise_huge (p, (size_t) n * sizeof (T));
  return octave_value (A (Array<T> (p, dv)));
}

DEFUN_DLD (__gpu_axis_uninit__, args, ,
           "-*- texinfo -*-\n"
           "@deftypefn {} {@var{A} =} __gpu_axis_uninit__ (@var{dims}, @var{class})\n"
           "Internal: an array of size @var{dims} and class @var{class} whose\n"
           "elements are not initialised (gpuaxis writes every element).\n"
           "@end deftypefn")
{
  if (args.length () != 2 || ! args(1).is_string ())
    error_with_id ("gpuaxis:invalid-input", "__gpu_axis_uninit__: DIMS and CLASS expected");
  const Array<octave_idx_type> d = args(0).octave_idx_type_vector_value ();
  dim_vector dv = dim_vector::alloc (d.numel () < 2 ? 2 : d.numel ());
  dv(0) = dv(1) = 1;
  for (octave_idx_type i = 0; i < d.numel (); i++)
    {
      if (d(i) < 0)
        error_with_id ("gpuaxis:invalid-input", "__gpu_axis_uninit__: negative size");
      dv(i) = d(i);
    }
  const std::string c = args(1).string_value ();
  if (c == "double") return uninit<NDArray> (dv);
  if (c == "single") return uninit<FloatNDArray> (dv);
  if (c == "logical") return uninit<boolNDArray> (dv);
  if (c == "int8") return uninit<int8NDArray> (dv);
  if (c == "uint8") return uninit<uint8NDArray> (dv);
  if (c == "int16") return uninit<int16NDArray> (dv);
  if (c == "uint16") return uninit<uint16NDArray> (dv);
  if (c == "int32") return uninit<int32NDArray> (dv);
  if (c == "uint32") return uninit<uint32NDArray> (dv);
  if (c == "int64") return uninit<int64NDArray> (dv);
  if (c == "uint64") return uninit<uint64NDArray> (dv);
  error_with_id ("gpuaxis:invalid-input", "__gpu_axis_uninit__: unknown class '%s'", c.c_str ());
}
