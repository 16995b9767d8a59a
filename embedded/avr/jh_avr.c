/* JH's low level for 8-bit AVR (c/low/jh/jh_low.h), the reference's nibble-per-byte state
 * and its H bytes. One pass per round: the S-boxes (picked by the constant's bits, taken by
 * shifts of one register rather than a variable shift per element), the MDS code L by a
 * doubling table, and the permutation P as each pair's two destinations, written into the
 * other of two buffers; the grouping of H's bits into nibbles shifts registers one bit a
 * step. */
#include "hf_util.h"
#include "low/jh/jh_low.h"

/* doubling in GF(2^4) modulo x^4 + x + 1 */
static const uint8_t DBL[16] = { 0, 2, 4, 6, 8, 10, 12, 14, 3, 1, 7, 5, 11, 9, 15, 13 };

/* S-boxes (constant bits: element 4q + i uses bit 3 - i of rc[q]; rc NULL: S0 for all), L on
 * pairs, then P_d from `in` (n elements) into `out`: pair k's first element goes to k and
 * its second to (n/2 + k) ^ 1 when k is even, the other way round when k is odd. */
static void round_pass(const uint8_t *in, uint8_t *out, uint8_t half, const uint8_t *rc)
{
    uint8_t q, k = 0;
    for (q = 0; q < half / 2; q++) {
        uint8_t c = rc ? rc[q] : 0, e;
        for (e = 0; e < 2; e++, k++, c = (uint8_t)(c << 2)) {
            uint8_t a = SBOX[(c >> 3) & 1][in[2 * k]];
            uint8_t b = SBOX[(c >> 2) & 1][in[2 * k + 1]];
            b ^= DBL[a];
            a ^= DBL[b];
            if (k & 1) {
                out[(uint8_t)(half + k) ^ 1] = a;
                out[k] = b;
            } else {
                out[k] = a;
                out[(uint8_t)(half + k) ^ 1] = b;
            }
        }
    }
}

static void e8(uint8_t h[128], const jh_params *p)
{
    uint8_t a[256], t[256], rc[64], rt[64];
    uint8_t q, bit, i, r;

    /* Grouping: element i takes bits i, i+256, i+512, i+768 of H (MSB first); the first 128
     * elements go to the even positions and the rest to the odd ones. */
    for (q = 0; q < 32; q++) {
        uint8_t b0 = h[q], b1 = h[32 + q], b2 = h[64 + q], b3 = h[96 + q];
        for (bit = 0; bit < 8; bit++) {
            i = (uint8_t)(8 * q + bit);
            a[i < 128 ? 2 * i : 2 * (i - 128) + 1] =
                (uint8_t)(((b0 >> 4) & 8) | ((b1 >> 5) & 4) | ((b2 >> 6) & 2) | (b3 >> 7));
            b0 = (uint8_t)(b0 << 1); b1 = (uint8_t)(b1 << 1);
            b2 = (uint8_t)(b2 << 1); b3 = (uint8_t)(b3 << 1);
        }
    }
    memcpy(rc, RC0, sizeof(rc));
    for (r = 0; r < p->rounds; r++) {
        uint8_t *x = (r & 1) ? t : a, *y = (r & 1) ? a : t;
        round_pass(x, y, 128, rc);
        round_pass(rc, rt, 32, NULL);
        memcpy(rc, rt, sizeof(rc));
    }
    if (p->rounds & 1)
        memcpy(a, t, sizeof(a));
    if (p->half_round)
        for (i = 0; i < 128; i++) {
            const uint8_t c = (uint8_t)(rc[i >> 1] << (2 * (i & 1)));
            a[2 * i] = SBOX[(c >> 3) & 1][a[2 * i]];
            a[2 * i + 1] = SBOX[(c >> 2) & 1][a[2 * i + 1]];
        }
    /* De-grouping, the inverse of the above */
    for (q = 0; q < 32; q++) {
        uint8_t b0 = 0, b1 = 0, b2 = 0, b3 = 0;
        for (bit = 0; bit < 8; bit++) {
            uint8_t e;
            i = (uint8_t)(8 * q + bit);
            e = a[i < 128 ? 2 * i : 2 * (i - 128) + 1];
            b0 = (uint8_t)((b0 << 1) | (e >> 3));
            b1 = (uint8_t)((b1 << 1) | ((e >> 2) & 1));
            b2 = (uint8_t)((b2 << 1) | ((e >> 1) & 1));
            b3 = (uint8_t)((b3 << 1) | (e & 1));
        }
        h[q] = b0; h[32 + q] = b1; h[64 + q] = b2; h[96 + q] = b3;
    }
}

/* F8: the block enters the first half of H before E8 and the second half after it. */
void hf_jh_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    jh_state *s = (jh_state *)state;
    uint8_t i;
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

const char hf_impl_jh[] = "avr";
