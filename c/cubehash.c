/* CubeHash with the SHA-3 round-2 parameters CubeHash16/32-h: r = 16 rounds
 * per 32-byte block, 10r = 160 rounds to initialise and to finalise
 * (CubeHash160+16/32+160-h), for h = 224, 256, 384, 512. */
#include "hf_util.h"
#include "low/cubehash/cubehash_low.h"

#define CUBEHASH_R 16
#define CUBEHASH_B 32 /* bytes per block */

typedef struct { uint32_t x[32]; } cubehash_state;
HF_STATE_FITS(cubehash_state);

static void cubehash_init(void *state, const hf_algo *algo, size_t out_bits)
{
    cubehash_state *s = (cubehash_state *)state;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    s->x[0] = algo->digest_bits / 8;
    s->x[1] = CUBEHASH_B;
    s->x[2] = CUBEHASH_R;
    hf_cubehash_rounds(s->x, 10 * CUBEHASH_R);
}

static void cubehash_absorb(cubehash_state *s, const uint8_t *block)
{
    unsigned i;
    for (i = 0; i < CUBEHASH_B / 4; i++)
        s->x[i] ^= hf_load32_le(block + 4 * i);
    hf_cubehash_rounds(s->x, CUBEHASH_R);
}

static void cubehash_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    (void)algo;
    cubehash_absorb((cubehash_state *)state, block);
}

/* Pad with a 1 bit and zeros to a whole block (no length), then flip the
 * last state word and run the finalisation rounds. */
static void cubehash_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                           const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    cubehash_state *s = (cubehash_state *)state;
    uint8_t buf[CUBEHASH_B];
    size_t i;
    (void)algo; (void)total_bits;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    cubehash_absorb(s, buf);
    s->x[31] ^= 1;
    hf_cubehash_rounds(s->x, 10 * CUBEHASH_R);
    for (i = 0; i < out_bits / 8; i++)
        out[i] = (uint8_t)(s->x[i / 4] >> (8 * (i % 4)));
}

#define CUBEHASH(name, bits) \
    { name, "cubehash", "SHA-3 round 2", bits, 8 * CUBEHASH_B, 0, sizeof(cubehash_state), \
      cubehash_init, cubehash_compress, cubehash_final, NULL }

const hf_algo hf_algos_cubehash[] = {
    CUBEHASH("cubehash224", 224),
    CUBEHASH("cubehash256", 256),
    CUBEHASH("cubehash384", 384),
    CUBEHASH("cubehash512", 512),
};
const size_t hf_algos_cubehash_count = HF_COUNTOF(hf_algos_cubehash);
