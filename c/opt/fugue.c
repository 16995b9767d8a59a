/* Fugue, SHA-3 round 2, optimized: a column is one 32-bit word (row r in byte r), the
 * rotating state an index base, SMIX from four 32-bit tables (c/opt/fugue_tables.h) that
 * give, per input row, the AES S-box and the circulant M applied to it. Same symbols and
 * results as the reference c/fugue.c.
 *
 * SMIX's super-mix of U = S(x) is M*U + diag(d) * M^T with d[r] the sum of row r of U off
 * the diagonal, then row r rotated left by r. M*U column c is the XOR of the tables' words;
 * U itself is byte k of table k's word (M[k][k] = 1); the diagonal term multiplies d by
 * 1, 4 and 7 on four bytes at once and masks the bytes each column takes. */
#include "hf_util.h"
#include "fugue_tables.h"

#define FUGUE_MAX_COLS 36

typedef struct {
    unsigned cols;        /* s: 30 or 36 */
    unsigned k;           /* ROR3/CMIX/SMIX rounds per input word */
    unsigned g1_rounds;   /* final rounds of ROR3/CMIX/SMIX */
    unsigned n;           /* digest words; the IV fills the last n columns */
    const uint8_t *iv;    /* 4n bytes */
} fugue_params;

typedef struct {
    uint32_t col[FUGUE_MAX_COLS];
    unsigned base;        /* physical column of logical column 0 */
} fugue_state;
HF_STATE_FITS(fugue_state);

/* The IVs are Fugue itself (zero state, one input word n*32 big-endian, no
 * length, then the final G) in column order. */
static const uint8_t IV224[28] = {
    0xf4, 0xc9, 0x12, 0x0d, 0x62, 0x86, 0xf7, 0x57, 0xee, 0x39, 0xe0, 0x1c, 0xe0, 0x74, 0xe3, 0xcb,
    0xa1, 0x12, 0x7c, 0x62, 0x9a, 0x43, 0xd2, 0x15, 0xbd, 0x8d, 0x67, 0x9a };
static const uint8_t IV256[32] = {
    0xe9, 0x52, 0xbd, 0xde, 0x66, 0x71, 0x13, 0x5f, 0xe0, 0xd4, 0xf6, 0x68, 0xd2, 0xb0, 0xb5, 0x94,
    0xf9, 0x6c, 0x62, 0x1d, 0xfb, 0xf9, 0x29, 0xde, 0x91, 0x49, 0xe8, 0x99, 0x34, 0xf8, 0xc2, 0x48 };
static const uint8_t IV384[48] = {
    0xaa, 0x61, 0xec, 0x0d, 0x31, 0x25, 0x2e, 0x1f, 0xa0, 0x1d, 0xb4, 0xc7, 0x00, 0x60, 0x09, 0x85,
    0x21, 0x5e, 0xf4, 0x4a, 0x74, 0x1b, 0x5e, 0x9c, 0xfa, 0x69, 0x3e, 0x9a, 0x47, 0x3e, 0xb0, 0x40,
    0xe5, 0x02, 0xae, 0x8a, 0xa9, 0x9c, 0x25, 0xe0, 0xbc, 0x95, 0x51, 0x7c, 0x5c, 0x10, 0x95, 0xa1 };
static const uint8_t IV512[64] = {
    0x88, 0x07, 0xa5, 0x7e, 0xe6, 0x16, 0xaf, 0x75, 0xc5, 0xd3, 0xe4, 0xdb, 0xac, 0x9a, 0xb0, 0x27,
    0xd9, 0x15, 0xf1, 0x17, 0xb6, 0xee, 0xcc, 0x54, 0x06, 0xe8, 0x02, 0x0b, 0x4a, 0x92, 0xef, 0xd1,
    0xaa, 0xc6, 0xe2, 0xc9, 0xdd, 0xb2, 0x13, 0x98, 0xca, 0xe6, 0x58, 0x38, 0x43, 0x7f, 0x20, 0x3f,
    0x25, 0xea, 0x78, 0xe7, 0x95, 0x1f, 0xdd, 0xd6, 0xda, 0x6e, 0xd1, 0x1d, 0xe1, 0x3e, 0x35, 0x67 };

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

static void fugue_init(void *state, const hf_algo *algo, size_t out_bits)
{
    fugue_state *st = (fugue_state *)state;
    const fugue_params *p = (const fugue_params *)algo->params;
    unsigned i;
    (void)out_bits;
    memset(st, 0, sizeof(*st));
    for (i = 0; i < p->n; i++)
        st->col[p->cols - p->n + i] = hf_load32_le(p->iv + 4 * i);
}

static void fugue_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    absorb_word((fugue_state *)state, (const fugue_params *)algo->params, hf_load32_le(block));
}

/* Zero-pad the last word, absorb the 64-bit big-endian bit length, then G: G1
 * (ROR3/CMIX/SMIX rounds) and 13 rounds of G2, in which the N = n/4 (rounded up) groups of
 * the output are stirred in turn. */
static void fugue_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                        const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    fugue_state *st = (fugue_state *)state;
    const fugue_params *p = (const fugue_params *)algo->params;
    const unsigned n = p->cols, groups = (p->n + 3) / 4, span = n / groups;
    uint32_t *col = st->col;
    uint8_t buf[8];
    unsigned i, j, step, b;
    size_t done;

    if (tail_bits > 0) {
        memset(buf, 0, 4);
        memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
        absorb_word(st, p, hf_load32_le(buf));
    }
    hf_store64_be(buf, total_bits[0]);
    absorb_word(st, p, hf_load32_le(buf));
    absorb_word(st, p, hf_load32_le(buf + 4));

    b = st->base;
    for (i = 0; i < p->g1_rounds; i++)
        b = round_r(col, b, n);
    for (i = 0; i < 13; i++)
        for (step = 0; step < groups; step++) {
            /* group g > 0 starts at column g*span, one further once step >= g */
            COL(4) ^= COL(0);
            for (j = 1; j < groups; j++)
                COL(j * span + (step >= j)) ^= COL(0);
            ROR(step + 1 < groups ? span : span - 1);
            smix(col, b, n);
        }
    COL(4) ^= COL(0);
    for (j = 1; j < groups; j++)
        COL(j * span) ^= COL(0);

    /* output: columns 1..4, then four columns from each group start */
    for (done = 0, j = 0; j < groups; j++)
        for (i = 0; i < 4 && done < out_bits / 32; i++, done++)
            hf_store32_le(out + 4 * done, COL((j == 0 ? 1 : j * span) + i));
}

static const fugue_params P224 = { 30, 2, 10, 7, IV224 }, P256 = { 30, 2, 10, 8, IV256 };
static const fugue_params P384 = { 36, 3, 18, 12, IV384 }, P512 = { 36, 4, 32, 16, IV512 };

#define FUGUE(name, bits, params) \
    { name, "fugue", "SHA-3 round 2", bits, 32, 0, sizeof(fugue_state), \
      fugue_init, fugue_compress, fugue_final, &(params) }

const hf_algo hf_algos_fugue[] = {
    FUGUE("fugue224", 224, P224),
    FUGUE("fugue256", 256, P256),
    FUGUE("fugue384", 384, P384),
    FUGUE("fugue512", 512, P512),
};
const size_t hf_algos_fugue_count = HF_COUNTOF(hf_algos_fugue);
