/* JH (Hongjun Wu): the compression function F8 around the 1024-bit bijection
 * E8, in the specification's nibble-per-element ("reference") form, which is
 * also the form the hardware papers start from. One implementation serves both
 * versions: round 2 runs 35 rounds plus a final S-box-only half round (35.5),
 * the final round (3) runs 42 full rounds. */
#include "hf_util.h"

typedef struct {
    unsigned rounds;      /* full rounds of E8 */
    unsigned half_round;  /* 1: a closing S-box layer (round 2's ".5") */
} jh_params;

/* The specification's tables, which the reference low level uses (and the exported
 * constants, c/hf_consts.h). */
#if !defined(HF_OPT_LOW_LEVEL) || defined(HF_EXPORT_CONSTS)
/* The two 4-bit S-boxes; a round-constant bit picks one per element. */
static const uint8_t SBOX[2][16] = {
    { 9, 0, 4, 11, 13, 12, 3, 15, 1, 10, 2, 6, 7, 5, 8, 14 },
    { 3, 12, 6, 13, 5, 7, 1, 9, 15, 2, 0, 4, 11, 10, 14, 8 }
};

/* Round constant of round 0: the first 256 bits of the fractional part of
 * sqrt(2), as 64 nibbles. The later ones are generated from it by R6 (the
 * specification's rule), so no table of 42 constants is needed. */
static const uint8_t RC0[64] = {
    0x6, 0xa, 0x0, 0x9, 0xe, 0x6, 0x6, 0x7, 0xf, 0x3, 0xb, 0xc, 0xc, 0x9, 0x0, 0x8,
    0xb, 0x2, 0xf, 0xb, 0x1, 0x3, 0x6, 0x6, 0xe, 0xa, 0x9, 0x5, 0x7, 0xd, 0x3, 0xe,
    0x3, 0xa, 0xd, 0xe, 0xc, 0x1, 0x7, 0x5, 0x1, 0x2, 0x7, 0x7, 0x5, 0x0, 0x9, 0x9,
    0xd, 0xa, 0x2, 0xf, 0x5, 0x9, 0x0, 0xb, 0x0, 0x6, 0x6, 0x7, 0x3, 0x2, 0x2, 0xa
};
#endif

/* The low level: the state jh_state (H in its own layout), jh_compress(), F8, and
 * jh_set_bytes() / jh_get_bytes(), which write and read H as its 128 bytes in the
 * specification's order. The optimized build (IMPL=opt, c/Makefile) takes them from
 * c/opt/jh.c instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/jh.c"
#else
typedef struct { uint8_t h[128]; } jh_state;
HF_STATE_FITS(jh_state);

/* The MDS code L over GF(2^4) (polynomial x^4 + x + 1) on one pair of
 * elements: b ^= 2a, a ^= 2b. */
static uint8_t gf16_double(uint8_t x)
{
    return (uint8_t)(((x << 1) ^ (x >> 3) ^ ((x >> 2) & 2)) & 0xF);
}

static void mds(uint8_t *a, uint8_t *b)
{
    *b ^= gf16_double(*a);
    *a ^= gf16_double(*b);
}

/* The permutation P_d on 2^d elements: swap within each group of four, the
 * even elements to the first half and the odd ones to the second, then swap
 * the pairs of the second half. */
static void permute(uint8_t *x, size_t n)
{
    uint8_t t[256];
    size_t i;
    for (i = 0; i < n; i += 4) {
        uint8_t s = x[i + 2];
        x[i + 2] = x[i + 3];
        x[i + 3] = s;
    }
    for (i = 0; i < n / 2; i++) {
        t[i] = x[2 * i];
        t[i + n / 2] = x[2 * i + 1];
    }
    for (i = n / 2; i < n; i += 2) {
        uint8_t s = t[i];
        t[i] = t[i + 1];
        t[i + 1] = s;
    }
    memcpy(x, t, n);
}

/* One round R8 on 256 elements; constant bit i (MSB first) picks the S-box of
 * element i. With mds_and_permute == 0 only the S-box layer runs. */
static void round8(uint8_t a[256], const uint8_t rc[64], int mds_and_permute)
{
    size_t i;
    for (i = 0; i < 256; i++)
        a[i] = SBOX[(rc[i / 4] >> (3 - i % 4)) & 1][a[i]];
    if (!mds_and_permute)
        return;
    for (i = 0; i < 256; i += 2)
        mds(&a[i], &a[i + 1]);
    permute(a, 256);
}

/* R6: the round function on 64 elements with an all-zero constant (S0
 * everywhere) turns one round constant into the next. */
static void next_constant(uint8_t rc[64])
{
    size_t i;
    for (i = 0; i < 64; i++)
        rc[i] = SBOX[0][rc[i]];
    for (i = 0; i < 64; i += 2)
        mds(&rc[i], &rc[i + 1]);
    permute(rc, 64);
}

static unsigned get_bit(const uint8_t *h, size_t i) { return (h[i / 8] >> (7 - i % 8)) & 1u; }

static void e8(uint8_t h[128], const jh_params *p)
{
    uint8_t a[256], rc[64];
    size_t i, j;
    unsigned r;

    /* Grouping: element j takes bits j, j+256, j+512, j+768 of H (MSB first),
     * then the first 128 elements go to the even and the rest to the odd
     * positions. */
    for (i = 0; i < 256; i++) {
        j = i < 128 ? 2 * i : 2 * (i - 128) + 1;
        a[j] = (uint8_t)(get_bit(h, i) << 3 | get_bit(h, i + 256) << 2
                         | get_bit(h, i + 512) << 1 | get_bit(h, i + 768));
    }
    memcpy(rc, RC0, sizeof(rc));
    for (r = 0; r < p->rounds; r++) {
        round8(a, rc, 1);
        next_constant(rc);
    }
    if (p->half_round)
        round8(a, rc, 0);
    /* De-grouping, the inverse of the above. */
    memset(h, 0, 128);
    for (i = 0; i < 256; i++) {
        unsigned e = a[i < 128 ? 2 * i : 2 * (i - 128) + 1];
        for (j = 0; j < 4; j++)
            if ((e >> (3 - j)) & 1u)
                h[(i + 256 * j) / 8] |= (uint8_t)(0x80u >> (i % 8));
    }
}

/* F8: the block enters the first half of H before E8 and the second half
 * after it. */
static void jh_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    jh_state *s = (jh_state *)state;
    size_t i;
    for (i = 0; i < 64; i++)
        s->h[i] ^= block[i];
    e8(s->h, (const jh_params *)algo->params);
    for (i = 0; i < 64; i++)
        s->h[64 + i] ^= block[i];
}

static void jh_set_bytes(jh_state *s, const uint8_t h[128])
{
    memcpy(s->h, h, 128);
}

static void jh_get_bytes(const jh_state *s, uint8_t h[128])
{
    memcpy(h, s->h, 128);
}
#endif

/* H(-1) holds the digest length in its first two bytes; H(0) is F8 of it
 * with an all-zero block. */
static void jh_init(void *state, const hf_algo *algo, size_t out_bits)
{
    jh_state *s = (jh_state *)state;
    uint8_t h[128], zero[64];
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    memset(h, 0, sizeof(h));
    h[0] = (uint8_t)(algo->digest_bits >> 8);
    h[1] = (uint8_t)algo->digest_bits;
    jh_set_bytes(s, h);
    memset(zero, 0, sizeof(zero));
    jh_compress(s, algo, zero);
}

/* Padding: a 1 bit, then 383 + (-len mod 512) zeros and the 128-bit
 * big-endian length, so always at least 512 bits: one block for a message
 * that fills its last block, two otherwise. */
static void jh_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                     const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    jh_state *s = (jh_state *)state;
    uint8_t buf[128];
    size_t n = tail_bits == 0 ? 64 : 128;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    hf_store64_be(buf + n - 16, total_bits[1]);
    hf_store64_be(buf + n - 8, total_bits[0]);
    jh_compress(s, algo, buf);
    if (n == 128)
        jh_compress(s, algo, buf + 64);
    /* The digest is the last out_bits of H. */
    jh_get_bytes(s, buf);
    memcpy(out, buf + 128 - out_bits / 8, out_bits / 8);
}

static const jh_params JH_R2 = { 35, 1 }, JH_FINAL = { 42, 0 };

#define JH(name, version, bits, params) \
    { name, "jh", version, bits, 512, 0, sizeof(jh_state), \
      jh_init, jh_compress, jh_final, &(params) }

const hf_algo hf_algos_jh[] = {
    JH("jh224-r2", "SHA-3 round 2", 224, JH_R2),
    JH("jh256-r2", "SHA-3 round 2", 256, JH_R2),
    JH("jh384-r2", "SHA-3 round 2", 384, JH_R2),
    JH("jh512-r2", "SHA-3 round 2", 512, JH_R2),
    JH("jh224", "SHA-3 final round (3)", 224, JH_FINAL),
    JH("jh256", "SHA-3 final round (3)", 256, JH_FINAL),
    JH("jh384", "SHA-3 final round (3)", 384, JH_FINAL),
    JH("jh512", "SHA-3 final round (3)", 512, JH_FINAL),
};
const size_t hf_algos_jh_count = HF_COUNTOF(hf_algos_jh);

#ifdef HF_EXPORT_CONSTS
#include "hf_consts.h"
const hf_const hf_consts_jh[] = {
    HF_CONST(SBOX, uint8_t),
    HF_CONST(RC0, uint8_t),
};
const size_t hf_consts_jh_count = HF_COUNTOF(hf_consts_jh);
#endif
