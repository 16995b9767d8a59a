/* jh: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/jh/jh_low.h"

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
void hf_jh_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    jh_state *s = (jh_state *)state;
    size_t i;
    for (i = 0; i < 64; i++)
        s->h.b[i] ^= block[i];
    e8(s->h.b, (const jh_params *)algo->params);
    for (i = 0; i < 64; i++)
        s->h.b[64 + i] ^= block[i];
}

void hf_jh_set_bytes(jh_state *s, const uint8_t h[128])
{
    memcpy(s->h.b, h, 128);
}

void hf_jh_get_bytes(const jh_state *s, uint8_t h[128])
{
    memcpy(h, s->h.b, 128);
}

const char hf_impl_jh[] = "ref";
