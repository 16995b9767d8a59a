/* Blue Midnight Wish, SHA-3 round-2 tweak: BMW-224/256 on 32-bit words,
 * BMW-384/512 on 64-bit words, 16-word chaining value, little-endian words,
 * and one extra compression of the chaining value at the end. */
#include "hf_util.h"

typedef struct {
    unsigned word_bits;   /* 32 or 64 */
    uint8_t iv_first;     /* the IV is the byte sequence iv_first, iv_first + 1, ... */
} bmw_params;

typedef struct {
    uint32_t h32[16];
    uint64_t h64[16];
} bmw_state;
HF_STATE_FITS(bmw_state);

/* The low level: bmw32_compress() and bmw64_compress(), the compression function per word
 * size. The optimized build (IMPL=opt, c/Makefile) takes them from c/opt/bmw.c instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/bmw.c"
#else
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
static void bmw##w##_compress(uint##w##_t h[16], const uint##w##_t m[16])            \
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
BMW_COMPRESS(64)
#endif

static void bmw_init(void *state, const hf_algo *algo, size_t out_bits)
{
    bmw_state *s = (bmw_state *)state;
    const bmw_params *p = (const bmw_params *)algo->params;
    const unsigned wb = p->word_bits / 8;
    unsigned i, b;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    /* Word i of the IV holds bytes iv_first + wb*i ... as a big-endian number. */
    for (i = 0; i < 16; i++)
        for (b = 0; b < wb; b++) {
            const uint8_t byte = (uint8_t)(p->iv_first + wb * i + b);
            s->h32[i] = (s->h32[i] << 8) | byte;
            s->h64[i] = (s->h64[i] << 8) | byte;
        }
}

static void bmw_block(bmw_state *s, const bmw_params *p, const uint8_t *block)
{
    unsigned i;
    if (p->word_bits == 32) {
        uint32_t m[16];
        for (i = 0; i < 16; i++)
            m[i] = hf_load32_le(block + 4 * i);
        bmw32_compress(s->h32, m);
    } else {
        uint64_t m[16];
        for (i = 0; i < 16; i++)
            m[i] = hf_load64_le(block + 8 * i);
        bmw64_compress(s->h64, m);
    }
}

static void bmw_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    bmw_block((bmw_state *)state, (const bmw_params *)algo->params, block);
}

/* Pad: a 1 bit, zeros, the 64-bit bit length little-endian in the last 8
 * bytes. Then the final compression: the chaining value is compressed as a
 * message under the constant chaining value 0xaa..a0, 0xaa..a1, ...; the
 * digest is the last out_bits of the result, little-endian. */
static void bmw_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                      const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    bmw_state *s = (bmw_state *)state;
    const bmw_params *p = (const bmw_params *)algo->params;
    const size_t bb = algo->block_bits / 8;
    uint8_t buf[2 * 128];
    size_t n, i;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    n = (tail_bits + 1 <= 8 * (bb - 8)) ? bb : 2 * bb;
    hf_store64_le(buf + n - 8, total_bits[0]);
    for (i = 0; i < n; i += bb)
        bmw_block(s, p, buf + i);

    if (p->word_bits == 32) {
        uint32_t c[16];
        for (i = 0; i < 16; i++)
            c[i] = (uint32_t)(0xAAAAAAA0u + i);
        bmw32_compress(c, s->h32);
        for (i = 0; i < out_bits / 8; i++)
            out[i] = (uint8_t)(c[16 - out_bits / 32 + i / 4] >> (8 * (i % 4)));
    } else {
        uint64_t c[16];
        for (i = 0; i < 16; i++)
            c[i] = 0xAAAAAAAAAAAAAAA0ULL + i;
        bmw64_compress(c, s->h64);
        for (i = 0; i < out_bits / 8; i++)
            out[i] = (uint8_t)(c[16 - out_bits / 64 + i / 8] >> (8 * (i % 8)));
    }
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define WB_P224 32
#define WB_P256 32
#define WB_P384 64
#define WB_P512 64
static const bmw_params P224 = { WB_P224, 0x00 }, P256 = { WB_P256, 0x40 };
static const bmw_params P384 = { WB_P384, 0x00 }, P512 = { WB_P512, 0x80 };

#define BMW(name, bits, params) \
    { name, "bmw", "SHA-3 round 2", bits, 16 * WB_##params, 0, sizeof(bmw_state), \
      bmw_init, bmw_compress, bmw_final, &(params) }

const hf_algo hf_algos_bmw[] = {
    BMW("bmw224", 224, P224),
    BMW("bmw256", 256, P256),
    BMW("bmw384", 384, P384),
    BMW("bmw512", 512, P512),
};
const size_t hf_algos_bmw_count = HF_COUNTOF(hf_algos_bmw);
