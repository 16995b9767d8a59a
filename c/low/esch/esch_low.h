/* Esch's low level: the SPARKLE permutations on interleaved branches (w[2j] = x_j,
 * w[2j + 1] = y_j), SPARKLE-384 (6 branches) and SPARKLE-512 (8), `steps` steps. The
 * reference is low/esch/esch_ref.c; embedded/rv32i/permutations.py writes RISC-V assembly
 * for the same interface. */
#ifndef HF_LOW_ESCH_H
#define HF_LOW_ESCH_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "asm" (hf_impl()) */
extern const char hf_impl_esch[];

void hf_sparkle384(uint32_t w[12], unsigned steps);
void hf_sparkle512(uint32_t w[16], unsigned steps);

/* SPARKLE with `branches` = 6 or 8 */
static inline void esch_sparkle(uint32_t *w, unsigned branches, unsigned steps)
{
    if (branches == 6)
        hf_sparkle384(w, steps);
    else
        hf_sparkle512(w, steps);
}

/* The linear map l(x) of the Feistel layer and of the message injection. */
static inline uint32_t esch_ell(uint32_t x) { return hf_rotr32(x ^ (x << 16), 16); }

#endif
