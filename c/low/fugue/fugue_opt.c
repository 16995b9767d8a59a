/* Fugue, SHA-3 round 2, optimized: a column is one 32-bit word (row r in byte r), the rotating
 * state an index base, SMIX from eight 64-bit tables (c/low/fugue/fugue_tables.h) that give,
 * per input row, the AES S-box and the circulant M applied to it, and the S-box byte for the
 * row sums. The low level behind low/fugue/fugue_low.h (c/Makefile picks the implementation).
 *
 * SMIX's super-mix of U = S(x) is M*U + diag(d) * M^T with d[r] the sum of row r of U off
 * the diagonal, then row r rotated left by r (see SMIX below). Absorbing a word starts from
 * one of a few bases (0, then 3k columns less each word), so fugue_absorb() switches to a
 * copy of TIX and the k rounds per base in which every column index is a constant; the
 * final rounds, which leave the base anywhere, index through the base. */
/* With neighbouring columns adjacent in memory, gcc -O2's straight-line vectorizer pairs their
 * loads, XORs and stores into SSE2 (movd, punpckldq, pxor), more instructions than it saves:
 * 72.8 instructions per byte for Fugue-256 with it, 70.0 without (python -m
 * hashforge.bench.callgrind fugue256, gcc 12.2) */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif
#include "hf_util.h"
#include "low/fugue/fugue_low.h"
#include "low/fugue/fugue_tables.h"

/* Physical column of logical column c (c < n) for base b. The base is a local of the
 * callers (a uint32_t store could otherwise alias it and force a reload each time). */
#define COL(c) col[b + (c) >= n ? b + (c) - n : b + (c)]

/* Rotate the state right by r columns: logical column c becomes c + r. */
#define ROR(r) (b = b >= (r) ? b - (r) : b + n - (r))

static inline uint32_t xtime4(uint32_t x)
{
    return ((x & 0x7f7f7f7fu) << 1) ^ (((x >> 7) & 0x01010101u) * 0x1bu);
}

/* SMIX on four columns (lvalues; read before any is written). Column c's four lookups
 * T[row][byte] sum to (M*U column c, in the low half) and (row r of U off the diagonal, in
 * byte r of the high half: T[4 + c] for row c). The high halves of the four columns sum to
 * d, d[r] = the sum of row r of U off the diagonal. Row r of the result rotates left by r,
 * so result column j row r = (M*U)[r][j + r] + M[j + r][r] d[r], and
 * M[j + r][r] = FUGUE_M_ROW[-j mod 4] = 1, 1, 7, 4 for j = 0..3, the same for all four rows: the
 * diagonal term is d, d, 7d, 4d on whole columns. The rotation of M*U: rows 2 and 3 by two
 * (swap columns 0, 2 and 1, 3 there), then rows 1 and 3 by one. Row r of a column in
 * memory is byte FUGUE_HOST.b[r] of its uint32_t (the host's byte order, which the compiler
 * folds to a constant). */
static const union { uint32_t w; unsigned char b[4]; } FUGUE_HOST = { 0x03020100u };
#define FUGUE_ROW(c, r) ((const unsigned char *)&(c))[FUGUE_HOST.b[r]]
#define SMIX(c0, c1, c2, c3) do {                                                          \
        const uint64_t a0_ = FUGUE_T[4][FUGUE_ROW(c0, 0)] ^ FUGUE_T[1][FUGUE_ROW(c0, 1)]   \
                           ^ FUGUE_T[2][FUGUE_ROW(c0, 2)] ^ FUGUE_T[3][FUGUE_ROW(c0, 3)];  \
        const uint64_t a1_ = FUGUE_T[0][FUGUE_ROW(c1, 0)] ^ FUGUE_T[5][FUGUE_ROW(c1, 1)]   \
                           ^ FUGUE_T[2][FUGUE_ROW(c1, 2)] ^ FUGUE_T[3][FUGUE_ROW(c1, 3)];  \
        const uint64_t a2_ = FUGUE_T[0][FUGUE_ROW(c2, 0)] ^ FUGUE_T[1][FUGUE_ROW(c2, 1)]   \
                           ^ FUGUE_T[6][FUGUE_ROW(c2, 2)] ^ FUGUE_T[3][FUGUE_ROW(c2, 3)];  \
        const uint64_t a3_ = FUGUE_T[0][FUGUE_ROW(c3, 0)] ^ FUGUE_T[1][FUGUE_ROW(c3, 1)]   \
                           ^ FUGUE_T[2][FUGUE_ROW(c3, 2)] ^ FUGUE_T[7][FUGUE_ROW(c3, 3)];  \
        const uint32_t d_ = (uint32_t)((a0_ ^ a1_ ^ a2_ ^ a3_) >> 32);                       \
        const uint32_t d2_ = xtime4(d_), d4_ = xtime4(d2_);                                \
        uint32_t w0_ = (uint32_t)a0_, w1_ = (uint32_t)a1_, w2_ = (uint32_t)a2_,            \
                 w3_ = (uint32_t)a3_, t_;                                                  \
        t_ = (w0_ ^ w2_) & 0xffff0000u; w0_ ^= t_; w2_ ^= t_;                              \
        t_ = (w1_ ^ w3_) & 0xffff0000u; w1_ ^= t_; w3_ ^= t_;                              \
        (c0) = ((w0_ & 0x00ff00ffu) | (w1_ & 0xff00ff00u)) ^ d_;                           \
        (c1) = ((w1_ & 0x00ff00ffu) | (w2_ & 0xff00ff00u)) ^ d_;                           \
        (c2) = ((w2_ & 0x00ff00ffu) | (w3_ & 0xff00ff00u)) ^ d_ ^ d2_ ^ d4_;               \
        (c3) = ((w3_ & 0x00ff00ffu) | (w0_ & 0xff00ff00u)) ^ d4_;                          \
    } while (0)

/* SMIX on logical columns 0..3 */
static void smix(uint32_t *col, unsigned b, unsigned n)
{
    uint32_t *p0 = &COL(0), *p1 = &COL(1), *p2 = &COL(2), *p3 = &COL(3);
    SMIX(*p0, *p1, *p2, *p3);
}

/* ROR3, CMIX, SMIX */
static unsigned round_r(uint32_t *col, unsigned b, unsigned n)
{
    unsigned i;
    ROR(3);
    for (i = 0; i < 3; i++) {
        const uint32_t v = COL(4 + i);
        COL(i) ^= v;
        COL(n / 2 + i) ^= v;
    }
    smix(col, b, n);
    return b;
}

/* Any base (the final rounds leave the base anywhere) */
static void absorb_word(fugue_state *st, const fugue_params *p, uint32_t w)
{
    const unsigned n = p->cols, k = p->k;
    uint32_t *col = st->col.w;
    unsigned i, b = st->base;
    /* TIX */
    COL(6 * k - 2) ^= COL(0);
    COL(0) = w;
    COL(8) ^= w;
    for (i = 0; i + 1 < k; i++)
        COL(3 * i + 1) ^= COL(n - 3 * k + 3 * i);
    for (i = 0; i < k; i++)
        b = round_r(col, b, n);
    st->base = b;
}

/* The same with the base B and the width N compile-time constants (the absorbing phase:
 * from base 0, each word rotates by 3k columns, so the base takes n / gcd(n, 3k) values,
 * each with its own straight-line copy; every column index below is a constant). */
#define CC(N, B, c) col[((B) + (c)) % (N)]
/* ROR3 CMIX SMIX, round i of the word at base B (its base after the ROR3 is B - 3i) */
#define ROUND_C(N, B, i) do {                                                              \
        enum { b_ = ((B) + 4 * (N) - 3 * (i)) % (N) };                                     \
        CC(N, b_, 0) ^= CC(N, b_, 4); CC(N, b_, N / 2) ^= CC(N, b_, 4);                    \
        CC(N, b_, 1) ^= CC(N, b_, 5); CC(N, b_, N / 2 + 1) ^= CC(N, b_, 5);                \
        CC(N, b_, 2) ^= CC(N, b_, 6); CC(N, b_, N / 2 + 2) ^= CC(N, b_, 6);                \
        SMIX(CC(N, b_, 0), CC(N, b_, 1), CC(N, b_, 2), CC(N, b_, 3));                     \
    } while (0)
/* TIX: the columns 3i + 1 (i < k - 1) take column n - 3k + 3i */
#define TIX_C(N, K, B) do {                                                                \
        CC(N, B, 6 * (K) - 2) ^= CC(N, B, 0);                                              \
        CC(N, B, 0) = w;                                                                   \
        CC(N, B, 8) ^= w;                                                                  \
        CC(N, B, 1) ^= CC(N, B, (N) - 3 * (K));                                            \
        if ((K) > 2) CC(N, B, 4) ^= CC(N, B, (N) - 3 * (K) + 3);                          \
        if ((K) > 3) CC(N, B, 7) ^= CC(N, B, (N) - 3 * (K) + 6);                          \
    } while (0)
#define WORD2(B) case B:                                                                   \
        TIX_C(30, 2, B); ROUND_C(30, B, 1); ROUND_C(30, B, 2);                             \
        st->base = ((B) + 30 - 6) % 30; return
#define WORD3(B) case B:                                                                   \
        TIX_C(36, 3, B); ROUND_C(36, B, 1); ROUND_C(36, B, 2); ROUND_C(36, B, 3);          \
        st->base = ((B) + 36 - 9) % 36; return
#define WORD4(B) case B:                                                                   \
        TIX_C(36, 4, B); ROUND_C(36, B, 1); ROUND_C(36, B, 2); ROUND_C(36, B, 3);          \
        ROUND_C(36, B, 4);                                                                 \
        st->base = ((B) + 36 - 12) % 36; return

static void absorb_fast(fugue_state *st, const fugue_params *p, uint32_t w)
{
    uint32_t *col = st->col.w;
    if (p->k == 2)
        switch (st->base) { WORD2(0); WORD2(24); WORD2(18); WORD2(12); WORD2(6); default: break; }
    else if (p->k == 3)
        switch (st->base) { WORD3(0); WORD3(27); WORD3(18); WORD3(9); default: break; }
    else
        switch (st->base) { WORD4(0); WORD4(24); WORD4(12); default: break; }
    absorb_word(st, p, w);
}

/* What c/fugue.c calls, on the state's own base */
static void fugue_absorb(fugue_state *st, const fugue_params *p, const uint8_t w[4])
{
    absorb_fast(st, p, hf_load32_le(w));
}

void hf_fugue_round(fugue_state *st, const fugue_params *p)
{
    st->base = round_r(st->col.w, st->base, p->cols);
}

void hf_fugue_smix(fugue_state *st, const fugue_params *p)
{
    smix(st->col.w, st->base, p->cols);
}

void hf_fugue_ror(fugue_state *st, const fugue_params *p, unsigned r)
{
    const unsigned n = p->cols;
    unsigned b = st->base;
    st->base = ROR(r);
}

void hf_fugue_xor_col(fugue_state *st, const fugue_params *p, unsigned dst, unsigned src)
{
    uint32_t *col = st->col.w;
    const unsigned b = st->base, n = p->cols;
    COL(dst) ^= COL(src);
}

void hf_fugue_set_col(fugue_state *st, const fugue_params *p, unsigned c, const uint8_t w[4])
{
    uint32_t *col = st->col.w;
    const unsigned b = st->base, n = p->cols;
    COL(c) = hf_load32_le(w);
}

void hf_fugue_get_col(fugue_state *st, const fugue_params *p, unsigned c, uint8_t w[4])
{
    uint32_t *col = st->col.w;
    const unsigned b = st->base, n = p->cols;
    hf_store32_le(w, COL(c));
}

void hf_fugue_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    fugue_absorb((fugue_state *)state, (const fugue_params *)algo->params, block);
}

const char hf_impl_fugue[] = "opt";
