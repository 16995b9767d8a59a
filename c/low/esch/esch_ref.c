/* SPARKLE-384 and -512, the reference permutations (the hardware's golden model). */
#include "hf_util.h"
#include "low/esch/esch_low.h"

/* Fractional digits of e, one per branch (the Alzette constants). */
static const uint32_t RCON[8] = {
    0xB7E15162, 0xBF715880, 0x38B4DA56, 0x324E7738,
    0xBB1185EB, 0x4F7C7B57, 0xCFBFA1C8, 0xC2B3293D
};

static void sparkle(uint32_t *w, unsigned branches, unsigned steps)
{
    const unsigned half = branches; /* words in the left half = branches */
    unsigned i, j;
    uint32_t tx, ty, x0, y0;

    for (i = 0; i < steps; i++) {
        w[1] ^= RCON[i % 8];
        w[3] ^= (uint32_t)i;
        for (j = 0; j < branches; j++) {
            uint32_t x = w[2 * j], y = w[2 * j + 1], c = RCON[j];
            /* Alzette: four ARX rounds, constant c after each */
            x += hf_rotr32(y, 31); y ^= hf_rotr32(x, 24); x ^= c;
            x += hf_rotr32(y, 17); y ^= hf_rotr32(x, 17); x ^= c;
            x += y;                y ^= hf_rotr32(x, 31); x ^= c;
            x += hf_rotr32(y, 24); y ^= hf_rotr32(x, 16); x ^= c;
            w[2 * j] = x;
            w[2 * j + 1] = y;
        }
        /* Feistel linear layer: the left half, mixed by l of its x / y
         * parities and rotated by one branch, is added to the right half;
         * then the halves swap. */
        tx = x0 = w[0];
        ty = y0 = w[1];
        for (j = 2; j < half; j += 2) {
            tx ^= w[j];
            ty ^= w[j + 1];
        }
        tx = esch_ell(tx);
        ty = esch_ell(ty);
        for (j = 2; j < half; j += 2) {
            w[j - 2] = w[j + half] ^ w[j] ^ ty;
            w[j + half] = w[j];
            w[j - 1] = w[j + half + 1] ^ w[j + 1] ^ tx;
            w[j + half + 1] = w[j + 1];
        }
        w[half - 2] = w[half] ^ x0 ^ ty;
        w[half] = x0;
        w[half - 1] = w[half + 1] ^ y0 ^ tx;
        w[half + 1] = y0;
    }
}

void hf_sparkle384(uint32_t w[12], unsigned steps)
{
    sparkle(w, 6, steps);
}

void hf_sparkle512(uint32_t w[16], unsigned steps)
{
    sparkle(w, 8, steps);
}

const char hf_impl_esch[] = "ref";
