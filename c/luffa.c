/* Luffa (Hitachi / K.U.Leuven), SHA-3 round 2 version: a sponge-like chain of
 * w 256-bit sub-permutations Q_0..Q_{w-1} (w = 3 for Luffa-224/256, 4 for
 * Luffa-384, 5 for Luffa-512) fed through the message injection MI. */
#include "hf_util.h"
#include "low/luffa/luffa_low.h"

typedef struct { unsigned width; } luffa_params;

HF_STATE_FITS(luffa_state);

/* Initial values V_0..V_4 of the specification. */
static const uint32_t IV[LUFFA_WMAX][8] = {
    { 0x6d251e69, 0x44b051e0, 0x4eaa6fb4, 0xdbf78465, 0x6e292011, 0x90152df4, 0xee058139, 0xdef610bb },
    { 0xc3b44b95, 0xd9d2f256, 0x70eee9a0, 0xde099fa3, 0x5d9b0557, 0x8fc944b3, 0xcf1ccf0e, 0x746cd581 },
    { 0xf7efc89d, 0x5dba5781, 0x04016ce5, 0xad659c05, 0x0306194f, 0x666d1836, 0x24aa230a, 0x8b264ae7 },
    { 0x858075d5, 0x36d79cce, 0xe571f7d7, 0x204b1f67, 0x35870c6a, 0x57e9e923, 0x14bcb808, 0x7cde72ce },
    { 0x6c68e9be, 0x5ec41e22, 0xc825b7c7, 0xaffb4363, 0xf5df3999, 0x0fc688f1, 0xb07224cc, 0x03e86cea }
};

/* Multiplication by x of an element of GF(2^32)^8 seen as a polynomial with
 * word i as the coefficient of x^i, modulo x^8 + x^4 + x^3 + x + 1. */
static void mul2(uint32_t d[8], const uint32_t s[8])
{
    uint32_t top = s[7];
    int i;
    for (i = 7; i > 0; i--)
        d[i] = s[i - 1];
    d[0] = top;
    d[1] ^= top;
    d[3] ^= top;
    d[4] ^= top;
}

static void xor8(uint32_t d[8], const uint32_t s[8])
{
    int i;
    for (i = 0; i < 8; i++)
        d[i] ^= s[i];
}

/* One pass of the "ring" mixing of MI: each V_j becomes 2 V_j + its
 * neighbour, the next one (forward) or the previous one (backward). */
static void ring_forward(luffa_state *s, unsigned w)
{
    uint32_t first[8];
    unsigned j;
    memcpy(first, s->v[0], sizeof(first));
    for (j = 0; j + 1 < w; j++) {
        mul2(s->v[j], s->v[j]);
        xor8(s->v[j], s->v[j + 1]);
    }
    mul2(s->v[w - 1], s->v[w - 1]);
    xor8(s->v[w - 1], first);
}

static void ring_backward(luffa_state *s, unsigned w)
{
    uint32_t last[8];
    unsigned j;
    memcpy(last, s->v[w - 1], sizeof(last));
    for (j = w - 1; j > 0; j--) {
        mul2(s->v[j], s->v[j]);
        xor8(s->v[j], s->v[j - 1]);
    }
    mul2(s->v[0], s->v[0]);
    xor8(s->v[0], last);
}

/* Message injection MI: every V_j gets 2 * (V_0 + ... + V_{w-1}), then
 * w = 4 mixes neighbours once (backward) and w = 5 twice (forward, then
 * backward), and finally V_j gets x^j * M. */
static void inject(luffa_state *s, unsigned w, const uint32_t msg[8])
{
    uint32_t a[8], m[8];
    unsigned j;

    memcpy(a, s->v[0], sizeof(a));
    for (j = 1; j < w; j++)
        xor8(a, s->v[j]);
    mul2(a, a);
    for (j = 0; j < w; j++)
        xor8(s->v[j], a);
    if (w == 5)
        ring_forward(s, w);
    if (w >= 4)
        ring_backward(s, w);
    memcpy(m, msg, sizeof(m));
    for (j = 0; j < w; j++) {
        xor8(s->v[j], m);
        mul2(m, m);
    }
}

/* One round: the message injection MI, then the permutation P (every Q_j). */
static void luffa_round(luffa_state *s, unsigned w, const uint32_t msg[8])
{
    inject(s, w, msg);
    hf_luffa_permute(s, w);
}

static void luffa_init(void *state, const hf_algo *algo, size_t out_bits)
{
    luffa_state *s = (luffa_state *)state;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    memcpy(s->v, IV, ((const luffa_params *)algo->params)->width * sizeof(IV[0]));
}

static void luffa_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    uint32_t m[8];
    unsigned i;
    for (i = 0; i < 8; i++)
        m[i] = hf_load32_be(block + 4 * i);
    luffa_round((luffa_state *)state, ((const luffa_params *)algo->params)->width, m);
}

/* The message is padded with a 1 bit and zeros to a whole block (no length).
 * Then each blank round (an all-zero block) yields up to 256 output bits, the
 * XOR of the V_j: one blank round for Luffa-224/256, two for 384/512. */
static void luffa_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                        const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    luffa_state *s = (luffa_state *)state;
    const unsigned w = ((const luffa_params *)algo->params)->width;
    static const uint32_t zero[8] = { 0 };
    uint8_t buf[32];
    size_t done = 0;
    unsigned i, j;
    (void)total_bits;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    luffa_compress(s, algo, buf);
    while (done < out_bits / 32) {
        luffa_round(s, w, zero);
        for (i = 0; i < 8 && done < out_bits / 32; i++, done++) {
            uint32_t z = 0;
            for (j = 0; j < w; j++)
                z ^= s->v[j][i];
            hf_store32_be(out + 4 * done, z);
        }
    }
}

static const luffa_params W3 = { 3 }, W4 = { 4 }, W5 = { 5 };

#define LUFFA(name, bits, params) \
    { name, "luffa", "SHA-3 round 2", bits, 256, 0, sizeof(luffa_state), \
      luffa_init, luffa_compress, luffa_final, &(params) }

const hf_algo hf_algos_luffa[] = {
    LUFFA("luffa224", 224, W3),
    LUFFA("luffa256", 256, W3),
    LUFFA("luffa384", 384, W4),
    LUFFA("luffa512", 512, W5),
};
const size_t hf_algos_luffa_count = HF_COUNTOF(hf_algos_luffa);

#ifdef HF_EXPORT_CONSTS
#include "hf_consts.h"
const hf_const hf_consts_luffa[] = {
    HF_CONST(IV, uint32_t),
    HF_CONST(RC, uint32_t),
    HF_CONST(SBOX, uint8_t),
};
const size_t hf_consts_luffa_count = HF_COUNTOF(hf_consts_luffa);
#endif
