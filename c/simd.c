/* SIMD-224/256/384/512, round-2 tweak (SIMD v1.1). SIMD-256 (4 parallel
 * Feistel lanes, 512-bit blocks) serves 224/256; SIMD-512 (8 lanes,
 * 1024-bit blocks) serves 384/512.
 *
 * The message expansion is a number-theoretic transform over F_257 followed
 * by two inner codes (multiplication by 185 or 233) and a fixed permutation;
 * the state update is 4 rounds of 8 Feistel steps plus 4 feed-forward steps. */
#include "hf_util.h"

#define SIMD_Q 257

typedef struct {
    unsigned lanes; /* n: 4 for SIMD-256, 8 for SIMD-512 */
} simd_params;

typedef struct {
    uint32_t s[32]; /* A[0..n-1], B, C, D */
} simd_state;
HF_STATE_FITS(simd_state);

/* Rotation amounts of each round; step k of a round rotates by
 * (R[k mod 4], R[(k+1) mod 4]). The feed-forward reuses round 3's. */
static const uint8_t ROUND_ROT[4][4] = {
    { 3, 23, 17, 27 }, { 28, 19, 22, 7 }, { 29, 9, 15, 5 }, { 4, 13, 10, 25 }
};
/* Lane permutation of step t: lane j takes tA[j ^ c], with c cycling through
 * these with period 3 (SIMD-256) or 7 (SIMD-512). */
static const uint8_t PERM4_XOR[3] = { 1, 2, 3 };
static const uint8_t PERM8_XOR[7] = { 1, 6, 2, 3, 5, 7, 4 };
/* Which inner-code word group feeds step t. */
static const uint8_t WORD_PERM[32] = {
     4,  6,  0,  2,  7,  5,  3,  1,
    15, 11, 12,  8,  9, 13, 10, 14,
    17, 18, 23, 20, 22, 21, 16, 19,
    30, 24, 25, 31, 27, 29, 28, 26
};

/* The low level: simd_block(), the compression function (message expansion, the Feistel
 * steps and the feed-forward). The optimized build (IMPL=opt, c/Makefile) takes it from
 * c/opt/simd.c instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/simd.c"
#else
static uint32_t f_if(uint32_t x, uint32_t y, uint32_t z) { return (x & y) | (~x & z); }
static uint32_t f_maj(uint32_t x, uint32_t y, uint32_t z) { return (x & y) | (x & z) | (y & z); }

static unsigned bit_reverse(unsigned x, unsigned bits)
{
    unsigned r = 0, i;
    for (i = 0; i < bits; i++)
        r |= ((x >> i) & 1u) << (bits - 1 - i);
    return r;
}

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
            w_len = (int)((int32_t)w_len * root % SIMD_Q);  /* 17-bit products: not in a 16-bit int */
        for (i = 0; i < n; i += len) {
            w = 1;
            for (k = 0; k < len / 2; k++) {
                int u = a[i + k], v = (int)((int32_t)a[i + k + len / 2] * w % SIMD_Q);
                a[i + k] = (u + v) % SIMD_Q;
                a[i + k + len / 2] = (u - v + SIMD_Q) % SIMD_Q;
                w = (int)((int32_t)w * w_len % SIMD_Q);
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

static void simd_block(simd_state *st, unsigned n, const uint8_t *block, int final)
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
#endif

static unsigned lanes(const hf_algo *algo)
{
    return ((const simd_params *)algo->params)->lanes;
}

static void simd_init(void *state, const hf_algo *algo, size_t out_bits)
{
    simd_state *s = (simd_state *)state;
    uint8_t block[128];
    unsigned bits = algo->digest_bits;
    (void)out_bits;

    /* IV: the zero state compressed with the string "SIMD-<n> v1.1". */
    memset(s, 0, sizeof(*s));
    memset(block, 0, sizeof(block));
    memcpy(block, "SIMD-", 5);
    block[5] = (uint8_t)('0' + bits / 100);
    block[6] = (uint8_t)('0' + bits / 10 % 10);
    block[7] = (uint8_t)('0' + bits % 10);
    memcpy(block + 8, " v1.1", 5);
    simd_block(s, lanes(algo), block, 0);
}

static void simd_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    simd_block((simd_state *)state, lanes(algo), block, 0);
}

static void simd_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                       const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    simd_state *s = (simd_state *)state;
    const unsigned n = lanes(algo);
    uint8_t buf[128];
    size_t i;

    /* A partial last block is zero-padded (no 1 bit); then a block holding
     * the message length in bits is compressed with the final tweak. */
    if (tail_bits > 0) {
        memset(buf, 0, sizeof(buf));
        memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
        simd_block(s, n, buf, 0);
    }
    memset(buf, 0, sizeof(buf));
    hf_store64_le(buf, total_bits[0]);
    simd_block(s, n, buf, 1);
    for (i = 0; i < out_bits / 32; i++)
        hf_store32_le(out + 4 * i, s->s[i]);
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define LANES_SIMD256 4
#define LANES_SIMD512 8
static const simd_params SIMD256 = { LANES_SIMD256 }, SIMD512 = { LANES_SIMD512 };

#define SIMD(name, bits, params) \
    { name, "simd", "SHA-3 round 2", bits, 128 * LANES_##params, 0, sizeof(simd_state), \
      simd_init, simd_compress, simd_final, &(params) }

const hf_algo hf_algos_simd[] = {
    SIMD("simd224", 224, SIMD256),
    SIMD("simd256", 256, SIMD256),
    SIMD("simd384", 384, SIMD512),
    SIMD("simd512", 512, SIMD512),
};
const size_t hf_algos_simd_count = HF_COUNTOF(hf_algos_simd);
