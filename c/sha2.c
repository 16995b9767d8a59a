/* SHA-224/256/384/512, FIPS 180-4. Bit-granular input through hf_core. */
#include "hf_util.h"
#include "sha2.h"

typedef struct {
    unsigned word_bits;        /* 32 or 64 */
    const void *iv;            /* 8 words */
} sha2_params;

typedef struct {
    uint32_t h32[8];
    uint64_t h64[8];
} sha2_state;
HF_STATE_FITS(sha2_state);

static const HF_ROM uint32_t K256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

static const HF_ROM uint64_t K512[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
    0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
    0xd807aa98a3030242ULL, 0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
    0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
    0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
    0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL, 0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
    0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
    0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
    0xd192e819d6ef5218ULL, 0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
    0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
    0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
    0xca273eceea26619cULL, 0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
    0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
    0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL
};

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

/* The low level: hf_sha256_compress() (exported through sha2.h: RFSB-509's output filter
 * uses it) and sha512_compress(), the compression functions. The optimized build (IMPL=opt,
 * c/Makefile) takes them from c/opt/sha2.c instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/sha2.c"
#else
void hf_sha256_compress(uint32_t h[8], const uint8_t *block)
{
    uint32_t w[64], a, b, c, d, e, f, g, hh, t1, t2;
    int i;
    for (i = 0; i < 16; i++)
        w[i] = hf_load32_be(block + 4 * i);
    for (i = 16; i < 64; i++) {
        uint32_t s0 = hf_rotr32(w[i - 15], 7) ^ hf_rotr32(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = hf_rotr32(w[i - 2], 17) ^ hf_rotr32(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    a = h[0]; b = h[1]; c = h[2]; d = h[3]; e = h[4]; f = h[5]; g = h[6]; hh = h[7];
    for (i = 0; i < 64; i++) {
        t1 = hh + (hf_rotr32(e, 6) ^ hf_rotr32(e, 11) ^ hf_rotr32(e, 25))
           + ((e & f) ^ (~e & g)) + K256[i] + w[i];
        t2 = (hf_rotr32(a, 2) ^ hf_rotr32(a, 13) ^ hf_rotr32(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

static void sha512_compress(uint64_t h[8], const uint8_t *block)
{
    uint64_t w[80], a, b, c, d, e, f, g, hh, t1, t2;
    int i;
    for (i = 0; i < 16; i++)
        w[i] = hf_load64_be(block + 8 * i);
    for (i = 16; i < 80; i++) {
        uint64_t s0 = hf_rotr64(w[i - 15], 1) ^ hf_rotr64(w[i - 15], 8) ^ (w[i - 15] >> 7);
        uint64_t s1 = hf_rotr64(w[i - 2], 19) ^ hf_rotr64(w[i - 2], 61) ^ (w[i - 2] >> 6);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    a = h[0]; b = h[1]; c = h[2]; d = h[3]; e = h[4]; f = h[5]; g = h[6]; hh = h[7];
    for (i = 0; i < 80; i++) {
        t1 = hh + (hf_rotr64(e, 14) ^ hf_rotr64(e, 18) ^ hf_rotr64(e, 41))
           + ((e & f) ^ (~e & g)) + K512[i] + w[i];
        t2 = (hf_rotr64(a, 28) ^ hf_rotr64(a, 34) ^ hf_rotr64(a, 39)) + ((a & b) ^ (a & c) ^ (b & c));
        hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}
#endif

static void sha2_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    sha2_state *s = (sha2_state *)state;
    if (((const sha2_params *)algo->params)->word_bits == 32)
        hf_sha256_compress(s->h32, block);
    else
        sha512_compress(s->h64, block);
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
