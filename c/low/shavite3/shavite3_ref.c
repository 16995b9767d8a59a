/* shavite3: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/shavite3/shavite3_low.h"
#include "aes.h"

/* One keyless AES round on four words (the shared hf_aes_round). */
static void aes_round_words(uint32_t x[4], int words_be)
{
    uint8_t b[16];
    unsigned i;
    for (i = 0; i < 4; i++) {
        if (words_be)
            hf_store32_be(b + 4 * i, x[i]);
        else
            hf_store32_le(b + 4 * i, x[i]);
    }
    hf_aes_round(b, NULL);
    for (i = 0; i < 4; i++)
        x[i] = words_be ? hf_load32_be(b + 4 * i) : hf_load32_le(b + 4 * i);
}

/* Message expansion: blocks of n = 16 (C256) or 32 (C512) words, the
 * message first, then alternately a nonlinear block (AES-based) and a linear
 * block, until there is one key word for every AES round input. */
static void expand(const shavite_params *p, const uint8_t *block, const uint32_t cnt[4],
                   uint32_t *rk, unsigned total)
{
    const unsigned n = 2 * p->cv_words, tap = (n == 16) ? 3 : 7;
    unsigned u, i, k;
    for (i = 0; i < n; i++)
        rk[i] = hf_load32_le(block + 4 * i);
    for (u = n; u < total; ) {
        if ((u / n) % 2 == 1) {
            for (k = 0; k < n; k += 4, u += 4) {
                uint32_t x[4];
                x[0] = rk[u - n + 1]; x[1] = rk[u - n + 2]; x[2] = rk[u - n + 3]; x[3] = rk[u - n];
                aes_round_words(x, p->aes_words_be);
                for (i = 0; i < 4; i++)
                    rk[u + i] = x[i] ^ rk[u - 4 + i];
                for (i = 0; i < p->inject_count; i++) {
                    const shavite_injection *j = &p->inject[i];
                    if (j->pos >= u && j->pos < u + 4)
                        rk[j->pos] ^= j->inv ? ~cnt[j->ctr] : cnt[j->ctr];
                }
            }
        } else {
            for (k = 0; k < n; k++, u++)
                rk[u] = rk[u - n] ^ rk[u - tap];
        }
    }
}

/* F: (AES round after XOR with a key word group) `depth` times. */
static void round_function(const uint32_t in[4], const uint32_t *rk, unsigned depth,
                           int words_be, uint32_t out[4])
{
    unsigned d, i;
    for (i = 0; i < 4; i++)
        out[i] = in[i];
    for (d = 0; d < depth; d++) {
        for (i = 0; i < 4; i++)
            out[i] ^= rk[4 * d + i];
        aes_round_words(out, words_be);
    }
}

SHAVITE_DEFINE_COMPRESS(expand, round_function)

const char hf_impl_shavite3[] = "ref";
