/* Luffa, SHA-3 round 2, optimized: the step functions Q_j of the chains side by side, with
 * SubCrumb as bitsliced straight-line code (c/low/common/sbox4.h). The low level behind
 * low/luffa/luffa_low.h (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/luffa/luffa_low.h"
#include "low/common/sbox4.h"

#define ROL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

#define MIX_WORD(l, r) do {                                                      \
        r ^= l;                                                                   \
        l = ROL32(l, 2) ^ r;                                                      \
        r = ROL32(r, 14) ^ l;                                                     \
        l = ROL32(l, 10) ^ r;                                                     \
        r = ROL32(r, 1);                                                          \
    } while (0)

/* Q_j: the tweak rotates the right half by j bits, then eight steps of SubCrumb, MixWord
 * and AddConstant. */
static void permute(uint32_t a[8], unsigned j)
{
    uint32_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4], a5 = a[5], a6 = a[6], a7 = a[7];
    unsigned r;
    if (j) {
        a4 = ROL32(a4, j); a5 = ROL32(a5, j); a6 = ROL32(a6, j); a7 = ROL32(a7, j);
    }
    for (r = 0; r < 8; r++) {
        LUFFA_SBOX(a0, a1, a2, a3);
        LUFFA_SBOX(a5, a6, a7, a4);
        MIX_WORD(a0, a4);
        MIX_WORD(a1, a5);
        MIX_WORD(a2, a6);
        MIX_WORD(a3, a7);
        a0 ^= RC[j][0][r];
        a4 ^= RC[j][1][r];
    }
    a[0] = a0; a[1] = a1; a[2] = a2; a[3] = a3; a[4] = a4; a[5] = a5; a[6] = a6; a[7] = a7;
}

/* The Q_j of up to four chains side by side, one chain per lane of x[word][lane]: every
 * step is the same operation on the four lanes, written as a loop over them that a compiler
 * may run on 4 x 32-bit vectors (gcc -O2 on x86-64 does). Luffa-512's fifth chain runs alone
 * (permute()). */
static void permute4(luffa_state *s, unsigned w)
{
    uint32_t x[8][4], c0[8][4], c1[8][4];
    unsigned j, k, r, l, n = w < 4 ? w : 4;
    memset(x, 0, sizeof(x));
    memset(c0, 0, sizeof(c0));
    memset(c1, 0, sizeof(c1));
    for (j = 0; j < n; j++) {
        for (k = 0; k < 8; k++)
            x[k][j] = k >= 4 && j ? ROL32(s->v[j][k], j) : s->v[j][k];
        for (r = 0; r < 8; r++) {
            c0[r][j] = RC[j][0][r];
            c1[r][j] = RC[j][1][r];
        }
    }
    for (r = 0; r < 8; r++)
        for (l = 0; l < 4; l++) {
            LUFFA_SBOX(x[0][l], x[1][l], x[2][l], x[3][l]);
            LUFFA_SBOX(x[5][l], x[6][l], x[7][l], x[4][l]);
            MIX_WORD(x[0][l], x[4][l]);
            MIX_WORD(x[1][l], x[5][l]);
            MIX_WORD(x[2][l], x[6][l]);
            MIX_WORD(x[3][l], x[7][l]);
            x[0][l] ^= c0[r][l];
            x[4][l] ^= c1[r][l];
        }
    for (j = 0; j < n; j++)
        for (k = 0; k < 8; k++)
            s->v[j][k] = x[k][j];
}

void hf_luffa_permute(luffa_state *s, unsigned w)
{
    permute4(s, w);
    if (w == 5)
        permute(s->v[4], 4);
}

const char hf_impl_luffa[] = "opt";
