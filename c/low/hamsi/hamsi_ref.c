/* hamsi: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/hamsi/hamsi_low.h"

/* Hamsi-512's extra diffusion: L on four more groups of state words. */
static const uint8_t EXTRA_L_BIG[4][4] = {
    { 0x00, 0x02, 0x05, 0x07 }, { 0x10, 0x13, 0x15, 0x16 },
    { 0x09, 0x0B, 0x0C, 0x0E }, { 0x19, 0x1A, 0x1C, 0x1F }
};

/* Serpent's linear transformation. */
static void diffuse(uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d)
{
    *a = hf_rotl32(*a, 13);
    *c = hf_rotl32(*c, 3);
    *b ^= *a ^ *c;
    *d ^= *c ^ (*a << 3);
    *b = hf_rotl32(*b, 1);
    *d = hf_rotl32(*d, 7);
    *a ^= *b ^ *d;
    *c ^= *d ^ (*b << 7);
    *a = hf_rotl32(*a, 5);
    *c = hf_rotl32(*c, 22);
}

/* The state is a 4 x cols matrix of words (cols = 4 or 8), row-major. */
static void rounds_of_p(uint32_t s[32], unsigned big, const uint32_t alpha[32], unsigned rounds)
{
    const unsigned cols = big ? 8 : 4;
    unsigned r, i;
    for (r = 0; r < rounds; r++) {
        for (i = 0; i < 4 * cols; i++)
            s[i] ^= alpha[8 * (i / cols) + i % cols];
        s[1] ^= r;
        for (i = 0; i < cols; i++)
            hf_sbox4_words(SBOX, &s[i], &s[i + cols], &s[i + 2 * cols], &s[i + 3 * cols]);
        /* L along the diagonals */
        for (i = 0; i < cols; i++)
            diffuse(&s[i], &s[cols + (i + 1) % cols], &s[2 * cols + (i + 2) % cols],
                    &s[3 * cols + (i + 3) % cols]);
        if (big)
            for (i = 0; i < 4; i++)
                diffuse(&s[EXTRA_L_BIG[i][0]], &s[EXTRA_L_BIG[i][1]],
                        &s[EXTRA_L_BIG[i][2]], &s[EXTRA_L_BIG[i][3]]);
    }
}

/* P, or Pf for the last block (its own constants, twice the rounds) */
static void permute(uint32_t s[32], unsigned big, int last)
{
    if (last)
        rounds_of_p(s, big, ALPHA_F, big ? 12 : 6);
    else
        rounds_of_p(s, big, ALPHA_N, big ? 6 : 3);
}

/* Message expansion: the sum of the codewords of the set message bits. */
static void expand(uint32_t m[16], const uint8_t *block, unsigned big)
{
    const unsigned n = big ? 16 : 8, half = n / 2, nbits = big ? 64 : 32;
    unsigned k, i;
    memset(m, 0, 16 * sizeof(m[0]));
    for (k = 0; k < nbits; k++) {
        const uint32_t *g = big ? GEN512[k / 2] : GEN256[k / 2];
        if (!((block[k / 8] >> (7 - k % 8)) & 1u))
            continue;
        for (i = 0; i < half; i++) {
            if (k % 2 == 0) {
                m[i] ^= g[i];
                m[half + i] ^= g[half + i];
            } else {
                /* times the generator w of GF(4): (hi, lo) -> (hi + lo, hi) */
                m[i] ^= g[i] ^ g[half + i];
                m[half + i] ^= g[i];
            }
        }
    }
}

void hf_hamsi_block(uint32_t h[16], const uint8_t *block, unsigned big, int last)
{
    hamsi_block_with(h, block, big, last, expand, permute);
}

const char hf_impl_hamsi[] = "ref";
