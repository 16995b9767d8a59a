/* shabal: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/shabal/shabal_low.h"

/* The keyed permutation P_{M,C} applied to (A, B). */
void hf_shabal_perm(shabal_state *s, const uint32_t m[16])
{
    uint32_t *a = s->a, *b = s->b;
    const uint32_t *c = s->c;
    int i, j, k;

    for (i = 0; i < 16; i++)
        b[i] = hf_rotl32(b[i], 17);
    for (j = 0; j < SHABAL_P; j++) {
        for (i = 0; i < 16; i++) {
            k = (16 * j + i) % SHABAL_R;
            /* U(x) = 3x and V(x) = 5x modulo 2^32 */
            a[k] = 3u * (a[k] ^ (5u * hf_rotl32(a[(k + SHABAL_R - 1) % SHABAL_R], 15))
                         ^ c[(8 - i + 16) % 16])
                 ^ b[(i + 13) % 16] ^ (b[(i + 9) % 16] & ~b[(i + 6) % 16]) ^ m[i];
            b[i] = ~(hf_rotl32(b[i], 1) ^ a[k]);
        }
    }
    for (j = 0; j < 36; j++)
        a[j % SHABAL_R] += c[(j + 3) % 16];
}

const char hf_impl_shabal[] = "ref";
