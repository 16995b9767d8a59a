/* bmw: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/bmw/bmw_low.h"

/* f0: W_j = sum of five (M ^ H)_idx with signs. */
typedef struct { uint8_t idx; int8_t sign; } bmw_term;
static const bmw_term F0[16][5] = {
    { {  5, 1 }, {  7, -1 }, { 10, 1 }, { 13, 1 }, { 14, 1 } },
    { {  6, 1 }, {  8, -1 }, { 11, 1 }, { 14, 1 }, { 15, -1 } },
    { {  0, 1 }, {  7, 1 }, {  9, 1 }, { 12, -1 }, { 15, 1 } },
    { {  0, 1 }, {  1, -1 }, {  8, 1 }, { 10, -1 }, { 13, 1 } },
    { {  1, 1 }, {  2, 1 }, {  9, 1 }, { 11, -1 }, { 14, -1 } },
    { {  3, 1 }, {  2, -1 }, { 10, 1 }, { 12, -1 }, { 15, 1 } },
    { {  4, 1 }, {  0, -1 }, {  3, -1 }, { 11, -1 }, { 13, 1 } },
    { {  1, 1 }, {  4, -1 }, {  5, -1 }, { 12, -1 }, { 14, -1 } },
    { {  2, 1 }, {  5, -1 }, {  6, -1 }, { 13, 1 }, { 15, -1 } },
    { {  0, 1 }, {  3, -1 }, {  6, 1 }, {  7, -1 }, { 14, 1 } },
    { {  8, 1 }, {  1, -1 }, {  4, -1 }, {  7, -1 }, { 15, 1 } },
    { {  8, 1 }, {  0, -1 }, {  2, -1 }, {  5, -1 }, {  9, 1 } },
    { {  1, 1 }, {  3, 1 }, {  6, -1 }, {  9, -1 }, { 10, 1 } },
    { {  2, 1 }, {  4, 1 }, {  7, 1 }, { 10, 1 }, { 11, 1 } },
    { {  3, 1 }, {  5, -1 }, {  8, 1 }, { 11, -1 }, { 12, -1 } },
    { { 12, 1 }, {  4, -1 }, {  6, -1 }, {  9, -1 }, { 13, 1 } }
};

/* s0..s3: x >> a ^ x << b ^ rotl(x, c) ^ rotl(x, d); [0] for 32-bit words,
 * [1] for 64-bit. (s4 = x ^ x >> 1 and s5 = x ^ x >> 2 are the same for both.) */
static const uint8_t S_SHIFTS[2][4][4] = {
    { { 1, 3, 4, 19 }, { 1, 2, 8, 23 }, { 2, 1, 12, 25 }, { 2, 2, 15, 29 } },
    { { 1, 3, 4, 37 }, { 1, 2, 13, 43 }, { 2, 1, 19, 53 }, { 2, 2, 28, 59 } }
};
/* r1..r7 of expand2. */
static const uint8_t R_ROT[2][7] = {
    { 3, 7, 13, 16, 19, 23, 27 },
    { 5, 11, 27, 32, 37, 43, 53 }
};
/* f2, first half: H_i = (XH <<>> a ^ Q_{16+i} <<>> b ^ M_i) + (XL ^ Q_{24+i} ^ Q_i),
 * a shift amount > 0 shifting left, < 0 right; second half:
 * H_{8+i} = rotl(H_{(i+4)%8}, 9+i) + (XH ^ Q_{24+i} ^ M_{8+i})
 *         + (XL <<>> c ^ Q_{16+(i+7)%8} ^ Q_{8+i}). Same for both word sizes. */
static const int8_t F2_XH[8] = { 5, -7, -5, -1, -3, 6, -4, -11 };
static const int8_t F2_Q[8] = { -5, 8, 5, 5, 0, -6, 6, 2 };
static const int8_t F2_XL[8] = { 8, -6, 6, 4, -3, -4, -7, -2 };

/* One compression function per word size, from a single definition. `h` is
 * replaced by the new chaining value. */
#define BMW_COMPRESS(w)                                                              \
static uint##w##_t sh##w(uint##w##_t x, int n)                                       \
{                                                                                    \
    return n > 0 ? x << n : x >> -n;                                                 \
}                                                                                    \
                                                                                     \
static uint##w##_t s##w(uint##w##_t x, unsigned i)                                   \
{                                                                                    \
    const uint8_t *a;                                                                \
    if (i >= 4)                                                                      \
        return x ^ (x >> (i - 3));                                                   \
    a = S_SHIFTS[w == 64][i];                                                        \
    return (x >> a[0]) ^ (x << a[1]) ^ hf_rotl##w(x, a[2]) ^ hf_rotl##w(x, a[3]);    \
}                                                                                    \
                                                                                     \
void hf_bmw##w##_compress(uint##w##_t h[16], const uint##w##_t m[16])            \
{                                                                                    \
    const uint##w##_t k = (uint##w##_t)(0x0555555555555555ULL >> (64 - w));         \
    uint##w##_t x[16], q[32], acc, xl = 0, xh = 0;                                   \
    unsigned j, i;                                                                   \
    /* f0 */                                                                         \
    for (j = 0; j < 16; j++)                                                         \
        x[j] = m[j] ^ h[j];                                                          \
    for (j = 0; j < 16; j++) {                                                       \
        acc = 0;                                                                     \
        for (i = 0; i < 5; i++)                                                      \
            acc = F0[j][i].sign > 0 ? acc + x[F0[j][i].idx] : acc - x[F0[j][i].idx]; \
        q[j] = s##w(acc, j % 5) + h[(j + 1) % 16];                                   \
    }                                                                                \
    /* f1: two rounds of expand1, fourteen of expand2 */                             \
    for (j = 16; j < 32; j++) {                                                      \
        acc = 0;                                                                     \
        for (i = 0; i < 16; i++) {                                                   \
            const uint##w##_t v = q[j - 16 + i];                                     \
            if (j < 18)                                                              \
                acc += s##w(v, (i + 1) % 4);                                         \
            else if (i >= 14)                                                        \
                acc += s##w(v, i - 10);                                              \
            else                                                                     \
                acc += i % 2 ? hf_rotl##w(v, R_ROT[w == 64][i / 2]) : v;              \
        }                                                                            \
        /* the round-2 "AddElement" */                                               \
        acc += (j * k + hf_rotl##w(m[(j - 16) % 16], (j - 16) % 16 + 1)              \
                + hf_rotl##w(m[(j - 13) % 16], (j - 13) % 16 + 1)                    \
                - hf_rotl##w(m[(j - 6) % 16], (j - 6) % 16 + 1))                     \
               ^ h[(j - 9) % 16];                                                    \
        q[j] = acc;                                                                  \
    }                                                                                \
    /* f2 */                                                                         \
    for (j = 16; j < 24; j++)                                                        \
        xl ^= q[j];                                                                  \
    for (xh = xl, j = 24; j < 32; j++)                                               \
        xh ^= q[j];                                                                  \
    for (i = 0; i < 8; i++)                                                          \
        h[i] = (sh##w(xh, F2_XH[i]) ^ sh##w(q[16 + i], F2_Q[i]) ^ m[i])              \
             + (xl ^ q[24 + i] ^ q[i]);                                              \
    for (i = 0; i < 8; i++)                                                          \
        h[8 + i] = hf_rotl##w(h[(i + 4) % 8], 9 + i) + (xh ^ q[24 + i] ^ m[8 + i])   \
                 + (sh##w(xl, F2_XL[i]) ^ q[16 + (i + 7) % 8] ^ q[8 + i]);           \
}

BMW_COMPRESS(32)
/* A target may bring its own 64-bit compression (the AVR target's assembly) and keep this
 * 32-bit one: it defines HF_BMW64_COMPRESS_EXTERNAL. */
#ifndef HF_BMW64_COMPRESS_EXTERNAL
BMW_COMPRESS(64)
#endif

const char hf_impl_bmw[] = "ref";
