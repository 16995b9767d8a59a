/* Keccak-f[1600], optimized: the permutation on 25 local 64-bit lanes with theta, rho, pi and
 * chi written out (no index arithmetic, no state array in the round). The low level behind
 * low/keccak/keccak_low.h (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/keccak/keccak_low.h"
/* a rotation by a constant 1..63 (one instruction) */
#define ROL64(x, n) (((x) << (n)) | ((x) >> (64 - (n))))

/* Keccak-f[1600] on 25 locals (lane (x, y) is axy), one round per loop iteration written
 * out: theta's column parities, then rho and pi into b-lanes, chi back into the a-lanes. */
void hf_keccak_f1600(uint64_t s[25])
{
    uint64_t a00 = s[0], a10 = s[1], a20 = s[2], a30 = s[3], a40 = s[4], a01 = s[5], a11 = s[6], a21 = s[7], a31 = s[8], a41 = s[9], a02 = s[10], a12 = s[11], a22 = s[12], a32 = s[13], a42 = s[14], a03 = s[15], a13 = s[16], a23 = s[17], a33 = s[18], a43 = s[19], a04 = s[20], a14 = s[21], a24 = s[22], a34 = s[23], a44 = s[24];
    uint64_t c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;
    uint64_t b00, b10, b20, b30, b40, b01, b11, b21, b31, b41, b02, b12, b22, b32, b42, b03, b13, b23, b33, b43, b04, b14, b24, b34, b44;
    unsigned round;
    for (round = 0; round < 24; round++) {
        c0 = a00 ^ a01 ^ a02 ^ a03 ^ a04;
        c1 = a10 ^ a11 ^ a12 ^ a13 ^ a14;
        c2 = a20 ^ a21 ^ a22 ^ a23 ^ a24;
        c3 = a30 ^ a31 ^ a32 ^ a33 ^ a34;
        c4 = a40 ^ a41 ^ a42 ^ a43 ^ a44;
        d0 = c4 ^ ROL64(c1, 1);
        d1 = c0 ^ ROL64(c2, 1);
        d2 = c1 ^ ROL64(c3, 1);
        d3 = c2 ^ ROL64(c4, 1);
        d4 = c3 ^ ROL64(c0, 1);
        b00 = a00 ^ d0;
        b02 = ROL64(a10 ^ d1, 1);
        b04 = ROL64(a20 ^ d2, 62);
        b01 = ROL64(a30 ^ d3, 28);
        b03 = ROL64(a40 ^ d4, 27);
        b13 = ROL64(a01 ^ d0, 36);
        b10 = ROL64(a11 ^ d1, 44);
        b12 = ROL64(a21 ^ d2, 6);
        b14 = ROL64(a31 ^ d3, 55);
        b11 = ROL64(a41 ^ d4, 20);
        b21 = ROL64(a02 ^ d0, 3);
        b23 = ROL64(a12 ^ d1, 10);
        b20 = ROL64(a22 ^ d2, 43);
        b22 = ROL64(a32 ^ d3, 25);
        b24 = ROL64(a42 ^ d4, 39);
        b34 = ROL64(a03 ^ d0, 41);
        b31 = ROL64(a13 ^ d1, 45);
        b33 = ROL64(a23 ^ d2, 15);
        b30 = ROL64(a33 ^ d3, 21);
        b32 = ROL64(a43 ^ d4, 8);
        b42 = ROL64(a04 ^ d0, 18);
        b44 = ROL64(a14 ^ d1, 2);
        b41 = ROL64(a24 ^ d2, 61);
        b43 = ROL64(a34 ^ d3, 56);
        b40 = ROL64(a44 ^ d4, 14);
        a00 = b00 ^ (~b10 & b20);
        a10 = b10 ^ (~b20 & b30);
        a20 = b20 ^ (~b30 & b40);
        a30 = b30 ^ (~b40 & b00);
        a40 = b40 ^ (~b00 & b10);
        a01 = b01 ^ (~b11 & b21);
        a11 = b11 ^ (~b21 & b31);
        a21 = b21 ^ (~b31 & b41);
        a31 = b31 ^ (~b41 & b01);
        a41 = b41 ^ (~b01 & b11);
        a02 = b02 ^ (~b12 & b22);
        a12 = b12 ^ (~b22 & b32);
        a22 = b22 ^ (~b32 & b42);
        a32 = b32 ^ (~b42 & b02);
        a42 = b42 ^ (~b02 & b12);
        a03 = b03 ^ (~b13 & b23);
        a13 = b13 ^ (~b23 & b33);
        a23 = b23 ^ (~b33 & b43);
        a33 = b33 ^ (~b43 & b03);
        a43 = b43 ^ (~b03 & b13);
        a04 = b04 ^ (~b14 & b24);
        a14 = b14 ^ (~b24 & b34);
        a24 = b24 ^ (~b34 & b44);
        a34 = b34 ^ (~b44 & b04);
        a44 = b44 ^ (~b04 & b14);
        a00 ^= KECCAK_RC[round];
    }
    s[0] = a00; s[1] = a10; s[2] = a20; s[3] = a30; s[4] = a40;
    s[5] = a01; s[6] = a11; s[7] = a21; s[8] = a31; s[9] = a41;
    s[10] = a02; s[11] = a12; s[12] = a22; s[13] = a32; s[14] = a42;
    s[15] = a03; s[16] = a13; s[17] = a23; s[18] = a33; s[19] = a43;
    s[20] = a04; s[21] = a14; s[22] = a24; s[23] = a34; s[24] = a44;
}

const char hf_impl_keccak[] = "opt";
