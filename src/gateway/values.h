/* values.h: reading Octave values safely in a MEX call (values.c).
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#ifndef GPUAXIS_VALUES_H
#define GPUAXIS_VALUES_H
#include "mex.h"
#include "gpuaxis.h"

/* 1 if a is text: a char row, or an empty char array. */
int ga_is_text (const mxArray *a);
/* 1 if a is a char row holding exactly s (s not empty). */
int ga_is_word (const mxArray *a, const char *s);
/* What argument a is, for a message: 'text' for a string (at most 40
 * characters, then "...", anything unprintable as '?'), else its size and
 * class ("a 2x6 char array", "a sparse double"). */
const char *ga_describe (const mxArray *a, char *buf, size_t len);

/* The elements of a numeric, logical or char array that is not sparse.
 * made: a full array Octave made for them (destroy it when done), or NULL. */
typedef struct {
  const void *data;     /* the elements; interleaved re, im when cplx */
  int cplx;
  mxArray *made;
  double scalar;
} ga_input;
/* WHAT names a in messages.  Errors (gpuaxis:out-of-memory, ...) are
 * raised.  Asks for nothing about a before its data (see values.c). */
void ga_read_input (const mxArray *a, ga_input *in, const char *what);

/* Octave's classes and the engine's element types, one table (values.c):
 * the element type of class c (the real one; GA_NELEM for none), the class
 * of element type e (complex types: their real class) and its name. */
ga_elem ga_elem_of_class (mxClassID c);
mxClassID ga_class_of_elem (ga_elem e);
const char *ga_class_name (ga_elem e);

#endif
