/* One AES round for the 8-bit AVR low levels (ECHO's, SHAvite-3's): the same function as
 * c/aes.c's hf_aes_round, written out byte by byte so that avr-gcc keeps a column in
 * registers, with no index arithmetic, no copy of the state and no call per column. */
#include "aes.h"
#include "aes_round_avr.h"

static inline uint8_t xt(uint8_t x)
{
    uint8_t y = (uint8_t)(x << 1);
    return (x & 0x80) ? (uint8_t)(y ^ 0x1b) : y;
}

/* SubBytes and ShiftRows of output column c (sources: row r from column c + r), MixColumns */
#define COLUMN(c, i0, i1, i2, i3)                                           \
    do {                                                                    \
        const uint8_t a0 = hf_aes_sbox[in[i0]], a1 = hf_aes_sbox[in[i1]];   \
        const uint8_t a2 = hf_aes_sbox[in[i2]], a3 = hf_aes_sbox[in[i3]];   \
        const uint8_t all = (uint8_t)(a0 ^ a1 ^ a2 ^ a3);                   \
        out[4 * (c)] = (uint8_t)(a0 ^ all ^ xt((uint8_t)(a0 ^ a1)));        \
        out[4 * (c) + 1] = (uint8_t)(a1 ^ all ^ xt((uint8_t)(a1 ^ a2)));    \
        out[4 * (c) + 2] = (uint8_t)(a2 ^ all ^ xt((uint8_t)(a2 ^ a3)));    \
        out[4 * (c) + 3] = (uint8_t)(a3 ^ all ^ xt((uint8_t)(a3 ^ a0)));    \
    } while (0)

void hf_aes_round_avr(const uint8_t in[16], uint8_t out[16])
{
    COLUMN(0, 0, 5, 10, 15);
    COLUMN(1, 4, 9, 14, 3);
    COLUMN(2, 8, 13, 2, 7);
    COLUMN(3, 12, 1, 6, 11);
}
