/* Shabal's low level: the state (A, B, C and the block counter W) and the keyed permutation
 * P_{M,C} on (A, B) with the message block's 16 little-endian words. */
#ifndef HF_LOW_SHABAL_H
#define HF_LOW_SHABAL_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_shabal[];
#define SHABAL_R 12 /* words of A */
#define SHABAL_P 3  /* passes of the keyed permutation */

typedef struct {
    uint32_t a[SHABAL_R], b[16], c[16];
    uint32_t w_lo, w_hi; /* 64-bit block counter W */
} shabal_state;

void hf_shabal_perm(shabal_state *s, const uint32_t m[16]);

#endif
