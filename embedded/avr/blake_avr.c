/* BLAKE-64's low level on AVR: the counter's two 64-bit words passed by address (avr-gcc passes
 * a fourth 8-byte argument on the stack), the compression permutations.py's assembly. */
#include "hf_util.h"
#include "low/blake/blake_low.h"

void hf_blake64_avr(uint64_t h[8], const uint8_t *block, const uint64_t t[2], uint8_t rounds);

void hf_blake64_compress(uint64_t h[8], const uint8_t *block, uint64_t t_lo, uint64_t t_hi,
                         unsigned rounds)
{
    const uint64_t t[2] = { t_lo, t_hi };
    hf_blake64_avr(h, block, t, (uint8_t)rounds);
}
