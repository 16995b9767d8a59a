/* groestl: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/groestl/groestl_low.h"
#include "aes.h"

/* ShiftBytes: row r moves left by shift[r] columns. */
static const uint8_t SHIFT_P8[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
static const uint8_t SHIFT_P16[8] = { 0, 1, 2, 3, 4, 5, 6, 11 };
/* The round-3 tweak gave Q its own shifts; Grøstl-0's Q shifted like P. */
static const uint8_t SHIFT_Q8[8] = { 1, 3, 5, 7, 0, 2, 4, 6 };
static const uint8_t SHIFT_Q16[8] = { 1, 3, 5, 11, 0, 2, 4, 6 };

static void add_round_constant(uint8_t *x, const groestl_params *p, int is_q, unsigned r)
{
    unsigned c;
    if (!p->final_round) {
        /* Grøstl-0: one byte, top-left for P and bottom-left for Q. */
        if (is_q)
            x[7] ^= (uint8_t)(0xff ^ r);
        else
            x[0] ^= (uint8_t)r;
        return;
    }
    for (c = 0; c < p->cols; c++) {
        uint8_t k = (uint8_t)((c << 4) ^ r);
        if (is_q) {
            unsigned row;
            for (row = 0; row < 7; row++)
                x[8 * c + row] ^= 0xff;
            x[8 * c + 7] ^= (uint8_t)(0xff ^ k);
        } else {
            x[8 * c] ^= k;
        }
    }
}

static void permutation(uint8_t *x, const groestl_params *p, int is_q)
{
    const unsigned cols = p->cols;
    const uint8_t *shift;
    uint8_t t[GROESTL_MAX_BYTES];
    unsigned r, c, row, k;

    if (cols == 8)
        shift = (is_q && p->final_round) ? SHIFT_Q8 : SHIFT_P8;
    else
        shift = (is_q && p->final_round) ? SHIFT_Q16 : SHIFT_P16;

    for (r = 0; r < p->rounds; r++) {
        add_round_constant(x, p, is_q, r);
        /* SubBytes and ShiftBytes together */
        for (c = 0; c < cols; c++)
            for (row = 0; row < 8; row++)
                t[8 * c + row] = hf_aes_sbox[x[8 * ((c + shift[row]) % cols) + row]];
        /* MixBytes, column by column */
        for (c = 0; c < cols; c++)
            for (row = 0; row < 8; row++) {
                uint8_t acc = 0;
                for (k = 0; k < 8; k++)
                    acc ^= hf_gf_mul(t[8 * c + k], GROESTL_MIX[(k + 8 - row) % 8]);
                x[8 * c + row] = acc;
            }
    }
}

/* h <- P(h ^ m) ^ Q(m) ^ h */
void hf_groestl_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    const unsigned n = 8 * p->cols;
    uint8_t a[GROESTL_MAX_BYTES], b[GROESTL_MAX_BYTES];
    unsigned i;
    for (i = 0; i < n; i++) {
        a[i] = (uint8_t)(s->h.b[i] ^ block[i]);
        b[i] = block[i];
    }
    permutation(a, p, 0);
    permutation(b, p, 1);
    for (i = 0; i < n; i++)
        s->h.b[i] ^= (uint8_t)(a[i] ^ b[i]);
}

void hf_groestl_set_bytes(groestl_state *s, const uint8_t *h, size_t n)
{
    memcpy(s->h.b, h, n);
}

void hf_groestl_omega(const groestl_state *s, const groestl_params *p, uint8_t *x)
{
    const unsigned n = 8 * p->cols;
    unsigned i;
    memcpy(x, s->h.b, n);
    permutation(x, p, 0);
    for (i = 0; i < n; i++)
        x[i] ^= s->h.b[i];
}

const char hf_impl_groestl[] = "ref";
