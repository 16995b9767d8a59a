/* SHA-224/256/384/512, FIPS 180-4. Bit-granular input through hf_core. */
#include "hf_util.h"
#include "low/sha2/sha2_low.h"

typedef struct {
    unsigned word_bits;        /* 32 or 64 */
    const void *iv;            /* 8 words */
} sha2_params;

typedef struct {
    uint32_t h32[8];
    uint64_t h64[8];
} sha2_state;
HF_STATE_FITS(sha2_state);

const uint32_t hf_sha2_iv224[8] = {
    0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4 };
const uint32_t hf_sha2_iv256[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
const uint64_t hf_sha2_iv384[8] = {
    0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
    0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL, 0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL };
const uint64_t hf_sha2_iv512[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL };

static const sha2_params P224 = { 32, hf_sha2_iv224 }, P256 = { 32, hf_sha2_iv256 };
static const sha2_params P384 = { 64, hf_sha2_iv384 }, P512 = { 64, hf_sha2_iv512 };

static void sha2_init(void *state, const hf_algo *algo, size_t out_bits)
{
    sha2_state *s = (sha2_state *)state;
    const sha2_params *p = (const sha2_params *)algo->params;
    (void)out_bits;
    if (p->word_bits == 32)
        memcpy(s->h32, p->iv, sizeof(s->h32));
    else
        memcpy(s->h64, p->iv, sizeof(s->h64));
}

static void sha2_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    sha2_state *s = (sha2_state *)state;
    if (((const sha2_params *)algo->params)->word_bits == 32)
        hf_sha256_compress(s->h32, block);
    else
        hf_sha512_compress(s->h64, block);
}

/* Pad: one bit, zeros, then the bit length big-endian in the last 8 (SHA-256)
 * or 16 (SHA-512) bytes of the block. */
static void sha2_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                       const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    sha2_state *s = (sha2_state *)state;
    const int wide = ((const sha2_params *)algo->params)->word_bits == 64;
    const size_t bb = algo->block_bits / 8, lenb = wide ? 16 : 8;
    uint8_t buf[2 * 128];
    size_t n, i;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    n = (tail_bits / 8 + 1 + lenb <= bb) ? bb : 2 * bb;
    hf_store64_be(buf + n - 8, total_bits[0]);
    if (wide)
        hf_store64_be(buf + n - 16, total_bits[1]);
    for (i = 0; i < n; i += bb)
        sha2_compress(state, algo, buf + i);
    for (i = 0; i < out_bits / 8; i++)
        out[i] = wide ? (uint8_t)(s->h64[i / 8] >> (56 - 8 * (i % 8)))
                      : (uint8_t)(s->h32[i / 4] >> (24 - 8 * (i % 4)));
}

#define SHA2(name, bits, block, params) \
    { name, "sha2", "FIPS 180-4", bits, block, 0, sizeof(sha2_state), \
      sha2_init, sha2_compress, sha2_final, &params }

const hf_algo hf_algos_sha2[] = {
    SHA2("sha224", 224, 512, P224),
    SHA2("sha256", 256, 512, P256),
    SHA2("sha384", 384, 1024, P384),
    SHA2("sha512", 512, 1024, P512),
};
const size_t hf_algos_sha2_count = HF_COUNTOF(hf_algos_sha2);
