/* Skein-512 (UBI chaining over Threefish-512) with output 224/256/384/512,
 * as the NIST API of the submission defines it, in two versions:
 * v1.2 (SHA-3 round 2) and v1.3 (final), which differ only in the
 * key-schedule parity constant C240. */
#include "hf_util.h"
#include "low/skein/skein_low.h"

typedef struct {
    uint64_t parity; /* C240, XORed into the extended key word */
} skein_params;

typedef struct {
    uint64_t h[8];   /* chaining value */
    uint64_t pos;    /* bytes processed so far (low 64 bits of the tweak position) */
    uint64_t pos_hi; /* bits 64..95 of the position */
    int first;       /* the next Msg block is the first of the UBI call */
} skein_state;
HF_STATE_FITS(skein_state);

/* Tweak word 1 fields (Skein 1.3, section 3.5.2). */
#define T1_FIRST  (1ULL << 62)
#define T1_FINAL  (1ULL << 63)
#define T1_BITPAD (1ULL << 55)
#define T1_TYPE(t) ((uint64_t)(t) << 56)
enum { TYPE_CFG = 4, TYPE_MSG = 48, TYPE_OUT = 63 };

/* One UBI step: h = E_h,tweak(block) xor block. */
static void ubi_block(uint64_t h[8], const uint8_t *block, uint64_t t0, uint64_t t1,
                      uint64_t parity)
{
    uint64_t m[8], c[8];
    int i;
    for (i = 0; i < 8; i++)
        m[i] = hf_load64_le(block + 8 * i);
    hf_threefish512(h, t0, t1, parity, m, c);
    for (i = 0; i < 8; i++)
        h[i] = c[i] ^ m[i];
}

static void skein_init(void *state, const hf_algo *algo, size_t out_bits)
{
    skein_state *s = (skein_state *)state;
    uint8_t cfg[64];
    (void)out_bits;

    /* The IV is the UBI of the configuration block under a zero key:
     * schema "SHA3", version 1, output length in bits, no tree hashing. */
    memset(s, 0, sizeof(*s));
    memset(cfg, 0, sizeof(cfg));
    memcpy(cfg, "SHA3", 4);
    cfg[4] = 1;
    hf_store64_le(cfg + 8, algo->digest_bits);
    ubi_block(s->h, cfg, 32, T1_FIRST | T1_FINAL | T1_TYPE(TYPE_CFG),
              ((const skein_params *)algo->params)->parity);
    s->first = 1;
}

static uint64_t msg_t1(const skein_state *s, uint64_t flags)
{
    return (s->first ? T1_FIRST : 0) | T1_TYPE(TYPE_MSG) | (s->pos_hi & 0xFFFFFFFFu) | flags;
}

static void advance(skein_state *s, uint64_t nbytes)
{
    s->pos += nbytes;
    if (s->pos < nbytes)
        s->pos_hi++;
}

/* Never sees the last block (HF_LAZY). */
static void skein_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    skein_state *s = (skein_state *)state;
    advance(s, 64);
    ubi_block(s->h, block, s->pos, msg_t1(s, 0), ((const skein_params *)algo->params)->parity);
    s->first = 0;
}

static void skein_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                        const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    skein_state *s = (skein_state *)state;
    const uint64_t parity = ((const skein_params *)algo->params)->parity;
    uint64_t flags = T1_FINAL;
    uint8_t buf[64];
    size_t i;
    (void)total_bits;

    /* The last (possibly empty) block is zero-padded; a partial byte gets a
     * 1 bit after its message bits and the BitPad flag tells it apart. */
    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    if (tail_bits % 8) {
        hf_pad_one_bit(buf, tail_bits);
        flags |= T1_BITPAD;
    }
    advance(s, hf_bytes_for_bits(tail_bits));
    ubi_block(s->h, buf, s->pos, msg_t1(s, flags), parity);

    /* Output transform: UBI of the 64-bit counter 0 (one block suffices for
     * up to 512 output bits). */
    memset(buf, 0, sizeof(buf));
    ubi_block(s->h, buf, 8, T1_FIRST | T1_FINAL | T1_TYPE(TYPE_OUT), parity);
    for (i = 0; i < out_bits / 8; i++)
        out[i] = (uint8_t)(s->h[i / 8] >> (8 * (i % 8)));
}

static const skein_params V12 = { 0x5555555555555555ULL };
static const skein_params V13 = { 0x1BD11BDAA9FC1A22ULL };

#define SKEIN(name, version, bits, params) \
    { name, "skein", version, bits, 512, HF_LAZY, sizeof(skein_state), \
      skein_init, skein_compress, skein_final, &(params) }

const hf_algo hf_algos_skein[] = {
    SKEIN("skein512-224", "Skein v1.3 (final)", 224, V13),
    SKEIN("skein512-256", "Skein v1.3 (final)", 256, V13),
    SKEIN("skein512-384", "Skein v1.3 (final)", 384, V13),
    SKEIN("skein512-512", "Skein v1.3 (final)", 512, V13),
    /* skein512-224-v12 and skein512-256-v12 are left out until there are
     * Skein-512-224/256 v1.2 vectors: kat/skein/round2/ShortMsgKAT_224/256
     * hold Skein-256-224/256 (sphlib 2.1 maps 224/256 to Skein-256). */
    SKEIN("skein512-384-v12", "Skein v1.2 (round 2)", 384, V12),
    SKEIN("skein512-512-v12", "Skein v1.2 (round 2)", 512, V12),
};
const size_t hf_algos_skein_count = HF_COUNTOF(hf_algos_skein);
