/* SHAvite-3's low level (round-2 tweak): the message expansion into `total` round-key words,
 * the counter injected where the variant says, and F, `depth` AES rounds of one 128-bit half
 * under consecutive round keys. */
#ifndef HF_LOW_SHAVITE3_H
#define HF_LOW_SHAVITE3_H

#include <stdint.h>
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

void hf_shavite_expand(const shavite_params *p, const uint8_t *block, const uint32_t cnt[4],
                       uint32_t *rk, unsigned total);
void hf_shavite_round_function(const uint32_t in[4], const uint32_t *rk, unsigned depth,
                               int words_be, uint32_t out[4]);

#endif
