/* Luffa's low level: the state (w chains of eight words) and the permutation P, the step
 * functions Q_j of the w chains. The step constants and SubCrumb's S-box (the reference's;
 * also exported, hf_consts.h) are here. */
#ifndef HF_LOW_LUFFA_H
#define HF_LOW_LUFFA_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_luffa[];

#define LUFFA_WMAX 5

typedef struct { uint32_t v[LUFFA_WMAX][8]; } luffa_state;

void hf_luffa_permute(luffa_state *s, unsigned w);

/* Step constants of Q_j: RC[j][0][r] is added to word 0 and RC[j][1][r] to
 * word 4 in step r. Typed from the specification's table (which derives them
 * from an LFSR); the KATs check them. */
static const uint32_t RC[LUFFA_WMAX][2][8] = {
    { { 0x303994a6, 0xc0e65299, 0x6cc33a12, 0xdc56983e, 0x1e00108f, 0x7800423d, 0x8f5b7882, 0x96e1db12 },
      { 0xe0337818, 0x441ba90d, 0x7f34d442, 0x9389217f, 0xe5a8bce6, 0x5274baf4, 0x26889ba7, 0x9a226e9d } },
    { { 0xb6de10ed, 0x70f47aae, 0x0707a3d4, 0x1c1e8f51, 0x707a3d45, 0xaeb28562, 0xbaca1589, 0x40a46f3e },
      { 0x01685f3d, 0x05a17cf4, 0xbd09caca, 0xf4272b28, 0x144ae5cc, 0xfaa7ae2b, 0x2e48f1c1, 0xb923c704 } },
    { { 0xfc20d9d2, 0x34552e25, 0x7ad8818f, 0x8438764a, 0xbb6de032, 0xedb780c8, 0xd9847356, 0xa2c78434 },
      { 0xe25e72c1, 0xe623bb72, 0x5c58a4a4, 0x1e38e2e7, 0x78e38b9d, 0x27586719, 0x36eda57f, 0x703aace7 } },
    { { 0xb213afa5, 0xc84ebe95, 0x4e608a22, 0x56d858fe, 0x343b138f, 0xd0ec4e3d, 0x2ceb4882, 0xb3ad2208 },
      { 0xe028c9bf, 0x44756f91, 0x7e8fce32, 0x956548be, 0xfe191be2, 0x3cb226e5, 0x5944a28e, 0xa1c4c355 } },
    { { 0xf0d2e9e3, 0xac11d7fa, 0x1bcb66f2, 0x6f2d9bc9, 0x78602649, 0x8edae952, 0x3b6ba548, 0xedae9520 },
      { 0x5090d577, 0x2d1925ab, 0xb46496ac, 0xd1925ab0, 0x29131ab6, 0x0fc053c3, 0x3f014f0c, 0xfc053c31 } }
};

/* SubCrumb's 4-bit S-box; bit l of the first word is the input's low bit. */
static const uint8_t SBOX[16] = { 13, 14, 0, 1, 5, 10, 7, 6, 11, 3, 9, 12, 15, 8, 2, 4 };

#endif
