/* Xoodoo[12], the reference permutation (the hardware's golden model). */
#include "hf_util.h"
#include "low/xoodyak/xoodyak_low.h"

static const uint32_t RC[XOODOO_ROUNDS] = {
    0x058, 0x038, 0x3C0, 0x0D0, 0x120, 0x014, 0x060, 0x02C, 0x380, 0x0F0, 0x1A0, 0x012
};

void hf_xoodoo(uint32_t a[12])
{
    uint32_t e[4], b[12], t;
    unsigned r, x;
    for (r = 0; r < XOODOO_ROUNDS; r++) {
        /* theta: each column gets two rotated copies of the parity of the
         * column to its left */
        for (x = 0; x < 4; x++) {
            t = a[(x + 3) % 4] ^ a[4 + (x + 3) % 4] ^ a[8 + (x + 3) % 4];
            e[x] = hf_rotl32(t, 5) ^ hf_rotl32(t, 14);
        }
        for (x = 0; x < 12; x++)
            a[x] ^= e[x % 4];
        /* rho-west: plane 1 shifts one lane, plane 2 rotates by 11 */
        for (x = 0; x < 4; x++) {
            b[x] = a[x];
            b[4 + x] = a[4 + (x + 3) % 4];
            b[8 + x] = hf_rotl32(a[8 + x], 11);
        }
        b[0] ^= RC[r];
        /* chi on each column of three bits */
        for (x = 0; x < 4; x++) {
            a[x] = b[x] ^ (~b[4 + x] & b[8 + x]);
            a[4 + x] = b[4 + x] ^ (~b[8 + x] & b[x]);
            a[8 + x] = b[8 + x] ^ (~b[x] & b[4 + x]);
        }
        /* rho-east: plane 1 rotates by 1, plane 2 shifts two lanes and
         * rotates by 8 */
        for (x = 0; x < 4; x++) {
            b[4 + x] = hf_rotl32(a[4 + x], 1);
            b[8 + x] = hf_rotl32(a[8 + (x + 2) % 4], 8);
        }
        for (x = 4; x < 12; x++)
            a[x] = b[x];
    }
}

const char hf_impl_xoodyak[] = "ref";
