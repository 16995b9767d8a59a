/* Skein's low level on AVR: the key schedule and tweak laid out so that every subkey is eight
 * and two consecutive words (permutations.py's Threefish-512 then needs no index modulo 9 or
 * 3), the rounds in assembly on the output words in place. */
#include <string.h>
#include "hf_util.h"
#include "low/skein/skein_low.h"

void hf_threefish512_avr(uint64_t v[8], const uint64_t ks[17], const uint64_t ts[5]);

void hf_threefish512(const uint64_t k[8], uint64_t t0, uint64_t t1, uint64_t parity,
                     const uint64_t in[8], uint64_t out[8])
{
    uint64_t ks[17], ts[5];
    uint8_t i;

    ks[8] = parity;
    for (i = 0; i < 8; i++) {
        ks[i] = ks[9 + i] = k[i];
        ks[8] ^= k[i];
    }
    ts[0] = ts[3] = t0;
    ts[1] = ts[4] = t1;
    ts[2] = t0 ^ t1;
    memcpy(out, in, 64);
    hf_threefish512_avr(out, ks, ts);
}
