/* ECHO's low level for 8-bit AVR (c/low/echo/echo_low.h), the reference's byte layout. The
 * AES rounds are aes_round_avr.c's, two per word between a pair of buffers; the 128-bit
 * counter key is kept as 16 bytes and incremented byte by byte (no 64-bit arithmetic, which
 * avr-gcc spreads over eight registers and calls), and BIG.ShiftRows is folded into the
 * addressing of BIG.MixColumns, which writes into the other state buffer. */
#include "hf_util.h"
#include "low/echo/echo_low.h"
#include "aes.h"
#include "aes_round_avr.h"

static inline uint8_t xt(uint8_t x)
{
    uint8_t y = (uint8_t)(x << 1);
    return (x & 0x80) ? (uint8_t)(y ^ 0x1b) : y;
}

/* BIG.SubWords on all 16 words: AES round keyed by the counter, then by the zero salt */
static void sub_words(uint8_t w[16][16], uint8_t key[16])
{
    uint8_t t[16], i, b;
    for (i = 0; i < 16; i++) {
        hf_aes_round_avr(w[i], t);
        for (b = 0; b < 16; b++)
            t[b] ^= key[b];
        hf_aes_round_avr(t, w[i]);
        for (b = 0; b < 16 && ++key[b] == 0; b++)
            ;
    }
}

/* BIG.ShiftRows then BIG.MixColumns, from w into o: word (column c, row i) of the shifted
 * state is w[4 ((c + i) mod 4) + i] */
static void shift_mix(uint8_t w[16][16], uint8_t o[16][16])
{
    uint8_t c, b;
    for (c = 0; c < 4; c++) {
        const uint8_t *s0 = w[4 * c], *s1 = w[4 * ((c + 1) & 3) + 1];
        const uint8_t *s2 = w[4 * ((c + 2) & 3) + 2], *s3 = w[4 * ((c + 3) & 3) + 3];
        uint8_t *o0 = o[4 * c], *o1 = o[4 * c + 1], *o2 = o[4 * c + 2], *o3 = o[4 * c + 3];
        for (b = 0; b < 16; b++) {
            const uint8_t a0 = s0[b], a1 = s1[b], a2 = s2[b], a3 = s3[b];
            const uint8_t all = (uint8_t)(a0 ^ a1 ^ a2 ^ a3);
            o0[b] = (uint8_t)(a0 ^ all ^ xt((uint8_t)(a0 ^ a1)));
            o1[b] = (uint8_t)(a1 ^ all ^ xt((uint8_t)(a1 ^ a2)));
            o2[b] = (uint8_t)(a2 ^ all ^ xt((uint8_t)(a2 ^ a3)));
            o3[b] = (uint8_t)(a3 ^ all ^ xt((uint8_t)(a3 ^ a0)));
        }
    }
}

void hf_echo_compress_with(echo_state *s, const echo_params *p, const uint8_t *block,
                           const uint64_t counter[2])
{
    uint8_t in[16][16], w[16][16], t[16][16], key[16];
    const uint8_t cvb = (uint8_t)(16 * p->cv_words);
    uint8_t r, i;
    uint16_t b;

    memcpy(in, s->v.b, cvb);
    memcpy((uint8_t *)in + cvb, block, 256 - cvb);
    memcpy(w, in, 256);
    store128_le(key, counter);
    for (r = 0; r < p->rounds; r++) {
        sub_words(w, key);
        shift_mix(w, t);
        memcpy(w, t, 256);
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

const char hf_impl_echo[] = "avr";
