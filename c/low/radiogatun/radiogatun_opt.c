/* RadioGatun[32] and RadioGatun[64], optimized: the belt stays in place (a rotating row index
 * kept in the state), the mill round written out on locals. The low level behind
 * low/radiogatun/radiogatun_low.h (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/radiogatun/radiogatun_low.h"
/* One belt-and-mill round. The belt does not move: its logical row 0 is physical row
 * `base`, and rotating it by one row is base - 1 (mod 13), the row that leaves its end then
 * being the new row 0. The mill's gamma, pi (with rotations) and theta are written out on
 * locals. Written once for both word types (rg32_round, rg64_round). */
static const uint8_t MOD13[26] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
                                   0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };

#define RG_DEFINE_ROUND(name, word, rotr)                                          \
    static void name(word a[RG_MILL], word b[RG_BELT][3], unsigned *basep)         \
    {                                                                              \
        word q0, q1, q2;                                                           \
        word t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, \
             t16, t17, t18;                                                        \
        word u0, u1, u2, u3, u4, u5, u6, u7, u8, u9, u10, u11, u12, u13, u14, u15, \
             u16, u17, u18;                                                        \
        const unsigned base = *basep ? *basep - 1 : RG_BELT - 1;                   \
        q0 = b[base][0]; q1 = b[base][1]; q2 = b[base][2];                         \
        b[MOD13[base + 1]][0] ^= a[1];                                              \
        b[MOD13[base + 2]][1] ^= a[2];                                              \
        b[MOD13[base + 3]][2] ^= a[3];                                              \
        b[MOD13[base + 4]][0] ^= a[4];                                              \
        b[MOD13[base + 5]][1] ^= a[5];                                              \
        b[MOD13[base + 6]][2] ^= a[6];                                              \
        b[MOD13[base + 7]][0] ^= a[7];                                              \
        b[MOD13[base + 8]][1] ^= a[8];                                              \
        b[MOD13[base + 9]][2] ^= a[9];                                              \
        b[MOD13[base + 10]][0] ^= a[10];                                            \
        b[MOD13[base + 11]][1] ^= a[11];                                            \
        b[MOD13[base + 12]][2] ^= a[12];                                            \
        t0 = a[0] ^ (a[1] | (word)~a[2]); \
        t1 = a[1] ^ (a[2] | (word)~a[3]); \
        t2 = a[2] ^ (a[3] | (word)~a[4]); \
        t3 = a[3] ^ (a[4] | (word)~a[5]); \
        t4 = a[4] ^ (a[5] | (word)~a[6]); \
        t5 = a[5] ^ (a[6] | (word)~a[7]); \
        t6 = a[6] ^ (a[7] | (word)~a[8]); \
        t7 = a[7] ^ (a[8] | (word)~a[9]); \
        t8 = a[8] ^ (a[9] | (word)~a[10]); \
        t9 = a[9] ^ (a[10] | (word)~a[11]); \
        t10 = a[10] ^ (a[11] | (word)~a[12]); \
        t11 = a[11] ^ (a[12] | (word)~a[13]); \
        t12 = a[12] ^ (a[13] | (word)~a[14]); \
        t13 = a[13] ^ (a[14] | (word)~a[15]); \
        t14 = a[14] ^ (a[15] | (word)~a[16]); \
        t15 = a[15] ^ (a[16] | (word)~a[17]); \
        t16 = a[16] ^ (a[17] | (word)~a[18]); \
        t17 = a[17] ^ (a[18] | (word)~a[0]); \
        t18 = a[18] ^ (a[0] | (word)~a[1]); \
        u0 = rotr(t0, 0u); \
        u1 = rotr(t7, 1u); \
        u2 = rotr(t14, 3u); \
        u3 = rotr(t2, 6u); \
        u4 = rotr(t9, 10u); \
        u5 = rotr(t16, 15u); \
        u6 = rotr(t4, 21u); \
        u7 = rotr(t11, 28u); \
        u8 = rotr(t18, 36u); \
        u9 = rotr(t6, 45u); \
        u10 = rotr(t13, 55u); \
        u11 = rotr(t1, 66u); \
        u12 = rotr(t8, 78u); \
        u13 = rotr(t15, 91u); \
        u14 = rotr(t3, 105u); \
        u15 = rotr(t10, 120u); \
        u16 = rotr(t17, 136u); \
        u17 = rotr(t5, 153u); \
        u18 = rotr(t12, 171u); \
        a[0] = u0 ^ u1 ^ u4; \
        a[1] = u1 ^ u2 ^ u5; \
        a[2] = u2 ^ u3 ^ u6; \
        a[3] = u3 ^ u4 ^ u7; \
        a[4] = u4 ^ u5 ^ u8; \
        a[5] = u5 ^ u6 ^ u9; \
        a[6] = u6 ^ u7 ^ u10; \
        a[7] = u7 ^ u8 ^ u11; \
        a[8] = u8 ^ u9 ^ u12; \
        a[9] = u9 ^ u10 ^ u13; \
        a[10] = u10 ^ u11 ^ u14; \
        a[11] = u11 ^ u12 ^ u15; \
        a[12] = u12 ^ u13 ^ u16; \
        a[13] = u13 ^ u14 ^ u17; \
        a[14] = u14 ^ u15 ^ u18; \
        a[15] = u15 ^ u16 ^ u0; \
        a[16] = u16 ^ u17 ^ u1; \
        a[17] = u17 ^ u18 ^ u2; \
        a[18] = u18 ^ u0 ^ u3; \
        a[0] ^= 1;                                                                 \
        a[13] ^= q0; a[14] ^= q1; a[15] ^= q2;                                     \
        *basep = base;                                                             \
    }

/* rotations by a constant below the word size (0 included) */
#define ROTR32C(x, n) ((n) % 32 ? ((x) >> ((n) % 32)) | ((x) << ((32 - (n) % 32) % 32)) : (x))
#define ROTR64C(x, n) ((n) % 64 ? ((x) >> ((n) % 64)) | ((x) << ((64 - (n) % 64) % 64)) : (x))

RG_DEFINE_ROUND(rg32_round, uint32_t, ROTR32C)
RG_DEFINE_ROUND(rg64_round, uint64_t, ROTR64C)

void hf_rg_round(rg_state *s, int wide)
{
    if (wide)
        rg64_round(s->a64, s->b64, &s->base);
    else
        rg32_round(s->a32, s->b32, &s->base);
}

const char hf_impl_radiogatun[] = "opt";
