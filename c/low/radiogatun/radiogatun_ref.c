/* radiogatun: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/radiogatun/radiogatun_low.h"

/* One belt-and-mill round. The belt rotates by one row, then gets the mill's
 * feed-forward, the mill goes through gamma, pi (with rotations), theta and
 * iota, and the row that left the end of the belt is added into the mill.
 * Written once for both word types (rg32_round, rg64_round). */
#define RG_DEFINE_ROUND(name, word, rotr)                                          \
    static void name(word a[RG_MILL], word b[RG_BELT][3])                          \
    {                                                                              \
        word q[3], t[RG_MILL];                                                     \
        int i;                                                                     \
        for (i = 0; i < 3; i++)                                                    \
            q[i] = b[RG_BELT - 1][i];                                              \
        for (i = RG_BELT - 1; i > 0; i--)                                          \
            memcpy(b[i], b[i - 1], sizeof(b[i]));                                  \
        for (i = 0; i < 3; i++)                                                    \
            b[0][i] = q[i];                                                        \
        for (i = 0; i < 12; i++)                                                   \
            b[i + 1][i % 3] ^= a[i + 1];                                           \
        for (i = 0; i < RG_MILL; i++)                                              \
            t[i] = a[i] ^ (a[(i + 1) % RG_MILL] | (word)~a[(i + 2) % RG_MILL]);    \
        for (i = 0; i < RG_MILL; i++)                                              \
            a[i] = rotr(t[(7 * i) % RG_MILL], (unsigned)(i * (i + 1) / 2));        \
        for (i = 0; i < RG_MILL; i++)                                              \
            t[i] = a[i] ^ a[(i + 1) % RG_MILL] ^ a[(i + 4) % RG_MILL];             \
        for (i = 0; i < RG_MILL; i++)                                              \
            a[i] = t[i];                                                           \
        a[0] ^= 1;                                                                 \
        for (i = 0; i < 3; i++)                                                    \
            a[13 + i] ^= q[i];                                                     \
    }

RG_DEFINE_ROUND(rg32_round, uint32_t, hf_rotr32)
RG_DEFINE_ROUND(rg64_round, uint64_t, hf_rotr64)

void hf_rg_round(rg_state *s, int wide)
{
    if (wide)
        rg64_round(s->a64, s->b64);
    else
        rg32_round(s->a32, s->b32);
}

const char hf_impl_radiogatun[] = "ref";
