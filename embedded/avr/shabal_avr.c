/* Shabal's low level for 8-bit AVR (c/low/shabal/shabal_low.h): the reference's indices
 * modulo 12 and 16 (a 16-bit division, a library call on AVR, three per step) become
 * counters that wrap, and U(x) = 3x, V(x) = 5x shifts and adds (a 32-bit product is a
 * library call too). */
#include "hf_util.h"
#include "low/shabal/shabal_low.h"

void hf_shabal_perm(shabal_state *s, const uint32_t m[16])
{
    uint32_t *a = s->a, *b = s->b;
    const uint32_t *c = s->c;
    uint8_t i, j, k = 0, kp = SHABAL_R - 1;

    for (i = 0; i < 16; i++)
        b[i] = hf_rotl32(b[i], 17);
    for (j = 0; j < SHABAL_P; j++) {
        for (i = 0; i < 16; i++) {
            uint32_t v = hf_rotl32(a[kp], 15), u;
            v += v << 2;
            u = a[k] ^ v ^ c[(uint8_t)(8 - i) & 15];
            u += u << 1;
            a[k] = u ^ b[(uint8_t)(i + 13) & 15] ^ (b[(uint8_t)(i + 9) & 15] & ~b[(uint8_t)(i + 6) & 15])
                 ^ m[i];
            b[i] = ~(hf_rotl32(b[i], 1) ^ a[k]);
            kp = k;
            if (++k == SHABAL_R)
                k = 0;
        }
    }
    /* a[j mod 12] += c[(j + 3) mod 16] for j < 36 */
    for (j = 0, k = 0, i = 3; j < 36; j++) {
        a[k] += c[i];
        if (++k == SHABAL_R)
            k = 0;
        i = (uint8_t)((i + 1) & 15);
    }
}

const char hf_impl_shabal[] = "avr";
