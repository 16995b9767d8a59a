/* Hamsi, SHA-3 round 2, optimized: the message expansion from per-nibble tables
 * (c/low/hamsi/hamsi_tables.h, derived from c/hamsi.c's generator matrices), the S-box as
 * bitsliced straight-line code (c/low/common/sbox4.h) and the rounds written out on local
 * words. The low level behind low/hamsi/hamsi_low.h (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/hamsi/hamsi_low.h"
#include "low/hamsi/hamsi_tables.h"
#include "low/common/sbox4.h"

#define ROL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

/* Hamsi-224/256's P: the four columns' S-boxes and the four diagonals' L written as loops
 * over four independent words (rows 1..3 copied rotated so that the diagonals become
 * columns): portable C that a compiler may run on 4 x 32-bit vectors (gcc -O2 on x86-64
 * does). */
static void permute_small(uint32_t st[16], const uint32_t alpha[32], unsigned rounds)
{
    uint32_t x[16], d1[4], d2[4], d3[4];
    unsigned r, i;
    for (i = 0; i < 16; i++)
        x[i] = st[i];
    for (r = 0; r < rounds; r++) {
        for (i = 0; i < 4; i++) {
            x[i] ^= alpha[i]; x[4 + i] ^= alpha[8 + i]; x[8 + i] ^= alpha[16 + i]; x[12 + i] ^= alpha[24 + i];
        }
        x[1] ^= r;
        for (i = 0; i < 4; i++)
            HAMSI_SBOX(x[i], x[4 + i], x[8 + i], x[12 + i]);
        /* L along the diagonals: rows 1..3 rotated so the diagonals are columns */
        d1[0] = x[5]; d1[1] = x[6]; d1[2] = x[7]; d1[3] = x[4];
        d2[0] = x[10]; d2[1] = x[11]; d2[2] = x[8]; d2[3] = x[9];
        d3[0] = x[15]; d3[1] = x[12]; d3[2] = x[13]; d3[3] = x[14];
        for (i = 0; i < 4; i++) {
            uint32_t a = x[i], b = d1[i], c = d2[i], d = d3[i];
            a = ROL32(a, 13); c = ROL32(c, 3); b ^= a ^ c; d ^= c ^ (a << 3);
            b = ROL32(b, 1); d = ROL32(d, 7); a ^= b ^ d; c ^= d ^ (b << 7);
            a = ROL32(a, 5); c = ROL32(c, 22);
            x[i] = a; d1[i] = b; d2[i] = c; d3[i] = d;
        }
        x[5] = d1[0]; x[6] = d1[1]; x[7] = d1[2]; x[4] = d1[3];
        x[10] = d2[0]; x[11] = d2[1]; x[8] = d2[2]; x[9] = d2[3];
        x[15] = d3[0]; x[12] = d3[1]; x[13] = d3[2]; x[14] = d3[3];
    }
    for (i = 0; i < 16; i++)
        st[i] = x[i];
}

static void permute_big(uint32_t st[32], const uint32_t alpha[32], unsigned rounds)
{
    uint32_t s0 = st[0], s1 = st[1], s2 = st[2], s3 = st[3], s4 = st[4], s5 = st[5], s6 = st[6], s7 = st[7], s8 = st[8], s9 = st[9], s10 = st[10], s11 = st[11], s12 = st[12], s13 = st[13], s14 = st[14], s15 = st[15], s16 = st[16], s17 = st[17], s18 = st[18], s19 = st[19], s20 = st[20], s21 = st[21], s22 = st[22], s23 = st[23], s24 = st[24], s25 = st[25], s26 = st[26], s27 = st[27], s28 = st[28], s29 = st[29], s30 = st[30], s31 = st[31];
    unsigned r;
    for (r = 0; r < rounds; r++) {
        s0 ^= alpha[0];
        s1 ^= alpha[1]; s1 ^= r;
        s2 ^= alpha[2];
        s3 ^= alpha[3];
        s4 ^= alpha[4];
        s5 ^= alpha[5];
        s6 ^= alpha[6];
        s7 ^= alpha[7];
        s8 ^= alpha[8];
        s9 ^= alpha[9];
        s10 ^= alpha[10];
        s11 ^= alpha[11];
        s12 ^= alpha[12];
        s13 ^= alpha[13];
        s14 ^= alpha[14];
        s15 ^= alpha[15];
        s16 ^= alpha[16];
        s17 ^= alpha[17];
        s18 ^= alpha[18];
        s19 ^= alpha[19];
        s20 ^= alpha[20];
        s21 ^= alpha[21];
        s22 ^= alpha[22];
        s23 ^= alpha[23];
        s24 ^= alpha[24];
        s25 ^= alpha[25];
        s26 ^= alpha[26];
        s27 ^= alpha[27];
        s28 ^= alpha[28];
        s29 ^= alpha[29];
        s30 ^= alpha[30];
        s31 ^= alpha[31];
        HAMSI_SBOX(s0, s8, s16, s24);
        HAMSI_SBOX(s1, s9, s17, s25);
        HAMSI_SBOX(s2, s10, s18, s26);
        HAMSI_SBOX(s3, s11, s19, s27);
        HAMSI_SBOX(s4, s12, s20, s28);
        HAMSI_SBOX(s5, s13, s21, s29);
        HAMSI_SBOX(s6, s14, s22, s30);
        HAMSI_SBOX(s7, s15, s23, s31);
        s0 = ROL32(s0, 13); s18 = ROL32(s18, 3); s9 ^= s0 ^ s18; s27 ^= s18 ^ (s0 << 3);
        s9 = ROL32(s9, 1); s27 = ROL32(s27, 7); s0 ^= s9 ^ s27; s18 ^= s27 ^ (s9 << 7);
        s0 = ROL32(s0, 5); s18 = ROL32(s18, 22);
        s1 = ROL32(s1, 13); s19 = ROL32(s19, 3); s10 ^= s1 ^ s19; s28 ^= s19 ^ (s1 << 3);
        s10 = ROL32(s10, 1); s28 = ROL32(s28, 7); s1 ^= s10 ^ s28; s19 ^= s28 ^ (s10 << 7);
        s1 = ROL32(s1, 5); s19 = ROL32(s19, 22);
        s2 = ROL32(s2, 13); s20 = ROL32(s20, 3); s11 ^= s2 ^ s20; s29 ^= s20 ^ (s2 << 3);
        s11 = ROL32(s11, 1); s29 = ROL32(s29, 7); s2 ^= s11 ^ s29; s20 ^= s29 ^ (s11 << 7);
        s2 = ROL32(s2, 5); s20 = ROL32(s20, 22);
        s3 = ROL32(s3, 13); s21 = ROL32(s21, 3); s12 ^= s3 ^ s21; s30 ^= s21 ^ (s3 << 3);
        s12 = ROL32(s12, 1); s30 = ROL32(s30, 7); s3 ^= s12 ^ s30; s21 ^= s30 ^ (s12 << 7);
        s3 = ROL32(s3, 5); s21 = ROL32(s21, 22);
        s4 = ROL32(s4, 13); s22 = ROL32(s22, 3); s13 ^= s4 ^ s22; s31 ^= s22 ^ (s4 << 3);
        s13 = ROL32(s13, 1); s31 = ROL32(s31, 7); s4 ^= s13 ^ s31; s22 ^= s31 ^ (s13 << 7);
        s4 = ROL32(s4, 5); s22 = ROL32(s22, 22);
        s5 = ROL32(s5, 13); s23 = ROL32(s23, 3); s14 ^= s5 ^ s23; s24 ^= s23 ^ (s5 << 3);
        s14 = ROL32(s14, 1); s24 = ROL32(s24, 7); s5 ^= s14 ^ s24; s23 ^= s24 ^ (s14 << 7);
        s5 = ROL32(s5, 5); s23 = ROL32(s23, 22);
        s6 = ROL32(s6, 13); s16 = ROL32(s16, 3); s15 ^= s6 ^ s16; s25 ^= s16 ^ (s6 << 3);
        s15 = ROL32(s15, 1); s25 = ROL32(s25, 7); s6 ^= s15 ^ s25; s16 ^= s25 ^ (s15 << 7);
        s6 = ROL32(s6, 5); s16 = ROL32(s16, 22);
        s7 = ROL32(s7, 13); s17 = ROL32(s17, 3); s8 ^= s7 ^ s17; s26 ^= s17 ^ (s7 << 3);
        s8 = ROL32(s8, 1); s26 = ROL32(s26, 7); s7 ^= s8 ^ s26; s17 ^= s26 ^ (s8 << 7);
        s7 = ROL32(s7, 5); s17 = ROL32(s17, 22);
        s0 = ROL32(s0, 13); s5 = ROL32(s5, 3); s2 ^= s0 ^ s5; s7 ^= s5 ^ (s0 << 3);
        s2 = ROL32(s2, 1); s7 = ROL32(s7, 7); s0 ^= s2 ^ s7; s5 ^= s7 ^ (s2 << 7);
        s0 = ROL32(s0, 5); s5 = ROL32(s5, 22);
        s16 = ROL32(s16, 13); s21 = ROL32(s21, 3); s19 ^= s16 ^ s21; s22 ^= s21 ^ (s16 << 3);
        s19 = ROL32(s19, 1); s22 = ROL32(s22, 7); s16 ^= s19 ^ s22; s21 ^= s22 ^ (s19 << 7);
        s16 = ROL32(s16, 5); s21 = ROL32(s21, 22);
        s9 = ROL32(s9, 13); s12 = ROL32(s12, 3); s11 ^= s9 ^ s12; s14 ^= s12 ^ (s9 << 3);
        s11 = ROL32(s11, 1); s14 = ROL32(s14, 7); s9 ^= s11 ^ s14; s12 ^= s14 ^ (s11 << 7);
        s9 = ROL32(s9, 5); s12 = ROL32(s12, 22);
        s25 = ROL32(s25, 13); s28 = ROL32(s28, 3); s26 ^= s25 ^ s28; s31 ^= s28 ^ (s25 << 3);
        s26 = ROL32(s26, 1); s31 = ROL32(s31, 7); s25 ^= s26 ^ s31; s28 ^= s31 ^ (s26 << 7);
        s25 = ROL32(s25, 5); s28 = ROL32(s28, 22);
    }
    st[0] = s0; st[1] = s1; st[2] = s2; st[3] = s3; st[4] = s4; st[5] = s5; st[6] = s6; st[7] = s7;
    st[8] = s8; st[9] = s9; st[10] = s10; st[11] = s11; st[12] = s12; st[13] = s13; st[14] = s14; st[15] = s15;
    st[16] = s16; st[17] = s17; st[18] = s18; st[19] = s19; st[20] = s20; st[21] = s21; st[22] = s22; st[23] = s23;
    st[24] = s24; st[25] = s25; st[26] = s26; st[27] = s27; st[28] = s28; st[29] = s29; st[30] = s30; st[31] = s31;
}

/* Message expansion: per nibble of the block, the sum of its set bits' codewords. */
static void expand(uint32_t m[16], const uint8_t *block, unsigned big)
{
    unsigned q, i;
    memset(m, 0, 16 * sizeof(m[0]));
    if (big) {
        for (q = 0; q < 16; q++) {
            const uint32_t *t = HAMSI_EXP512[q][(block[q / 2] >> (q % 2 ? 0 : 4)) & 0xFu];
            for (i = 0; i < 16; i++)
                m[i] ^= t[i];
        }
    } else {
        for (q = 0; q < 8; q++) {
            const uint32_t *t = HAMSI_EXP256[q][(block[q / 2] >> (q % 2 ? 0 : 4)) & 0xFu];
            for (i = 0; i < 8; i++)
                m[i] ^= t[i];
        }
    }
}

/* P, or Pf for the last block */
static void permute(uint32_t s[32], unsigned big, int last)
{
    if (big)
        permute_big(s, last ? ALPHA_F : ALPHA_N, last ? 12 : 6);
    else
        permute_small(s, last ? ALPHA_F : ALPHA_N, last ? 6 : 3);
}

void hf_hamsi_block(uint32_t h[16], const uint8_t *block, unsigned big, int last)
{
    hamsi_block_with(h, block, big, last, expand, permute);
}

const char hf_impl_hamsi[] = "opt";
