/* Ascon's permutation, the reference (the hardware's golden model). */
#include "hf_util.h"
#include "low/ascon/ascon_low.h"

/* p^n runs the last n of the 12 rounds; round r adds constant
 * (0xf - r) << 4 | r to x2. */
void hf_ascon_p(uint64_t x[5], unsigned rounds)
{
    unsigned r;
    uint64_t t0, t1, t2, t3, t4;
    for (r = ASCON_ROUNDS_A - rounds; r < ASCON_ROUNDS_A; r++) {
        x[2] ^= (uint64_t)(((0xFu - r) << 4) | r);
        /* 5-bit S-box, bitsliced across the 64 columns */
        x[0] ^= x[4]; x[4] ^= x[3]; x[2] ^= x[1];
        t0 = ~x[0] & x[1]; t1 = ~x[1] & x[2]; t2 = ~x[2] & x[3];
        t3 = ~x[3] & x[4]; t4 = ~x[4] & x[0];
        x[0] ^= t1; x[1] ^= t2; x[2] ^= t3; x[3] ^= t4; x[4] ^= t0;
        x[1] ^= x[0]; x[0] ^= x[4]; x[3] ^= x[2]; x[2] = ~x[2];
        /* linear diffusion, one rotation pair per word */
        x[0] ^= hf_rotr64(x[0], 19) ^ hf_rotr64(x[0], 28);
        x[1] ^= hf_rotr64(x[1], 61) ^ hf_rotr64(x[1], 39);
        x[2] ^= hf_rotr64(x[2], 1) ^ hf_rotr64(x[2], 6);
        x[3] ^= hf_rotr64(x[3], 10) ^ hf_rotr64(x[3], 17);
        x[4] ^= hf_rotr64(x[4], 7) ^ hf_rotr64(x[4], 41);
    }
}

const char hf_impl_ascon[] = "ref";
