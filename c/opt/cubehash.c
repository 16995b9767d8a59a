/* CubeHash16/32-h (SHA-3 round 2), optimized: two rounds per iteration with the word swaps
 * done by renaming. The low level only: built in place of c/cubehash.c (IMPL=opt), this file
 * compiles c/cubehash.c (init, padding, finalisation, descriptors), which takes its low level
 * from here (c/Makefile). */
#ifndef HF_OPT_LOW_LEVEL
#define HF_OPT_LOW_LEVEL
#include "../cubehash.c"
#else
/* Two rounds per iteration: the swaps are renamings of the words (in the indices below),
 * which two rounds bring back to the identity. */
#define ROL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

static void cubehash_rounds(uint32_t x[32], unsigned rounds)
{
    unsigned r;
    for (r = 0; r < rounds; r += 2) {
        x[16] += x[0]; x[17] += x[1]; x[18] += x[2]; x[19] += x[3]; x[20] += x[4];
        x[21] += x[5]; x[22] += x[6]; x[23] += x[7]; x[24] += x[8]; x[25] += x[9];
        x[26] += x[10]; x[27] += x[11]; x[28] += x[12]; x[29] += x[13]; x[30] += x[14];
        x[31] += x[15];
        x[0] = ROL32(x[0], 7); x[1] = ROL32(x[1], 7); x[2] = ROL32(x[2], 7);
        x[3] = ROL32(x[3], 7); x[4] = ROL32(x[4], 7); x[5] = ROL32(x[5], 7);
        x[6] = ROL32(x[6], 7); x[7] = ROL32(x[7], 7); x[8] = ROL32(x[8], 7);
        x[9] = ROL32(x[9], 7); x[10] = ROL32(x[10], 7); x[11] = ROL32(x[11], 7);
        x[12] = ROL32(x[12], 7); x[13] = ROL32(x[13], 7); x[14] = ROL32(x[14], 7);
        x[15] = ROL32(x[15], 7);
        x[8] ^= x[16]; x[9] ^= x[17]; x[10] ^= x[18]; x[11] ^= x[19]; x[12] ^= x[20];
        x[13] ^= x[21]; x[14] ^= x[22]; x[15] ^= x[23]; x[0] ^= x[24]; x[1] ^= x[25];
        x[2] ^= x[26]; x[3] ^= x[27]; x[4] ^= x[28]; x[5] ^= x[29]; x[6] ^= x[30];
        x[7] ^= x[31];
        x[18] += x[8]; x[19] += x[9]; x[16] += x[10]; x[17] += x[11]; x[22] += x[12];
        x[23] += x[13]; x[20] += x[14]; x[21] += x[15]; x[26] += x[0]; x[27] += x[1];
        x[24] += x[2]; x[25] += x[3]; x[30] += x[4]; x[31] += x[5]; x[28] += x[6];
        x[29] += x[7];
        x[8] = ROL32(x[8], 11); x[9] = ROL32(x[9], 11); x[10] = ROL32(x[10], 11);
        x[11] = ROL32(x[11], 11); x[12] = ROL32(x[12], 11); x[13] = ROL32(x[13], 11);
        x[14] = ROL32(x[14], 11); x[15] = ROL32(x[15], 11); x[0] = ROL32(x[0], 11);
        x[1] = ROL32(x[1], 11); x[2] = ROL32(x[2], 11); x[3] = ROL32(x[3], 11);
        x[4] = ROL32(x[4], 11); x[5] = ROL32(x[5], 11); x[6] = ROL32(x[6], 11);
        x[7] = ROL32(x[7], 11);
        x[12] ^= x[18]; x[13] ^= x[19]; x[14] ^= x[16]; x[15] ^= x[17]; x[8] ^= x[22];
        x[9] ^= x[23]; x[10] ^= x[20]; x[11] ^= x[21]; x[4] ^= x[26]; x[5] ^= x[27];
        x[6] ^= x[24]; x[7] ^= x[25]; x[0] ^= x[30]; x[1] ^= x[31]; x[2] ^= x[28];
        x[3] ^= x[29];
        x[19] += x[12]; x[18] += x[13]; x[17] += x[14]; x[16] += x[15]; x[23] += x[8];
        x[22] += x[9]; x[21] += x[10]; x[20] += x[11]; x[27] += x[4]; x[26] += x[5];
        x[25] += x[6]; x[24] += x[7]; x[31] += x[0]; x[30] += x[1]; x[29] += x[2];
        x[28] += x[3];
        x[12] = ROL32(x[12], 7); x[13] = ROL32(x[13], 7); x[14] = ROL32(x[14], 7);
        x[15] = ROL32(x[15], 7); x[8] = ROL32(x[8], 7); x[9] = ROL32(x[9], 7);
        x[10] = ROL32(x[10], 7); x[11] = ROL32(x[11], 7); x[4] = ROL32(x[4], 7);
        x[5] = ROL32(x[5], 7); x[6] = ROL32(x[6], 7); x[7] = ROL32(x[7], 7);
        x[0] = ROL32(x[0], 7); x[1] = ROL32(x[1], 7); x[2] = ROL32(x[2], 7);
        x[3] = ROL32(x[3], 7);
        x[4] ^= x[19]; x[5] ^= x[18]; x[6] ^= x[17]; x[7] ^= x[16]; x[0] ^= x[23];
        x[1] ^= x[22]; x[2] ^= x[21]; x[3] ^= x[20]; x[12] ^= x[27]; x[13] ^= x[26];
        x[14] ^= x[25]; x[15] ^= x[24]; x[8] ^= x[31]; x[9] ^= x[30]; x[10] ^= x[29];
        x[11] ^= x[28];
        x[17] += x[4]; x[16] += x[5]; x[19] += x[6]; x[18] += x[7]; x[21] += x[0];
        x[20] += x[1]; x[23] += x[2]; x[22] += x[3]; x[25] += x[12]; x[24] += x[13];
        x[27] += x[14]; x[26] += x[15]; x[29] += x[8]; x[28] += x[9]; x[31] += x[10];
        x[30] += x[11];
        x[4] = ROL32(x[4], 11); x[5] = ROL32(x[5], 11); x[6] = ROL32(x[6], 11);
        x[7] = ROL32(x[7], 11); x[0] = ROL32(x[0], 11); x[1] = ROL32(x[1], 11);
        x[2] = ROL32(x[2], 11); x[3] = ROL32(x[3], 11); x[12] = ROL32(x[12], 11);
        x[13] = ROL32(x[13], 11); x[14] = ROL32(x[14], 11); x[15] = ROL32(x[15], 11);
        x[8] = ROL32(x[8], 11); x[9] = ROL32(x[9], 11); x[10] = ROL32(x[10], 11);
        x[11] = ROL32(x[11], 11);
        x[0] ^= x[17]; x[1] ^= x[16]; x[2] ^= x[19]; x[3] ^= x[18]; x[4] ^= x[21];
        x[5] ^= x[20]; x[6] ^= x[23]; x[7] ^= x[22]; x[8] ^= x[25]; x[9] ^= x[24];
        x[10] ^= x[27]; x[11] ^= x[26]; x[12] ^= x[29]; x[13] ^= x[28]; x[14] ^= x[31];
        x[15] ^= x[30];
    }
}
#endif
