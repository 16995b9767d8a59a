/* RadioGatun[32] and RadioGatun[64], optimized: the belt stays in place (a rotating row
 * index), the mill round written out on locals. Same symbols and results as the reference
 * c/radiogatun.c, whose notes follow.
 *
 * RadioGatun[32] and RadioGatun[64] (Bertoni, Daemen, Peeters, Van Assche,
 * 2006): a 19-word mill and a 13 x 3-word belt, 3-word input blocks,
 * 16 blank rounds, then two mill words of output per round. Both are
 * extendable-output functions; the default output is 256 bits.
 *
 * Byte order: message and output words are little-endian, as in the
 * designers' reference and their published test vectors.
 *
 * Input bit lengths. RadioGatun is defined on bit strings with the designers'
 * (Keccak team's) numbering, in which bit i of a byte is its 2^i coefficient;
 * its padding appends a single 1 bit and zeros to a whole block, which for a
 * byte string is the byte 0x01. This library receives bits in the NIST
 * convention (a partial last byte holds its k valid bits at the top), so a
 * partial byte's k bits are moved down to bits 0..k-1 and the padding bit
 * goes to bit k -- the same mapping as Keccak's in keccak.c. Byte-aligned
 * messages are exactly RadioGatun; the published vectors are all byte-aligned,
 * so the non-byte lengths are this library's definition, untested by any
 * external vector.
 *
 * Word sizes: the two variants are written separately on uint32_t and
 * uint64_t so that RadioGatun[32] stays a 32-bit algorithm on 8/32-bit
 * targets (the AVR and RISC-V benchmarks). */
#include "hf_util.h"

#define RG_MILL 19
#define RG_BELT 13
#define RG_BLANK 16

typedef struct { unsigned word_bits; } rg_params;

typedef struct {
    uint32_t a32[RG_MILL], b32[RG_BELT][3];
    uint64_t a64[RG_MILL], b64[RG_BELT][3];
    unsigned base;        /* physical belt row of logical row 0 */
} rg_state;
HF_STATE_FITS(rg_state);

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

static int rg_is64(const hf_algo *algo)
{
    return ((const rg_params *)algo->params)->word_bits == 64;
}

static void rg_init(void *state, const hf_algo *algo, size_t out_bits)
{
    (void)algo; (void)out_bits;
    memset(state, 0, sizeof(rg_state));
}

/* The input block goes into the first belt row and mill words 16..18. */
static void rg_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    rg_state *s = (rg_state *)state;
    int i;
    if (rg_is64(algo)) {
        for (i = 0; i < 3; i++) {
            uint64_t p = hf_load64_le(block + 8 * i);
            s->b64[s->base][i] ^= p;
            s->a64[16 + i] ^= p;
        }
        rg64_round(s->a64, s->b64, &s->base);
    } else {
        for (i = 0; i < 3; i++) {
            uint32_t p = hf_load32_le(block + 4 * i);
            s->b32[s->base][i] ^= p;
            s->a32[16 + i] ^= p;
        }
        rg32_round(s->a32, s->b32, &s->base);
    }
}

static void rg_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                     const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    rg_state *s = (rg_state *)state;
    const int wide = rg_is64(algo);
    const size_t wb = wide ? 8 : 4;           /* bytes per word */
    uint8_t buf[HF_BLOCK_MAX], z[16];
    size_t i, done;
    const size_t k = tail_bits % 8;
    (void)total_bits;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, tail_bits / 8);
    /* the padding 1 bit right after the last message bit, LSB-first order */
    buf[tail_bits / 8] = (uint8_t)((k ? tail[tail_bits / 8] >> (8 - k) : 0) | (1u << k));
    rg_compress(state, algo, buf);

    for (i = 0; i < RG_BLANK; i++) {
        if (wide)
            rg64_round(s->a64, s->b64, &s->base);
        else
            rg32_round(s->a32, s->b32, &s->base);
    }
    /* Each further round yields mill words 1 and 2. */
    for (done = 0; done < out_bits / 8; done++) {
        if (done % (2 * wb) == 0) {
            if (wide) {
                rg64_round(s->a64, s->b64, &s->base);
                hf_store64_le(z, s->a64[1]);
                hf_store64_le(z + 8, s->a64[2]);
            } else {
                rg32_round(s->a32, s->b32, &s->base);
                hf_store32_le(z, s->a32[1]);
                hf_store32_le(z + 4, s->a32[2]);
            }
        }
        out[done] = z[done % (2 * wb)];
    }
}

/* The value the registry's block size is computed from, as a constant (see c/radiogatun.c). */
#define WB_RG32 32
#define WB_RG64 64
static const rg_params RG32 = { WB_RG32 }, RG64 = { WB_RG64 };

#define RADIOGATUN(name, params) \
    { name, "radiogatun", "RadioGatun (2006)", 256, 3 * WB_##params, HF_XOF, \
      sizeof(rg_state), rg_init, rg_compress, rg_final, &(params) }

const hf_algo hf_algos_radiogatun[] = {
    RADIOGATUN("radiogatun32", RG32),
    RADIOGATUN("radiogatun64", RG64),
};
const size_t hf_algos_radiogatun_count = HF_COUNTOF(hf_algos_radiogatun);
