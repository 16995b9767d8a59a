/* CubeHash16/32-h (SHA-3 round 2), optimized: two rounds per iteration with the word swaps
 * done by renaming. Same symbols and results as the reference c/cubehash.c. */
#include "hf_util.h"

#define CUBEHASH_R 16
#define CUBEHASH_B 32 /* bytes per block */

typedef struct { uint32_t x[32]; } cubehash_state;
HF_STATE_FITS(cubehash_state);

/* Two rounds per iteration: the swaps are renamings of the words (in the indices below),
 * which two rounds bring back to the identity. */
#define ROL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

static void cubehash_rounds(uint32_t x[32], unsigned rounds)
{
    unsigned r;
    for (r = 0; r < rounds; r += 2) {
        x[16] += x[0]; x[17] += x[1]; x[18] += x[2]; x[19] += x[3]; x[20] += x[4];
        x[21] += x[5]; x[22] += x[6]; x[23] += x[7]; x[24] += x[8]; x[25] += x[9];
        x[26] += x[10]; x[27] += x[11]; x[28] += x[12]; x[29] += x[13]; x[30] += x[14];
        x[31] += x[15];
        x[0] = ROL32(x[0], 7); x[1] = ROL32(x[1], 7); x[2] = ROL32(x[2], 7);
        x[3] = ROL32(x[3], 7); x[4] = ROL32(x[4], 7); x[5] = ROL32(x[5], 7);
        x[6] = ROL32(x[6], 7); x[7] = ROL32(x[7], 7); x[8] = ROL32(x[8], 7);
        x[9] = ROL32(x[9], 7); x[10] = ROL32(x[10], 7); x[11] = ROL32(x[11], 7);
        x[12] = ROL32(x[12], 7); x[13] = ROL32(x[13], 7); x[14] = ROL32(x[14], 7);
        x[15] = ROL32(x[15], 7);
        x[8] ^= x[16]; x[9] ^= x[17]; x[10] ^= x[18]; x[11] ^= x[19]; x[12] ^= x[20];
        x[13] ^= x[21]; x[14] ^= x[22]; x[15] ^= x[23]; x[0] ^= x[24]; x[1] ^= x[25];
        x[2] ^= x[26]; x[3] ^= x[27]; x[4] ^= x[28]; x[5] ^= x[29]; x[6] ^= x[30];
        x[7] ^= x[31];
        x[18] += x[8]; x[19] += x[9]; x[16] += x[10]; x[17] += x[11]; x[22] += x[12];
        x[23] += x[13]; x[20] += x[14]; x[21] += x[15]; x[26] += x[0]; x[27] += x[1];
        x[24] += x[2]; x[25] += x[3]; x[30] += x[4]; x[31] += x[5]; x[28] += x[6];
        x[29] += x[7];
        x[8] = ROL32(x[8], 11); x[9] = ROL32(x[9], 11); x[10] = ROL32(x[10], 11);
        x[11] = ROL32(x[11], 11); x[12] = ROL32(x[12], 11); x[13] = ROL32(x[13], 11);
        x[14] = ROL32(x[14], 11); x[15] = ROL32(x[15], 11); x[0] = ROL32(x[0], 11);
        x[1] = ROL32(x[1], 11); x[2] = ROL32(x[2], 11); x[3] = ROL32(x[3], 11);
        x[4] = ROL32(x[4], 11); x[5] = ROL32(x[5], 11); x[6] = ROL32(x[6], 11);
        x[7] = ROL32(x[7], 11);
        x[12] ^= x[18]; x[13] ^= x[19]; x[14] ^= x[16]; x[15] ^= x[17]; x[8] ^= x[22];
        x[9] ^= x[23]; x[10] ^= x[20]; x[11] ^= x[21]; x[4] ^= x[26]; x[5] ^= x[27];
        x[6] ^= x[24]; x[7] ^= x[25]; x[0] ^= x[30]; x[1] ^= x[31]; x[2] ^= x[28];
        x[3] ^= x[29];
        x[19] += x[12]; x[18] += x[13]; x[17] += x[14]; x[16] += x[15]; x[23] += x[8];
        x[22] += x[9]; x[21] += x[10]; x[20] += x[11]; x[27] += x[4]; x[26] += x[5];
        x[25] += x[6]; x[24] += x[7]; x[31] += x[0]; x[30] += x[1]; x[29] += x[2];
        x[28] += x[3];
        x[12] = ROL32(x[12], 7); x[13] = ROL32(x[13], 7); x[14] = ROL32(x[14], 7);
        x[15] = ROL32(x[15], 7); x[8] = ROL32(x[8], 7); x[9] = ROL32(x[9], 7);
        x[10] = ROL32(x[10], 7); x[11] = ROL32(x[11], 7); x[4] = ROL32(x[4], 7);
        x[5] = ROL32(x[5], 7); x[6] = ROL32(x[6], 7); x[7] = ROL32(x[7], 7);
        x[0] = ROL32(x[0], 7); x[1] = ROL32(x[1], 7); x[2] = ROL32(x[2], 7);
        x[3] = ROL32(x[3], 7);
        x[4] ^= x[19]; x[5] ^= x[18]; x[6] ^= x[17]; x[7] ^= x[16]; x[0] ^= x[23];
        x[1] ^= x[22]; x[2] ^= x[21]; x[3] ^= x[20]; x[12] ^= x[27]; x[13] ^= x[26];
        x[14] ^= x[25]; x[15] ^= x[24]; x[8] ^= x[31]; x[9] ^= x[30]; x[10] ^= x[29];
        x[11] ^= x[28];
        x[17] += x[4]; x[16] += x[5]; x[19] += x[6]; x[18] += x[7]; x[21] += x[0];
        x[20] += x[1]; x[23] += x[2]; x[22] += x[3]; x[25] += x[12]; x[24] += x[13];
        x[27] += x[14]; x[26] += x[15]; x[29] += x[8]; x[28] += x[9]; x[31] += x[10];
        x[30] += x[11];
        x[4] = ROL32(x[4], 11); x[5] = ROL32(x[5], 11); x[6] = ROL32(x[6], 11);
        x[7] = ROL32(x[7], 11); x[0] = ROL32(x[0], 11); x[1] = ROL32(x[1], 11);
        x[2] = ROL32(x[2], 11); x[3] = ROL32(x[3], 11); x[12] = ROL32(x[12], 11);
        x[13] = ROL32(x[13], 11); x[14] = ROL32(x[14], 11); x[15] = ROL32(x[15], 11);
        x[8] = ROL32(x[8], 11); x[9] = ROL32(x[9], 11); x[10] = ROL32(x[10], 11);
        x[11] = ROL32(x[11], 11);
        x[0] ^= x[17]; x[1] ^= x[16]; x[2] ^= x[19]; x[3] ^= x[18]; x[4] ^= x[21];
        x[5] ^= x[20]; x[6] ^= x[23]; x[7] ^= x[22]; x[8] ^= x[25]; x[9] ^= x[24];
        x[10] ^= x[27]; x[11] ^= x[26]; x[12] ^= x[29]; x[13] ^= x[28]; x[14] ^= x[31];
        x[15] ^= x[30];
    }
}

static void cubehash_init(void *state, const hf_algo *algo, size_t out_bits)
{
    cubehash_state *s = (cubehash_state *)state;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    s->x[0] = algo->digest_bits / 8;
    s->x[1] = CUBEHASH_B;
    s->x[2] = CUBEHASH_R;
    cubehash_rounds(s->x, 10 * CUBEHASH_R);
}

static void cubehash_absorb(cubehash_state *s, const uint8_t *block)
{
    unsigned i;
    for (i = 0; i < CUBEHASH_B / 4; i++)
        s->x[i] ^= hf_load32_le(block + 4 * i);
    cubehash_rounds(s->x, CUBEHASH_R);
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
    cubehash_rounds(s->x, 10 * CUBEHASH_R);
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
