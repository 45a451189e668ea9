/* cuda_acc_native.cu: kernels of the "native" accumulators that keep the
 * input class: single (float), signed integers (clamped-shift saturation,
 * 64- and 128-bit), unsigned integers and logical (saturating add).
 * Copyright (C) 2026 The gpuaxis developers.  GPL-3.0-or-later. */
#include "cuda_launch.cuh"

GA_DECLARE_ACC_RUNNER (ga_run_acc_float)
{
  if (ie == GA_SINGLE || ie == GA_ACCBUF)
    return ga_run_pass<GA_ACC_FLOAT, float> (ps, in, out, oe, part, b, nsm, st);
  return cudaErrorInvalidValue;
}

/* acc is chosen from the result class: the caller passes it through oe
 * for the final pass, and through the bounds (lo/top) for partials. */
GA_DECLARE_ACC_RUNNER (ga_run_acc_int)
{
  /* b.flag: the signed fast path; b.top != 0: unsigned; b.lo < INT32_MIN:
   * int64; else 8..32-bit signed */
  if (b.flag)
    switch (ie)
      {
      case GA_INT8: return ga_run_pass<GA_ACC_SATPN, int8_t> (ps, in, out, oe, part, b, nsm, st);
      case GA_INT16: return ga_run_pass<GA_ACC_SATPN, int16_t> (ps, in, out, oe, part, b, nsm, st);
      case GA_INT32: return ga_run_pass<GA_ACC_SATPN, int32_t> (ps, in, out, oe, part, b, nsm, st);
      case GA_ACCBUF: return ga_run_pass<GA_ACC_SATPN, ga_satpn> (ps, in, out, oe, part, b, nsm, st);
      default: return cudaErrorInvalidValue;
      }
  if (b.top != 0)
    switch (ie)
      {
      case GA_UINT8: case GA_LOGICAL:
        return ga_run_pass<GA_ACC_SATU, uint8_t> (ps, in, out, oe, part, b, nsm, st);
      case GA_UINT16: return ga_run_pass<GA_ACC_SATU, uint16_t> (ps, in, out, oe, part, b, nsm, st);
      case GA_UINT32: return ga_run_pass<GA_ACC_SATU, uint32_t> (ps, in, out, oe, part, b, nsm, st);
      case GA_UINT64: case GA_ACCBUF:
        return ga_run_pass<GA_ACC_SATU, uint64_t> (ps, in, out, oe, part, b, nsm, st);
      default: return cudaErrorInvalidValue;
      }
  if (b.lo < INT32_MIN)
    switch (ie)
      {
      case GA_INT64: return ga_run_pass<GA_ACC_SATS64, int64_t> (ps, in, out, oe, part, b, nsm, st);
      case GA_ACCBUF: return ga_run_pass<GA_ACC_SATS64, ga_sats64> (ps, in, out, oe, part, b, nsm, st);
      default: return cudaErrorInvalidValue;
      }
  switch (ie)
    {
    case GA_INT8: return ga_run_pass<GA_ACC_SATS32, int8_t> (ps, in, out, oe, part, b, nsm, st);
    case GA_INT16: return ga_run_pass<GA_ACC_SATS32, int16_t> (ps, in, out, oe, part, b, nsm, st);
    case GA_INT32: return ga_run_pass<GA_ACC_SATS32, int32_t> (ps, in, out, oe, part, b, nsm, st);
    case GA_ACCBUF: return ga_run_pass<GA_ACC_SATS32, ga_sats32> (ps, in, out, oe, part, b, nsm, st);
    default: return cudaErrorInvalidValue;
    }
}
