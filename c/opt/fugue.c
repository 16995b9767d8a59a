/* Fugue, SHA-3 round 2, optimized: a column is one 32-bit word (row r in byte r), the
 * rotating state an index base, SMIX from four 32-bit tables (c/opt/fugue_tables.h) that
 * give, per input row, the AES S-box and the circulant M applied to it. The low level only:
 * built in place of c/fugue.c (IMPL=opt), this file compiles c/fugue.c (IVs, padding, the
 * final rounds G, output, descriptors), which takes its low level from here (c/Makefile).
 *
 * SMIX's super-mix of U = S(x) is M*U + diag(d) * M^T with d[r] the sum of row r of U off
 * the diagonal, then row r rotated left by r. M*U column c is the XOR of the tables' words;
 * U itself is byte k of table k's word (M[k][k] = 1); the diagonal term multiplies d by
 * 1, 4 and 7 on four bytes at once and masks the bytes each column takes. */
#ifndef HF_OPT_LOW_LEVEL
#define HF_OPT_LOW_LEVEL
#include "../fugue.c"
#else
#include "fugue_tables.h"

typedef struct {
    uint32_t col[FUGUE_MAX_COLS];
    unsigned base;        /* physical column of logical column 0 */
} fugue_state;
HF_STATE_FITS(fugue_state);

/* Physical index of logical column c (c < cols). */
/* Physical column of logical column c (c < n) for base b. The base is a local of the
 * callers (a uint32_t store could otherwise alias it and force a reload each time). */
#define COL(c) col[b + (c) >= n ? b + (c) - n : b + (c)]

/* Rotate the state right by r columns: logical column c becomes c + r. */
#define ROR(r) (b = b >= (r) ? b - (r) : b + n - (r))

static inline uint32_t xtime4(uint32_t x)
{
    return ((x & 0x7f7f7f7fu) << 1) ^ (((x >> 7) & 0x01010101u) * 0x1bu);
}

#define FB(x, r) ((unsigned)((x) >> (8 * (r))) & 0xFFu)

/* Column x through the tables: o = M*S(x), u = S(x) */
#define SMIX_COL(x, o, u) do {                                                    \
        const uint32_t t0_ = FUGUE_T[0][FB(x, 0)], t1_ = FUGUE_T[1][FB(x, 1)],     \
                       t2_ = FUGUE_T[2][FB(x, 2)], t3_ = FUGUE_T[3][FB(x, 3)];     \
        o = t0_ ^ t1_ ^ t2_ ^ t3_;                                                \
        u = (t0_ & 0xffu) | (t1_ & 0xff00u) | (t2_ & 0xff0000u) | (t3_ & 0xff000000u); \
    } while (0)

/* SMIX on logical columns 0..3 (scalars, not arrays: the compiler's vectorizer turns
 * loops over the four columns into emulated gathers) */
static inline void smix(uint32_t *col, unsigned b, unsigned n)
{
    uint32_t *p0 = &COL(0), *p1 = &COL(1), *p2 = &COL(2), *p3 = &COL(3);
    uint32_t o0, o1, o2, o3, u0, u1, u2, u3, d, d2, d4, d7;
    SMIX_COL(*p0, o0, u0);
    SMIX_COL(*p1, o1, u1);
    SMIX_COL(*p2, o2, u2);
    SMIX_COL(*p3, o3, u3);
    d = u0 ^ u1 ^ u2 ^ u3;
    d ^= (u0 & 0xffu) | (u1 & 0xff00u) | (u2 & 0xff0000u) | (u3 & 0xff000000u);
    d2 = xtime4(d);
    d4 = xtime4(d2);
    d7 = d ^ d2 ^ d4;
    /* column c, row r gets M[c][r] d[r] = M_ROW[(r - c) mod 4] d[r], M_ROW = 1 4 7 1 */
    o0 ^= (d & 0xff0000ffu) | (d4 & 0x0000ff00u) | (d7 & 0x00ff0000u);
    o1 ^= (d & 0x0000ffffu) | (d4 & 0x00ff0000u) | (d7 & 0xff000000u);
    o2 ^= (d7 & 0x000000ffu) | (d & 0x00ffff00u) | (d4 & 0xff000000u);
    o3 ^= (d4 & 0x000000ffu) | (d7 & 0x0000ff00u) | (d & 0xffff0000u);
    /* row r rotates left by r: new column j row r = column j + r */
    *p0 = (o0 & 0xffu) | (o1 & 0xff00u) | (o2 & 0xff0000u) | (o3 & 0xff000000u);
    *p1 = (o1 & 0xffu) | (o2 & 0xff00u) | (o3 & 0xff0000u) | (o0 & 0xff000000u);
    *p2 = (o2 & 0xffu) | (o3 & 0xff00u) | (o0 & 0xff0000u) | (o1 & 0xff000000u);
    *p3 = (o3 & 0xffu) | (o0 & 0xff00u) | (o1 & 0xff0000u) | (o2 & 0xff000000u);
}

/* ROR3, CMIX, SMIX */
static inline unsigned round_r(uint32_t *col, unsigned b, unsigned n)
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

static void absorb_word(fugue_state *st, const fugue_params *p, uint32_t w)
{
    const unsigned n = p->cols, k = p->k;
    uint32_t *col = st->col;
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

/* What c/fugue.c calls, on the state's own base */
static void fugue_absorb(fugue_state *st, const fugue_params *p, const uint8_t w[4])
{
    absorb_word(st, p, hf_load32_le(w));
}

static void fugue_round(fugue_state *st, const fugue_params *p)
{
    st->base = round_r(st->col, st->base, p->cols);
}

static void fugue_smix(fugue_state *st, const fugue_params *p)
{
    smix(st->col, st->base, p->cols);
}

static void fugue_ror(fugue_state *st, const fugue_params *p, unsigned r)
{
    const unsigned n = p->cols;
    unsigned b = st->base;
    st->base = ROR(r);
}

static void fugue_xor_col(fugue_state *st, const fugue_params *p, unsigned dst, unsigned src)
{
    uint32_t *col = st->col;
    const unsigned b = st->base, n = p->cols;
    COL(dst) ^= COL(src);
}

static void fugue_set_col(fugue_state *st, const fugue_params *p, unsigned c, const uint8_t w[4])
{
    uint32_t *col = st->col;
    const unsigned b = st->base, n = p->cols;
    COL(c) = hf_load32_le(w);
}

static void fugue_get_col(fugue_state *st, const fugue_params *p, unsigned c, uint8_t w[4])
{
    uint32_t *col = st->col;
    const unsigned b = st->base, n = p->cols;
    hf_store32_le(w, COL(c));
}
#endif
