/* SHA-256 pieces for families that use SHA-256 as a building block
 * (RFSB-509's output filter, BLAKE's IVs). Internal to the library. */
#ifndef HF_SHA2_H
#define HF_SHA2_H

#include <stdint.h>

/* The SHA-2 initial values; BLAKE reuses them. */
extern const uint32_t hf_sha2_iv224[8], hf_sha2_iv256[8];
extern const uint64_t hf_sha2_iv384[8], hf_sha2_iv512[8];

/* One SHA-256 compression of a 64-byte block into h (FIPS 180-4). */
void hf_sha256_compress(uint32_t h[8], const uint8_t *block);

#endif
