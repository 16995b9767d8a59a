/* Skein-512, optimized: Threefish-512 unrolled eight rounds at a time on local words. The low
 * level behind low/skein/skein_low.h (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/skein/skein_low.h"
/* Threefish-512 encryption of `in` under key k and tweak (t0, t1); 72 rounds, a subkey
 * every 4 rounds. Eight rounds per iteration on locals; the word permutation is a renaming
 * that returns to the identity after four rounds; the key schedule's indices mod 9 and
 * mod 3 read from copies laid end to end. */
#define ROL64(x, n) (((x) << (n)) | ((x) >> (64 - (n))))
#define INJECT(s) do {                                                            \
        v0 += ks[(s)]; v1 += ks[(s) + 1]; v2 += ks[(s) + 2]; v3 += ks[(s) + 3];   \
        v4 += ks[(s) + 4]; v5 += ks[(s) + 5] + ts[(s)]; v6 += ks[(s) + 6] + ts[(s) + 1]; \
        v7 += ks[(s) + 7] + (uint64_t)(s);                                       \
    } while (0)

void hf_threefish512(const uint64_t k[8], uint64_t t0, uint64_t t1, uint64_t parity,
                     const uint64_t in[8], uint64_t out[8])
{
    uint64_t ks[27], ts[21], v0, v1, v2, v3, v4, v5, v6, v7;
    unsigned i, s;

    ks[8] = parity;
    for (i = 0; i < 8; i++) {
        ks[i] = k[i];
        ks[8] ^= k[i];
    }
    for (i = 9; i < 27; i++)
        ks[i] = ks[i - 9];
    ts[0] = t0; ts[1] = t1; ts[2] = t0 ^ t1;
    for (i = 3; i < 21; i++)
        ts[i] = ts[i - 3];
    v0 = in[0]; v1 = in[1]; v2 = in[2]; v3 = in[3];
    v4 = in[4]; v5 = in[5]; v6 = in[6]; v7 = in[7];

    for (s = 0; s < 18; s += 2) {
        INJECT(s);
        v0 += v1; v1 = ROL64(v1, 46) ^ v0;
        v2 += v3; v3 = ROL64(v3, 36) ^ v2;
        v4 += v5; v5 = ROL64(v5, 19) ^ v4;
        v6 += v7; v7 = ROL64(v7, 37) ^ v6;
        v2 += v1; v1 = ROL64(v1, 33) ^ v2;
        v4 += v7; v7 = ROL64(v7, 27) ^ v4;
        v6 += v5; v5 = ROL64(v5, 14) ^ v6;
        v0 += v3; v3 = ROL64(v3, 42) ^ v0;
        v4 += v1; v1 = ROL64(v1, 17) ^ v4;
        v6 += v3; v3 = ROL64(v3, 49) ^ v6;
        v0 += v5; v5 = ROL64(v5, 36) ^ v0;
        v2 += v7; v7 = ROL64(v7, 39) ^ v2;
        v6 += v1; v1 = ROL64(v1, 44) ^ v6;
        v0 += v7; v7 = ROL64(v7, 9) ^ v0;
        v2 += v5; v5 = ROL64(v5, 54) ^ v2;
        v4 += v3; v3 = ROL64(v3, 56) ^ v4;
        INJECT(s + 1);
        v0 += v1; v1 = ROL64(v1, 39) ^ v0;
        v2 += v3; v3 = ROL64(v3, 30) ^ v2;
        v4 += v5; v5 = ROL64(v5, 34) ^ v4;
        v6 += v7; v7 = ROL64(v7, 24) ^ v6;
        v2 += v1; v1 = ROL64(v1, 13) ^ v2;
        v4 += v7; v7 = ROL64(v7, 50) ^ v4;
        v6 += v5; v5 = ROL64(v5, 10) ^ v6;
        v0 += v3; v3 = ROL64(v3, 17) ^ v0;
        v4 += v1; v1 = ROL64(v1, 25) ^ v4;
        v6 += v3; v3 = ROL64(v3, 29) ^ v6;
        v0 += v5; v5 = ROL64(v5, 39) ^ v0;
        v2 += v7; v7 = ROL64(v7, 43) ^ v2;
        v6 += v1; v1 = ROL64(v1, 8) ^ v6;
        v0 += v7; v7 = ROL64(v7, 35) ^ v0;
        v2 += v5; v5 = ROL64(v5, 56) ^ v2;
        v4 += v3; v3 = ROL64(v3, 22) ^ v4;
    }
    INJECT(18);
    out[0] = v0; out[1] = v1; out[2] = v2; out[3] = v3;
    out[4] = v4; out[5] = v5; out[6] = v6; out[7] = v7;
}

const char hf_impl_skein[] = "opt";
