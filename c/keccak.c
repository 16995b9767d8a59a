/* Keccak-f[1600] sponge in four guises: SHA-3 round 2 (diversifier padding),
 * Keccak final round (pad10*1), FIPS 202 SHA3 (suffix 01) and SHAKE (1111). */
#include "hf_util.h"
#include "low/keccak/keccak_low.h"

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
    hf_keccak_f1600(s->a);
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
            hf_keccak_f1600(s->a);
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
