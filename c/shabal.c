/* Shabal-224/256/384/512 (SHA-3 round 2). One compression function for every
 * output length; the length only enters through the IV, which is derived at
 * init by running two prefix blocks (as the specification defines it) instead
 * of being stored as tables. */
#include "hf_util.h"
#include "low/shabal/shabal_low.h"

HF_STATE_FITS(shabal_state);

static void xor_counter(shabal_state *s)
{
    s->a[0] ^= s->w_lo;
    s->a[1] ^= s->w_hi;
}

static void swap_bc(shabal_state *s)
{
    uint32_t t[16];
    memcpy(t, s->b, sizeof(t));
    memcpy(s->b, s->c, sizeof(t));
    memcpy(s->c, t, sizeof(t));
}

static void shabal_block(shabal_state *s, const uint32_t m[16])
{
    int i;
    for (i = 0; i < 16; i++)
        s->b[i] += m[i];
    xor_counter(s);
    hf_shabal_perm(s, m);
    for (i = 0; i < 16; i++)
        s->c[i] -= m[i];
    swap_bc(s);
    if (++s->w_lo == 0)
        s->w_hi++;
}

static void load_block(uint32_t m[16], const uint8_t *block)
{
    int i;
    for (i = 0; i < 16; i++)
        m[i] = hf_load32_le(block + 4 * i);
}

static void shabal_init(void *state, const hf_algo *algo, size_t out_bits)
{
    shabal_state *s = (shabal_state *)state;
    uint32_t m[16];
    int i;
    (void)out_bits;

    /* Zero state, W = -1, then the prefix blocks M(-1), M(0) whose words are
     * l_h, l_h + 1, ..., l_h + 31 (l_h = output length in bits); W ends at 1. */
    memset(s, 0, sizeof(*s));
    s->w_lo = s->w_hi = 0xFFFFFFFFu;
    for (i = 0; i < 16; i++)
        m[i] = algo->digest_bits + (uint32_t)i;
    shabal_block(s, m);
    for (i = 0; i < 16; i++)
        m[i] = algo->digest_bits + 16u + (uint32_t)i;
    shabal_block(s, m);
}

static void shabal_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    uint32_t m[16];
    (void)algo;
    load_block(m, block);
    shabal_block((shabal_state *)state, m);
}

static void shabal_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                         const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    shabal_state *s = (shabal_state *)state;
    uint8_t buf[64];
    uint32_t m[16];
    size_t i, first;
    int k;
    (void)algo; (void)total_bits;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    load_block(m, buf);

    /* The last block is absorbed, then the permutation runs three more times
     * with the same block and counter, no subtraction and no counter step. */
    for (i = 0; i < 16; i++)
        s->b[i] += m[i];
    xor_counter(s);
    hf_shabal_perm(s, m);
    for (k = 0; k < 3; k++) {
        swap_bc(s);
        xor_counter(s);
        hf_shabal_perm(s, m);
    }
    /* The digest is the last out_bits/32 words of B, little-endian. */
    first = 16 - out_bits / 32;
    for (i = 0; i < out_bits / 32; i++)
        hf_store32_le(out + 4 * i, s->b[first + i]);
}

#define SHABAL(name, bits) \
    { name, "shabal", "SHA-3 round 2", bits, 512, 0, sizeof(shabal_state), \
      shabal_init, shabal_compress, shabal_final, NULL }

const hf_algo hf_algos_shabal[] = {
    SHABAL("shabal224", 224),
    SHABAL("shabal256", 256),
    SHABAL("shabal384", 384),
    SHABAL("shabal512", 512),
};
const size_t hf_algos_shabal_count = HF_COUNTOF(hf_algos_shabal);
