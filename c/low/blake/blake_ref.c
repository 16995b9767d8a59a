/* blake: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/blake/blake_low.h"

/* The state words G_i works on: four columns, then four diagonals. */
static const uint8_t GIDX[8][4] = {
    { 0, 4,  8, 12 }, { 1, 5,  9, 13 }, { 2, 6, 10, 14 }, { 3, 7, 11, 15 },
    { 0, 5, 10, 15 }, { 1, 6, 11, 12 }, { 2, 7,  8, 13 }, { 3, 4,  9, 14 }
};

static uint32_t pi32(unsigned i)
{
    return (uint32_t)(PI64[i / 2] >> (i % 2 ? 0 : 32));
}

static uint64_t pi64(unsigned i)
{
    return PI64[i];
}

/* G and the compression function for one word size, from a single
 * definition; a, b, c, d are G's rotation amounts. `t_lo`, `t_hi` are the
 * counter of this block: the message bits up to its end, or 0 when the block
 * holds padding only. */
#define BLAKE_COMPRESS(w, a, b, c, d)                                                \
static void g##w(uint##w##_t v[16], const uint##w##_t m[16], const uint8_t *s, unsigned i) \
{                                                                                    \
    const uint8_t *x = GIDX[i];                                                      \
    const unsigned j = s[2 * i], k = s[2 * i + 1];                                   \
    v[x[0]] += v[x[1]] + (m[j] ^ pi##w(k));                                          \
    v[x[3]] = hf_rotr##w(v[x[3]] ^ v[x[0]], a);                                      \
    v[x[2]] += v[x[3]];                                                              \
    v[x[1]] = hf_rotr##w(v[x[1]] ^ v[x[2]], b);                                      \
    v[x[0]] += v[x[1]] + (m[k] ^ pi##w(j));                                          \
    v[x[3]] = hf_rotr##w(v[x[3]] ^ v[x[0]], c);                                      \
    v[x[2]] += v[x[3]];                                                              \
    v[x[1]] = hf_rotr##w(v[x[1]] ^ v[x[2]], d);                                      \
}                                                                                    \
                                                                                     \
void hf_blake##w##_compress(uint##w##_t h[8], const uint8_t *block,              \
                                uint##w##_t t_lo, uint##w##_t t_hi, unsigned rounds) \
{                                                                                    \
    uint##w##_t m[16], v[16];                                                        \
    unsigned i, r;                                                                   \
    for (i = 0; i < 16; i++)                                                         \
        m[i] = hf_load##w##_be(block + w / 8 * i);                                   \
    for (i = 0; i < 8; i++) {                                                        \
        v[i] = h[i];                                                                 \
        v[i + 8] = pi##w(i);                                                         \
    }                                                                                \
    v[12] ^= t_lo;                                                                   \
    v[13] ^= t_lo;                                                                   \
    v[14] ^= t_hi;                                                                   \
    v[15] ^= t_hi;                                                                   \
    for (r = 0; r < rounds; r++)                                                     \
        for (i = 0; i < 8; i++)                                                      \
            g##w(v, m, SIGMA[r % 10], i);                                            \
    for (i = 0; i < 8; i++)                                                          \
        h[i] ^= v[i] ^ v[i + 8];                                                     \
}

BLAKE_COMPRESS(32, 16, 12, 8, 7)
BLAKE_COMPRESS(64, 32, 25, 16, 11)

const char hf_impl_blake[] = "ref";
