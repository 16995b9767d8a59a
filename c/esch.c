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

typedef struct {
    unsigned branches;     /* 6 (SPARKLE-384) or 8 (SPARKLE-512) */
    unsigned steps_slim;
    unsigned steps_big;
} esch_params;

/* Interleaved branches: w[2j] = x_j, w[2j + 1] = y_j. */
typedef struct { uint32_t w[16]; } esch_state;
HF_STATE_FITS(esch_state);

#define ESCH_RATE_WORDS 4

/* The linear map l(x) of the Feistel layer and of the message injection. */
static uint32_t ell(uint32_t x) { return hf_rotr32(x ^ (x << 16), 16); }

/* -DHF_PERM_ASM: a target's own SPARKLE-384 / -512 replace the one below (embedded/rv32i/
 * writes them in RISC-V assembly for the step counts Esch uses). */
#ifdef HF_PERM_ASM
void hf_sparkle384(uint32_t w[12], unsigned steps);
void hf_sparkle512(uint32_t w[16], unsigned steps);
#define sparkle(w, branches, steps) \
    ((branches) == 6 ? hf_sparkle384((w), (steps)) : hf_sparkle512((w), (steps)))
#else
/* Fractional digits of e, one per branch (the Alzette constants). */
static const uint32_t RCON[8] = {
    0xB7E15162, 0xBF715880, 0x38B4DA56, 0x324E7738,
    0xBB1185EB, 0x4F7C7B57, 0xCFBFA1C8, 0xC2B3293D
};

static void sparkle(uint32_t *w, unsigned branches, unsigned steps)
{
    const unsigned half = branches; /* words in the left half = branches */
    unsigned i, j;
    uint32_t tx, ty, x0, y0;

    for (i = 0; i < steps; i++) {
        w[1] ^= RCON[i % 8];
        w[3] ^= (uint32_t)i;
        for (j = 0; j < branches; j++) {
            uint32_t x = w[2 * j], y = w[2 * j + 1], c = RCON[j];
            /* Alzette: four ARX rounds, constant c after each */
            x += hf_rotr32(y, 31); y ^= hf_rotr32(x, 24); x ^= c;
            x += hf_rotr32(y, 17); y ^= hf_rotr32(x, 17); x ^= c;
            x += y;                y ^= hf_rotr32(x, 31); x ^= c;
            x += hf_rotr32(y, 24); y ^= hf_rotr32(x, 16); x ^= c;
            w[2 * j] = x;
            w[2 * j + 1] = y;
        }
        /* Feistel linear layer: the left half, mixed by l of its x / y
         * parities and rotated by one branch, is added to the right half;
         * then the halves swap. */
        tx = x0 = w[0];
        ty = y0 = w[1];
        for (j = 2; j < half; j += 2) {
            tx ^= w[j];
            ty ^= w[j + 1];
        }
        tx = ell(tx);
        ty = ell(ty);
        for (j = 2; j < half; j += 2) {
            w[j - 2] = w[j + half] ^ w[j] ^ ty;
            w[j + half] = w[j];
            w[j - 1] = w[j + half + 1] ^ w[j + 1] ^ tx;
            w[j + half + 1] = w[j + 1];
        }
        w[half - 2] = w[half] ^ x0 ^ ty;
        w[half] = x0;
        w[half - 1] = w[half + 1] ^ y0 ^ tx;
        w[half + 1] = y0;
    }
}
#ifdef HF_PERM_EXPORT
/* -DHF_PERM_EXPORT: the C permutation also under the assembly one's name, so that a
 * target's benchmark can time one call of it (hashforge mcu's comparison variant c). */
void hf_sparkle384(uint32_t w[12], unsigned steps);
void hf_sparkle512(uint32_t w[16], unsigned steps);
void hf_sparkle384(uint32_t w[12], unsigned steps) { sparkle(w, 6, steps); }
void hf_sparkle512(uint32_t w[16], unsigned steps) { sparkle(w, 8, steps); }
#endif
#endif

/* M3-style injection of one 128-bit block into the left half. */
static void esch_inject(esch_state *s, const esch_params *p, const uint8_t *block)
{
    uint32_t m[ESCH_RATE_WORDS], tx, ty;
    unsigned i;
    for (i = 0; i < ESCH_RATE_WORDS; i++)
        m[i] = hf_load32_le(block + 4 * i);
    tx = ell(m[0] ^ m[2]);
    ty = ell(m[1] ^ m[3]);
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
    sparkle(s->w, p->branches, p->steps_slim);
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
    sparkle(s->w, p->branches, p->steps_big);

    for (done = 0; done < out_bits / 8; done += sizeof(buf)) {
        if (done > 0)
            sparkle(s->w, p->branches, p->steps_slim);
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
