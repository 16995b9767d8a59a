/* hf_sbox4_words (c/hf_util.h) for 8-bit AVR: the portable loop shifts each 32-bit word by a
 * variable count per bit, which avr-gcc turns into a loop of single-bit shifts; here a byte of
 * each word at a time (AVR is little-endian: byte i holds bits 8i .. 8i+7), its bits taken
 * and put back by one-bit shifts of 8-bit registers. */
#include "hf_util.h"

void hf_sbox4_words(const uint8_t sbox[16], uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d)
{
    uint8_t *pa = (uint8_t *)a, *pb = (uint8_t *)b, *pc = (uint8_t *)c, *pd = (uint8_t *)d;
    uint8_t i, k;
    for (i = 0; i < 4; i++) {
        uint8_t xa = pa[i], xb = pb[i], xc = pc[i], xd = pd[i];
        uint8_t ra = 0, rb = 0, rc = 0, rd = 0;
        for (k = 0; k < 8; k++) {
            /* bit k enters at the top and is at bit k after the eighth shift */
            const uint8_t y = sbox[(xa & 1) | ((xb & 1) << 1) | ((xc & 1) << 2) | ((xd & 1) << 3)];
            xa >>= 1; xb >>= 1; xc >>= 1; xd >>= 1;
            ra = (uint8_t)((ra >> 1) | (y << 7));
            rb = (uint8_t)((rb >> 1) | ((y & 2) << 6));
            rc = (uint8_t)((rc >> 1) | ((y & 4) << 5));
            rd = (uint8_t)((rd >> 1) | ((y & 8) << 4));
        }
        pa[i] = ra; pb[i] = rb; pc[i] = rc; pd[i] = rd;
    }
}
