/* SIMD's low level (round-2 tweak): the state (A, B, C, D of n = 4 or 8 lanes) and the
 * compression function on one block (message expansion, the Feistel steps, the feed-forward;
 * `final` selects the last block's expansion). The step tables both implementations read are
 * here. */
#ifndef HF_LOW_SIMD_H
#define HF_LOW_SIMD_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_simd[];

#define SIMD_Q 257

typedef struct {
    uint32_t s[32]; /* A[0..n-1], B, C, D */
} simd_state;

void hf_simd_block(simd_state *st, unsigned n, const uint8_t *block, int final);

/* Rotation amounts of each round; step k of a round rotates by
 * (R[k mod 4], R[(k+1) mod 4]). The feed-forward reuses round 3's. */
static const uint8_t ROUND_ROT[4][4] = {
    { 3, 23, 17, 27 }, { 28, 19, 22, 7 }, { 29, 9, 15, 5 }, { 4, 13, 10, 25 }
};

/* Lane permutation of step t: lane j takes tA[j ^ c], with c cycling through
 * these with period 3 (SIMD-256) or 7 (SIMD-512). */
static const uint8_t PERM4_XOR[3] = { 1, 2, 3 };

static const uint8_t PERM8_XOR[7] = { 1, 6, 2, 3, 5, 7, 4 };

/* Which inner-code word group feeds step t. */
static const uint8_t WORD_PERM[32] = {
     4,  6,  0,  2,  7,  5,  3,  1,
    15, 11, 12,  8,  9, 13, 10, 14,
    17, 18, 23, 20, 22, 21, 16, 19,
    30, 24, 25, 31, 27, 29, 28, 26
};

#endif
