/* JH's low level: the state (H in the implementation's own layout, written and read only through
 * hf_jh_set_bytes() / hf_jh_get_bytes() as its 128 bytes in the specification's order) and
 * the compression function F8 as the registry calls it (hashforge.h's hf_compress_fn). The
 * specification's S-boxes and first round constant are here for the reference low level and
 * the exported constants (hf_consts.h); the optimized C's tables derive from them
 * (low/gen_tables.py). */
#ifndef HF_LOW_JH_H
#define HF_LOW_JH_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_jh[];

typedef struct {
    unsigned rounds;      /* full rounds of E8 */
    unsigned half_round;  /* 1: a closing S-box layer (round 2's ".5") */
} jh_params;

typedef struct {
    /* H: the reference's bytes, the optimized C's 64-bit words */
    union { uint8_t b[128]; uint64_t w[16]; } h;
} jh_state;

void hf_jh_compress(void *state, const hf_algo *algo, const uint8_t *block);
void hf_jh_set_bytes(jh_state *s, const uint8_t h[128]);
void hf_jh_get_bytes(const jh_state *s, uint8_t h[128]);

/* The two 4-bit S-boxes; a round-constant bit picks one per element. */
static const uint8_t SBOX[2][16] = {
    { 9, 0, 4, 11, 13, 12, 3, 15, 1, 10, 2, 6, 7, 5, 8, 14 },
    { 3, 12, 6, 13, 5, 7, 1, 9, 15, 2, 0, 4, 11, 10, 14, 8 }
};

/* Round constant of round 0: the first 256 bits of the fractional part of
 * sqrt(2), as 64 nibbles. The later ones are generated from it by R6 (the
 * specification's rule), so no table of 42 constants is needed. */
static const uint8_t RC0[64] = {
    0x6, 0xa, 0x0, 0x9, 0xe, 0x6, 0x6, 0x7, 0xf, 0x3, 0xb, 0xc, 0xc, 0x9, 0x0, 0x8,
    0xb, 0x2, 0xf, 0xb, 0x1, 0x3, 0x6, 0x6, 0xe, 0xa, 0x9, 0x5, 0x7, 0xd, 0x3, 0xe,
    0x3, 0xa, 0xd, 0xe, 0xc, 0x1, 0x7, 0x5, 0x1, 0x2, 0x7, 0x7, 0x5, 0x0, 0x9, 0x9,
    0xd, 0xa, 0x2, 0xf, 0x5, 0x9, 0x0, 0xb, 0x0, 0x6, 0x6, 0x7, 0x3, 0x2, 0x2, 0xa
};

#endif
