/* Grøstl: the final-round version (round-3 tweak) and the original round-2
 * version ("Grøstl-0"). One implementation; the versions differ only in the
 * round constants of P and Q and in Q's ShiftBytes vector.
 *
 * The state is an 8 x cols byte matrix (cols = 8 for 224/256, 16 for
 * 384/512) filled column by column from the message bytes, so byte
 * (row r, column c) is x[8c + r]. The S-box is AES's (hf_aes_sbox). */
#include "hf_util.h"
#include "aes.h"

#define GROESTL_MAX_BYTES 128

typedef struct {
    unsigned cols;                 /* 8 or 16 */
    unsigned rounds;               /* 10 or 14 */
    int final_round;               /* 1: round-3 tweak, 0: Grøstl-0 */
} groestl_params;

/* The low level: the state groestl_state (h in its own layout), groestl_compress(),
 * groestl_set_bytes(), which writes h from its n bytes in the specification's order, and
 * groestl_omega(), the output transformation's P(h) ^ h as n bytes. The optimized build
 * (IMPL=opt, c/Makefile) takes them from c/opt/groestl.c instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/groestl.c"
#else
typedef struct { uint8_t h[GROESTL_MAX_BYTES]; } groestl_state;
HF_STATE_FITS(groestl_state);

/* ShiftBytes: row r moves left by shift[r] columns. */
static const uint8_t SHIFT_P8[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
static const uint8_t SHIFT_P16[8] = { 0, 1, 2, 3, 4, 5, 6, 11 };
/* The round-3 tweak gave Q its own shifts; Grøstl-0's Q shifted like P. */
static const uint8_t SHIFT_Q8[8] = { 1, 3, 5, 7, 0, 2, 4, 6 };
static const uint8_t SHIFT_Q16[8] = { 1, 3, 5, 11, 0, 2, 4, 6 };

/* First row of the circulant MixBytes matrix; row i is it rotated right by i. */
static const uint8_t MIX[8] = { 2, 2, 3, 4, 5, 3, 5, 7 };

static void add_round_constant(uint8_t *x, const groestl_params *p, int is_q, unsigned r)
{
    unsigned c;
    if (!p->final_round) {
        /* Grøstl-0: one byte, top-left for P and bottom-left for Q. */
        if (is_q)
            x[7] ^= (uint8_t)(0xff ^ r);
        else
            x[0] ^= (uint8_t)r;
        return;
    }
    for (c = 0; c < p->cols; c++) {
        uint8_t k = (uint8_t)((c << 4) ^ r);
        if (is_q) {
            unsigned row;
            for (row = 0; row < 7; row++)
                x[8 * c + row] ^= 0xff;
            x[8 * c + 7] ^= (uint8_t)(0xff ^ k);
        } else {
            x[8 * c] ^= k;
        }
    }
}

static void permutation(uint8_t *x, const groestl_params *p, int is_q)
{
    const unsigned cols = p->cols;
    const uint8_t *shift;
    uint8_t t[GROESTL_MAX_BYTES];
    unsigned r, c, row, k;

    if (cols == 8)
        shift = (is_q && p->final_round) ? SHIFT_Q8 : SHIFT_P8;
    else
        shift = (is_q && p->final_round) ? SHIFT_Q16 : SHIFT_P16;

    for (r = 0; r < p->rounds; r++) {
        add_round_constant(x, p, is_q, r);
        /* SubBytes and ShiftBytes together */
        for (c = 0; c < cols; c++)
            for (row = 0; row < 8; row++)
                t[8 * c + row] = hf_aes_sbox[x[8 * ((c + shift[row]) % cols) + row]];
        /* MixBytes, column by column */
        for (c = 0; c < cols; c++)
            for (row = 0; row < 8; row++) {
                uint8_t acc = 0;
                for (k = 0; k < 8; k++)
                    acc ^= hf_gf_mul(t[8 * c + k], MIX[(k + 8 - row) % 8]);
                x[8 * c + row] = acc;
            }
    }
}

/* h <- P(h ^ m) ^ Q(m) ^ h */
static void groestl_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    const unsigned n = 8 * p->cols;
    uint8_t a[GROESTL_MAX_BYTES], b[GROESTL_MAX_BYTES];
    unsigned i;
    for (i = 0; i < n; i++) {
        a[i] = (uint8_t)(s->h[i] ^ block[i]);
        b[i] = block[i];
    }
    permutation(a, p, 0);
    permutation(b, p, 1);
    for (i = 0; i < n; i++)
        s->h[i] ^= (uint8_t)(a[i] ^ b[i]);
}

static void groestl_set_bytes(groestl_state *s, const uint8_t *h, size_t n)
{
    memcpy(s->h, h, n);
}

static void groestl_omega(const groestl_state *s, const groestl_params *p, uint8_t *x)
{
    const unsigned n = 8 * p->cols;
    unsigned i;
    memcpy(x, s->h, n);
    permutation(x, p, 0);
    for (i = 0; i < n; i++)
        x[i] ^= s->h[i];
}
#endif

static void groestl_init(void *state, const hf_algo *algo, size_t out_bits)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    const unsigned n = 8 * p->cols;
    uint8_t iv[GROESTL_MAX_BYTES];
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    /* IV: the digest length in bits, big-endian at the end of the state */
    memset(iv, 0, sizeof(iv));
    iv[n - 2] = (uint8_t)(algo->digest_bits >> 8);
    iv[n - 1] = (uint8_t)algo->digest_bits;
    groestl_set_bytes(s, iv, n);
}

/* Pad with one bit, zeros, and the number of blocks (after padding) as a
 * 64-bit big-endian integer; output the last n bits of P(h) ^ h. */
static void groestl_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                          const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    const unsigned n = 8 * p->cols, log2n = (n == 64) ? 9 : 10;
    uint8_t buf[2 * GROESTL_MAX_BYTES], x[GROESTL_MAX_BYTES];
    size_t len, i;
    uint64_t blocks;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    len = (tail_bits + 1 + 64 <= 8 * (size_t)n) ? n : 2 * n;
    blocks = (total_bits[0] >> log2n) | (total_bits[1] << (64 - log2n));
    hf_store64_be(buf + len - 8, blocks + len / n);
    for (i = 0; i < len; i += n)
        groestl_compress(state, algo, buf + i);

    groestl_omega(s, p, x);
    memcpy(out, x + n - out_bits / 8, out_bits / 8);
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define COLS_F_SMALL 8
#define COLS_F_LARGE 16
#define COLS_R2_SMALL 8
#define COLS_R2_LARGE 16
static const groestl_params F_SMALL = { COLS_F_SMALL, 10, 1 }, F_LARGE = { COLS_F_LARGE, 14, 1 };
static const groestl_params R2_SMALL = { COLS_R2_SMALL, 10, 0 }, R2_LARGE = { COLS_R2_LARGE, 14, 0 };

#define GROESTL(name, version, bits, params) \
    { name, "groestl", version, bits, 64 * COLS_##params, 0, sizeof(groestl_state), \
      groestl_init, groestl_compress, groestl_final, &(params) }

const hf_algo hf_algos_groestl[] = {
    GROESTL("groestl224", "SHA-3 final round (3)", 224, F_SMALL),
    GROESTL("groestl256", "SHA-3 final round (3)", 256, F_SMALL),
    GROESTL("groestl384", "SHA-3 final round (3)", 384, F_LARGE),
    GROESTL("groestl512", "SHA-3 final round (3)", 512, F_LARGE),
    GROESTL("groestl224-r2", "SHA-3 round 2", 224, R2_SMALL),
    GROESTL("groestl256-r2", "SHA-3 round 2", 256, R2_SMALL),
    GROESTL("groestl384-r2", "SHA-3 round 2", 384, R2_LARGE),
    GROESTL("groestl512-r2", "SHA-3 round 2", 512, R2_LARGE),
};
const size_t hf_algos_groestl_count = HF_COUNTOF(hf_algos_groestl);
