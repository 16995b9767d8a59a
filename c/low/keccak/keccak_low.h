/* Keccak's low level: Keccak-f[1600] on the 25 lanes of the state, lane (x, y) at index
 * x + 5y, each a little-endian 64-bit word of the sponge (the high level, c/keccak.c, XORs
 * message blocks into a[0..rate/64) and reads the output there). */
#ifndef HF_LOW_KECCAK_H
#define HF_LOW_KECCAK_H

#include <stdint.h>

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_keccak[];

void hf_keccak_f1600(uint64_t a[25]);

/* iota's round constants */
static const uint64_t KECCAK_RC[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL, 0x8000000080008000ULL,
    0x000000000000808bULL, 0x0000000080000001ULL, 0x8000000080008081ULL, 0x8000000000008009ULL,
    0x000000000000008aULL, 0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL, 0x8000000000008003ULL,
    0x8000000000008002ULL, 0x8000000000000080ULL, 0x000000000000800aULL, 0x800000008000000aULL,
    0x8000000080008081ULL, 0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL
};

#endif
