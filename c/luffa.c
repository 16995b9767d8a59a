/* Luffa (Hitachi / K.U.Leuven), SHA-3 round 2 version: a sponge-like chain of
 * w 256-bit sub-permutations Q_0..Q_{w-1} (w = 3 for Luffa-224/256, 4 for
 * Luffa-384, 5 for Luffa-512) fed through the message injection MI. */
#include "hf_util.h"

#define LUFFA_WMAX 5

typedef struct { unsigned width; } luffa_params;

typedef struct { uint32_t v[LUFFA_WMAX][8]; } luffa_state;
HF_STATE_FITS(luffa_state);

/* Initial values V_0..V_4 of the specification. */
static const uint32_t IV[LUFFA_WMAX][8] = {
    { 0x6d251e69, 0x44b051e0, 0x4eaa6fb4, 0xdbf78465, 0x6e292011, 0x90152df4, 0xee058139, 0xdef610bb },
    { 0xc3b44b95, 0xd9d2f256, 0x70eee9a0, 0xde099fa3, 0x5d9b0557, 0x8fc944b3, 0xcf1ccf0e, 0x746cd581 },
    { 0xf7efc89d, 0x5dba5781, 0x04016ce5, 0xad659c05, 0x0306194f, 0x666d1836, 0x24aa230a, 0x8b264ae7 },
    { 0x858075d5, 0x36d79cce, 0xe571f7d7, 0x204b1f67, 0x35870c6a, 0x57e9e923, 0x14bcb808, 0x7cde72ce },
    { 0x6c68e9be, 0x5ec41e22, 0xc825b7c7, 0xaffb4363, 0xf5df3999, 0x0fc688f1, 0xb07224cc, 0x03e86cea }
};

/* Step constants of Q_j: RC[j][0][r] is added to word 0 and RC[j][1][r] to
 * word 4 in step r. Typed from the specification's table (which derives them
 * from an LFSR); the KATs check them. */
static const uint32_t RC[LUFFA_WMAX][2][8] = {
    { { 0x303994a6, 0xc0e65299, 0x6cc33a12, 0xdc56983e, 0x1e00108f, 0x7800423d, 0x8f5b7882, 0x96e1db12 },
      { 0xe0337818, 0x441ba90d, 0x7f34d442, 0x9389217f, 0xe5a8bce6, 0x5274baf4, 0x26889ba7, 0x9a226e9d } },
    { { 0xb6de10ed, 0x70f47aae, 0x0707a3d4, 0x1c1e8f51, 0x707a3d45, 0xaeb28562, 0xbaca1589, 0x40a46f3e },
      { 0x01685f3d, 0x05a17cf4, 0xbd09caca, 0xf4272b28, 0x144ae5cc, 0xfaa7ae2b, 0x2e48f1c1, 0xb923c704 } },
    { { 0xfc20d9d2, 0x34552e25, 0x7ad8818f, 0x8438764a, 0xbb6de032, 0xedb780c8, 0xd9847356, 0xa2c78434 },
      { 0xe25e72c1, 0xe623bb72, 0x5c58a4a4, 0x1e38e2e7, 0x78e38b9d, 0x27586719, 0x36eda57f, 0x703aace7 } },
    { { 0xb213afa5, 0xc84ebe95, 0x4e608a22, 0x56d858fe, 0x343b138f, 0xd0ec4e3d, 0x2ceb4882, 0xb3ad2208 },
      { 0xe028c9bf, 0x44756f91, 0x7e8fce32, 0x956548be, 0xfe191be2, 0x3cb226e5, 0x5944a28e, 0xa1c4c355 } },
    { { 0xf0d2e9e3, 0xac11d7fa, 0x1bcb66f2, 0x6f2d9bc9, 0x78602649, 0x8edae952, 0x3b6ba548, 0xedae9520 },
      { 0x5090d577, 0x2d1925ab, 0xb46496ac, 0xd1925ab0, 0x29131ab6, 0x0fc053c3, 0x3f014f0c, 0xfc053c31 } }
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

/* SubCrumb's 4-bit S-box, which the reference low level uses (and the exported constants,
 * c/hf_consts.h); bit l of the first word is the input's low bit. */
#if !defined(HF_OPT_LOW_LEVEL) || defined(HF_EXPORT_CONSTS)
static const uint8_t SBOX[16] = { 13, 14, 0, 1, 5, 10, 7, 6, 11, 3, 9, 12, 15, 8, 2, 4 };
#endif

/* The low level: luffa_permute(), the step functions Q_j of the w chains. The optimized
 * build (IMPL=opt, c/Makefile) takes it from c/opt/luffa.c instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/luffa.c"
#else
static void mix_word(uint32_t *l, uint32_t *r)
{
    *r ^= *l;
    *l = hf_rotl32(*l, 2) ^ *r;
    *r = hf_rotl32(*r, 14) ^ *l;
    *l = hf_rotl32(*l, 10) ^ *r;
    *r = hf_rotl32(*r, 1);
}

/* Q_j: the tweak rotates the right half by j bits, then eight steps of
 * SubCrumb, MixWord and AddConstant. */
static void permute(uint32_t a[8], unsigned j)
{
    unsigned r, k;
    for (k = 4; k < 8; k++)
        a[k] = hf_rotl32(a[k], j);
    for (r = 0; r < 8; r++) {
        /* SubCrumb */
        hf_sbox4_words(SBOX, &a[0], &a[1], &a[2], &a[3]);
        hf_sbox4_words(SBOX, &a[5], &a[6], &a[7], &a[4]);
        for (k = 0; k < 4; k++)
            mix_word(&a[k], &a[k + 4]);
        a[0] ^= RC[j][0][r];
        a[4] ^= RC[j][1][r];
    }
}

static void luffa_permute(luffa_state *s, unsigned w)
{
    unsigned j;
    for (j = 0; j < w; j++)
        permute(s->v[j], j);
}
#endif

/* One round: the message injection MI, then the permutation P (every Q_j). */
static void luffa_round(luffa_state *s, unsigned w, const uint32_t msg[8])
{
    inject(s, w, msg);
    luffa_permute(s, w);
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
