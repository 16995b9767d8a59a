/* Esch256 and Esch384 (SPARKLE v1.2, NIST LWC final round): a sponge over
 * the SPARKLE-384 / SPARKLE-512 permutations with a 128-bit rate.
 *
 * Each 128-bit block is injected through a Feistel-like linear map into the
 * left half of the state, followed by the slim permutation (7 / 8 steps);
 * the last block instead gets a constant in the last word of the left half
 * (one value if the block was padded, another if it was full) and the big
 * permutation (11 / 12 steps). Because a full last block is treated
 * differently from a full inner block, the family is HF_LAZY.
 * Words are read and written little-endian; the digest is the rate
 * (x0 y0 x1 y1) squeezed 128 bits at a time with slim steps in between.
 *
 * Padding is a 0x80 byte after the message, so the algorithm's bit order is
 * MSB-first within a byte, as in the API: for a message that ends inside a
 * byte, the padding bit is the bit right after the last message bit
 * (0x80 >> k for k valid bits), and the block counts as padded.
 */
#include "hf_util.h"
#include "low/esch/esch_low.h"

typedef struct {
    unsigned branches;     /* 6 (SPARKLE-384) or 8 (SPARKLE-512) */
    unsigned steps_slim;
    unsigned steps_big;
} esch_params;

/* Interleaved branches: w[2j] = x_j, w[2j + 1] = y_j. */
typedef struct { uint32_t w[16]; } esch_state;
HF_STATE_FITS(esch_state);

#define ESCH_RATE_WORDS 4

/* M3-style injection of one 128-bit block into the left half. */
static void esch_inject(esch_state *s, const esch_params *p, const uint8_t *block)
{
    uint32_t m[ESCH_RATE_WORDS], tx, ty;
    unsigned i;
    hf_load_words_le(m, block, ESCH_RATE_WORDS);
    tx = esch_ell(m[0] ^ m[2]);
    ty = esch_ell(m[1] ^ m[3]);
    for (i = 0; i < ESCH_RATE_WORDS; i += 2) {
        s->w[i] ^= m[i] ^ ty;
        s->w[i + 1] ^= m[i + 1] ^ tx;
    }
    for (; i < p->branches; i += 2) {
        s->w[i] ^= ty;
        s->w[i + 1] ^= tx;
    }
}

static void esch_init(void *state, const hf_algo *algo, size_t out_bits)
{
    (void)algo; (void)out_bits;
    memset(state, 0, sizeof(esch_state));
}

static void esch_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    esch_state *s = (esch_state *)state;
    const esch_params *p = (const esch_params *)algo->params;
    esch_inject(s, p, block);
    esch_sparkle(s->w, p->branches, p->steps_slim);
}

static void esch_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                       const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    esch_state *s = (esch_state *)state;
    const esch_params *p = (const esch_params *)algo->params;
    uint8_t buf[4 * ESCH_RATE_WORDS];
    size_t done, i;
    const int padded = tail_bits < algo->block_bits;
    (void)total_bits;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    if (padded)
        hf_pad_one_bit(buf, tail_bits);
    esch_inject(s, p, buf);
    /* const_M0 / const_M1 in the last y word of the left half */
    s->w[p->branches - 1] ^= (uint32_t)(padded ? 1 : 2) << 24;
    esch_sparkle(s->w, p->branches, p->steps_big);

    for (done = 0; done < out_bits / 8; done += sizeof(buf)) {
        if (done > 0)
            esch_sparkle(s->w, p->branches, p->steps_slim);
        for (i = 0; i < ESCH_RATE_WORDS; i++)
            hf_store32_le(buf + 4 * i, s->w[i]);
        memcpy(out + done, buf, out_bits / 8 - done < sizeof(buf) ? out_bits / 8 - done : sizeof(buf));
    }
}

static const esch_params ESCH256 = { 6, 7, 11 }, ESCH384 = { 8, 8, 12 };

#define ESCH(name, bits, params) \
    { name, "esch", "SPARKLE v1.2 (NIST LWC final round)", bits, 128, HF_LAZY, \
      sizeof(esch_state), esch_init, esch_compress, esch_final, &(params) }

const hf_algo hf_algos_esch[] = {
    ESCH("esch256", 256, ESCH256),
    ESCH("esch384", 384, ESCH384),
};
const size_t hf_algos_esch_count = HF_COUNTOF(hf_algos_esch);

