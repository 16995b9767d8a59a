/* RFSB-509, optimized: Horner's rule as a 509-bit rotation on eight 64-bit words with the
 * constants as 64-bit words (c/low/rfsb/rfsb_tables.h, from c/rfsb509_table.h). The low level
 * behind low/rfsb/rfsb_low.h (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/rfsb/rfsb_low.h"
#include "low/rfsb/rfsb_tables.h"

/* Horner's rule on eight 64-bit words: v = v * x^128 + c[m_i] for i = 1..112, modulo
 * x^509 - 1, so multiplying by x^128 rotates the 509-bit value: bits 381..508 come back as
 * bits 0..127, bits 0..380 move up two words. */
void hf_rfsb_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    rfsb_state *s = (rfsb_state *)state;
    const rfsb_params *p = (const rfsb_params *)algo->params;
    const uint64_t mask61 = 0x1fffffffffffffffu;
    uint64_t w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0, c[8];
    const int table = p->constant == hf_rfsb_constant_from_table;   /* then its 64-bit form */
    int i, k;

    for (i = 0; i < RFSB_W; i++) {
        const unsigned j = i < RFSB_STATE ? s->h[i] : block[i - RFSB_STATE];
        const uint64_t *t;
        const uint64_t h0 = (w5 >> 61) | (w6 << 3), h1 = (w6 >> 61) | (w7 << 3);
        if (table) {
            t = RFSB509_T64[j];
        } else {
            uint8_t cb[64];
            p->constant(j, cb);
            for (k = 0; k < 8; k++)
                c[k] = hf_load64_le(cb + 8 * k);
            t = c;
        }
        w7 = (w5 & mask61) ^ t[7];
        w6 = w4 ^ t[6];
        w5 = w3 ^ t[5];
        w4 = w2 ^ t[4];
        w3 = w1 ^ t[3];
        w2 = w0 ^ t[2];
        w1 = h1 ^ t[1];
        w0 = h0 ^ t[0] ^ (w7 >> 61);   /* a constant's bits 509..511 (none in the table) */
        w7 &= mask61;
    }
    hf_store64_le(s->h, w0); hf_store64_le(s->h + 8, w1); hf_store64_le(s->h + 16, w2);
    hf_store64_le(s->h + 24, w3); hf_store64_le(s->h + 32, w4); hf_store64_le(s->h + 40, w5);
    hf_store64_le(s->h + 48, w6); hf_store64_le(s->h + 56, w7);
}

const char hf_impl_rfsb[] = "opt";
