/* simd: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/simd/simd_low.h"

static uint32_t f_if(uint32_t x, uint32_t y, uint32_t z) { return (x & y) | (~x & z); }
static uint32_t f_maj(uint32_t x, uint32_t y, uint32_t z) { return (x & y) | (x & z) | (y & z); }

static unsigned bit_reverse(unsigned x, unsigned bits)
{
    unsigned r = 0, i;
    for (i = 0; i < bits; i++)
        r |= ((x >> i) & 1u) << (bits - 1 - i);
    return r;
}

/* x mod 257 for 0 <= x <= 257^2 (17-bit products: not in a 16-bit int). HF_MOD257_FOLD (a
 * target's flag, where a 32-bit division is a library call) folds instead: 256 = -1 mod 257,
 * so x = 256h + l leaves l - h. */
#ifdef HF_MOD257_FOLD
static inline int mod_q(int32_t x)
{
    int t = (int)(x & 255) - (int)(x >> 8);
    while (t < 0)
        t += SIMD_Q;
    return t;
}
#else
static inline int mod_q(int32_t x) { return (int)(x % SIMD_Q); }
#endif

/* In-place NTT of size N = 2^log_n over F_257: a[i] <- sum_j a[j] root^(ij).
 * Iterative radix-2 Cooley-Tukey (bit-reversed input, natural output). */
static void ntt(int a[256], unsigned log_n, int root)
{
    const unsigned n = 1u << log_n;
    unsigned i, len, k;
    for (i = 0; i < n; i++) {
        unsigned r = bit_reverse(i, log_n);
        if (r > i) {
            int t = a[i];
            a[i] = a[r];
            a[r] = t;
        }
    }
    for (len = 2; len <= n; len <<= 1) {
        /* w_len = root^(n/len), a primitive len-th root of unity */
        int w_len = 1, w;
        for (i = 0; i < n / len; i++)
            w_len = mod_q((int32_t)w_len * root);
        for (i = 0; i < n; i += len) {
            w = 1;
            for (k = 0; k < len / 2; k++) {
                int u = a[i + k], v = mod_q((int32_t)a[i + k + len / 2] * w);
                a[i + k] = mod_q(u + v);
                a[i + k + len / 2] = mod_q(u - v + SIMD_Q);
                w = mod_q((int32_t)w * w_len);
            }
        }
    }
}

/* Expanded message: 32 steps of n words. */
static void expand(uint32_t w[32][8], const uint8_t *block, unsigned n, int final)
{
    const unsigned size = 32 * n;    /* NTT size N: 128 or 256 */
    const unsigned msg_bytes = 16 * n;
    const int alpha = n == 4 ? 139 : 41; /* primitive N-th root of unity mod 257 */
    int y[256];
    uint32_t z[32][8];
    unsigned i, j;

    /* The message bytes are the low coefficients of a polynomial; the tweak
     * adds X^(N-1) to every block and X^(N-3) to the final one. */
    for (i = 0; i < size; i++)
        y[i] = i < msg_bytes ? block[i] : 0;
    y[size - 1] = 1;
    if (final)
        y[size - 3] = 1;
    ntt(y, n == 4 ? 7 : 8, alpha);
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
static void step(uint32_t s[32], unsigned n, unsigned t, const uint32_t *m,
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

void hf_simd_block(simd_state *st, unsigned n, const uint8_t *block, int final)
{
    uint32_t w[32][8], saved[32];
    unsigned i, t;

    expand(w, block, n, final);
    memcpy(saved, st->s, sizeof(saved));
    for (i = 0; i < 4 * n; i++)
        st->s[i] ^= hf_load32_le(block + 4 * i);
    for (t = 0; t < 32; t++) {
        const uint8_t *rot = ROUND_ROT[t / 8];
        step(st->s, n, t, w[t], rot[t % 4], rot[(t + 1) % 4], t % 8 >= 4);
    }
    /* Feed-forward: four more IF steps taking the old A, B, C, D as words. */
    for (t = 32; t < 36; t++)
        step(st->s, n, t, saved + (t - 32) * n, ROUND_ROT[3][t % 4], ROUND_ROT[3][(t + 1) % 4], 0);
}

const char hf_impl_simd[] = "ref";
