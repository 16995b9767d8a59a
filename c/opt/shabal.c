/* Shabal (SHA-3 round 2), optimized: the keyed permutation written out on locals. The low
 * level only: built in place of c/shabal.c (IMPL=opt), this file compiles c/shabal.c (the
 * mode, IV derivation, final rounds, output, descriptors), which takes its low level from
 * here (c/Makefile). */
#ifndef HF_OPT_LOW_LEVEL
#define HF_OPT_LOW_LEVEL
#include "../shabal.c"
#else
/* The keyed permutation P_{M,C} applied to (A, B), its 48 steps written out with constant
 * indices on locals. */
#define ROL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

static void shabal_perm(shabal_state *s, const uint32_t m[16])
{
    const uint32_t *c = s->c;
    uint32_t a0 = s->a[0], a1 = s->a[1], a2 = s->a[2], a3 = s->a[3], a4 = s->a[4], a5 = s->a[5], a6 = s->a[6], a7 = s->a[7], a8 = s->a[8], a9 = s->a[9], a10 = s->a[10], a11 = s->a[11];
    uint32_t b0 = ROL32(s->b[0], 17), b1 = ROL32(s->b[1], 17), b2 = ROL32(s->b[2], 17), b3 = ROL32(s->b[3], 17), b4 = ROL32(s->b[4], 17), b5 = ROL32(s->b[5], 17), b6 = ROL32(s->b[6], 17), b7 = ROL32(s->b[7], 17), b8 = ROL32(s->b[8], 17), b9 = ROL32(s->b[9], 17), b10 = ROL32(s->b[10], 17), b11 = ROL32(s->b[11], 17), b12 = ROL32(s->b[12], 17), b13 = ROL32(s->b[13], 17), b14 = ROL32(s->b[14], 17), b15 = ROL32(s->b[15], 17);
    a0 = 3u * (a0 ^ (5u * ROL32(a11, 15)) ^ c[8]) ^ b13 ^ (b9 & ~b6) ^ m[0];
    b0 = ~(ROL32(b0, 1) ^ a0);
    a1 = 3u * (a1 ^ (5u * ROL32(a0, 15)) ^ c[7]) ^ b14 ^ (b10 & ~b7) ^ m[1];
    b1 = ~(ROL32(b1, 1) ^ a1);
    a2 = 3u * (a2 ^ (5u * ROL32(a1, 15)) ^ c[6]) ^ b15 ^ (b11 & ~b8) ^ m[2];
    b2 = ~(ROL32(b2, 1) ^ a2);
    a3 = 3u * (a3 ^ (5u * ROL32(a2, 15)) ^ c[5]) ^ b0 ^ (b12 & ~b9) ^ m[3];
    b3 = ~(ROL32(b3, 1) ^ a3);
    a4 = 3u * (a4 ^ (5u * ROL32(a3, 15)) ^ c[4]) ^ b1 ^ (b13 & ~b10) ^ m[4];
    b4 = ~(ROL32(b4, 1) ^ a4);
    a5 = 3u * (a5 ^ (5u * ROL32(a4, 15)) ^ c[3]) ^ b2 ^ (b14 & ~b11) ^ m[5];
    b5 = ~(ROL32(b5, 1) ^ a5);
    a6 = 3u * (a6 ^ (5u * ROL32(a5, 15)) ^ c[2]) ^ b3 ^ (b15 & ~b12) ^ m[6];
    b6 = ~(ROL32(b6, 1) ^ a6);
    a7 = 3u * (a7 ^ (5u * ROL32(a6, 15)) ^ c[1]) ^ b4 ^ (b0 & ~b13) ^ m[7];
    b7 = ~(ROL32(b7, 1) ^ a7);
    a8 = 3u * (a8 ^ (5u * ROL32(a7, 15)) ^ c[0]) ^ b5 ^ (b1 & ~b14) ^ m[8];
    b8 = ~(ROL32(b8, 1) ^ a8);
    a9 = 3u * (a9 ^ (5u * ROL32(a8, 15)) ^ c[15]) ^ b6 ^ (b2 & ~b15) ^ m[9];
    b9 = ~(ROL32(b9, 1) ^ a9);
    a10 = 3u * (a10 ^ (5u * ROL32(a9, 15)) ^ c[14]) ^ b7 ^ (b3 & ~b0) ^ m[10];
    b10 = ~(ROL32(b10, 1) ^ a10);
    a11 = 3u * (a11 ^ (5u * ROL32(a10, 15)) ^ c[13]) ^ b8 ^ (b4 & ~b1) ^ m[11];
    b11 = ~(ROL32(b11, 1) ^ a11);
    a0 = 3u * (a0 ^ (5u * ROL32(a11, 15)) ^ c[12]) ^ b9 ^ (b5 & ~b2) ^ m[12];
    b12 = ~(ROL32(b12, 1) ^ a0);
    a1 = 3u * (a1 ^ (5u * ROL32(a0, 15)) ^ c[11]) ^ b10 ^ (b6 & ~b3) ^ m[13];
    b13 = ~(ROL32(b13, 1) ^ a1);
    a2 = 3u * (a2 ^ (5u * ROL32(a1, 15)) ^ c[10]) ^ b11 ^ (b7 & ~b4) ^ m[14];
    b14 = ~(ROL32(b14, 1) ^ a2);
    a3 = 3u * (a3 ^ (5u * ROL32(a2, 15)) ^ c[9]) ^ b12 ^ (b8 & ~b5) ^ m[15];
    b15 = ~(ROL32(b15, 1) ^ a3);
    a4 = 3u * (a4 ^ (5u * ROL32(a3, 15)) ^ c[8]) ^ b13 ^ (b9 & ~b6) ^ m[0];
    b0 = ~(ROL32(b0, 1) ^ a4);
    a5 = 3u * (a5 ^ (5u * ROL32(a4, 15)) ^ c[7]) ^ b14 ^ (b10 & ~b7) ^ m[1];
    b1 = ~(ROL32(b1, 1) ^ a5);
    a6 = 3u * (a6 ^ (5u * ROL32(a5, 15)) ^ c[6]) ^ b15 ^ (b11 & ~b8) ^ m[2];
    b2 = ~(ROL32(b2, 1) ^ a6);
    a7 = 3u * (a7 ^ (5u * ROL32(a6, 15)) ^ c[5]) ^ b0 ^ (b12 & ~b9) ^ m[3];
    b3 = ~(ROL32(b3, 1) ^ a7);
    a8 = 3u * (a8 ^ (5u * ROL32(a7, 15)) ^ c[4]) ^ b1 ^ (b13 & ~b10) ^ m[4];
    b4 = ~(ROL32(b4, 1) ^ a8);
    a9 = 3u * (a9 ^ (5u * ROL32(a8, 15)) ^ c[3]) ^ b2 ^ (b14 & ~b11) ^ m[5];
    b5 = ~(ROL32(b5, 1) ^ a9);
    a10 = 3u * (a10 ^ (5u * ROL32(a9, 15)) ^ c[2]) ^ b3 ^ (b15 & ~b12) ^ m[6];
    b6 = ~(ROL32(b6, 1) ^ a10);
    a11 = 3u * (a11 ^ (5u * ROL32(a10, 15)) ^ c[1]) ^ b4 ^ (b0 & ~b13) ^ m[7];
    b7 = ~(ROL32(b7, 1) ^ a11);
    a0 = 3u * (a0 ^ (5u * ROL32(a11, 15)) ^ c[0]) ^ b5 ^ (b1 & ~b14) ^ m[8];
    b8 = ~(ROL32(b8, 1) ^ a0);
    a1 = 3u * (a1 ^ (5u * ROL32(a0, 15)) ^ c[15]) ^ b6 ^ (b2 & ~b15) ^ m[9];
    b9 = ~(ROL32(b9, 1) ^ a1);
    a2 = 3u * (a2 ^ (5u * ROL32(a1, 15)) ^ c[14]) ^ b7 ^ (b3 & ~b0) ^ m[10];
    b10 = ~(ROL32(b10, 1) ^ a2);
    a3 = 3u * (a3 ^ (5u * ROL32(a2, 15)) ^ c[13]) ^ b8 ^ (b4 & ~b1) ^ m[11];
    b11 = ~(ROL32(b11, 1) ^ a3);
    a4 = 3u * (a4 ^ (5u * ROL32(a3, 15)) ^ c[12]) ^ b9 ^ (b5 & ~b2) ^ m[12];
    b12 = ~(ROL32(b12, 1) ^ a4);
    a5 = 3u * (a5 ^ (5u * ROL32(a4, 15)) ^ c[11]) ^ b10 ^ (b6 & ~b3) ^ m[13];
    b13 = ~(ROL32(b13, 1) ^ a5);
    a6 = 3u * (a6 ^ (5u * ROL32(a5, 15)) ^ c[10]) ^ b11 ^ (b7 & ~b4) ^ m[14];
    b14 = ~(ROL32(b14, 1) ^ a6);
    a7 = 3u * (a7 ^ (5u * ROL32(a6, 15)) ^ c[9]) ^ b12 ^ (b8 & ~b5) ^ m[15];
    b15 = ~(ROL32(b15, 1) ^ a7);
    a8 = 3u * (a8 ^ (5u * ROL32(a7, 15)) ^ c[8]) ^ b13 ^ (b9 & ~b6) ^ m[0];
    b0 = ~(ROL32(b0, 1) ^ a8);
    a9 = 3u * (a9 ^ (5u * ROL32(a8, 15)) ^ c[7]) ^ b14 ^ (b10 & ~b7) ^ m[1];
    b1 = ~(ROL32(b1, 1) ^ a9);
    a10 = 3u * (a10 ^ (5u * ROL32(a9, 15)) ^ c[6]) ^ b15 ^ (b11 & ~b8) ^ m[2];
    b2 = ~(ROL32(b2, 1) ^ a10);
    a11 = 3u * (a11 ^ (5u * ROL32(a10, 15)) ^ c[5]) ^ b0 ^ (b12 & ~b9) ^ m[3];
    b3 = ~(ROL32(b3, 1) ^ a11);
    a0 = 3u * (a0 ^ (5u * ROL32(a11, 15)) ^ c[4]) ^ b1 ^ (b13 & ~b10) ^ m[4];
    b4 = ~(ROL32(b4, 1) ^ a0);
    a1 = 3u * (a1 ^ (5u * ROL32(a0, 15)) ^ c[3]) ^ b2 ^ (b14 & ~b11) ^ m[5];
    b5 = ~(ROL32(b5, 1) ^ a1);
    a2 = 3u * (a2 ^ (5u * ROL32(a1, 15)) ^ c[2]) ^ b3 ^ (b15 & ~b12) ^ m[6];
    b6 = ~(ROL32(b6, 1) ^ a2);
    a3 = 3u * (a3 ^ (5u * ROL32(a2, 15)) ^ c[1]) ^ b4 ^ (b0 & ~b13) ^ m[7];
    b7 = ~(ROL32(b7, 1) ^ a3);
    a4 = 3u * (a4 ^ (5u * ROL32(a3, 15)) ^ c[0]) ^ b5 ^ (b1 & ~b14) ^ m[8];
    b8 = ~(ROL32(b8, 1) ^ a4);
    a5 = 3u * (a5 ^ (5u * ROL32(a4, 15)) ^ c[15]) ^ b6 ^ (b2 & ~b15) ^ m[9];
    b9 = ~(ROL32(b9, 1) ^ a5);
    a6 = 3u * (a6 ^ (5u * ROL32(a5, 15)) ^ c[14]) ^ b7 ^ (b3 & ~b0) ^ m[10];
    b10 = ~(ROL32(b10, 1) ^ a6);
    a7 = 3u * (a7 ^ (5u * ROL32(a6, 15)) ^ c[13]) ^ b8 ^ (b4 & ~b1) ^ m[11];
    b11 = ~(ROL32(b11, 1) ^ a7);
    a8 = 3u * (a8 ^ (5u * ROL32(a7, 15)) ^ c[12]) ^ b9 ^ (b5 & ~b2) ^ m[12];
    b12 = ~(ROL32(b12, 1) ^ a8);
    a9 = 3u * (a9 ^ (5u * ROL32(a8, 15)) ^ c[11]) ^ b10 ^ (b6 & ~b3) ^ m[13];
    b13 = ~(ROL32(b13, 1) ^ a9);
    a10 = 3u * (a10 ^ (5u * ROL32(a9, 15)) ^ c[10]) ^ b11 ^ (b7 & ~b4) ^ m[14];
    b14 = ~(ROL32(b14, 1) ^ a10);
    a11 = 3u * (a11 ^ (5u * ROL32(a10, 15)) ^ c[9]) ^ b12 ^ (b8 & ~b5) ^ m[15];
    b15 = ~(ROL32(b15, 1) ^ a11);
    a0 += c[3];
    a1 += c[4];
    a2 += c[5];
    a3 += c[6];
    a4 += c[7];
    a5 += c[8];
    a6 += c[9];
    a7 += c[10];
    a8 += c[11];
    a9 += c[12];
    a10 += c[13];
    a11 += c[14];
    a0 += c[15];
    a1 += c[0];
    a2 += c[1];
    a3 += c[2];
    a4 += c[3];
    a5 += c[4];
    a6 += c[5];
    a7 += c[6];
    a8 += c[7];
    a9 += c[8];
    a10 += c[9];
    a11 += c[10];
    a0 += c[11];
    a1 += c[12];
    a2 += c[13];
    a3 += c[14];
    a4 += c[15];
    a5 += c[0];
    a6 += c[1];
    a7 += c[2];
    a8 += c[3];
    a9 += c[4];
    a10 += c[5];
    a11 += c[6];
    s->a[0] = a0; s->a[1] = a1; s->a[2] = a2; s->a[3] = a3; s->a[4] = a4; s->a[5] = a5; s->a[6] = a6; s->a[7] = a7; s->a[8] = a8; s->a[9] = a9; s->a[10] = a10; s->a[11] = a11;
    s->b[0] = b0; s->b[1] = b1; s->b[2] = b2; s->b[3] = b3; s->b[4] = b4; s->b[5] = b5; s->b[6] = b6; s->b[7] = b7;
    s->b[8] = b8; s->b[9] = b9; s->b[10] = b10; s->b[11] = b11; s->b[12] = b12; s->b[13] = b13; s->b[14] = b14; s->b[15] = b15;
}
#endif
