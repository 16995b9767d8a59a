/* SHAvite-3's low level (round-2 tweak): the compression function, put together here from an
 * implementation's message expansion (into `total` round-key words, the counter injected where
 * the variant says) and its F (`depth` AES rounds of one 128-bit half under consecutive round
 * keys). */
#ifndef HF_LOW_SHAVITE3_H
#define HF_LOW_SHAVITE3_H

#include <stdint.h>
#include <string.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_shavite3[];

#define SHAVITE_MAX_RK 448

/* Where the counter enters the message expansion: word `pos` of the
 * expanded message is XORed with counter word `ctr`, complemented if `inv`. */
typedef struct { uint16_t pos; uint8_t ctr, inv; } shavite_injection;

typedef struct {
    unsigned cv_words;            /* 8 (C256) or 16 (C512) */
    unsigned rounds;              /* 12 or 14 */
    int aes_words_be;             /* 0: specification; 1: designers' round-2 tables */
    const shavite_injection *inject;  /* by position (c/low/shavite3/shavite3_opt.c walks them in order) */
    unsigned inject_count;
    const uint32_t *iv;           /* cv_words words */
} shavite_params;

/* The compression function C256 / C512 on the chaining value h (8 or 16 words) with an explicit
 * counter value (the message bits so far, 0 for a block of padding only): the message
 * expansion into round keys, then the Feistel rounds around F and the feed-forward. */
void hf_shavite_compress(uint32_t h[16], const shavite_params *p, const uint8_t *block,
                         const uint64_t counter[2]);

/* hf_shavite_compress() around an implementation's expansion and F, which it calls directly
 * (static there, so that the compiler inlines them as it would in one file): an
 * implementation defines the two and then SHAVITE_DEFINE_COMPRESS(its expand, its F). */
#define SHAVITE_DEFINE_COMPRESS(expand, round_function)                                         \
void hf_shavite_compress(uint32_t h[16], const shavite_params *p, const uint8_t *block,         \
                         const uint64_t counter[2])                                             \
{                                                                                               \
    uint32_t rk[SHAVITE_MAX_RK], v[16], f[4], cnt[4];                                           \
    const int big = p->cv_words == 16;                                                          \
    const unsigned depth = big ? 4 : 3, per_round = big ? 32 : 12;                              \
    unsigned r, i;                                                                              \
                                                                                                \
    cnt[0] = (uint32_t)counter[0];                                                              \
    cnt[1] = (uint32_t)(counter[0] >> 32);                                                      \
    cnt[2] = (uint32_t)counter[1];                                                              \
    cnt[3] = (uint32_t)(counter[1] >> 32);                                                      \
    expand(p, block, cnt, rk, p->rounds * per_round);                                           \
    memcpy(v, h, 4 * p->cv_words);                                                              \
                                                                                                \
    for (r = 0; r < p->rounds; r++) {                                                           \
        const uint32_t *k = rk + r * per_round;                                                 \
        if (!big) {                                                                             \
            /* (L, R) -> (R, L ^ F(R)) */                                                       \
            round_function(v + 4, k, depth, p->aes_words_be, f);                                \
            for (i = 0; i < 4; i++) {                                                           \
                uint32_t t = v[i] ^ f[i];                                                       \
                v[i] = v[4 + i];                                                                \
                v[4 + i] = t;                                                                   \
            }                                                                                   \
        } else {                                                                                \
            /* (A, B, C, D) -> (D, A ^ F(B), B, C ^ F(D)) */                                    \
            uint32_t t[4];                                                                      \
            round_function(v + 4, k, depth, p->aes_words_be, f);                                \
            for (i = 0; i < 4; i++)                                                             \
                v[i] ^= f[i];                                                                   \
            round_function(v + 12, k + 16, depth, p->aes_words_be, f);                          \
            for (i = 0; i < 4; i++)                                                             \
                v[8 + i] ^= f[i];                                                               \
            memcpy(t, v + 12, 16);                                                              \
            memmove(v + 4, v, 48);                                                              \
            memcpy(v, t, 16);                                                                   \
        }                                                                                       \
    }                                                                                           \
    for (i = 0; i < p->cv_words; i++)                                                           \
        h[i] ^= v[i];                                                                           \
}

#endif
