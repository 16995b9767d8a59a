/* SIMD, optimized: the message expansion's NTT split into small transforms whose roots are
 * powers of 2 (shifts) around one stage of tabulated twiddles, in lazily reduced 32-bit
 * arithmetic; the inner codes from tables; the block function specialised per lane count.
 * The low level only: built in place of c/simd.c (IMPL=opt), this file compiles c/simd.c
 * (see there for the structure; constants, IV, padding, output, descriptors), which takes
 * its low level from here (c/Makefile). */
#ifndef HF_OPT_LOW_LEVEL
#define HF_OPT_LOW_LEVEL
#include "../simd.c"
#else
#include "simd_tables.h"

/* x mod 257 for |x| < 2^30, as a value in [-65, 321] (within [SIMD_RED_LO, SIMD_RED_HI]):
 * 65281 * 257 = 2^24 + 1, so q is x / 257 rounded down to within one. */
static inline int32_t red(int32_t x)
{
    const int32_t q = (int32_t)(((int64_t)x * 65281) >> 24);
    return x - q * 257;
}

/* In place: b_m <- sum_j b_j 16^(jm), the 4-point transform (16 is a 4th root of unity:
 * 16^2 = 256 = -1). Magnitudes grow by at most 34. */
#define DFT4(b0, b1, b2, b3) do {                                                        \
        const int32_t s0_ = (b0) + (b2), s1_ = (b1) + (b3);                              \
        const int32_t d0_ = (b0) - (b2), d1_ = ((b1) - (b3)) * 16;                       \
        (b0) = s0_ + s1_; (b2) = s0_ - s1_; (b1) = d0_ + d1_; (b3) = d0_ - d1_;          \
    } while (0)

/* In place: a_m <- sum_j a_j 4^(jm), the 8-point transform (root 4, 4^4 = -1): one
 * decimation-in-frequency level, then two 4-point transforms. Growth at most 4352. */
#define DFT8(a0, a1, a2, a3, a4, a5, a6, a7) do {                                        \
        int32_t e0_ = (a0) + (a4), e1_ = (a1) + (a5), e2_ = (a2) + (a6), e3_ = (a3) + (a7); \
        int32_t o0_ = (a0) - (a4), o1_ = ((a1) - (a5)) * 4;                              \
        int32_t o2_ = ((a2) - (a6)) * 16, o3_ = ((a3) - (a7)) * 64;                      \
        DFT4(e0_, e1_, e2_, e3_);                                                        \
        DFT4(o0_, o1_, o2_, o3_);                                                        \
        (a0) = e0_; (a2) = e1_; (a4) = e2_; (a6) = e3_;                                  \
        (a1) = o0_; (a3) = o1_; (a5) = o2_; (a7) = o3_;                                  \
    } while (0)

/* First stage, columns j2 = off .. off + 7: the 16-point transform (root 2) of the 8 bytes
 * x_j1 = col[stride * j1 + j2] (the upper 8 points are zero) into t[k1][j2]. Even k1 are the
 * 8-point transform of x, odd k1 that of 2^j x_j; the latter's first level is written out
 * (2^j (x_j + 16 x_(j+4)) and 2^(3j) (x_j - 16 x_(j+4)), 2^9 = -2). |t| < 2^20. The columns
 * are independent: one loop over them (which the compiler may vectorize). */
static void first_stage(int32_t (*restrict t)[16], const uint8_t *restrict col, size_t stride, size_t off)
{
    int32_t x[8][8];
    size_t i, j;
    for (i = 0; i < 8; i++)
        for (j = 0; j < 8; j++)
            x[i][j] = col[i * stride + off + j];
    for (j = 0; j < 8; j++) {
        int32_t a0 = x[0][j], a1 = x[1][j], a2 = x[2][j], a3 = x[3][j];
        int32_t a4 = x[4][j], a5 = x[5][j], a6 = x[6][j], a7 = x[7][j];
        int32_t s0 = a0 + a4 * 16, s1 = (a1 + a5 * 16) * 2, s2 = (a2 + a6 * 16) * 4, s3 = (a3 + a7 * 16) * 8;
        int32_t d0 = a0 - a4 * 16, d1 = (a1 - a5 * 16) * 8, d2 = (a2 - a6 * 16) * 64, d3 = (a7 * 16 - a3) * 2;
        DFT8(a0, a1, a2, a3, a4, a5, a6, a7);
        DFT4(s0, s1, s2, s3);
        DFT4(d0, d1, d2, d3);
        t[0][off + j] = a0; t[2][off + j] = a1; t[4][off + j] = a2; t[6][off + j] = a3;
        t[8][off + j] = a4; t[10][off + j] = a5; t[12][off + j] = a6; t[14][off + j] = a7;
        t[1][off + j] = s0; t[5][off + j] = s1; t[9][off + j] = s2; t[13][off + j] = s3;
        t[3][off + j] = d0; t[7][off + j] = d1; t[11][off + j] = d2; t[15][off + j] = d3;
    }
}

/* The inner codes of two reduced values (red()'s range) as one word: low half lo's. */
#define W185(lo, hi) ((uint32_t)in185[lo] | (uint32_t)in185[hi] << 16)
#define W233(lo, hi) ((uint32_t)in233[lo] | (uint32_t)in233[hi] << 16)

/* Expanded message z[g][j] (the inner-code word group g, lane j; step t reads group
 * WORD_PERM[t]) of an N = 128 (n = 4) or 256 (n = 8) point NTT: y = NTT(block, zero
 * padded, plus the tweak), y[k1 + 16 k2] = sum_j2 r^(16 j2 k2) r^(j2 k1) t[k1][j2]. */
static inline void expand(uint32_t z[32][8], const uint8_t *block, const unsigned n, int final)
{
    const uint16_t *const in185 = SIMD_INNER185 - SIMD_RED_LO, *const in233 = SIMD_INNER233 - SIMD_RED_LO;
    int32_t t[16][16];
    unsigned j2, p;

    for (j2 = 0; j2 < 2 * n; j2 += 8)
        first_stage(t, block, 2 * n, j2);
    /* the tweak: X^(N-1) (and X^(N-3)) is j1 = 15, j2 = 2n - 1 (2n - 3) */
    for (p = 0; p < 16; p++) {
        t[p][2 * n - 1] += SIMD_TWEAK[p];
        if (final)
            t[p][2 * n - 3] += SIMD_TWEAK[p];
    }
    if (n == 4) {
        /* twiddles, then the 8-point transform over j2 (root 139^16 = 4), two columns k1 =
         * 2p, 2p + 1 at a time: y[k] pairs (k, k + 1) into 185-words, (k, k + 64) into
         * 233-words, k = 2p + 16 k2 being word j = p % 4 of group 2 k2 + p / 4. */
        for (p = 0; p < 8; p++) {
            const int16_t *w0 = SIMD_TWIDDLE128[2 * p], *w1 = SIMD_TWIDDLE128[2 * p + 1];
            const int32_t *t0 = t[2 * p], *t1 = t[2 * p + 1];
            const unsigned g = p / 4, j = p % 4;
            int32_t a0 = red(t0[0]), a1 = red(t0[1] * w0[1]), a2 = red(t0[2] * w0[2]), a3 = red(t0[3] * w0[3]);
            int32_t a4 = red(t0[4] * w0[4]), a5 = red(t0[5] * w0[5]), a6 = red(t0[6] * w0[6]), a7 = red(t0[7] * w0[7]);
            int32_t b0 = red(t1[0]), b1 = red(t1[1] * w1[1]), b2 = red(t1[2] * w1[2]), b3 = red(t1[3] * w1[3]);
            int32_t b4 = red(t1[4] * w1[4]), b5 = red(t1[5] * w1[5]), b6 = red(t1[6] * w1[6]), b7 = red(t1[7] * w1[7]);
            DFT8(a0, a1, a2, a3, a4, a5, a6, a7);
            DFT8(b0, b1, b2, b3, b4, b5, b6, b7);
            a0 = red(a0); a1 = red(a1); a2 = red(a2); a3 = red(a3);
            a4 = red(a4); a5 = red(a5); a6 = red(a6); a7 = red(a7);
            b0 = red(b0); b1 = red(b1); b2 = red(b2); b3 = red(b3);
            b4 = red(b4); b5 = red(b5); b6 = red(b6); b7 = red(b7);
            z[g][j] = W185(a0, b0); z[g + 2][j] = W185(a1, b1);
            z[g + 4][j] = W185(a2, b2); z[g + 6][j] = W185(a3, b3);
            z[g + 8][j] = W185(a4, b4); z[g + 10][j] = W185(a5, b5);
            z[g + 12][j] = W185(a6, b6); z[g + 14][j] = W185(a7, b7);
            z[16 + g][j] = W233(a0, a4); z[18 + g][j] = W233(a1, a5);
            z[20 + g][j] = W233(a2, a6); z[22 + g][j] = W233(a3, a7);
            z[24 + g][j] = W233(b0, b4); z[26 + g][j] = W233(b1, b5);
            z[28 + g][j] = W233(b2, b6); z[30 + g][j] = W233(b3, b7);
        }
    } else {
        /* the 16-point transform over j2 (root 41^16 = 2): one decimation-in-frequency
         * level (2^j2), then 8-point transforms; y[k], k = k1 + 16 k2, k1 = 2p (+1), is
         * word p of group k2, (k, k + 128) a 233-word. */
        for (p = 0; p < 16; p++) {
            const int16_t *w = SIMD_TWIDDLE256[p];
            const int32_t *tp = t[p];
            int32_t a[16], e0, e1, e2, e3, e4, e5, e6, e7, o0, o1, o2, o3, o4, o5, o6, o7;
            unsigned i;
            a[0] = red(tp[0]);
            for (i = 1; i < 16; i++)
                a[i] = red(tp[i] * w[i]);
            e0 = a[0] + a[8]; e1 = a[1] + a[9]; e2 = a[2] + a[10]; e3 = a[3] + a[11];
            e4 = a[4] + a[12]; e5 = a[5] + a[13]; e6 = a[6] + a[14]; e7 = a[7] + a[15];
            o0 = a[0] - a[8]; o1 = (a[1] - a[9]) * 2; o2 = (a[2] - a[10]) * 4; o3 = (a[3] - a[11]) * 8;
            o4 = (a[4] - a[12]) * 16; o5 = (a[5] - a[13]) * 32; o6 = (a[6] - a[14]) * 64; o7 = (a[7] - a[15]) * 128;
            DFT8(e0, e1, e2, e3, e4, e5, e6, e7);
            DFT8(o0, o1, o2, o3, o4, o5, o6, o7);
            a[0] = red(e0); a[2] = red(e1); a[4] = red(e2); a[6] = red(e3);
            a[8] = red(e4); a[10] = red(e5); a[12] = red(e6); a[14] = red(e7);
            a[1] = red(o0); a[3] = red(o1); a[5] = red(o2); a[7] = red(o3);
            a[9] = red(o4); a[11] = red(o5); a[13] = red(o6); a[15] = red(o7);
            /* a[k2] = y[p + 16 k2] */
            if (p % 2 == 0) {
                for (i = 0; i < 16; i++)
                    z[i][p / 2] = in185[a[i]];
                for (i = 0; i < 8; i++)
                    z[16 + i][p / 2] = W233(a[i], a[i + 8]);
            } else {
                for (i = 0; i < 16; i++)
                    z[i][p / 2] |= (uint32_t)in185[a[i]] << 16;
                for (i = 0; i < 8; i++)
                    z[24 + i][p / 2] = W233(a[i], a[i + 8]);
            }
        }
    }
}
#undef W185
#undef W233

/* The Feistel steps on the state held in local arrays A, B, C, D (lane j at [j]), every
 * step written out for a constant lane count, rotations and lane permutation. A step
 * rotates the roles instead of moving words: D gets the new A, A the rotated old A (the new
 * B), so the next step's (A, B, C, D) are this one's (D, A, B, C). */
#define ROTL(x, r) (((x) << (r)) | ((x) >> (32 - (r))))
#define F_IF(x, y, z) ((((y) ^ (z)) & (x)) ^ (z))
#define F_MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
/* One step on L lanes, each operation a loop over the lanes (the compiler may turn them
 * into vector operations: the lanes are independent but for the permutation). */
#define STEP_L(L, PERM, A, B, C, D, m_, r_, s_, maj_, t) do {                       \
        const uint32_t *const m = (m_);                                             \
        const unsigned px = PERM[(t) % sizeof(PERM)];                               \
        uint32_t tA_[8];                                                            \
        unsigned j_;                                                                \
        for (j_ = 0; j_ < L; j_++)                                                  \
            D[j_] = ROTL(D[j_] + m[j_] + ((maj_) ? F_MAJ(A[j_], B[j_], C[j_])      \
                                                 : F_IF(A[j_], B[j_], C[j_])), s_); \
        for (j_ = 0; j_ < L; j_++)                                                  \
            tA_[j_] = A[j_] = ROTL(A[j_], r_);                                      \
        for (j_ = 0; j_ < L; j_++)                                                  \
            D[j_] += tA_[j_ ^ px];                                                  \
    } while (0)
#define STEP4(A, B, C, D, m, r, s, maj, t) STEP_L(4, PERM4_XOR, A, B, C, D, m, r, s, maj, t)
#define STEP8(A, B, C, D, m, r, s, maj, t) STEP_L(8, PERM8_XOR, A, B, C, D, m, r, s, maj, t)

/* The block function with n a constant in each of its two instances; steps t .. t + 7
 * (four IF, four MAJ) with the rotations r0 .. r3 of their round. */
#define SIMD_ROUND8(STEP, t, r0, r1, r2, r3) do {                                   \
        STEP(A, B, C, D, z[WORD_PERM[(t)]], r0, r1, 0, (t));                     \
        STEP(D, A, B, C, z[WORD_PERM[(t) + 1]], r1, r2, 0, (t) + 1);             \
        STEP(C, D, A, B, z[WORD_PERM[(t) + 2]], r2, r3, 0, (t) + 2);             \
        STEP(B, C, D, A, z[WORD_PERM[(t) + 3]], r3, r0, 0, (t) + 3);             \
        STEP(A, B, C, D, z[WORD_PERM[(t) + 4]], r0, r1, 1, (t) + 4);            \
        STEP(D, A, B, C, z[WORD_PERM[(t) + 5]], r1, r2, 1, (t) + 5);            \
        STEP(C, D, A, B, z[WORD_PERM[(t) + 6]], r2, r3, 1, (t) + 6);            \
        STEP(B, C, D, A, z[WORD_PERM[(t) + 7]], r3, r0, 1, (t) + 7);            \
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

static inline void simd_block_n(simd_state *st, const unsigned n, const uint8_t *block, int final)
{
    uint32_t z[32][8], A[8], B[8], C[8], D[8];
    unsigned j;

    expand(z, block, n, final);
    for (j = 0; j < n; j++) {
        A[j] = st->s[j] ^ hf_load32_le(block + 4 * j);
        B[j] = st->s[n + j] ^ hf_load32_le(block + 4 * (n + j));
        C[j] = st->s[2 * n + j] ^ hf_load32_le(block + 4 * (2 * n + j));
        D[j] = st->s[3 * n + j] ^ hf_load32_le(block + 4 * (3 * n + j));
    }
    if (n == 4)
        SIMD_STEPS(STEP4);
    else
        SIMD_STEPS(STEP8);
    for (j = 0; j < n; j++) {
        st->s[j] = A[j];
        st->s[n + j] = B[j];
        st->s[2 * n + j] = C[j];
        st->s[3 * n + j] = D[j];
    }
}

static void simd_block(simd_state *st, unsigned n, const uint8_t *block, int final)
{
    if (n == 4)
        simd_block_n(st, 4, block, final);
    else
        simd_block_n(st, 8, block, final);
}
#endif
