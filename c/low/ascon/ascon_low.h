/* Ascon's low level: the permutation p^n on the five 64-bit words of the state, running the
 * last `rounds` of the 12 rounds (12, 8 or 6). The reference is low/ascon/ascon_ref.c;
 * embedded/rv32i/permutations.py writes RISC-V assembly for the same interface, on rv32i-zbb
 * with the words bit-interleaved: a build linking that one defines HF_ASCON_INTERLEAVED for
 * c/ascon.c, which then converts what enters and leaves the state. */
#ifndef HF_LOW_ASCON_H
#define HF_LOW_ASCON_H

#include <stdint.h>

/* the implementation linked: "ref" or "asm" (hf_impl()) */
extern const char hf_impl_ascon[];

#define ASCON_ROUNDS_A 12

void hf_ascon_p(uint64_t x[5], unsigned rounds);

#endif
