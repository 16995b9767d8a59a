/* SIMD-224/256/384/512, round-2 tweak (SIMD v1.1). SIMD-256 (4 parallel
 * Feistel lanes, 512-bit blocks) serves 224/256; SIMD-512 (8 lanes,
 * 1024-bit blocks) serves 384/512.
 *
 * The message expansion is a number-theoretic transform over F_257 followed
 * by two inner codes (multiplication by 185 or 233) and a fixed permutation;
 * the state update is 4 rounds of 8 Feistel steps plus 4 feed-forward steps. */
#include "hf_util.h"
#include "low/simd/simd_low.h"

typedef struct {
    unsigned lanes; /* n: 4 for SIMD-256, 8 for SIMD-512 */
} simd_params;

HF_STATE_FITS(simd_state);

static unsigned lanes(const hf_algo *algo)
{
    return ((const simd_params *)algo->params)->lanes;
}

static void simd_init(void *state, const hf_algo *algo, size_t out_bits)
{
    simd_state *s = (simd_state *)state;
    uint8_t block[128];
    unsigned bits = algo->digest_bits;
    (void)out_bits;

    /* IV: the zero state compressed with the string "SIMD-<n> v1.1". */
    memset(s, 0, sizeof(*s));
    memset(block, 0, sizeof(block));
    memcpy(block, "SIMD-", 5);
    block[5] = (uint8_t)('0' + bits / 100);
    block[6] = (uint8_t)('0' + bits / 10 % 10);
    block[7] = (uint8_t)('0' + bits % 10);
    memcpy(block + 8, " v1.1", 5);
    hf_simd_block(s, lanes(algo), block, 0);
}

static void simd_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    hf_simd_block((simd_state *)state, lanes(algo), block, 0);
}

static void simd_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                       const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    simd_state *s = (simd_state *)state;
    const unsigned n = lanes(algo);
    uint8_t buf[128];
    size_t i;

    /* A partial last block is zero-padded (no 1 bit); then a block holding
     * the message length in bits is compressed with the final tweak. */
    if (tail_bits > 0) {
        memset(buf, 0, sizeof(buf));
        memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
        hf_simd_block(s, n, buf, 0);
    }
    memset(buf, 0, sizeof(buf));
    hf_store64_le(buf, total_bits[0]);
    hf_simd_block(s, n, buf, 1);
    for (i = 0; i < out_bits / 32; i++)
        hf_store32_le(out + 4 * i, s->s[i]);
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define LANES_SIMD256 4
#define LANES_SIMD512 8
static const simd_params SIMD256 = { LANES_SIMD256 }, SIMD512 = { LANES_SIMD512 };

#define SIMD(name, bits, params) \
    { name, "simd", "SHA-3 round 2", bits, 128 * LANES_##params, 0, sizeof(simd_state), \
      simd_init, simd_compress, simd_final, &(params) }

const hf_algo hf_algos_simd[] = {
    SIMD("simd224", 224, SIMD256),
    SIMD("simd256", 256, SIMD256),
    SIMD("simd384", 384, SIMD512),
    SIMD("simd512", 512, SIMD512),
};
const size_t hf_algos_simd_count = HF_COUNTOF(hf_algos_simd);
