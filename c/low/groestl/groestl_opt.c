/* Grøstl, optimized: 64-bit T-table rounds. A column of the 8 x cols state is one 64-bit word,
 * row r in byte r (little-endian), so a block loads column by column. SubBytes, ShiftBytes and
 * MixBytes of a round fold into one output column = the XOR over the rows i of
 * GROESTL_T[i][byte i of the input column (c + shift[i]) mod cols] (eight tables,
 * c/low/gen_tables.py, so that no lookup needs a rotation). The low level behind
 * low/groestl/groestl_low.h (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/groestl/groestl_low.h"
#include "low/groestl/groestl_tables.h"

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

/* h <- P(h ^ m) ^ Q(m) ^ h */
void hf_groestl_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    uint64_t a[16], b[16];
    unsigned i;
    for (i = 0; i < p->cols; i++) {
        b[i] = hf_load64_le(block + 8 * i);
        a[i] = s->h.w[i] ^ b[i];
    }
    permutation(a, p, 0);
    permutation(b, p, 1);
    for (i = 0; i < p->cols; i++)
        s->h.w[i] ^= a[i] ^ b[i];
}

void hf_groestl_set_bytes(groestl_state *s, const uint8_t *h, size_t n)
{
    size_t i;
    for (i = 0; i < n / 8; i++)
        s->h.w[i] = hf_load64_le(h + 8 * i);
}

void hf_groestl_omega(const groestl_state *s, const groestl_params *p, uint8_t *x)
{
    uint64_t y[16];
    unsigned i;
    memcpy(y, s->h.w, sizeof(y));
    permutation(y, p, 0);
    for (i = 0; i < p->cols; i++)
        hf_store64_le(x + 8 * i, y[i] ^ s->h.w[i]);
}

const char hf_impl_groestl[] = "opt";
