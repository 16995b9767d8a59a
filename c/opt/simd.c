/* SIMD, optimized: the NTT with tabulated twiddles and bit reversal, the block function
 * specialised per lane count. The low level only: built in place of c/simd.c (IMPL=opt),
 * this file compiles c/simd.c (see there for the structure; constants, IV, padding, output,
 * descriptors), which takes its low level from here (c/Makefile). */
#ifndef HF_OPT_LOW_LEVEL
#define HF_OPT_LOW_LEVEL
#include "../simd.c"
#else
#include "simd_tables.h"

static inline uint32_t f_if(uint32_t x, uint32_t y, uint32_t z) { return (x & y) | (~x & z); }
static inline uint32_t f_maj(uint32_t x, uint32_t y, uint32_t z) { return (x & y) | (x & z) | (y & z); }

/* a * w mod 257 for a, w in [0, 256]: 256 = -1 (mod 257), so a product hi * 256 + lo is
 * lo - hi. */
static inline int mul257(int a, int w)
{
    const int p = a * w, r = (p & 0xFF) - (p >> 8);
    return r < 0 ? r + SIMD_Q : r;
}

/* NTT of size N = 2^log_n over F_257, a[i] <- sum_j x[j] root^(ij): radix-2 Cooley-Tukey
 * reading the input x in bit-reversed order, the twiddles from a table of powers; the
 * first level's twiddle is 1. */
static void ntt(int a[256], const int x[256], unsigned log_n)
{
    const unsigned n = 1u << log_n;
    const uint16_t *pw = log_n == 7 ? SIMD_POW128 : SIMD_POW256;
    const uint8_t *rev = log_n == 7 ? SIMD_BITREV128 : SIMD_BITREV256;
    unsigned i, len, k, step;
    for (i = 0; i < n; i += 2) {
        const int u = x[rev[i]], v = x[rev[i + 1]], d = u - v;
        a[i] = u + v;                       /* bytes: below 2 * 257 */
        a[i] = a[i] >= SIMD_Q ? a[i] - SIMD_Q : a[i];
        a[i + 1] = d < 0 ? d + SIMD_Q : d;
    }
    for (len = 4, step = n / 4; len <= n; len <<= 1, step >>= 1)
        for (i = 0; i < n; i += len)
            for (k = 0; k < len / 2; k++) {
                const int u = a[i + k], v = mul257(a[i + k + len / 2], pw[k * step]);
                const int s = u + v, d = u - v;
                a[i + k] = s >= SIMD_Q ? s - SIMD_Q : s;
                a[i + k + len / 2] = d < 0 ? d + SIMD_Q : d;
            }
}

/* Expanded message: 32 steps of n words. */
static void expand(uint32_t w[32][8], const uint8_t *block, unsigned n, int final)
{
    const unsigned size = 32 * n;    /* NTT size N: 128 or 256 */
    const unsigned msg_bytes = 16 * n;
    int x[256], y[256];
    uint32_t z[32][8];
    unsigned i, j;

    /* The message bytes are the low coefficients of a polynomial; the tweak
     * adds X^(N-1) to every block and X^(N-3) to the final one. */
    for (i = 0; i < size; i++)
        x[i] = i < msg_bytes ? block[i] : 0;
    x[size - 1] = 1;
    if (final)
        x[size - 3] = 1;
    ntt(y, x, n == 4 ? 7 : 8);
    for (i = 0; i < size; i++)
        if (y[i] > 128)
            y[i] -= SIMD_Q; /* centre on [-128, 128] */

#define INNER(lo, hi, k) \
    (((uint32_t)((lo) * (k)) & 0xFFFFu) | ((uint32_t)((hi) * (k)) << 16))
    for (i = 0; i < 16; i++)
        for (j = 0; j < n; j++)
            z[i][j] = INNER(y[2 * i * n + 2 * j], y[2 * i * n + 2 * j + 1], 185);
    for (i = 0; i < 8; i++)
        for (j = 0; j < n; j++) {
            z[16 + i][j] = INNER(y[2 * i * n + 2 * j], y[2 * i * n + 2 * j + size / 2], 233);
            z[24 + i][j] = INNER(y[2 * i * n + 2 * j + 1], y[2 * i * n + 2 * j + size / 2 + 1], 233);
        }
#undef INNER
    for (i = 0; i < 32; i++)
        memcpy(w[i], z[WORD_PERM[i]], sizeof(w[i]));
}

/* Feistel step t on all n lanes with message words m[0..n-1]. */
static inline void step(uint32_t s[32], unsigned n, unsigned t, const uint32_t *m,
                 unsigned r, unsigned sh, int use_maj)
{
    uint32_t *a = s, *b = s + n, *c = s + 2 * n, *d = s + 3 * n;
    uint32_t ta[8];
    const unsigned px = n == 4 ? PERM4_XOR[t % 3] : PERM8_XOR[t % 7];
    unsigned j;

    for (j = 0; j < n; j++)
        ta[j] = hf_rotl32(a[j], r);
    for (j = 0; j < n; j++) {
        uint32_t f = use_maj ? f_maj(a[j], b[j], c[j]) : f_if(a[j], b[j], c[j]);
        a[j] = hf_rotl32(d[j] + m[j] + f, sh) + ta[j ^ px];
        d[j] = c[j];
        c[j] = b[j];
        b[j] = ta[j];
    }
}

/* The block function with n a constant in each of its two instances (so that the lane
 * loops unroll), the 32 steps eight at a time with IF or MAJ known per step. */
static inline void simd_block_n(simd_state *st, const unsigned n, const uint8_t *block, int final)
{
    uint32_t w[32][8], saved[32];
    unsigned i, t;

    expand(w, block, n, final);
    memcpy(saved, st->s, sizeof(saved));
    for (i = 0; i < 4 * n; i++)
        st->s[i] ^= hf_load32_le(block + 4 * i);
#define SIMD_ROUND8(t, r0, r1, r2, r3) do {                                       \
        step(st->s, n, (t), w[(t)], r0, r1, 0);                                   \
        step(st->s, n, (t) + 1, w[(t) + 1], r1, r2, 0);                           \
        step(st->s, n, (t) + 2, w[(t) + 2], r2, r3, 0);                           \
        step(st->s, n, (t) + 3, w[(t) + 3], r3, r0, 0);                           \
        step(st->s, n, (t) + 4, w[(t) + 4], r0, r1, 1);                           \
        step(st->s, n, (t) + 5, w[(t) + 5], r1, r2, 1);                           \
        step(st->s, n, (t) + 6, w[(t) + 6], r2, r3, 1);                           \
        step(st->s, n, (t) + 7, w[(t) + 7], r3, r0, 1);                           \
    } while (0)
    /* ROUND_ROT written out, so that every rotation is by a constant */
    SIMD_ROUND8(0, 3, 23, 17, 27);
    SIMD_ROUND8(8, 28, 19, 22, 7);
    SIMD_ROUND8(16, 29, 9, 15, 5);
    SIMD_ROUND8(24, 4, 13, 10, 25);
    /* Feed-forward: four more IF steps taking the old A, B, C, D as words. */
    for (t = 32; t < 36; t++)
        step(st->s, n, t, saved + (t - 32) * n, ROUND_ROT[3][t % 4], ROUND_ROT[3][(t + 1) % 4], 0);
}

static void simd_block(simd_state *st, unsigned n, const uint8_t *block, int final)
{
    if (n == 4)
        simd_block_n(st, 4, block, final);
    else
        simd_block_n(st, 8, block, final);
}
#endif
