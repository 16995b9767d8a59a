/* BLAKE-224/256 (32-bit words) and BLAKE-384/512 (64-bit words), salt zero.
 * The SHA-3 round-2 version has 10 / 14 rounds, the final-round tweak 14 / 16;
 * nothing else changed, so one implementation takes the round count. */
#include "hf_util.h"
#include "low/blake/blake_low.h"
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

static void blake_block(blake_state *s, const blake_params *p, const uint8_t *block,
                        const uint64_t t[2])
{
    if (p->word_bits == 32)
        hf_blake32_compress(s->h32, block, (uint32_t)t[0], (uint32_t)(t[0] >> 32), p->rounds);
    else
        hf_blake64_compress(s->h64, block, t[0], t[1], p->rounds);
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
