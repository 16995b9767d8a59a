/* luffa: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/luffa/luffa_low.h"

static void mix_word(uint32_t *l, uint32_t *r)
{
    *r ^= *l;
    *l = hf_rotl32(*l, 2) ^ *r;
    *r = hf_rotl32(*r, 14) ^ *l;
    *l = hf_rotl32(*l, 10) ^ *r;
    *r = hf_rotl32(*r, 1);
}

/* Q_j: the tweak rotates the right half by j bits, then eight steps of
 * SubCrumb, MixWord and AddConstant. */
static void permute(uint32_t a[8], unsigned j)
{
    unsigned r, k;
    for (k = 4; k < 8; k++)
        a[k] = hf_rotl32(a[k], j);
    for (r = 0; r < 8; r++) {
        /* SubCrumb */
        hf_sbox4_words(SBOX, &a[0], &a[1], &a[2], &a[3]);
        hf_sbox4_words(SBOX, &a[5], &a[6], &a[7], &a[4]);
        for (k = 0; k < 4; k++)
            mix_word(&a[k], &a[k + 4]);
        a[0] ^= RC[j][0][r];
        a[4] ^= RC[j][1][r];
    }
}

void hf_luffa_permute(luffa_state *s, unsigned w)
{
    unsigned j;
    for (j = 0; j < w; j++)
        permute(s->v[j], j);
}

const char hf_impl_luffa[] = "ref";
