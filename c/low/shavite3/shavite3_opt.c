/* SHAvite-3 with the round-2 tweak, optimized: every AES round from the shared 32-bit T-tables
 * (c/low/common/aes_tables.h) on words held in locals, the counter injections of the message
 * expansion walked in order instead of searched. The low level behind
 * low/shavite3/shavite3_low.h (c/Makefile picks the implementation). The reference's
 * `aes_words_be` (the designers' round-2 package's word reading, used by no identifier) is not
 * carried over: every AES round here reads the specification's little-endian words. */
#include "hf_util.h"
#include "low/shavite3/shavite3_low.h"
#include "low/common/aes_tables.h"

/* One keyless AES round on four words in place. */
#define AES_WORDS(x0, x1, x2, x3) do {                                            \
        uint32_t y0_, y1_, y2_, y3_;                                              \
        HF_AES_ROUND_NOKEY(y0_, y1_, y2_, y3_, x0, x1, x2, x3);                   \
        x0 = y0_; x1 = y1_; x2 = y2_; x3 = y3_;                                   \
    } while (0)

/* Message expansion: blocks of n = 16 (C256) or 32 (C512) words, the
 * message first, then alternately a nonlinear block (AES-based) and a linear
 * block, until there is one key word for every AES round input. */
static void expand(const shavite_params *p, const uint8_t *block, const uint32_t cnt[4],
                   uint32_t *rk, unsigned total)
{
    const unsigned n = 2 * p->cv_words, tap = (n == 16) ? 3 : 7;
    unsigned u, i, k, ji = 0;
    for (i = 0; i < n; i++)
        rk[i] = hf_load32_le(block + 4 * i);
    for (u = n; u < total; ) {
        if ((u / n) % 2 == 1) {
            for (k = 0; k < n; k += 4, u += 4) {
                uint32_t x0 = rk[u - n + 1], x1 = rk[u - n + 2], x2 = rk[u - n + 3], x3 = rk[u - n];
                AES_WORDS(x0, x1, x2, x3);
                rk[u] = x0 ^ rk[u - 4];
                rk[u + 1] = x1 ^ rk[u - 3];
                rk[u + 2] = x2 ^ rk[u - 2];
                rk[u + 3] = x3 ^ rk[u - 1];
                /* the injections are listed by position */
                for (; ji < p->inject_count && p->inject[ji].pos < u + 4; ji++) {
                    const shavite_injection *j = &p->inject[ji];
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
static inline void round_function(const uint32_t in[4], const uint32_t *rk, unsigned depth,
                                  int words_be, uint32_t out[4])
{
    unsigned d;
    uint32_t x0 = in[0], x1 = in[1], x2 = in[2], x3 = in[3];
    (void)words_be;     /* 0 for every identifier (see above) */
    for (d = 0; d < depth; d++, rk += 4) {
        x0 ^= rk[0]; x1 ^= rk[1]; x2 ^= rk[2]; x3 ^= rk[3];
        AES_WORDS(x0, x1, x2, x3);
    }
    out[0] = x0; out[1] = x1; out[2] = x2; out[3] = x3;
}

SHAVITE_DEFINE_COMPRESS(expand, round_function)

const char hf_impl_shavite3[] = "opt";
