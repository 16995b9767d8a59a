/* SHA-256 pieces for families that use SHA-256 as a building block
 * (RFSB-509's output filter). Internal to the library. */
#ifndef HF_SHA2_H
#define HF_SHA2_H

#include <stdint.h>

extern const uint32_t hf_sha256_iv[8];

/* One SHA-256 compression of a 64-byte block into h (FIPS 180-4). */
void hf_sha256_compress(uint32_t h[8], const uint8_t *block);

#endif
