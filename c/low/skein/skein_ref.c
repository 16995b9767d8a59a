/* skein: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/skein/skein_low.h"

/* Threefish-512 MIX rotation constants, round d mod 8, pair j (v1.2 = v1.3). */
static const uint8_t ROT[8][4] = {
    { 46, 36, 19, 37 }, { 33, 27, 14, 42 }, { 17, 49, 36, 39 }, { 44,  9, 54, 56 },
    { 39, 30, 34, 24 }, { 13, 50, 10, 17 }, { 25, 29, 39, 43 }, {  8, 35, 56, 22 }
};
/* Word permutation pi applied after each round: new v[i] = old v[PERM[i]]. */
static const uint8_t PERM[8] = { 2, 1, 4, 7, 6, 5, 0, 3 };

/* Threefish-512 encryption of `in` under key k and tweak (t0, t1); 72 rounds,
 * a subkey every 4 rounds. */
void hf_threefish512(const uint64_t k[8], uint64_t t0, uint64_t t1, uint64_t parity,
                     const uint64_t in[8], uint64_t out[8])
{
    uint64_t ks[9], ts[3], v[8], f[8];
    int d, i, s;

    ks[8] = parity;
    for (i = 0; i < 8; i++) {
        ks[i] = k[i];
        ks[8] ^= k[i];
    }
    ts[0] = t0; ts[1] = t1; ts[2] = t0 ^ t1;
    memcpy(v, in, sizeof(v));

    for (d = 0; d < 72; d++) {
        if (d % 4 == 0) {
            s = d / 4;
            for (i = 0; i < 8; i++)
                v[i] += ks[(s + i) % 9];
            v[5] += ts[s % 3];
            v[6] += ts[(s + 1) % 3];
            v[7] += (uint64_t)s;
        }
        for (i = 0; i < 4; i++) {
            f[2 * i] = v[2 * i] + v[2 * i + 1];
            f[2 * i + 1] = hf_rotl64(v[2 * i + 1], ROT[d % 8][i]) ^ f[2 * i];
        }
        for (i = 0; i < 8; i++)
            v[i] = f[PERM[i]];
    }
    s = 72 / 4;
    for (i = 0; i < 8; i++)
        out[i] = v[i] + ks[(s + i) % 9];
    out[5] += ts[s % 3];
    out[6] += ts[(s + 1) % 3];
    out[7] += (uint64_t)s;
}

const char hf_impl_skein[] = "ref";
