/* RFSB-509 pieces shared by c/rfsb.c, its table generator
 * (c/tools/rfsb509_gen.c) and its test driver (c/tools/rfsb509_variants.c).
 * Internal to the library. */
#ifndef HF_RFSB_H
#define HF_RFSB_H

#include <stdint.h>
#include <string.h>
#include "hashforge.h"
#include "aes.h"

/* Constant c[j] of RFSB-509 (Bernstein, Lange, Peters, Schwabe, "Really fast
 * syndrome-based hashing", 2011) from its definition: the four AES-128
 * encryptions under the all-zero key of the blocks (i, j, 0, ..., 0),
 * i = 0..3 (byte 0 is the counter, byte 1 the index, as in the designers'
 * genmatrix.py in SUPERCOP), concatenated into a 512-bit polynomial
 * (little-endian: bit k is bit k % 8 of byte k / 8) and reduced modulo
 * x^509 - 1, i.e. bits 509..511 are folded onto bits 0..2. */
static inline void hf_rfsb509_constant(unsigned j, uint8_t c[64])
{
    static const uint8_t zero_key[16] = { 0 };
    uint8_t in[16] = { 0 };
    unsigned i;
    for (i = 0; i < 4; i++) {
        in[0] = (uint8_t)i;
        in[1] = (uint8_t)j;
        hf_aes128_encrypt(zero_key, in, c + 16 * i);
    }
    c[0] ^= (uint8_t)(c[63] >> 5);
    c[63] &= 0x1f;
}

/* RFSB-509 with every constant generated on the fly from AES-128 (the
 * lightweight variant of the seed paper): the same function as the
 * registered, table-driven "rfsb509", for tests and the microcontroller
 * flow. Not in the registry; use it with hf_init(ctx, &hf_rfsb509_aes, 0). */
extern const hf_algo hf_rfsb509_aes;

/* 0 when the compiled-in 256 x 509-bit table equals the AES generation. */
int hf_rfsb509_selftest(void);

#endif
