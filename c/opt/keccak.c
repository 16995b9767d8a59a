/* Keccak-f[1600] sponge in four guises (SHA-3 round 2, Keccak final round, FIPS 202 SHA3
 * and SHAKE), optimized: the permutation on 25 local 64-bit lanes with theta, rho, pi and
 * chi written out (no index arithmetic, no state array in the round). Same symbols and
 * results as the reference c/keccak.c. */
#include "hf_util.h"

/* a rotation by a constant 1..63 (one instruction) */
#define ROL64(x, n) (((x) << (n)) | ((x) >> (64 - (n))))

typedef struct {
    unsigned rate_bits;
    /* Bits appended after the message before pad10*1, LSB first, with a
     * delimiting 1 above the last one (XKCP's "delimited suffix"): 0x01 for
     * Keccak final, 0x06 for SHA3, 0x1F for SHAKE. */
    uint8_t suffix;
    /* Round 2 (Keccak v2) appended the digest length and the rate in bytes,
     * and padded with 10* instead of 10*1. */
    uint8_t diversify;
} keccak_params;

typedef struct { uint64_t a[25]; } keccak_state;
HF_STATE_FITS(keccak_state);

static const uint64_t RC[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL, 0x8000000080008000ULL,
    0x000000000000808bULL, 0x0000000080000001ULL, 0x8000000080008081ULL, 0x8000000000008009ULL,
    0x000000000000008aULL, 0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL, 0x8000000000008003ULL,
    0x8000000000008002ULL, 0x8000000000000080ULL, 0x000000000000800aULL, 0x800000008000000aULL,
    0x8000000080008081ULL, 0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL
};

/* Keccak-f[1600] on 25 locals (lane (x, y) is axy), one round per loop iteration written
 * out: theta's column parities, then rho and pi into b-lanes, chi back into the a-lanes. */
static void keccak_f1600(uint64_t s[25])
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
        a00 ^= RC[round];
    }
    s[0] = a00; s[1] = a10; s[2] = a20; s[3] = a30; s[4] = a40;
    s[5] = a01; s[6] = a11; s[7] = a21; s[8] = a31; s[9] = a41;
    s[10] = a02; s[11] = a12; s[12] = a22; s[13] = a32; s[14] = a42;
    s[15] = a03; s[16] = a13; s[17] = a23; s[18] = a33; s[19] = a43;
    s[20] = a04; s[21] = a14; s[22] = a24; s[23] = a34; s[24] = a44;
}

static void keccak_init(void *state, const hf_algo *algo, size_t out_bits)
{
    (void)algo; (void)out_bits;
    memset(state, 0, sizeof(keccak_state));
}

static void keccak_absorb(keccak_state *s, const uint8_t *block, unsigned rate_bytes)
{
    unsigned i;
    for (i = 0; i < rate_bytes / 8; i++)
        s->a[i] ^= hf_load64_le(block + 8 * i);
    keccak_f1600(s->a);
}

static void keccak_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    keccak_absorb((keccak_state *)state, block,
                  ((const keccak_params *)algo->params)->rate_bits / 8);
}

/* Appends one bit in Keccak's LSB-first order. */
static void put_bit(uint8_t *buf, size_t *pos, unsigned bit)
{
    if (bit)
        buf[*pos / 8] |= (uint8_t)(1u << (*pos % 8));
    (*pos)++;
}

static void put_bits(uint8_t *buf, size_t *pos, unsigned value, unsigned n)
{
    unsigned i;
    for (i = 0; i < n; i++)
        put_bit(buf, pos, (value >> i) & 1u);
}

static void keccak_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                         const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    keccak_state *s = (keccak_state *)state;
    const keccak_params *p = (const keccak_params *)algo->params;
    const unsigned rb = p->rate_bits / 8;
    uint8_t buf[3 * HF_BLOCK_MAX];
    size_t pos, i, n, done;
    unsigned suffix;
    (void)total_bits;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, tail_bits / 8);
    pos = tail_bits - tail_bits % 8;
    /* The competition convention keeps a partial byte's bits at the top;
     * Keccak reads bits from the bottom, so they move down. */
    if (tail_bits % 8)
        put_bits(buf, &pos, tail[tail_bits / 8] >> (8 - tail_bits % 8), (unsigned)(tail_bits % 8));
    if (p->diversify) {
        /* Keccak v2: pad the message to whole bytes with 10*, append the
         * diversifier d = n/8 and r/8, then pad10* (no closing 1) to the rate. */
        put_bit(buf, &pos, 1);
        pos = (pos + 7) / 8 * 8;
        put_bits(buf, &pos, algo->digest_bits / 8, 8);
        put_bits(buf, &pos, rb, 8);
        put_bit(buf, &pos, 1);
        n = (pos + 8 * rb - 1) / (8 * rb) * rb;
    } else {
        for (suffix = p->suffix; suffix > 1; suffix >>= 1)
            put_bit(buf, &pos, suffix & 1u);
        put_bit(buf, &pos, 1);
        n = (pos + 8 * rb) / (8 * rb) * rb; /* room for the closing 1 after pos */
        buf[n - 1] |= 0x80;
    }
    for (i = 0; i < n; i += rb)
        keccak_absorb(s, buf + i, rb);

    for (done = 0; done < out_bits / 8; done++) {
        if (done > 0 && done % rb == 0)
            keccak_f1600(s->a);
        out[done] = (uint8_t)(s->a[(done % rb) / 8] >> (8 * (done % 8)));
    }
}

/* The rates as constants: the registry's block size is the rate, and a file-scope initializer
 * must be a constant expression (a const object's member is not one in C; gcc accepts it as an
 * extension, clang rejects it). Capacity = 2 x digest bits; SHAKE128 has capacity 256. */
#define RATE224 1152
#define RATE256 1088
#define RATE384 832
#define RATE512 576
#define RATE_R2_224 RATE224
#define RATE_R2_256 RATE256
#define RATE_R2_384 RATE384
#define RATE_R2_512 RATE512
#define RATE_K_224 RATE224
#define RATE_K_256 RATE256
#define RATE_K_384 RATE384
#define RATE_K_512 RATE512
#define RATE_S_224 RATE224
#define RATE_S_256 RATE256
#define RATE_S_384 RATE384
#define RATE_S_512 RATE512
#define RATE_SH128 1344
#define RATE_SH256 RATE256
#define KP(name, suffix, div) name = { RATE_##name, suffix, div }
static const keccak_params KP(R2_224, 0x01, 1), KP(R2_256, 0x01, 1), KP(R2_384, 0x01, 1), KP(R2_512, 0x01, 1);
static const keccak_params KP(K_224, 0x01, 0), KP(K_256, 0x01, 0), KP(K_384, 0x01, 0), KP(K_512, 0x01, 0);
static const keccak_params KP(S_224, 0x06, 0), KP(S_256, 0x06, 0), KP(S_384, 0x06, 0), KP(S_512, 0x06, 0);
static const keccak_params KP(SH128, 0x1F, 0), KP(SH256, 0x1F, 0);

#define KECCAK(name, version, bits, params, flags) \
    { name, "keccak", version, bits, RATE_##params, flags, sizeof(keccak_state), \
      keccak_init, keccak_compress, keccak_final, &(params) }

const hf_algo hf_algos_keccak[] = {
    KECCAK("keccak224-r2", "SHA-3 round 2", 224, R2_224, 0),
    KECCAK("keccak256-r2", "SHA-3 round 2", 256, R2_256, 0),
    KECCAK("keccak384-r2", "SHA-3 round 2", 384, R2_384, 0),
    KECCAK("keccak512-r2", "SHA-3 round 2", 512, R2_512, 0),
    KECCAK("keccak224", "SHA-3 final round (3)", 224, K_224, 0),
    KECCAK("keccak256", "SHA-3 final round (3)", 256, K_256, 0),
    KECCAK("keccak384", "SHA-3 final round (3)", 384, K_384, 0),
    KECCAK("keccak512", "SHA-3 final round (3)", 512, K_512, 0),
    KECCAK("sha3-224", "FIPS 202", 224, S_224, 0),
    KECCAK("sha3-256", "FIPS 202", 256, S_256, 0),
    KECCAK("sha3-384", "FIPS 202", 384, S_384, 0),
    KECCAK("sha3-512", "FIPS 202", 512, S_512, 0),
    KECCAK("shake128", "FIPS 202", 4096, SH128, HF_XOF),
    KECCAK("shake256", "FIPS 202", 4096, SH256, HF_XOF),
};
const size_t hf_algos_keccak_count = HF_COUNTOF(hf_algos_keccak);
