/* echo: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/echo/echo_low.h"
#include "aes.h"

/* The compression function with an explicit counter value (the number of
 * message bits up to and including this block, or 0 for a block of padding
 * only). */
void hf_echo_compress_with(echo_state *s, const echo_params *p, const uint8_t *block,
                           const uint64_t counter[2])
{
    uint8_t w[16][16], in[16][16], t[16][16], key[16];
    uint64_t k[2];
    unsigned i, r, c, b;
    const unsigned cvb = 16 * p->cv_words;

    memcpy(in, s->v.b, cvb);
    memcpy((uint8_t *)in + cvb, block, 256 - cvb);
    memcpy(w, in, 256);
    k[0] = counter[0];
    k[1] = counter[1];

    for (r = 0; r < p->rounds; r++) {
        /* BIG.SubWords: two AES rounds per word, keyed by the running
         * counter and by the (zero) salt */
        for (i = 0; i < 16; i++) {
            store128_le(key, k);
            hf_aes_round(w[i], key);
            hf_aes_round(w[i], NULL);
            if (++k[0] == 0)
                k[1]++;
        }
        /* BIG.ShiftRows: row j of words rotates left by j */
        for (c = 0; c < 4; c++)
            for (i = 0; i < 4; i++)
                memcpy(t[4 * c + i], w[4 * ((c + i) % 4) + i], 16);
        /* BIG.MixColumns: AES MixColumns on the same byte of the four words
         * of a column */
        for (c = 0; c < 4; c++)
            for (b = 0; b < 16; b++) {
                uint8_t col[4];
                for (i = 0; i < 4; i++)
                    col[i] = t[4 * c + i][b];
                hf_aes_mix_column(col);
                for (i = 0; i < 4; i++)
                    w[4 * c + i][b] = col[i];
            }
    }

    /* BIG.Final: fold input and output state onto the chaining value */
    for (i = 0; i < cvb; i++) {
        uint8_t acc = 0;
        for (b = i; b < 256; b += cvb)
            acc ^= (uint8_t)(((uint8_t *)in)[b] ^ ((uint8_t *)w)[b]);
        s->v.b[i] = acc;
    }
}

void hf_echo_set_bytes(echo_state *s, const uint8_t *cv, size_t n)
{
    memcpy(s->v.b, cv, n);
}

void hf_echo_get_bytes(const echo_state *s, uint8_t *out, size_t n)
{
    memcpy(out, s->v.b, n);
}

const char hf_impl_echo[] = "ref";
