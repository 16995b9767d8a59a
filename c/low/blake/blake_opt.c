/* BLAKE-224/256/384/512 (round 2 and final), optimized: BLAKE-384/512 with every round written
 * out on sixteen locals, BLAKE-224/256 with G as loops over four lanes. The low level behind
 * low/blake/blake_low.h (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/blake/blake_low.h"
/* The first 16 32-bit words of the fractional part of pi (the halves of PI64's first 8) */
static const uint32_t PI32[16] = {
    0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344, 0xA4093822, 0x299F31D0, 0x082EFA98, 0xEC4E6C89,
    0x452821E6, 0x38D01377, 0xBE5466CF, 0x34E90C6C, 0xC0AC29B7, 0xC97C50DD, 0x3F84D5B5, 0xB5470917
};

/* The 16 message words, big-endian, written out: a loop costs twice the loads (BLAKE-224/256;
 * BLAKE-384/512 loads them four per iteration: written out, or eight per iteration, gcc -O2
 * allocates the rounds' registers worse, 22.4 instead of 20.8 instructions per byte) */
#define LOAD16(m, w) do {                                                            \
        m[0] = hf_load##w##_be(block);                                               \
        m[1] = hf_load##w##_be(block + (w) / 8);                                     \
        m[2] = hf_load##w##_be(block + 2 * (w) / 8);                                 \
        m[3] = hf_load##w##_be(block + 3 * (w) / 8);                                 \
        m[4] = hf_load##w##_be(block + 4 * (w) / 8);                                 \
        m[5] = hf_load##w##_be(block + 5 * (w) / 8);                                 \
        m[6] = hf_load##w##_be(block + 6 * (w) / 8);                                 \
        m[7] = hf_load##w##_be(block + 7 * (w) / 8);                                 \
        m[8] = hf_load##w##_be(block + 8 * (w) / 8);                                 \
        m[9] = hf_load##w##_be(block + 9 * (w) / 8);                                 \
        m[10] = hf_load##w##_be(block + 10 * (w) / 8);                               \
        m[11] = hf_load##w##_be(block + 11 * (w) / 8);                               \
        m[12] = hf_load##w##_be(block + 12 * (w) / 8);                               \
        m[13] = hf_load##w##_be(block + 13 * (w) / 8);                               \
        m[14] = hf_load##w##_be(block + 14 * (w) / 8);                               \
        m[15] = hf_load##w##_be(block + 15 * (w) / 8);                               \
    } while (0)

/* BLAKE-384/512: every round written out, the permutation of round r (SIGMA[r % 10]) a
 * constant, so that each message word and each pi constant is at a fixed address (no
 * SIGMA look-up, no index arithmetic). G on four of the sixteen locals. */
#define G64(a, b, c, d, x, y) do {                                                  \
        a += b + (m[x] ^ PI64[y]);                                                   \
        d = hf_rotr64(d ^ a, 32);                                                    \
        c += d;                                                                      \
        b = hf_rotr64(b ^ c, 25);                                                    \
        a += b + (m[y] ^ PI64[x]);                                                   \
        d = hf_rotr64(d ^ a, 16);                                                    \
        c += d;                                                                      \
        b = hf_rotr64(b ^ c, 11);                                                    \
    } while (0)
#define ROUND64(r) do {                                                              \
        G64(v0, v4, v8, v12, SIGMA[r][0], SIGMA[r][1]);                              \
        G64(v1, v5, v9, v13, SIGMA[r][2], SIGMA[r][3]);                              \
        G64(v2, v6, v10, v14, SIGMA[r][4], SIGMA[r][5]);                             \
        G64(v3, v7, v11, v15, SIGMA[r][6], SIGMA[r][7]);                             \
        G64(v0, v5, v10, v15, SIGMA[r][8], SIGMA[r][9]);                             \
        G64(v1, v6, v11, v12, SIGMA[r][10], SIGMA[r][11]);                           \
        G64(v2, v7, v8, v13, SIGMA[r][12], SIGMA[r][13]);                            \
        G64(v3, v4, v9, v14, SIGMA[r][14], SIGMA[r][15]);                            \
    } while (0)

/* `t_lo`, `t_hi` are the counter of this block; `rounds` is 14 (round 2) or 16 (final) */
void hf_blake64_compress(uint64_t h[8], const uint8_t *block, uint64_t t_lo,
                         uint64_t t_hi, unsigned rounds)
{
    uint64_t m[16];
    uint64_t v0 = h[0], v1 = h[1], v2 = h[2], v3 = h[3], v4 = h[4], v5 = h[5], v6 = h[6],
             v7 = h[7], v8 = PI64[0], v9 = PI64[1], v10 = PI64[2], v11 = PI64[3],
             v12 = PI64[4] ^ t_lo, v13 = PI64[5] ^ t_lo, v14 = PI64[6] ^ t_hi,
             v15 = PI64[7] ^ t_hi;
    unsigned i;
    for (i = 0; i < 16; i += 4) {
        m[i] = hf_load64_be(block + 8 * i);
        m[i + 1] = hf_load64_be(block + 8 * i + 8);
        m[i + 2] = hf_load64_be(block + 8 * i + 16);
        m[i + 3] = hf_load64_be(block + 8 * i + 24);
    }
    ROUND64(0); ROUND64(1); ROUND64(2); ROUND64(3); ROUND64(4);
    ROUND64(5); ROUND64(6); ROUND64(7); ROUND64(8); ROUND64(9);
    ROUND64(0); ROUND64(1); ROUND64(2); ROUND64(3);
    if (rounds > 14) {
        ROUND64(4); ROUND64(5);
    }
    h[0] ^= v0 ^ v8; h[1] ^= v1 ^ v9; h[2] ^= v2 ^ v10; h[3] ^= v3 ^ v11;
    h[4] ^= v4 ^ v12; h[5] ^= v5 ^ v13; h[6] ^= v6 ^ v14; h[7] ^= v7 ^ v15;
}

/* BLAKE-224/256's compression function, the state as four rows of four words: a
 * round's four column G and (rows 1..3 rotated by 1..3 so that the diagonals become
 * columns) four diagonal G are loops over the four lanes, portable C that a compiler may run
 * on vectors (gcc -O2 on x86-64 does; for 64-bit words, two per vector, the scalar form above
 * counts fewer instructions; for 32-bit words the scalar form written out like it counts a
 * little more: 37.7 against 36.5 instr/B). `t_lo`, `t_hi` are the counter of this block. */
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
void hf_blake##w##_compress(uint##w##_t h[8], const uint8_t *block,              \
                                uint##w##_t t_lo, uint##w##_t t_hi, unsigned rounds) \
{                                                                                    \
    uint##w##_t m[16], v0[4], v1[4], v2[4], v3[4], d1[4], d2[4], d3[4];              \
    uint##w##_t mx[4], my[4];                                                        \
    unsigned i, r, k = 0;                                                            \
    LOAD16(m, w);                                                                    \
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

const char hf_impl_blake[] = "opt";
