/* Blue Midnight Wish's low level: the compression function per word size (round-2 tweak) on
 * the 16 chaining words and the block's 16 message words (the high level loads them
 * little-endian). */
#ifndef HF_LOW_BMW_H
#define HF_LOW_BMW_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_bmw[];

void hf_bmw32_compress(uint32_t h[16], const uint32_t m[16]);
void hf_bmw64_compress(uint64_t h[16], const uint64_t m[16]);

#endif
