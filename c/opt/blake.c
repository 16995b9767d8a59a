/* BLAKE-224/256/384/512 (round 2 and final), optimized: the state on sixteen locals, G
 * written out per column and diagonal (BLAKE-384/512) or as loops over four lanes
 * (BLAKE-224/256). Same symbols and results as the reference
 * c/blake.c. */
#include "hf_util.h"
#include "sha2.h"

typedef struct {
    unsigned word_bits;   /* 32 or 64 */
    unsigned rounds;
    const void *iv;       /* 8 words: the SHA-2 IV of the same digest size */
    /* BLAKE-256/512 put a 1 bit just before the length field, BLAKE-224/384 a 0
     * bit, so that equal messages give unrelated digests across sizes. */
    unsigned one_before_length;
} blake_params;

typedef struct {
    uint32_t h32[8];
    uint64_t h64[8];
    /* Message bits compressed so far, low word first: the counter of the
     * next full block is this plus the block size. */
    uint64_t t[2];
} blake_state;
HF_STATE_FITS(blake_state);

/* The first 16 64-bit words of the fractional part of pi. BLAKE-32 uses the
 * first 16 32-bit words, i.e. the halves of the first 8 of these. */
static const uint64_t PI64[16] = {
    0x243F6A8885A308D3ULL, 0x13198A2E03707344ULL, 0xA4093822299F31D0ULL, 0x082EFA98EC4E6C89ULL,
    0x452821E638D01377ULL, 0xBE5466CF34E90C6CULL, 0xC0AC29B7C97C50DDULL, 0x3F84D5B5B5470917ULL,
    0x9216D5D98979FB1BULL, 0xD1310BA698DFB5ACULL, 0x2FFD72DBD01ADFB7ULL, 0xB8E1AFED6A267E96ULL,
    0xBA7C9045F12C7F99ULL, 0x24A19947B3916CF7ULL, 0x0801F2E2858EFC16ULL, 0x636920D871574E69ULL
};

/* The first 16 32-bit words of the fractional part of pi (the halves of PI64's first 8) */
static const uint32_t PI32[16] = {
    0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344, 0xA4093822, 0x299F31D0, 0x082EFA98, 0xEC4E6C89,
    0x452821E6, 0x38D01377, 0xBE5466CF, 0x34E90C6C, 0xC0AC29B7, 0xC97C50DD, 0x3F84D5B5, 0xB5470917
};

/* Message permutations; round r uses SIGMA[r % 10]. */
static const uint8_t SIGMA[10][16] = {
    {  0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15 },
    { 14, 10,  4,  8,  9, 15, 13,  6,  1, 12,  0,  2, 11,  7,  5,  3 },
    { 11,  8, 12,  0,  5,  2, 15, 13, 10, 14,  3,  6,  7,  1,  9,  4 },
    {  7,  9,  3,  1, 13, 12, 11, 14,  2,  6,  5, 10,  4,  0, 15,  8 },
    {  9,  0,  5,  7,  2,  4, 10, 15, 14,  1, 11, 12,  6,  8,  3, 13 },
    {  2, 12,  6, 10,  0, 11,  8,  3,  4, 13,  7,  5, 15, 14,  1,  9 },
    { 12,  5,  1, 15, 14, 13,  4, 10,  0,  7,  6,  3,  9,  2,  8, 11 },
    { 13, 11,  7, 14, 12,  1,  3,  9,  5,  0, 15,  4,  8,  6,  2, 10 },
    {  6, 15, 14,  9, 11,  3,  0,  8, 12,  2, 13,  7,  1,  4, 10,  5 },
    { 10,  2,  8,  4,  7,  6,  1,  5, 15, 11,  9, 14,  3, 12, 13,  0 }
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

static void blake_block(blake_state *s, const blake_params *p, const uint8_t *block,
                        const uint64_t t[2])
{
    if (p->word_bits == 32)
        blake32_compress(s->h32, block, (uint32_t)t[0], (uint32_t)(t[0] >> 32), p->rounds);
    else
        blake64_compress(s->h64, block, t[0], t[1], p->rounds);
}

static void blake_init(void *state, const hf_algo *algo, size_t out_bits)
{
    blake_state *s = (blake_state *)state;
    const blake_params *p = (const blake_params *)algo->params;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    if (p->word_bits == 32)
        memcpy(s->h32, p->iv, sizeof(s->h32));
    else
        memcpy(s->h64, p->iv, sizeof(s->h64));
}

static void blake_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    blake_state *s = (blake_state *)state;
    s->t[0] += algo->block_bits;
    if (s->t[0] < algo->block_bits)
        s->t[1]++;
    blake_block(s, (const blake_params *)algo->params, block, s->t);
}

/* Pad: a 1 bit, zeros, the 0/1 bit, then the bit length big-endian in the
 * last 8 (BLAKE-32) or 16 (BLAKE-64) bytes. The counter of a block is the
 * message bits up to its end, except that a block with no message bits at all
 * (the whole tail is padding) counts 0. */
static void blake_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                        const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    blake_state *s = (blake_state *)state;
    const blake_params *p = (const blake_params *)algo->params;
    const int wide = p->word_bits == 64;
    const size_t bb = algo->block_bits / 8, lenb = wide ? 16 : 8;
    static const uint64_t zero[2] = { 0, 0 };
    uint8_t buf[2 * 128];
    size_t n, i;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    /* The pad bit and the 0/1 bit need two bit positions before the length. */
    n = (tail_bits + 2 <= 8 * (bb - lenb)) ? bb : 2 * bb;
    if (p->one_before_length)
        buf[n - lenb - 1] |= 1;
    hf_store64_be(buf + n - 8, total_bits[0]);
    if (wide)
        hf_store64_be(buf + n - 16, total_bits[1]);

    blake_block(s, p, buf, tail_bits > 0 ? total_bits : zero);
    if (n > bb)
        blake_block(s, p, buf + bb, zero);
    for (i = 0; i < out_bits / 8; i++)
        out[i] = wide ? (uint8_t)(s->h64[i / 8] >> (56 - 8 * (i % 8)))
                      : (uint8_t)(s->h32[i / 4] >> (24 - 8 * (i % 4)));
}

#define BP(words, rounds, iv, one) { words, rounds, iv, one }
/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define WB_R2_224 32
#define WB_R2_256 32
#define WB_R2_384 64
#define WB_R2_512 64
#define WB_F_224 32
#define WB_F_256 32
#define WB_F_384 64
#define WB_F_512 64
static const blake_params R2_224 = BP(WB_R2_224, 10, hf_sha2_iv224, 0), R2_256 = BP(WB_R2_256, 10, hf_sha2_iv256, 1),
                          R2_384 = BP(WB_R2_384, 14, hf_sha2_iv384, 0), R2_512 = BP(WB_R2_512, 14, hf_sha2_iv512, 1);
static const blake_params F_224 = BP(WB_F_224, 14, hf_sha2_iv224, 0), F_256 = BP(WB_F_256, 14, hf_sha2_iv256, 1),
                          F_384 = BP(WB_F_384, 16, hf_sha2_iv384, 0), F_512 = BP(WB_F_512, 16, hf_sha2_iv512, 1);

#define BLAKE(name, version, bits, params) \
    { name, "blake", version, bits, 16 * WB_##params, 0, sizeof(blake_state), \
      blake_init, blake_compress, blake_final, &(params) }

const hf_algo hf_algos_blake[] = {
    BLAKE("blake224", "SHA-3 final round (3)", 224, F_224),
    BLAKE("blake256", "SHA-3 final round (3)", 256, F_256),
    BLAKE("blake384", "SHA-3 final round (3)", 384, F_384),
    BLAKE("blake512", "SHA-3 final round (3)", 512, F_512),
    BLAKE("blake224-r2", "SHA-3 round 2", 224, R2_224),
    BLAKE("blake256-r2", "SHA-3 round 2", 256, R2_256),
    BLAKE("blake384-r2", "SHA-3 round 2", 384, R2_384),
    BLAKE("blake512-r2", "SHA-3 round 2", 512, R2_512),
};
const size_t hf_algos_blake_count = HF_COUNTOF(hf_algos_blake);
