/* SIMD, optimized: the message expansion's NTT split into small transforms whose roots are
 * powers of 2 (shifts) around one stage of tabulated twiddles, in lazily reduced 16-bit
 * arithmetic; every stage, the inner codes and the Feistel steps loops over independent lanes
 * with constant trip counts (portable C that compilers may vectorize; gcc -O2 does). The low
 * level behind low/simd/simd_low.h (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/simd/simd_low.h"
#include "low/simd/simd_tables.h"

/* x mod 257 with less magnitude: 256 = -1, so x = 256 h + l is l - h (h by an arithmetic
 * shift, as every compiler the library supports does for a negative int). From |x| < 2^k
 * to [-2^(k-8), 255 + 2^(k-8)]. */
#define R257(x) (((x) & 255) - ((x) >> 8))

/* R16() takes and gives 16-bit values (its argument fits by the bounds below; saying so
 * lets a compiler keep the shift in 16 bits). The transforms in place, in 16-bit values
 * (the compiler may use 16-bit lanes): DFT4_16, b_m <- sum_j b_j 16^(jm) (16 is a 4th root
 * of unity: 16^2 = 256 = -1); DFT8_16, a_m <- sum_j a_j 4^(jm) (root 4, 4^4 = -1), one
 * decimation-in-frequency level (the scaled differences reduced), then two 4-point
 * transforms. */
#define R16(x) ((int16_t)R257((int16_t)(x)))
/* x in [-128, 385] centred on [-128, 128]: 257 subtracted from x > 128 (by a mask) */
#define CENTRE16(x) ((int16_t)((x) - (257 & -(int16_t)((x) > 128))))
#define DFT4_16(b0, b1, b2, b3) do {                                                     \
        const int16_t s0_ = (int16_t)((b0) + (b2)), s1_ = (int16_t)((b1) + (b3));        \
        const int16_t d0_ = (int16_t)((b0) - (b2)), d1_ = (int16_t)(((b1) - (b3)) * 16); \
        (b0) = (int16_t)(s0_ + s1_); (b2) = (int16_t)(s0_ - s1_);                        \
        (b1) = (int16_t)(d0_ + d1_); (b3) = (int16_t)(d0_ - d1_);                        \
    } while (0)
#define DFT8_16(a0, a1, a2, a3, a4, a5, a6, a7) do {                                     \
        int16_t e0_ = (int16_t)((a0) + (a4)), e1_ = (int16_t)((a1) + (a5));              \
        int16_t e2_ = (int16_t)((a2) + (a6)), e3_ = (int16_t)((a3) + (a7));              \
        int16_t o0_ = (int16_t)((a0) - (a4)), o1_ = R16(((a1) - (a5)) * 4);              \
        int16_t o2_ = R16(((a2) - (a6)) * 16), o3_ = R16(((a3) - (a7)) * 64);            \
        DFT4_16(e0_, e1_, e2_, e3_);                                                     \
        DFT4_16(o0_, o1_, o2_, o3_);                                                     \
        (a0) = e0_; (a2) = e1_; (a4) = e2_; (a6) = e3_;                                  \
        (a1) = o0_; (a3) = o1_; (a5) = o2_; (a7) = o3_;                                  \
    } while (0)

/* Bounds (interval arithmetic over every operation below; each intermediate value fits
 * 16 bits, the largest 17344): the first stage's output |t| <= 8670; the twiddle product of
 * the centred value, plus the tweak's, |p| <= 16512; after the twiddles [-1, 256]; the last
 * transform's output |y| < 2^14; two R257() bring y to [-2, 256], which one conditional
 * subtraction centres on [-128, 128]. */

/* First stage, columns j2 = off .. off + 7: the 16-point transform (root 2) of the 8 bytes
 * x_j1 = col[stride * j1 + j2] (the upper 8 points are zero) into t[stride * m + j2], the rows
 * m = k1 / 2 the even k1, m = 8 + k1 / 2 the odd (so that the inner codes' pairs y[2q],
 * y[2q + 1] come out of the last stage 8 lanes apart). Even k1 are the 8-point transform
 * of x, odd k1 that of 2^j x_j; the latter's first level is written out
 * (2^j (x_j + 16 x_(j+4)) and 2^(3j) (x_j - 16 x_(j+4)), 2^9 = -2), reduced. */
#define SIMD_FIRST_STAGE(name, stride)                                              \
static void name(int16_t *restrict t, const uint8_t *restrict col, size_t off)      \
{                                                                                   \
    int16_t x[8][8];                                                                \
    size_t i, j;                                                                    \
    for (i = 0; i < 8; i++)                                                         \
        for (j = 0; j < 8; j++)                                                     \
            x[i][j] = col[i * stride + off + j];                                    \
    t += off;                                                                       \
    for (j = 0; j < 8; j++) {                                                       \
        int16_t a0 = x[0][j], a1 = x[1][j], a2 = x[2][j], a3 = x[3][j];             \
        int16_t a4 = x[4][j], a5 = x[5][j], a6 = x[6][j], a7 = x[7][j];             \
        int16_t s0 = R16(a0 + a4 * 16), s1 = R16(R16(a1 + a5 * 16) * 2);            \
        int16_t s2 = R16(R16(a2 + a6 * 16) * 4), s3 = R16(R16(a3 + a7 * 16) * 8);   \
        int16_t d0 = R16(a0 - a4 * 16), d1 = R16(R16(a1 - a5 * 16) * 8);            \
        int16_t d2 = R16(R16(a2 - a6 * 16) * 64), d3 = R16(R16(a7 * 16 - a3) * 2);  \
        DFT8_16(a0, a1, a2, a3, a4, a5, a6, a7);                                    \
        DFT4_16(s0, s1, s2, s3);                                                    \
        DFT4_16(d0, d1, d2, d3);                                                    \
        t[0 * stride + j] = a0; t[1 * stride + j] = a1;                             \
        t[2 * stride + j] = a2; t[3 * stride + j] = a3;                             \
        t[4 * stride + j] = a4; t[5 * stride + j] = a5;                             \
        t[6 * stride + j] = a6; t[7 * stride + j] = a7;                             \
        t[8 * stride + j] = s0; t[10 * stride + j] = s1;                            \
        t[12 * stride + j] = s2; t[14 * stride + j] = s3;                           \
        t[9 * stride + j] = d0; t[11 * stride + j] = d1;                            \
        t[13 * stride + j] = d2; t[15 * stride + j] = d3;                           \
    }                                                                               \
}
SIMD_FIRST_STAGE(first_stage128, 8)
SIMD_FIRST_STAGE(first_stage256, 16)

/* The twiddles and the tweak, 128 values at a time (the tables in t's layout): the
 * centred value times the twiddle, plus the tweak's coefficient times the twiddle. */
static void twiddle(int16_t *restrict u, const int16_t *restrict t, const int16_t *restrict w,
                    const int16_t *restrict c)
{
    size_t i;
    for (i = 0; i < 128; i++) {
        const int16_t x = R16(t[i]);
        const int16_t p = (int16_t)(CENTRE16(x) * w[i] + c[i]);
        u[i] = R16(R16(p));
    }
}

/* The last transform over j2, y[k1 + 16 k2] = sum_j2 root^(16 j2 k2) u[k1][j2]: 8 points
 * (root 4) for N = 128, 16 points (root 2: a decimation-in-frequency level, then 8-point
 * transforms) for N = 256. */
static void last_stage8(int16_t *restrict y, const int16_t *restrict u)
{
    size_t k1;
    for (k1 = 0; k1 < 16; k1++) {
        const int16_t *const v = u + 8 * k1;
        int16_t a0 = v[0], a1 = v[1], a2 = v[2], a3 = v[3], a4 = v[4], a5 = v[5], a6 = v[6], a7 = v[7];
        DFT8_16(a0, a1, a2, a3, a4, a5, a6, a7);
        y[k1] = a0; y[k1 + 16] = a1; y[k1 + 32] = a2; y[k1 + 48] = a3;
        y[k1 + 64] = a4; y[k1 + 80] = a5; y[k1 + 96] = a6; y[k1 + 112] = a7;
    }
}

static void last_stage16(int16_t *restrict y, const int16_t *restrict u)
{
    size_t k1;
    for (k1 = 0; k1 < 16; k1++) {
        const int16_t *const v = u + 16 * k1;
        int16_t e0 = R16(v[0] + v[8]), e1 = R16(v[1] + v[9]), e2 = R16(v[2] + v[10]), e3 = R16(v[3] + v[11]);
        int16_t e4 = R16(v[4] + v[12]), e5 = R16(v[5] + v[13]), e6 = R16(v[6] + v[14]), e7 = R16(v[7] + v[15]);
        int16_t o0 = (int16_t)(v[0] - v[8]), o1 = R16((v[1] - v[9]) * 2);
        int16_t o2 = R16((v[2] - v[10]) * 4), o3 = R16((v[3] - v[11]) * 8);
        int16_t o4 = R16((v[4] - v[12]) * 16), o5 = R16((v[5] - v[13]) * 32);
        int16_t o6 = R16((v[6] - v[14]) * 64), o7 = R16(R16((v[7] - v[15]) * 64) * 2);
        DFT8_16(e0, e1, e2, e3, e4, e5, e6, e7);
        DFT8_16(o0, o1, o2, o3, o4, o5, o6, o7);
        y[k1] = e0; y[k1 + 32] = e1; y[k1 + 64] = e2; y[k1 + 96] = e3;
        y[k1 + 128] = e4; y[k1 + 160] = e5; y[k1 + 192] = e6; y[k1 + 224] = e7;
        y[k1 + 16] = o0; y[k1 + 48] = o1; y[k1 + 80] = o2; y[k1 + 112] = o3;
        y[k1 + 144] = o4; y[k1 + 176] = o5; y[k1 + 208] = o6; y[k1 + 240] = o7;
    }
}

/* The inner codes and the concatenation: y centred on [-128, 128], times 185 and 233 mod
 * 2^16. y comes in the rows' order, u[m + 16 k2] = y[k1 + 16 k2] (m as in first_stage), so
 * y[2q], y[2q + 1] (q = 8 k2 + i) are u[16 k2 + i], u[16 k2 + 8 + i]. z holds word group g,
 * lane j at z[n g + j] = z[q]: groups 0-15 pair y[2q], y[2q + 1], groups 16-23 y[2q'],
 * y[2q' + N/2] and groups 24-31 y[2q' + 1], y[2q' + 1 + N/2] (q' = q - N/2, q - 3N/4). */
#define SIMD_INNER_CODES(name, N)                                                   \
static void name(uint32_t *restrict z, const int16_t *restrict u)                   \
{                                                                                   \
    int16_t c[N];                                                                   \
    size_t k, i;                                                                    \
    for (k = 0; k < N; k++) {                                                       \
        const int16_t v = R16(R16(u[k]));                                           \
        c[k] = CENTRE16(v);                                                         \
    }                                                                               \
    for (k = 0; k < N / 16; k++)                                                    \
        for (i = 0; i < 8; i++)                                                     \
            z[8 * k + i] = (uint32_t)(uint16_t)(c[16 * k + i] * 185)                \
                | (uint32_t)(uint16_t)(c[16 * k + 8 + i] * 185) << 16;              \
    for (k = 0; k < N / 32; k++)                                                    \
        for (i = 0; i < 8; i++) {                                                   \
            z[N / 2 + 8 * k + i] = (uint32_t)(uint16_t)(c[16 * k + i] * 233)        \
                | (uint32_t)(uint16_t)(c[N / 2 + 16 * k + i] * 233) << 16;          \
            z[3 * N / 4 + 8 * k + i] = (uint32_t)(uint16_t)(c[16 * k + 8 + i] * 233) \
                | (uint32_t)(uint16_t)(c[N / 2 + 16 * k + 8 + i] * 233) << 16;      \
        }                                                                           \
}
SIMD_INNER_CODES(inner_codes128, 128)
SIMD_INNER_CODES(inner_codes256, 256)

/* Expanded message z[n g + j] (the inner-code word group g, lane j; step t reads group
 * WORD_PERM[t]) of an N = 128 (n = 4) or 256 (n = 8) point NTT: y = NTT(block, zero
 * padded, plus the tweak), j = 2n j1 + j2, k = k1 + 16 k2, y[k] = sum_j2 root^(16 j2 k2)
 * root^(j2 k1) t[k1][j2], t the first stage's 16-point transforms over j1. The tweak's
 * coefficient X^(N-1) (and X^(N-3)) is j1 = 15, j2 = 2n - 1 (2n - 3): it adds 2^(15 k1) to
 * t[k1][2n - 1], root^(j2 k1) 2^(15 k1) after the twiddles (SIMD_TWEAK<N>[final]). */
static void expand(uint32_t *z, const uint8_t *block, const unsigned n, int final)
{
    int16_t t[256], u[256], y[256];

    if (n == 4) {
        first_stage128(t, block, 0);
        twiddle(u, t, &SIMD_TWIDDLE128[0][0], &SIMD_TWEAK128[final != 0][0][0]);
        last_stage8(y, u);
        inner_codes128(z, y);
    } else {
        first_stage256(t, block, 0);
        first_stage256(t, block, 8);
        twiddle(u, t, &SIMD_TWIDDLE256[0][0], &SIMD_TWEAK256[final != 0][0][0]);
        twiddle(u + 128, t + 128, &SIMD_TWIDDLE256[8][0], &SIMD_TWEAK256[final != 0][8][0]);
        last_stage16(y, u);
        inner_codes256(z, y);
    }
}

/* The Feistel steps on the state held in local arrays A, B, C, D (lane j at [j]), every
 * step written out for a constant lane count, rotations and lane permutation. A step
 * rotates the roles instead of moving words: D gets the new A, A the rotated old A (the new
 * B), so the next step's (A, B, C, D) are this one's (D, A, B, C). */
#define F_IF(x, y, z) ((((y) ^ (z)) & (x)) ^ (z))
#define F_MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
/* One step on L lanes, each operation a loop over the lanes (the compiler may turn them
 * into vector operations: the lanes are independent but for the permutation). */
#define STEP_L(L, PERM, A, B, C, D, m_, r_, s_, maj_, t) do {                       \
        const uint32_t *const m = (m_);                                             \
        const unsigned px = PERM[(t) % sizeof(PERM)];                               \
        unsigned j_;                                                                \
        for (j_ = 0; j_ < L; j_++)                                                  \
            D[j_] = hf_rotl32(D[j_] + m[j_] + ((maj_) ? F_MAJ(A[j_], B[j_], C[j_])  \
                                                      : F_IF(A[j_], B[j_], C[j_])), \
                              s_);                                                  \
        for (j_ = 0; j_ < L; j_++)                                                  \
            A[j_] = hf_rotl32(A[j_], r_);                                           \
        D[0] += A[0 ^ px]; D[1] += A[1 ^ px]; D[2] += A[2 ^ px]; D[3] += A[3 ^ px];  \
        if (L == 8) {                                                               \
            D[4] += A[4 ^ px]; D[5] += A[5 ^ px]; D[6] += A[6 ^ px]; D[7] += A[7 ^ px]; \
        }                                                                           \
    } while (0)
#define STEP4(A, B, C, D, m, r, s, maj, t) STEP_L(4, PERM4_XOR, A, B, C, D, m, r, s, maj, t)
#define STEP8(A, B, C, D, m, r, s, maj, t) STEP_L(8, PERM8_XOR, A, B, C, D, m, r, s, maj, t)

/* Steps t .. t + 7 (four IF, four MAJ) with the rotations r0 .. r3 of their round. */
#define SIMD_ROUND8(STEP, t, r0, r1, r2, r3) do {                                   \
        STEP(A, B, C, D, z + n * WORD_PERM[(t)], r0, r1, 0, (t));                     \
        STEP(D, A, B, C, z + n * WORD_PERM[(t) + 1], r1, r2, 0, (t) + 1);             \
        STEP(C, D, A, B, z + n * WORD_PERM[(t) + 2], r2, r3, 0, (t) + 2);             \
        STEP(B, C, D, A, z + n * WORD_PERM[(t) + 3], r3, r0, 0, (t) + 3);             \
        STEP(A, B, C, D, z + n * WORD_PERM[(t) + 4], r0, r1, 1, (t) + 4);            \
        STEP(D, A, B, C, z + n * WORD_PERM[(t) + 5], r1, r2, 1, (t) + 5);            \
        STEP(C, D, A, B, z + n * WORD_PERM[(t) + 6], r2, r3, 1, (t) + 6);            \
        STEP(B, C, D, A, z + n * WORD_PERM[(t) + 7], r3, r0, 1, (t) + 7);            \
    } while (0)
/* ROUND_ROT written out; the feed-forward: four more IF steps taking the old A, B, C, D
 * as words (round 3's rotations). */
#define SIMD_STEPS(STEP) do {                                                       \
        SIMD_ROUND8(STEP, 0, 3, 23, 17, 27);                                        \
        SIMD_ROUND8(STEP, 8, 28, 19, 22, 7);                                        \
        SIMD_ROUND8(STEP, 16, 29, 9, 15, 5);                                        \
        SIMD_ROUND8(STEP, 24, 4, 13, 10, 25);                                       \
        STEP(A, B, C, D, st->s, 4, 13, 0, 32);                                   \
        STEP(D, A, B, C, st->s + n, 13, 10, 0, 33);                              \
        STEP(C, D, A, B, st->s + 2 * n, 10, 25, 0, 34);                          \
        STEP(B, C, D, A, st->s + 3 * n, 25, 4, 0, 35);                           \
    } while (0)

/* The block function, one instance per lane count n (a constant in each: the loops
 * unroll or vectorize). */
#define SIMD_BLOCK_N(name, lanes, STEP)                                             \
static void name(simd_state *st, const uint8_t *block, int final)                   \
{                                                                                   \
    const unsigned n = (lanes);                                                     \
    uint32_t z[256], A[8], B[8], C[8], D[8];                                        \
    unsigned j;                                                                     \
                                                                                    \
    expand(z, block, n, final);                                                     \
    for (j = 0; j < n; j++) {                                                       \
        A[j] = st->s[j] ^ hf_load32_le(block + 4 * j);                              \
        B[j] = st->s[n + j] ^ hf_load32_le(block + 4 * (n + j));                    \
        C[j] = st->s[2 * n + j] ^ hf_load32_le(block + 4 * (2 * n + j));            \
        D[j] = st->s[3 * n + j] ^ hf_load32_le(block + 4 * (3 * n + j));            \
    }                                                                               \
    SIMD_STEPS(STEP);                                                               \
    for (j = 0; j < n; j++) {                                                       \
        st->s[j] = A[j];                                                            \
        st->s[n + j] = B[j];                                                        \
        st->s[2 * n + j] = C[j];                                                    \
        st->s[3 * n + j] = D[j];                                                    \
    }                                                                               \
}
SIMD_BLOCK_N(simd_block4, 4, STEP4)
SIMD_BLOCK_N(simd_block8, 8, STEP8)

void hf_simd_block(simd_state *st, unsigned n, const uint8_t *block, int final)
{
    if (n == 4)
        simd_block4(st, block, final);
    else
        simd_block8(st, block, final);
}

const char hf_impl_simd[] = "opt";
