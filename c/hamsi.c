/* Hamsi (Ozgul Kucuk), SHA-3 round 2 version. Each message block (32 bits for
 * Hamsi-224/256, 64 bits for Hamsi-384/512) is expanded by a linear code to
 * 256 / 512 bits, concatenated with the chaining value into a 512 / 1024-bit
 * state, permuted by P (3 / 6 rounds; the last block by Pf, 6 / 12 rounds),
 * truncated and fed forward into the chaining value. */
#include "hf_util.h"
#include "low/hamsi/hamsi_low.h"

typedef struct {
    unsigned big;          /* 0: Hamsi-224/256, 1: Hamsi-384/512 */
    unsigned iv_offset;    /* where the IV starts in IV_TEXT */
    const uint8_t *out_words; /* chaining words that form the digest, in order */
} hamsi_params;

typedef struct { uint32_t h[16]; } hamsi_state;
HF_STATE_FITS(hamsi_state);

/* The IVs are consecutive 32 / 64-byte slices of the designer's address in
 * UTF-8. The round-2 submission package used a wrong encoding of the first
 * characters (its Hamsi-224 IV differs); this is the corrected one, as in the
 * revised specification and sphlib (and so in kat/hamsi/round2/). */
static const char IV_TEXT[] =
    "\xC3\x96" "zg" "\xC3\xBC" "l K" "\xC3\xBC" "\xC3\xA7" "\xC3\xBC" "k, Katholieke Uni" /* 224 */
    "versiteit Leuven, Departement El"                                                 /* 256 */
    "ektrotechniek, Computer Security and Industrial Cryptography, Ka"                 /* 384 */
    "steelpark Arenberg 10, bus 2446, B-3001 Leuven-Heverlee, Belgium";                /* 512 */

static void hamsi_init(void *state, const hf_algo *algo, size_t out_bits)
{
    hamsi_state *s = (hamsi_state *)state;
    const hamsi_params *p = (const hamsi_params *)algo->params;
    unsigned i;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    for (i = 0; i < (p->big ? 16u : 8u); i++)
        s->h[i] = hf_load32_be((const uint8_t *)IV_TEXT + p->iv_offset + 4 * i);
}

static void hamsi_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    hf_hamsi_block(((hamsi_state *)state)->h, block, ((const hamsi_params *)algo->params)->big, 0);
}

/* Padding: a 1 bit and zeros to a whole block, then the 64-bit big-endian
 * message length as the final block(s); the very last block goes through Pf. */
static void hamsi_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                        const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    hamsi_state *s = (hamsi_state *)state;
    const hamsi_params *p = (const hamsi_params *)algo->params;
    const unsigned bb = algo->block_bits / 8;
    uint8_t buf[8], len[8];
    unsigned i;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    hf_hamsi_block(s->h, buf, p->big, 0);
    hf_store64_be(len, total_bits[0]);
    for (i = 0; i < 8; i += bb)
        hf_hamsi_block(s->h, len + i, p->big, i + bb == 8);
    for (i = 0; i < out_bits / 32; i++)
        hf_store32_be(out + 4 * i, s->h[p->out_words[i]]);
}

static const uint8_t OUT_FIRST[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 };
/* Hamsi-384 keeps these 12 of the 16 chaining words. */
static const uint8_t OUT_384[12] = { 0, 1, 3, 4, 5, 6, 8, 9, 10, 12, 13, 15 };

static const hamsi_params H224 = { 0, 0, OUT_FIRST }, H256 = { 0, 32, OUT_FIRST },
                          H384 = { 1, 64, OUT_384 }, H512 = { 1, 128, OUT_FIRST };

#define HAMSI(name, bits, block, params) \
    { name, "hamsi", "SHA-3 round 2", bits, block, 0, sizeof(hamsi_state), \
      hamsi_init, hamsi_compress, hamsi_final, &(params) }

const hf_algo hf_algos_hamsi[] = {
    HAMSI("hamsi224", 224, 32, H224),
    HAMSI("hamsi256", 256, 32, H256),
    HAMSI("hamsi384", 384, 64, H384),
    HAMSI("hamsi512", 512, 64, H512),
};
const size_t hf_algos_hamsi_count = HF_COUNTOF(hf_algos_hamsi);

#ifdef HF_EXPORT_CONSTS
#include "hf_consts.h"
const hf_const hf_consts_hamsi[] = {
    HF_CONST_TEXT(IV_TEXT),
    HF_CONST(ALPHA_N, uint32_t),
    HF_CONST(ALPHA_F, uint32_t),
    HF_CONST_TEXT(LAYOUT_SMALL),
    HF_CONST_TEXT(LAYOUT_BIG),
    HF_CONST(GEN256, uint32_t),
    HF_CONST(GEN512, uint32_t),
    HF_CONST(SBOX, uint8_t),
    /* per digest size: where its IV starts in IV_TEXT, the chaining words of its digest */
    HF_CONST(H224.iv_offset, unsigned),
    HF_CONST(H256.iv_offset, unsigned),
    HF_CONST(H384.iv_offset, unsigned),
    HF_CONST(H512.iv_offset, unsigned),
    HF_CONST_AS("H224.out_words", OUT_FIRST, uint8_t, 224 / 32),
    HF_CONST_AS("H256.out_words", OUT_FIRST, uint8_t, 256 / 32),
    HF_CONST_AS("H384.out_words", OUT_384, uint8_t, 384 / 32),
    HF_CONST_AS("H512.out_words", OUT_FIRST, uint8_t, 512 / 32),
};
const size_t hf_consts_hamsi_count = HF_COUNTOF(hf_consts_hamsi);
HF_STATIC_ASSERT(512 / 32 <= HF_COUNTOF(OUT_FIRST) && 384 / 32 == HF_COUNTOF(OUT_384), hamsi_out_words);
#endif
