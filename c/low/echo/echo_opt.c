/* ECHO, SHA-3 round 2, optimized: the AES rounds of BIG.SubWords from 32-bit T-tables
 * (c/low/common/aes_tables.h), BIG.MixColumns on four bytes at once. The 2048-bit state is 16
 * AES states (words), each four 32-bit columns (row r in byte r); word i sits at row i % 4,
 * column i / 4 of the 4 x 4 matrix. The low level behind low/echo/echo_low.h (c/Makefile picks
 * the implementation). */
#include "hf_util.h"
#include "low/echo/echo_low.h"
#include "low/common/aes_tables.h"

/* x * 2 in GF(2^8), on the four bytes of a word */
static inline uint32_t xtime4(uint32_t x)
{
    return ((x & 0x7f7f7f7fu) << 1) ^ (((x >> 7) & 0x01010101u) * 0x1bu);
}

/* The compression function with an explicit counter value (the number of message bits up
 * to and including this block, or 0 for a block of padding only). */
void hf_echo_compress_with(echo_state *s, const echo_params *p, const uint8_t *block,
                           const uint64_t counter[2])
{
    uint32_t w[16][4], in[16][4], t[16][4];
    uint64_t k0 = counter[0], k1 = counter[1];
    unsigned i, j, r, c;
    const unsigned cvw = 4 * p->cv_words;          /* chaining value in 32-bit words */

    for (i = 0; i < cvw; i++)
        in[i / 4][i % 4] = s->v.w[i];
    for (i = cvw; i < 64; i++)
        in[i / 4][i % 4] = hf_load32_le(block + 4 * (i - cvw));
    memcpy(w, in, sizeof(w));

    for (r = 0; r < p->rounds; r++) {
        /* BIG.SubWords: two AES rounds per word, keyed by the running counter and by the
         * (zero) salt */
        for (i = 0; i < 16; i++) {
            uint32_t a0, a1, a2, a3;
            HF_AES_ROUND_NOKEY(a0, a1, a2, a3, w[i][0], w[i][1], w[i][2], w[i][3]);
            a0 ^= (uint32_t)k0;
            a1 ^= (uint32_t)(k0 >> 32);
            a2 ^= (uint32_t)k1;
            a3 ^= (uint32_t)(k1 >> 32);
            HF_AES_ROUND_NOKEY(w[i][0], w[i][1], w[i][2], w[i][3], a0, a1, a2, a3);
            if (++k0 == 0)
                k1++;
        }
        /* BIG.ShiftRows (row i of words rotates left by i) and BIG.MixColumns (AES
         * MixColumns on the same byte of the four words of a column) */
        for (c = 0; c < 4; c++) {
            const uint32_t *wa = w[4 * c], *wb = w[4 * ((c + 1) % 4) + 1],
                           *wc = w[4 * ((c + 2) % 4) + 2], *wd = w[4 * ((c + 3) % 4) + 3];
            for (j = 0; j < 4; j++) {
                uint32_t a = wa[j], b = wb[j], cc = wc[j], d = wd[j], all = a ^ b ^ cc ^ d;
                t[4 * c][j] = a ^ all ^ xtime4(a ^ b);
                t[4 * c + 1][j] = b ^ all ^ xtime4(b ^ cc);
                t[4 * c + 2][j] = cc ^ all ^ xtime4(cc ^ d);
                t[4 * c + 3][j] = d ^ all ^ xtime4(d ^ a);
            }
        }
        memcpy(w, t, sizeof(w));
    }

    /* BIG.Final: fold input and output state onto the chaining value */
    for (i = 0; i < cvw; i++) {
        uint32_t acc = 0;
        for (j = i; j < 64; j += cvw)
            acc ^= in[j / 4][j % 4] ^ w[j / 4][j % 4];
        s->v.w[i] = acc;
    }
}

void hf_echo_set_bytes(echo_state *s, const uint8_t *cv, size_t n)
{
    size_t i;
    for (i = 0; i < n / 4; i++)
        s->v.w[i] = hf_load32_le(cv + 4 * i);
}

void hf_echo_get_bytes(const echo_state *s, uint8_t *out, size_t n)
{
    size_t i;
    for (i = 0; i < n / 4; i++)
        hf_store32_le(out + 4 * i, s->v.w[i]);
}

const char hf_impl_echo[] = "opt";
