/* irRUPT's ir2s, the reference (the only implementation). */
#include "hf_util.h"
#include "low/irrupt/irrupt_low.h"

void hf_ir2s_32(ir_state *s, uint32_t p)
{
    uint32_t f;
    int i;
    for (i = 0; i < IR_ROUNDS; i++) {
        const unsigned r = (unsigned)(s->r % IR_H);
        f = hf_rotr32((uint32_t)(s->x32[r ^ 1] << 1) ^ s->x32[(r + 4) % IR_H]
                      ^ s->d32[r % 2] ^ (uint32_t)s->r, 8) * 9u;
        s->x32[(r + 2) % IR_H] ^= f;
        s->d32[r % 2] ^= f ^ s->x32[r];
        s->r++;
    }
    s->d32[1] ^= p;
}

void hf_ir2s_64(ir_state *s, uint64_t p)
{
    uint64_t f;
    int i;
    for (i = 0; i < IR_ROUNDS; i++) {
        const unsigned r = (unsigned)(s->r % IR_H);
        f = hf_rotr64((s->x64[r ^ 1] << 1) ^ s->x64[(r + 4) % IR_H]
                      ^ s->d64[r % 2] ^ s->r, 16) * 9u;
        s->x64[(r + 2) % IR_H] ^= f;
        s->d64[r % 2] ^= f ^ s->x64[r];
        s->r++;
    }
    s->d64[1] ^= p;
}

const char hf_impl_irrupt[] = "ref";
