/* SHAvite-3 with the round-2 tweak (HAIFA, salt zero). C256 (224/256) is a
 * 12-round Feistel over two 128-bit halves with three AES rounds per round
 * function; C512 (384/512) a 14-round generalized Feistel over four halves
 * with four AES rounds per function. Words are 32-bit little-endian.
 *
 * AES word order: the specification builds each AES state from four 32-bit
 * words, byte 0 of a word (its least significant byte) in row 0. The
 * designers' round-2 package (SUPERCOP up to 2010-09, the "BugFix" code of
 * Nov 2009) used big-endian T-tables on those little-endian words, so its AES
 * round reads row 0 from each word's MOST significant byte (in every
 * compression function, with IVs recomputed to match). `aes_words_be`
 * selects that reading; every AES round goes through aes_round_words().
 * With it and that package's IVs this code reproduces the package for all
 * four sizes; no vendored vectors exist for it, so no identifier uses it yet. */
#include "hf_util.h"
#include "low/shavite3/shavite3_low.h"

typedef struct {
    uint32_t h[16];
    uint64_t counter[2];          /* message bits absorbed, low word first */
} shavite_state;
HF_STATE_FITS(shavite_state);

static const shavite_injection INJECT256[] = {
    { 16, 0, 0 }, { 17, 1, 1 }, { 57, 1, 0 }, { 58, 0, 1 },
    { 86, 1, 0 }, { 87, 0, 1 }, { 124, 0, 0 }, { 127, 1, 1 },
};
static const shavite_injection INJECT512[] = {
    { 32, 0, 0 }, { 33, 1, 0 }, { 34, 2, 0 }, { 35, 3, 1 },
    { 164, 3, 0 }, { 165, 2, 0 }, { 166, 1, 0 }, { 167, 0, 1 },
    { 316, 2, 0 }, { 317, 3, 0 }, { 318, 0, 0 }, { 319, 1, 1 },
    { 440, 1, 0 }, { 441, 0, 0 }, { 442, 3, 0 }, { 443, 2, 1 },
};

/* Specification IVs (the designers' round-2 package had its own, matching
 * its AES word order). */
static const uint32_t IV224[8] = {
    0x6774F31C, 0x990AE210, 0xC87D4274, 0xC9546371, 0x62B2AEA8, 0x4B5801D8, 0x1B702860, 0x842F3017 };
static const uint32_t IV256[8] = {
    0x49BB3E47, 0x2674860D, 0xA8B392AC, 0x021AC4E6, 0x409283CF, 0x620E5D86, 0x6D929DCB, 0x96CC2A8B };
static const uint32_t IV384[16] = {
    0x83DF1545, 0xF9AAEC13, 0xF4803CB0, 0x11FE1F47, 0xDA6CD269, 0x4F53FCD7, 0x950529A2, 0x97908147,
    0xB0A4D7AF, 0x2B9132BF, 0x226E607D, 0x3C0F8D7C, 0x487B3F0F, 0x04363E22, 0x0155C99C, 0xEC2E20D3 };
static const uint32_t IV512[16] = {
    0x72FCCDD8, 0x79CA4727, 0x128A077B, 0x40D55AEC, 0xD1901A06, 0x430AE307, 0xB29F5CD1, 0xDF07FBFC,
    0x8E45D73D, 0x681AB538, 0xBDE86578, 0xDD577E47, 0xE275EADE, 0x502D9FCD, 0xB9357178, 0x022A4B9A };

static void shavite_init(void *state, const hf_algo *algo, size_t out_bits)
{
    shavite_state *s = (shavite_state *)state;
    const shavite_params *p = (const shavite_params *)algo->params;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    memcpy(s->h, p->iv, 4 * p->cv_words);
}

static void shavite_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    shavite_state *s = (shavite_state *)state;
    s->counter[0] += algo->block_bits;
    if (s->counter[0] < algo->block_bits)
        s->counter[1]++;
    hf_shavite_compress(s->h, (const shavite_params *)algo->params, block, s->counter);
}

/* Pad with one bit and zeros, then the bit count (64 bits for C256, 128 for
 * C512) and the digest length (16 bits), little-endian, at the end of the
 * block. A block with message bits uses the bit count as its counter, a
 * block of padding only uses 0. */
static void shavite_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                          const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    shavite_state *s = (shavite_state *)state;
    const shavite_params *p = (const shavite_params *)algo->params;
    const size_t bb = algo->block_bits / 8, lenb = (p->cv_words == 16) ? 16 : 8;
    static const uint64_t zero[2] = { 0, 0 };
    uint8_t buf[2 * 128];
    size_t len, i;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    len = (tail_bits / 8 + 1 + lenb + 2 <= bb) ? bb : 2 * bb;
    hf_store64_le(buf + len - 2 - lenb, total_bits[0]);
    if (lenb == 16)
        hf_store64_le(buf + len - 2 - 8, total_bits[1]);
    buf[len - 2] = (uint8_t)algo->digest_bits;
    buf[len - 1] = (uint8_t)(algo->digest_bits >> 8);

    hf_shavite_compress(s->h, p, buf, tail_bits > 0 ? total_bits : zero);
    if (len > bb)
        hf_shavite_compress(s->h, p, buf + bb, zero);
    for (i = 0; i < out_bits / 8; i++)
        out[i] = (uint8_t)(s->h[i / 4] >> (8 * (i % 4)));
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define CV_SPEC256 8
#define CV_SPEC512 16
#define CV_S224 CV_SPEC256
#define CV_S256 CV_SPEC256
#define CV_S384 CV_SPEC512
#define CV_S512 CV_SPEC512
#define SPEC256(iv) { CV_SPEC256, 12, 0, INJECT256, HF_COUNTOF(INJECT256), iv }
#define SPEC512(iv) { CV_SPEC512, 14, 0, INJECT512, HF_COUNTOF(INJECT512), iv }
static const shavite_params S224 = SPEC256(IV224), S256 = SPEC256(IV256);
static const shavite_params S384 = SPEC512(IV384), S512 = SPEC512(IV512);

#define SHAVITE(name, version, bits, params) \
    { name, "shavite3", version, bits, 64 * CV_##params, 0, sizeof(shavite_state), \
      shavite_init, shavite_compress, shavite_final, &(params) }

const hf_algo hf_algos_shavite3[] = {
    SHAVITE("shavite3-224", "SHA-3 round 2 (specification)", 224, S224),
    SHAVITE("shavite3-256", "SHA-3 round 2 (specification)", 256, S256),
    SHAVITE("shavite3-384-spec", "SHA-3 round 2 (specification)", 384, S384),
    SHAVITE("shavite3-512-spec", "SHA-3 round 2 (specification)", 512, S512),
};
const size_t hf_algos_shavite3_count = HF_COUNTOF(hf_algos_shavite3);
