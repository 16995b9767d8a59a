/* rfsb: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/rfsb/rfsb_low.h"

/* Horner's rule: v = v * x^128 + c[m_i] for i = 1..112. v is 20 32-bit
 * words, enough for a reduced value times x^128 (bits up to 636); each step
 * folds bits 509..636 back onto bits 0..127, as x^509 = 1. */
void hf_rfsb_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    rfsb_state *s = (rfsb_state *)state;
    const rfsb_params *p = (const rfsb_params *)algo->params;
    uint32_t v[20];
    uint8_t c[64];
    int i, k;

    memset(v, 0, sizeof(v));
    for (i = 0; i < RFSB_W; i++) {
        p->constant(i < RFSB_STATE ? s->h[i] : block[i - RFSB_STATE], c);
        for (k = 19; k >= 4; k--)
            v[k] = v[k - 4];
        for (k = 0; k < 4; k++)
            v[k] = 0;
        for (k = 0; k < 16; k++)
            v[k] ^= hf_load32_le(c + 4 * k);
        v[0] ^= v[15] >> 29;
        for (k = 16; k < 20; k++) {
            v[k - 16] ^= v[k] << 3;
            v[k - 15] ^= v[k] >> 29;
            v[k] = 0;
        }
        v[15] &= 0x1fffffffu;
    }
    for (k = 0; k < 16; k++)
        hf_store32_le(s->h + 4 * k, v[k]);
}

const char hf_impl_rfsb[] = "ref";
