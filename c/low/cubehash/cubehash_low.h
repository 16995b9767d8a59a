/* CubeHash's low level: the round function on the 32-word state, applied `rounds` times
 * (CubeHash 2.x, SHA-3 round 2). */
#ifndef HF_LOW_CUBEHASH_H
#define HF_LOW_CUBEHASH_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_cubehash[];

void hf_cubehash_rounds(uint32_t x[32], unsigned rounds);

#endif
