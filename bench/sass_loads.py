#!/usr/bin/env python3
"""bench/sass_loads.py: global loads in flight in the loops of CUDA kernels,
read from an sm_90 cubin without cuobjdump or nvdisasm (this dev machine
has nvcc and ptxas only).

    python3 bench/sass_loads.py FILE.cubin [NAME_PART]

For every kernel (.text.NAME section; NAME_PART filters the mangled name)
and every loop in it, prints how many LDG instructions the loop has and
the most of them outstanding at once: an LDG sets a write scoreboard (the
control bits of its 128-bit instruction word), and an instruction that
waits on that scoreboard retires every LDG on it.  A streaming reduction
wants several loads in flight per thread; "4 LDG, 1 in flight" is a loop
that waits for each load before issuing the next.

Heuristics, not a disassembler: opcodes are the low 12 bits (LDG 0x981,
BRA 0x947); a loop is a backward BRA (bit 63 of the low word set), taken
to begin after the branch before it; the loop body is walked twice so that
loads carried over the back edge count.  Good enough to compare two builds
of the same kernel, which is what it is for.

A cubin of chosen kernels: explicit instantiations in a small .cu file,
    #include "cuda_kernels.cuh"
    template __global__ void k_rows_long<GA_R_SUM_D, double, false>
      (const double *__restrict__, void *__restrict__, ga_elem, size_t,
       size_t, size_t, size_t, ga_bounds);
compiled with
    nvcc -O3 -std=c++17 -cubin -arch=sm_90 -Xptxas -v -Isrc/engine -Isrc/engine/cuda probe.cu -o probe.cubin
(-Xptxas -v gives each kernel's registers).  Used for the regression of
the generic engine (src/engine/cuda/kernels/common.cuh, final_put): rows_long<SUM_D,
double> had "4 LDG, 1 in flight" with mean's division in its store, "2 in
flight" in the sum-only engine (4ad4779^) and with the lean store.
"""
import struct
import sys

LDG, BRA = 0x981, 0x947


def sections(path):
    d = open(path, 'rb').read()
    shoff = struct.unpack_from('<Q', d, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', d, 0x3a)
    hdr = [struct.unpack_from('<IIQQQQIIQQ', d, shoff + i * shentsize) for i in range(shnum)]
    so = hdr[shstrndx][4]
    out = {}
    for h in hdr:
        name = d[so + h[0]:d.index(b'\0', so + h[0])].decode()
        out[name] = d[h[4]:h[4] + h[5]]
    return out


def insns(text):
    return [(i,) + struct.unpack_from('<QQ', text, i) for i in range(0, len(text) - 15, 16)]


def loops(ins):
    out = []
    for i, lo, hi in ins:
        if lo & 0xfff == BRA and lo >> 63:
            before = [j for j, l2, _ in ins if j < i and l2 & 0xfff == BRA]
            out.append(((before[-1] + 16) if before else 0, i))
    return out


def in_flight(ins, a, z):
    pend, best, nld = {}, 0, 0
    for _ in range(2):
        for i, lo, hi in ins:
            if i < a or i > z:
                continue
            ctrl = hi >> 41
            wait = (ctrl >> 11) & 0x3f
            for s in range(6):
                if wait >> s & 1:
                    pend.pop(s, None)
            if lo & 0xfff == LDG:
                wb = (ctrl >> 5) & 7
                if wb != 7:
                    pend[wb] = pend.get(wb, 0) + 1
                nld += 1
            best = max(best, sum(pend.values()))
    return nld // 2, best


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    part = sys.argv[2] if len(sys.argv) > 2 else ''
    for name, text in sorted(sections(sys.argv[1]).items()):
        if not name.startswith('.text.') or part not in name:
            continue
        ins = insns(text)
        res = []
        for a, z in loops(ins):
            n, m = in_flight(ins, a, z)
            if n:
                res.append('loop %04x-%04x: %d LDG, %d in flight' % (a, z, n, m))
        print('%s | %s' % (name[6:], '; '.join(res) or 'no loop with loads'))


if __name__ == '__main__':
    main()
