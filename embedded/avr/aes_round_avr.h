/* One keyless AES round (SubBytes, ShiftRows, MixColumns) on a column-major 16-byte state,
 * from in to out (distinct), for the 8-bit AVR low levels (aes_round_avr.c). */
#ifndef HF_AES_ROUND_AVR_H
#define HF_AES_ROUND_AVR_H

#include <stdint.h>

void hf_aes_round_avr(const uint8_t in[16], uint8_t out[16]);

#endif
