/* values.c: reading Octave values safely in a MEX call: what an argument
 * is (for messages) and where its elements are, for every kind of value
 * Octave 7.3 has (ranges, diagonal and permutation matrices, lazy indices,
 * bools, magic integers ...), without the conversions that crash or leak.
 *
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later.
 */
#include <stdio.h>
#include <string.h>
#include "values.h"
#include "result_array.h"

/* 1 if a is text: a char row, or an empty char array. */
int
ga_is_text (const mxArray *a)
{
  return mxIsChar (a) && (mxGetNumberOfElements (a) == 0
                          || (mxGetNumberOfDimensions (a) == 2 && mxGetM (a) == 1));
}

/* 1 if a is a char row holding exactly s (s not empty). */
int
ga_is_word (const mxArray *a, const char *s)
{
  size_t n = strlen (s);
  const mxChar *c;
  if (! mxIsChar (a) || mxGetNumberOfElements (a) != n
      || mxGetNumberOfDimensions (a) != 2 || mxGetM (a) != 1)
    return 0;
  c = mxGetChars (a);
  return c && memcmp (c, s, n) == 0;
}

/* What argument a is, for a message: 'text' for a string (at most 40
 * characters, then "...", anything unprintable as '?'), else its size and
 * class ("a 2x6 char array", "a sparse double"), so that nothing is echoed
 * empty or column-major. */
const char *
ga_describe (const mxArray *a, char *buf, size_t len)
{
  size_t n = mxGetNumberOfElements (a), k = 0;
  if (ga_is_text (a))
    {
      const mxChar *c = mxGetChars (a);
      buf[k++] = '\'';
      for (size_t i = 0; i < n && c && k + 6 < len; i++)
        {
          if (i == 40)
            {
              memcpy (buf + k, "...", 3);
              k += 3;
              break;
            }
          buf[k++] = (c[i] >= 0x20 && c[i] < 0x7f) ? c[i] : '?';
        }
      buf[k++] = '\'';
      buf[k] = 0;
    }
  else if (mxIsChar (a))
    {
      mwSize nd = mxGetNumberOfDimensions (a);
      const mwSize *d = mxGetDimensions (a);
      k = snprintf (buf, len, "a ");
      for (mwSize i = 0; i < nd && k + 24 < len; i++)
        k += snprintf (buf + k, len - k, i ? "x%zu" : "%zu", (size_t) d[i]);
      snprintf (buf + k, len - k, " char array");
    }
  else
    snprintf (buf, len, "a %s%s%s", mxIsSparse (a) ? "sparse " : "",
              mxIsComplex (a) ? "complex " : "", mxGetClassName (a));
  return buf;
}

/* ---- reading an argument's elements
 *
 * Octave 7.3 gives a MEX file the storage of most values as it is: full
 * matrices, scalars, bool and char arrays, and a lazy index (made once).
 * Ranges, diagonal and permutation matrices have no such storage: mxGetData
 * has Octave build an mxArray of them, which for a complex value (a complex
 * diagonal matrix) allocates only the real half and then writes both (heap
 * overrun: Octave dies), and for a real one needs twice its size.  Which
 * kind a value is only typeinfo knows (a call into Octave, ~5 us), so:
 *   - integer, logical and char arrays are read as they are;
 *   - a real double scalar is read by value: a magic_int (an integer
 *     literal past flintmax) is a double whose storage is an int64;
 *   - other real arrays as they are, unless twice their size might not fit;
 *   - complex scalars and N-D arrays as they are (never diagonal);
 *   - other complex arrays, and real ones that might not fit, once typeinfo
 *     names a kind stored as it is; any other kind is made a full array by
 *     Octave's full (once, where mxGetData would need twice), if it fits. */

/* typeinfo (a), or "" if that fails. */
static void
value_kind (const mxArray *a, char *buf, size_t len)
{
  mxArray *arg = (mxArray *) a, *t = ga_call_builtin ("typeinfo", 1, &arg);
  buf[0] = 0;
  if (t && ga_is_text (t) && mxGetNumberOfElements (t) < len)
    mxGetString (t, buf, len);
  if (t)
    mxDestroyArray (t);
}

static int
stored_as_is (const char *kind)
{
  static const char *kinds[] = {"matrix", "complex matrix", "float matrix",
    "float complex matrix", "scalar", "complex scalar", "float scalar",
    "float complex scalar"};
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (! strcmp (kind, kinds[i]))
      return 1;
  return 0;
}

/* The elements of a (numeric, logical or char, not sparse); WHAT names it
 * in messages.  Nothing here asks for a real array's dimensions before its
 * data: for a range, Octave 7.3's MEX layer leaks dimensions cached before
 * the conversion. */
void
ga_read_input (const mxArray *a, ga_input *in, const char *what)
{
  const size_t n = mxGetNumberOfElements (a);
  const mxClassID cls = mxGetClassID (a);
  double bytes;
  char kind[64] = "";
  in->data = NULL;
  in->made = NULL;
  in->cplx = mxIsComplex (a);
  if (n == 0)
    return;
  if (cls == mxDOUBLE_CLASS && ! in->cplx && n == 1)
    {
      in->scalar = mxGetScalar (a);
      in->data = &in->scalar;
      return;
    }
  bytes = (double) n * (cls == mxSINGLE_CLASS ? 4 : 8) * (in->cplx ? 2 : 1);
  if ((cls != mxDOUBLE_CLASS && cls != mxSINGLE_CLASS)
      || (! in->cplx && ga_memory_ok (2 * bytes))
      /* a complex diagonal matrix is 2-D and has 2 or more elements (one
       * element is a scalar); complex values are never converted, so their
       * dimensions may be asked first */
      || (in->cplx && (n == 1 || mxGetNumberOfDimensions (a) > 2)))
    in->data = mxGetData (a);
  else
    {
      value_kind (a, kind, sizeof kind);
      if (stored_as_is (kind))
        in->data = mxGetData (a);
      else
        {
          mxArray *arg = (mxArray *) a, *F;
          char fkind[64] = "";
          if (! ga_memory_ok (bytes))
            mexErrMsgIdAndTxt ("gpuaxis:out-of-memory", "%s is a %s of %zu elements: as a "
                  "full array it needs %.3g GB, more than there is", what,
                  kind[0] ? kind : mxGetClassName (a), n, bytes / 1e9);
          F = ga_call_builtin ("full", 1, &arg);
          if (F)
            value_kind (F, fkind, sizeof fkind);
          /* (a complex value may come back real: all imaginary parts 0) */
          if (! F || mxGetClassID (F) != cls || mxIsSparse (F)
              || mxGetNumberOfElements (F) != n || ! stored_as_is (fkind))
            mexErrMsgIdAndTxt ("gpuaxis:internal", "%s is a %s, and Octave's full did not "
                  "make it a full %s array (got %s)", what, kind,
                  mxGetClassName (a), ! F ? "an error" : fkind[0] ? fkind
                  : "an unknown kind");
          in->made = F;
          in->cplx = mxIsComplex (F);
          in->data = mxGetData (F);
        }
    }
  if (! in->data)
    mexErrMsgIdAndTxt ("gpuaxis:invalid-input", "Octave gives no elements of %s (a %s)",
          what, kind[0] ? kind : mxGetClassName (a));
}

/* The one table of Octave's classes and the engine's element types. */
typedef struct { ga_elem elem; mxClassID cls; const char *name; } class_map;
static const class_map classes[] = {
  {GA_DOUBLE, mxDOUBLE_CLASS, "double"}, {GA_SINGLE, mxSINGLE_CLASS, "single"},
  {GA_INT8, mxINT8_CLASS, "int8"}, {GA_UINT8, mxUINT8_CLASS, "uint8"},
  {GA_INT16, mxINT16_CLASS, "int16"}, {GA_UINT16, mxUINT16_CLASS, "uint16"},
  {GA_INT32, mxINT32_CLASS, "int32"}, {GA_UINT32, mxUINT32_CLASS, "uint32"},
  {GA_INT64, mxINT64_CLASS, "int64"}, {GA_UINT64, mxUINT64_CLASS, "uint64"},
  {GA_LOGICAL, mxLOGICAL_CLASS, "logical"}, {GA_CHAR, mxCHAR_CLASS, "char"},
  {GA_CDOUBLE, mxDOUBLE_CLASS, "double"}, {GA_CSINGLE, mxSINGLE_CLASS, "single"}};
#define NCLASSES (sizeof classes / sizeof classes[0])

ga_elem
ga_elem_of_class (mxClassID c)
{
  for (size_t i = 0; i < NCLASSES; i++)
    if (classes[i].cls == c)
      return classes[i].elem;          /* the real type: first in the table */
  return GA_NELEM;
}

mxClassID
ga_class_of_elem (ga_elem e)
{
  for (size_t i = 0; i < NCLASSES; i++)
    if (classes[i].elem == e)
      return classes[i].cls;
  return mxDOUBLE_CLASS;
}

const char *
ga_class_name (ga_elem e)
{
  for (size_t i = 0; i < NCLASSES; i++)
    if (classes[i].elem == e)
      return classes[i].name;
  return "double";
}
