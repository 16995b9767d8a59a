/* keccak: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/keccak/keccak_low.h"

/* rho offsets and pi destinations, indexed by lane x + 5y */
static const uint8_t RHO[25] = {
     0,  1, 62, 28, 27,
    36, 44,  6, 55, 20,
     3, 10, 43, 25, 39,
    41, 45, 15, 21,  8,
    18,  2, 61, 56, 14
};

void hf_keccak_f1600(uint64_t a[25])
{
    uint64_t b[25], c[5], d[5];
    int round, x, y;
    for (round = 0; round < 24; round++) {
        for (x = 0; x < 5; x++)
            c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
        for (x = 0; x < 5; x++)
            d[x] = c[(x + 4) % 5] ^ hf_rotl64(c[(x + 1) % 5], 1);
        for (y = 0; y < 5; y++)
            for (x = 0; x < 5; x++)
                /* pi: lane (x, y) moves to (y, 2x + 3y) */
                b[y + 5 * ((2 * x + 3 * y) % 5)] = hf_rotl64(a[x + 5 * y] ^ d[x], RHO[x + 5 * y]);
        for (y = 0; y < 5; y++)
            for (x = 0; x < 5; x++)
                a[x + 5 * y] = b[x + 5 * y] ^ (~b[(x + 1) % 5 + 5 * y] & b[(x + 2) % 5 + 5 * y]);
        a[0] ^= KECCAK_RC[round];
    }
}

const char hf_impl_keccak[] = "ref";
