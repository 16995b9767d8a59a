/* ECHO, SHA-3 round 2. The 2048-bit state is a 4 x 4 matrix of 128-bit words
 * (AES states), word i at row i % 4, column i / 4. It holds the chaining value
 * (512 bits for ECHO-224/256, 1024 bits for ECHO-384/512) followed by the
 * message block (1536 or 1024 bits). Salt is zero. */
#include "hf_util.h"
#include "low/echo/echo_low.h"

HF_STATE_FITS(echo_state);

static void echo_init(void *state, const hf_algo *algo, size_t out_bits)
{
    echo_state *s = (echo_state *)state;
    const echo_params *p = (const echo_params *)algo->params;
    uint8_t cv[128];
    unsigned i;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    /* every chaining word starts as the digest length, 128-bit little-endian */
    memset(cv, 0, sizeof(cv));
    for (i = 0; i < p->cv_words; i++) {
        cv[16 * i] = (uint8_t)algo->digest_bits;
        cv[16 * i + 1] = (uint8_t)(algo->digest_bits >> 8);
    }
    hf_echo_set_bytes(s, cv, 16 * p->cv_words);
}

static void echo_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    echo_state *s = (echo_state *)state;
    s->counter[0] += algo->block_bits;
    if (s->counter[0] < algo->block_bits)
        s->counter[1]++;
    hf_echo_compress_with(s, (const echo_params *)algo->params, block, s->counter);
}

/* Pad with one bit and zeros, then the digest length (16 bits) and the
 * message length (128 bits), both little-endian, at the end of the block. */
static void echo_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                       const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    echo_state *s = (echo_state *)state;
    const echo_params *p = (const echo_params *)algo->params;
    const size_t bb = algo->block_bits / 8;
    static const uint64_t zero[2] = { 0, 0 };
    uint8_t buf[2 * HF_BLOCK_MAX];
    size_t len;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    len = (tail_bits + 1 + 16 + 128 <= 8 * bb) ? bb : 2 * bb;
    buf[len - 18] = (uint8_t)algo->digest_bits;
    buf[len - 17] = (uint8_t)(algo->digest_bits >> 8);
    store128_le(buf + len - 16, total_bits);

    /* A block with message bits in it counts them all; a block of padding
     * alone uses counter 0. */
    hf_echo_compress_with(s, p, buf, tail_bits > 0 ? total_bits : zero);
    if (len > bb)
        hf_echo_compress_with(s, p, buf + bb, zero);
    hf_echo_get_bytes(s, out, out_bits / 8);
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define CV_SMALL 4
#define CV_LARGE 8
static const echo_params SMALL = { CV_SMALL, 8 }, LARGE = { CV_LARGE, 10 };

#define ECHO(name, bits, params) \
    { name, "echo", "SHA-3 round 2", bits, 2048 - 128 * CV_##params, 0, \
      sizeof(echo_state), echo_init, echo_compress, echo_final, &(params) }

const hf_algo hf_algos_echo[] = {
    ECHO("echo224", 224, SMALL),
    ECHO("echo256", 256, SMALL),
    ECHO("echo384", 384, LARGE),
    ECHO("echo512", 512, LARGE),
};
const size_t hf_algos_echo_count = HF_COUNTOF(hf_algos_echo);
