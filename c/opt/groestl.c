/* Grøstl, optimized: 64-bit T-table rounds. Same symbols and results as the reference
 * c/groestl.c (the final-round version and Grøstl-0 of round 2).
 *
 * A column of the 8 x cols state is one 64-bit word, row r in byte r (little-endian), so a
 * block loads column by column. SubBytes, ShiftBytes and MixBytes of a round fold into one
 * output column = the XOR over the rows i of GROESTL_T[i][byte i of the input column
 * (c + shift[i]) mod cols] (eight tables, c/opt/gen_tables.py, so that no lookup needs a
 * rotation). */
#include "hf_util.h"
#include "groestl_tables.h"

typedef struct {
    unsigned cols;                 /* 8 or 16 */
    unsigned rounds;               /* 10 or 14 */
    int final_round;               /* 1: round-3 tweak, 0: Grøstl-0 */
} groestl_params;

typedef struct { uint64_t h[16]; } groestl_state;
HF_STATE_FITS(groestl_state);

/* Input-column order: input column j is loaded once and its byte i (row i, shifted left by
 * s_i columns) lands in output column (j - s_i) mod n; eight output columns at a time are
 * accumulated in locals (y[], kept in registers), so a 16-column round runs in two passes.
 * (Output-column order makes the compiler keep all inputs live and spill.) */
#define G_ACC(n, base, j, i, s) do {                                              \
        const unsigned c_ = ((j) + (n) - (s)) % (n);                              \
        if (c_ - (base) < 8u)                                                     \
            y[(c_ - (base)) & 7] ^= GROESTL_T[i][(unsigned)(w >> (8 * (i))) & 0xFFu]; \
    } while (0)
#define G_IN(n, base, j, s0, s1, s2, s3, s4, s5, s6, s7) do {                     \
        w = x[j];                                                                 \
        G_ACC(n, base, j, 0, s0); G_ACC(n, base, j, 1, s1); G_ACC(n, base, j, 2, s2); \
        G_ACC(n, base, j, 3, s3); G_ACC(n, base, j, 4, s4); G_ACC(n, base, j, 5, s5); \
        G_ACC(n, base, j, 6, s6); G_ACC(n, base, j, 7, s7);                       \
    } while (0)
#define G_INX(n, base, j, ...) G_IN(n, base, j, __VA_ARGS__)
#define G_PASS_BEGIN do { unsigned k_; for (k_ = 0; k_ < 8; k_++) y[k_] = 0; } while (0)
#define G_PASS_END(out, base) do {                                                \
        unsigned k_;                                                              \
        for (k_ = 0; k_ < 8; k_++)                                                \
            (out)[(base) + k_] = y[k_];                                           \
    } while (0)

#define G_PASS8(out, n, base, ...) do {                                           \
        G_PASS_BEGIN;                                                             \
        G_INX(n, base, 0, __VA_ARGS__); G_INX(n, base, 1, __VA_ARGS__);           \
        G_INX(n, base, 2, __VA_ARGS__); G_INX(n, base, 3, __VA_ARGS__);           \
        G_INX(n, base, 4, __VA_ARGS__); G_INX(n, base, 5, __VA_ARGS__);           \
        G_INX(n, base, 6, __VA_ARGS__); G_INX(n, base, 7, __VA_ARGS__);           \
        if ((n) == 16) {                                                          \
            G_INX(n, base, 8, __VA_ARGS__); G_INX(n, base, 9, __VA_ARGS__);       \
            G_INX(n, base, 10, __VA_ARGS__); G_INX(n, base, 11, __VA_ARGS__);     \
            G_INX(n, base, 12, __VA_ARGS__); G_INX(n, base, 13, __VA_ARGS__);     \
            G_INX(n, base, 14, __VA_ARGS__); G_INX(n, base, 15, __VA_ARGS__);     \
        }                                                                         \
        G_PASS_END(out, base);                                                    \
    } while (0)

static void round8_p(const uint64_t *x, uint64_t *out);
static void round8_q(const uint64_t *x, uint64_t *out);
static void round16_p(const uint64_t *x, uint64_t *out);
static void round16_q(const uint64_t *x, uint64_t *out);

#define G_ROUND8(out, x, which) round8_##which(x, out)
#define G_ROUND16(out, x, which) round16_##which(x, out)

/* ShiftBytes: row r moves left by shift[r] columns; the round-3 tweak gave Q its own. */
#define SH_P8 0, 1, 2, 3, 4, 5, 6, 7
#define SH_Q8 1, 3, 5, 7, 0, 2, 4, 6
#define SH_P16 0, 1, 2, 3, 4, 5, 6, 11
#define SH_Q16 1, 3, 5, 11, 0, 2, 4, 6

static void round8_p(const uint64_t *x, uint64_t *out)
{
    uint64_t y[8], w;
    G_PASS8(out, 8, 0, SH_P8);
}

static void round8_q(const uint64_t *x, uint64_t *out)
{
    uint64_t y[8], w;
    G_PASS8(out, 8, 0, SH_Q8);
}

static void round16_p(const uint64_t *x, uint64_t *out)
{
    uint64_t y[8], w;
    G_PASS8(out, 16, 0, SH_P16);
    G_PASS8(out, 16, 8, SH_P16);
}

static void round16_q(const uint64_t *x, uint64_t *out)
{
    uint64_t y[8], w;
    G_PASS8(out, 16, 0, SH_Q16);
    G_PASS8(out, 16, 8, SH_Q16);
}

/* AddRoundConstant. Final round: P adds (c << 4) ^ r to row 0 of column c, Q complements
 * every byte and adds the same value to row 7. Grøstl-0: one byte, r in P's top-left,
 * 0xff ^ r in Q's bottom-left. */
static inline void add_constant(uint64_t *x, unsigned cols, int final_round, int is_q, unsigned r)
{
    unsigned c;
    if (!final_round) {
        x[0] ^= is_q ? (uint64_t)(0xffu ^ r) << 56 : (uint64_t)r;
        return;
    }
    for (c = 0; c < cols; c++) {
        uint64_t k = (uint64_t)((c << 4) ^ r);
        x[c] ^= is_q ? ~(k << 56) : k;
    }
}

/* The permutation P (is_q = 0) or Q in place. Two rounds per iteration so that the state
 * goes x -> t -> x without copies (10 and 14 rounds are even). */
static void permutation(uint64_t *x, const groestl_params *p, int is_q)
{
    uint64_t t[16];
    unsigned r;
    const int q_shift = is_q && p->final_round;
    if (p->cols == 8) {
        for (r = 0; r < p->rounds; r += 2) {
            add_constant(x, 8, p->final_round, is_q, r);
            if (q_shift)
                G_ROUND8(t, x, q);
            else
                G_ROUND8(t, x, p);
            add_constant(t, 8, p->final_round, is_q, r + 1);
            if (q_shift)
                G_ROUND8(x, t, q);
            else
                G_ROUND8(x, t, p);
        }
    } else {
        for (r = 0; r < p->rounds; r += 2) {
            add_constant(x, 16, p->final_round, is_q, r);
            if (q_shift)
                G_ROUND16(t, x, q);
            else
                G_ROUND16(t, x, p);
            add_constant(t, 16, p->final_round, is_q, r + 1);
            if (q_shift)
                G_ROUND16(x, t, q);
            else
                G_ROUND16(x, t, p);
        }
    }
}

static void groestl_init(void *state, const hf_algo *algo, size_t out_bits)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    /* IV: the digest length in bits, big-endian in the last two bytes of the state */
    s->h[p->cols - 1] = (uint64_t)(algo->digest_bits & 0xFF) << 56
                      | (uint64_t)((algo->digest_bits >> 8) & 0xFF) << 48;
}

/* h <- P(h ^ m) ^ Q(m) ^ h */
static void groestl_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    uint64_t a[16], b[16];
    unsigned i;
    for (i = 0; i < p->cols; i++) {
        b[i] = hf_load64_le(block + 8 * i);
        a[i] = s->h[i] ^ b[i];
    }
    permutation(a, p, 0);
    permutation(b, p, 1);
    for (i = 0; i < p->cols; i++)
        s->h[i] ^= a[i] ^ b[i];
}

/* Pad with one bit, zeros, and the number of blocks (after padding) as a 64-bit big-endian
 * integer; output the last n bits of P(h) ^ h. */
static void groestl_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                          const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    const unsigned n = 8 * p->cols, log2n = (n == 64) ? 9 : 10;
    uint8_t buf[256];
    uint64_t x[16];
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

    memcpy(x, s->h, sizeof(x));
    permutation(x, p, 0);
    for (i = 0; i < p->cols; i++)
        hf_store64_le(buf + 8 * i, x[i] ^ s->h[i]);
    memcpy(out, buf + n - out_bits / 8, out_bits / 8);
}

/* The value the registry's block size is computed from, as a constant (see c/groestl.c). */
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
