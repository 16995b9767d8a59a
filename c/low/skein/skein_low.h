/* Skein's low level: Threefish-512, the block cipher of UBI, encrypting `in` under the key k
 * (the chaining value, with its parity word) and the tweak (t0, t1). */
#ifndef HF_LOW_SKEIN_H
#define HF_LOW_SKEIN_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_skein[];

void hf_threefish512(const uint64_t k[8], uint64_t t0, uint64_t t1, uint64_t parity,
                     const uint64_t in[8], uint64_t out[8]);

#endif
