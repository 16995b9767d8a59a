/* ECHO's low level: the state (the chaining value in the implementation's own layout, written
 * and read only through hf_echo_set_bytes() / hf_echo_get_bytes(), and the bit counter) and
 * the compression function with an explicit counter value (the message bits up to and
 * including this block, or 0 for a block of padding only). */
#ifndef HF_LOW_ECHO_H
#define HF_LOW_ECHO_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_echo[];

typedef struct {
    unsigned cv_words;   /* 128-bit words of chaining value: 4 or 8 */
    unsigned rounds;     /* 8 or 10 */
} echo_params;

typedef struct {
    /* the chaining value: the reference's bytes, the optimized C's 32-bit columns */
    union { uint8_t b[128]; uint32_t w[32]; } v;
    uint64_t counter[2];     /* message bits absorbed, low word first */
} echo_state;

/* a 128-bit counter, low word first, as 16 little-endian bytes */
static inline void store128_le(uint8_t out[16], const uint64_t v[2])
{
    hf_store64_le(out, v[0]);
    hf_store64_le(out + 8, v[1]);
}

void hf_echo_compress_with(echo_state *s, const echo_params *p, const uint8_t *block,
                           const uint64_t counter[2]);
void hf_echo_set_bytes(echo_state *s, const uint8_t *cv, size_t n);
void hf_echo_get_bytes(const echo_state *s, uint8_t *out, size_t n);

#endif
