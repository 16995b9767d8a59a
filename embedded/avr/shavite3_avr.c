/* SHAvite-3's low level for 8-bit AVR (c/low/shavite3/shavite3_low.h). The AES rounds are
 * aes_round_avr.c's on the words' bytes in place: AVR is little-endian, so a word array is
 * already the specification's byte order, and the designers' big-endian round-2 tables
 * (aes_words_be) only reverse each word's bytes on the way in and out. */
#include "hf_util.h"
#include "low/shavite3/shavite3_low.h"
#include "aes_round_avr.h"

/* the bytes of four words in AES order: the words' memory bytes, reversed per word if be */
static void to_bytes(const uint32_t x[4], uint8_t b[16], int be)
{
    const uint8_t *s = (const uint8_t *)x;
    uint8_t i;
    if (!be) {
        memcpy(b, s, 16);
        return;
    }
    for (i = 0; i < 16; i += 4) {
        b[i] = s[i + 3]; b[i + 1] = s[i + 2]; b[i + 2] = s[i + 1]; b[i + 3] = s[i];
    }
}

/* b ^= the bytes of four key words in AES order */
static void xor_key(uint8_t b[16], const uint32_t k[4], int be)
{
    const uint8_t *s = (const uint8_t *)k;
    uint8_t i;
    if (!be) {
        for (i = 0; i < 16; i++)
            b[i] ^= s[i];
        return;
    }
    for (i = 0; i < 16; i += 4) {
        b[i] ^= s[i + 3]; b[i + 1] ^= s[i + 2]; b[i + 2] ^= s[i + 1]; b[i + 3] ^= s[i];
    }
}

/* Message expansion: the message's n words, then alternately a nonlinear block (a keyless AES
 * round on rotated words, XOR the previous four) and a linear one */
static void expand(const shavite_params *p, const uint8_t *block, const uint32_t cnt[4],
                   uint32_t *rk, unsigned total)
{
    const unsigned n = 2 * p->cv_words, tap = (n == 16) ? 3 : 7;
    const int be = p->aes_words_be;
    unsigned u, i, k;
    int nonlinear = 1;
    for (i = 0; i < n; i++)
        rk[i] = hf_load32_le(block + 4 * i);
    for (u = n; u < total; nonlinear = !nonlinear) {
        if (nonlinear) {
            for (k = 0; k < n; k += 4, u += 4) {
                uint32_t x[4];
                uint8_t b[16], o[16];
                x[0] = rk[u - n + 1]; x[1] = rk[u - n + 2]; x[2] = rk[u - n + 3]; x[3] = rk[u - n];
                to_bytes(x, b, be);
                hf_aes_round_avr(b, o);
                to_bytes((const uint32_t *)o, (uint8_t *)x, be);
                for (i = 0; i < 4; i++)
                    rk[u + i] = x[i] ^ rk[u - 4 + i];
                for (i = 0; i < p->inject_count; i++) {
                    const shavite_injection *j = &p->inject[i];
                    if (j->pos >= u && j->pos < u + 4)
                        rk[j->pos] ^= j->inv ? ~cnt[j->ctr] : cnt[j->ctr];
                }
            }
        } else {
            for (k = 0; k < n; k++, u++)
                rk[u] = rk[u - n] ^ rk[u - tap];
        }
    }
}

/* F: `depth` times (XOR the next four key words, keyless AES round) */
static void round_function(const uint32_t in[4], const uint32_t *rk, unsigned depth,
                           int words_be, uint32_t out[4])
{
    uint8_t a[16], b[16];
    unsigned d;
    to_bytes(in, a, words_be);
    for (d = 0; d < depth; d++) {
        uint8_t *x = (d & 1) ? b : a, *y = (d & 1) ? a : b;
        xor_key(x, rk + 4 * d, words_be);
        hf_aes_round_avr(x, y);
    }
    to_bytes((const uint32_t *)((depth & 1) ? b : a), (uint8_t *)out, words_be);
}

SHAVITE_DEFINE_COMPRESS(expand, round_function)

const char hf_impl_shavite3[] = "avr";
