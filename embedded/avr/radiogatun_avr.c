/* RadioGatun's low level on AVR: the belt stays in place (its logical row 0 is physical row
 * `base`, as in radiogatun_opt.c) and is fed here, a row index counted instead of computed
 * modulo 13 (a division on the 8-bit core); the mill is permutations.py's assembly. */
#include "hf_util.h"
#include "low/radiogatun/radiogatun_low.h"

void hf_rg32_mill_avr(uint32_t a[RG_MILL], const uint32_t q[3]);
void hf_rg64_mill_avr(uint64_t a[RG_MILL], const uint64_t q[3]);

void hf_rg_round(rg_state *s, int wide)
{
    const uint8_t base = s->base ? (uint8_t)(s->base - 1) : RG_BELT - 1;
    uint8_t i, row = base, column = 0;

    for (i = 1; i <= 12; i++) {
        row = row == RG_BELT - 1 ? 0 : row + 1;
        if (wide)
            s->b64[row][column] ^= s->a64[i];
        else
            s->b32[row][column] ^= s->a32[i];
        column = column == 2 ? 0 : column + 1;
    }
    if (wide)
        hf_rg64_mill_avr(s->a64, s->b64[base]);
    else
        hf_rg32_mill_avr(s->a32, s->b32[base]);
    s->base = base;
}
