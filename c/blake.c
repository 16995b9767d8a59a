/* BLAKE-224/256 (32-bit words) and BLAKE-384/512 (64-bit words), salt zero.
 * The SHA-3 round-2 version has 10 / 14 rounds, the final-round tweak 14 / 16;
 * nothing else changed, so one implementation takes the round count. */
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

/* The low level: blake32_compress() and blake64_compress(), the compression function per
 * word size. The optimized build (IMPL=opt, c/Makefile) takes them from c/opt/blake.c
 * instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/blake.c"
#else
/* The state words G_i works on: four columns, then four diagonals. */
static const uint8_t GIDX[8][4] = {
    { 0, 4,  8, 12 }, { 1, 5,  9, 13 }, { 2, 6, 10, 14 }, { 3, 7, 11, 15 },
    { 0, 5, 10, 15 }, { 1, 6, 11, 12 }, { 2, 7,  8, 13 }, { 3, 4,  9, 14 }
};

static uint32_t pi32(unsigned i)
{
    return (uint32_t)(PI64[i / 2] >> (i % 2 ? 0 : 32));
}

static uint64_t pi64(unsigned i)
{
    return PI64[i];
}

/* G and the compression function for one word size, from a single
 * definition; a, b, c, d are G's rotation amounts. `t_lo`, `t_hi` are the
 * counter of this block: the message bits up to its end, or 0 when the block
 * holds padding only. */
#define BLAKE_COMPRESS(w, a, b, c, d)                                                \
static void g##w(uint##w##_t v[16], const uint##w##_t m[16], const uint8_t *s, unsigned i) \
{                                                                                    \
    const uint8_t *x = GIDX[i];                                                      \
    const unsigned j = s[2 * i], k = s[2 * i + 1];                                   \
    v[x[0]] += v[x[1]] + (m[j] ^ pi##w(k));                                          \
    v[x[3]] = hf_rotr##w(v[x[3]] ^ v[x[0]], a);                                      \
    v[x[2]] += v[x[3]];                                                              \
    v[x[1]] = hf_rotr##w(v[x[1]] ^ v[x[2]], b);                                      \
    v[x[0]] += v[x[1]] + (m[k] ^ pi##w(j));                                          \
    v[x[3]] = hf_rotr##w(v[x[3]] ^ v[x[0]], c);                                      \
    v[x[2]] += v[x[3]];                                                              \
    v[x[1]] = hf_rotr##w(v[x[1]] ^ v[x[2]], d);                                      \
}                                                                                    \
                                                                                     \
static void blake##w##_compress(uint##w##_t h[8], const uint8_t *block,              \
                                uint##w##_t t_lo, uint##w##_t t_hi, unsigned rounds) \
{                                                                                    \
    uint##w##_t m[16], v[16];                                                        \
    unsigned i, r;                                                                   \
    for (i = 0; i < 16; i++)                                                         \
        m[i] = hf_load##w##_be(block + w / 8 * i);                                   \
    for (i = 0; i < 8; i++) {                                                        \
        v[i] = h[i];                                                                 \
        v[i + 8] = pi##w(i);                                                         \
    }                                                                                \
    v[12] ^= t_lo;                                                                   \
    v[13] ^= t_lo;                                                                   \
    v[14] ^= t_hi;                                                                   \
    v[15] ^= t_hi;                                                                   \
    for (r = 0; r < rounds; r++)                                                     \
        for (i = 0; i < 8; i++)                                                      \
            g##w(v, m, SIGMA[r % 10], i);                                            \
    for (i = 0; i < 8; i++)                                                          \
        h[i] ^= v[i] ^ v[i + 8];                                                     \
}

BLAKE_COMPRESS(32, 16, 12, 8, 7)
BLAKE_COMPRESS(64, 32, 25, 16, 11)
#endif

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
