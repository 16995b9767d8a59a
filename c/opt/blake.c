/* BLAKE-224/256/384/512 (round 2 and final), optimized: the state on sixteen locals, G
 * written out per column and diagonal (BLAKE-384/512) or as loops over four lanes
 * (BLAKE-224/256). The low level only: built in place of c/blake.c (IMPL=opt), this file
 * compiles c/blake.c (constants, counter, padding, output, descriptors), which takes its low
 * level from here (c/Makefile). */
#ifndef HF_OPT_LOW_LEVEL
#define HF_OPT_LOW_LEVEL
#include "../blake.c"
#else
/* The first 16 32-bit words of the fractional part of pi (the halves of PI64's first 8) */
static const uint32_t PI32[16] = {
    0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344, 0xA4093822, 0x299F31D0, 0x082EFA98, 0xEC4E6C89,
    0x452821E6, 0x38D01377, 0xBE5466CF, 0x34E90C6C, 0xC0AC29B7, 0xC97C50DD, 0x3F84D5B5, 0xB5470917
};

/* G on four locals; x, y: this G's pair of SIGMA positions; the constant of a message
 * word is the pi word at the other position's index. */
#define BLAKE_G(w, a, b, c, d, x, y, r0, r1, r2, r3) do {                            \
        a += b + (m[s[x]] ^ PI##w[s[y]]);                                            \
        d ^= a; d = (d >> (r0)) | (d << ((w) - (r0)));                               \
        c += d;                                                                      \
        b ^= c; b = (b >> (r1)) | (b << ((w) - (r1)));                               \
        a += b + (m[s[y]] ^ PI##w[s[x]]);                                            \
        d ^= a; d = (d >> (r2)) | (d << ((w) - (r2)));                               \
        c += d;                                                                      \
        b ^= c; b = (b >> (r3)) | (b << ((w) - (r3)));                               \
    } while (0)

/* The compression function for one word size (instantiated for BLAKE-384/512), the state
 * on sixteen locals, one round per iteration: four column G, four diagonal G. `t_lo`, `t_hi` are the counter of this block. */
#define BLAKE_COMPRESS(w, r0, r1, r2, r3)                                            \
static void blake##w##_compress(uint##w##_t h[8], const uint8_t *block,              \
                                uint##w##_t t_lo, uint##w##_t t_hi, unsigned rounds) \
{                                                                                    \
    uint##w##_t m[16];                                                               \
    uint##w##_t v0 = h[0], v1 = h[1], v2 = h[2], v3 = h[3], v4 = h[4], v5 = h[5],    \
                v6 = h[6], v7 = h[7], v8 = PI##w[0], v9 = PI##w[1], v10 = PI##w[2],  \
                v11 = PI##w[3], v12 = PI##w[4] ^ t_lo, v13 = PI##w[5] ^ t_lo,        \
                v14 = PI##w[6] ^ t_hi, v15 = PI##w[7] ^ t_hi;                         \
    unsigned i, r, k = 0;                                                            \
    for (i = 0; i < 16; i++)                                                         \
        m[i] = hf_load##w##_be(block + w / 8 * i);                                   \
    for (r = 0; r < rounds; r++) {                                                   \
        const uint8_t *s = SIGMA[k];                                                 \
        k = k == 9 ? 0 : k + 1;                                                      \
        BLAKE_G(w, v0, v4, v8, v12, 0, 1, r0, r1, r2, r3);                           \
        BLAKE_G(w, v1, v5, v9, v13, 2, 3, r0, r1, r2, r3);                           \
        BLAKE_G(w, v2, v6, v10, v14, 4, 5, r0, r1, r2, r3);                          \
        BLAKE_G(w, v3, v7, v11, v15, 6, 7, r0, r1, r2, r3);                          \
        BLAKE_G(w, v0, v5, v10, v15, 8, 9, r0, r1, r2, r3);                          \
        BLAKE_G(w, v1, v6, v11, v12, 10, 11, r0, r1, r2, r3);                        \
        BLAKE_G(w, v2, v7, v8, v13, 12, 13, r0, r1, r2, r3);                         \
        BLAKE_G(w, v3, v4, v9, v14, 14, 15, r0, r1, r2, r3);                         \
    }                                                                                \
    h[0] ^= v0 ^ v8; h[1] ^= v1 ^ v9; h[2] ^= v2 ^ v10; h[3] ^= v3 ^ v11;            \
    h[4] ^= v4 ^ v12; h[5] ^= v5 ^ v13; h[6] ^= v6 ^ v14; h[7] ^= v7 ^ v15;          \
}

/* BLAKE-224/256's compression function, the state as four rows of four words: a
 * round's four column G and (rows 1..3 rotated by 1..3 so that the diagonals become
 * columns) four diagonal G are loops over the four lanes, portable C that a compiler may run
 * on vectors (gcc -O2 on x86-64 does; for 64-bit words, two per vector, the scalar form below
 * counts fewer instructions). `t_lo`, `t_hi` are the counter of this block. */
#define BLAKE_G4(w, a, b, c, d, mx, my, r0, r1, r2, r3) do {                         \
        unsigned l_;                                                                 \
        for (l_ = 0; l_ < 4; l_++) {                                                 \
            a[l_] += b[l_] + mx[l_];                                                 \
            d[l_] ^= a[l_]; d[l_] = (d[l_] >> (r0)) | (d[l_] << ((w) - (r0)));       \
            c[l_] += d[l_];                                                          \
            b[l_] ^= c[l_]; b[l_] = (b[l_] >> (r1)) | (b[l_] << ((w) - (r1)));       \
            a[l_] += b[l_] + my[l_];                                                 \
            d[l_] ^= a[l_]; d[l_] = (d[l_] >> (r2)) | (d[l_] << ((w) - (r2)));       \
            c[l_] += d[l_];                                                          \
            b[l_] ^= c[l_]; b[l_] = (b[l_] >> (r3)) | (b[l_] << ((w) - (r3)));       \
        }                                                                            \
    } while (0)

/* row x rotated left by n lanes into y */
#define ROT4(y, x, n) do {                                                           \
        y[0] = x[(n) & 3]; y[1] = x[((n) + 1) & 3]; y[2] = x[((n) + 2) & 3]; y[3] = x[((n) + 3) & 3]; \
    } while (0)

#define BLAKE_COMPRESS_ROWS(w, r0, r1, r2, r3)                                            \
static void blake##w##_compress(uint##w##_t h[8], const uint8_t *block,              \
                                uint##w##_t t_lo, uint##w##_t t_hi, unsigned rounds) \
{                                                                                    \
    uint##w##_t m[16], v0[4], v1[4], v2[4], v3[4], d1[4], d2[4], d3[4];              \
    uint##w##_t mx[4], my[4];                                                        \
    unsigned i, r, k = 0;                                                            \
    for (i = 0; i < 16; i++)                                                         \
        m[i] = hf_load##w##_be(block + w / 8 * i);                                   \
    for (i = 0; i < 4; i++) {                                                        \
        v0[i] = h[i];                                                                \
        v1[i] = h[4 + i];                                                            \
        v2[i] = PI##w[i];                                                            \
    }                                                                                \
    v3[0] = PI##w[4] ^ t_lo; v3[1] = PI##w[5] ^ t_lo;                                \
    v3[2] = PI##w[6] ^ t_hi; v3[3] = PI##w[7] ^ t_hi;                                \
    for (r = 0; r < rounds; r++) {                                                   \
        const uint8_t *s = SIGMA[k];                                                 \
        k = k == 9 ? 0 : k + 1;                                                      \
        for (i = 0; i < 4; i++) {                                                    \
            mx[i] = m[s[2 * i]] ^ PI##w[s[2 * i + 1]];                               \
            my[i] = m[s[2 * i + 1]] ^ PI##w[s[2 * i]];                               \
        }                                                                            \
        BLAKE_G4(w, v0, v1, v2, v3, mx, my, r0, r1, r2, r3);                         \
        for (i = 0; i < 4; i++) {                                                    \
            mx[i] = m[s[8 + 2 * i]] ^ PI##w[s[8 + 2 * i + 1]];                       \
            my[i] = m[s[8 + 2 * i + 1]] ^ PI##w[s[8 + 2 * i]];                       \
        }                                                                            \
        ROT4(d1, v1, 1); ROT4(d2, v2, 2); ROT4(d3, v3, 3);                           \
        BLAKE_G4(w, v0, d1, d2, d3, mx, my, r0, r1, r2, r3);                         \
        ROT4(v1, d1, 3); ROT4(v2, d2, 2); ROT4(v3, d3, 1);                           \
    }                                                                                \
    for (i = 0; i < 4; i++) {                                                        \
        h[i] ^= v0[i] ^ v2[i];                                                       \
        h[4 + i] ^= v1[i] ^ v3[i];                                                   \
    }                                                                                \
}

BLAKE_COMPRESS_ROWS(32, 16, 12, 8, 7)
BLAKE_COMPRESS(64, 32, 25, 16, 11)
#endif
