/* cubehash: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/cubehash/cubehash_low.h"

/* The state is x[00000] .. x[11111]; index bit 4 is the spec's leftmost
 * coordinate, so "x_1jklm += x_0jklm" is x[i + 16] += x[i] and swapping along
 * a coordinate is exchanging i with i ^ (its bit). */
static void swap_pairs(uint32_t *x, unsigned n, unsigned bit)
{
    unsigned i;
    for (i = 0; i < n; i++)
        if (!(i & bit)) {
            const uint32_t t = x[i];
            x[i] = x[i | bit];
            x[i | bit] = t;
        }
}

static void add_rotate_xor(uint32_t x[32], unsigned rot)
{
    unsigned i;
    for (i = 0; i < 16; i++)
        x[i + 16] += x[i];
    for (i = 0; i < 16; i++)
        x[i] = hf_rotl32(x[i], rot);
}

void hf_cubehash_rounds(uint32_t x[32], unsigned rounds)
{
    unsigned r, i;
    for (r = 0; r < rounds; r++) {
        add_rotate_xor(x, 7);
        swap_pairs(x, 16, 8);          /* x_00klm <-> x_01klm */
        for (i = 0; i < 16; i++)
            x[i] ^= x[i + 16];
        swap_pairs(x + 16, 16, 2);     /* x_1jk0m <-> x_1jk1m */
        add_rotate_xor(x, 11);
        swap_pairs(x, 16, 4);          /* x_0j0lm <-> x_0j1lm */
        for (i = 0; i < 16; i++)
            x[i] ^= x[i + 16];
        swap_pairs(x + 16, 16, 1);     /* x_1jkl0 <-> x_1jkl1 */
    }
}

const char hf_impl_cubehash[] = "ref";
