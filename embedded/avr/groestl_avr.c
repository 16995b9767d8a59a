/* Grøstl's low level for 8-bit AVR (c/low/groestl/groestl_low.h): byte-sliced, the state in
 * the specification's byte order (byte (row r, column c) at 8c + r), as the reference keeps it.
 * The optimized C's 64-bit tables cost an AVR eight byte loads and 64-bit XORs per lookup and
 * the reference's generic GF(2^8) multiplication a loop per product; here one round reads each
 * byte once through the S-box in flash (LPM), folding ShiftBytes into the read, and MixBytes
 * is the circulant (2,2,3,4,5,3,5,7) split by coefficient bit: out_i = X1 ^ 2 (X2 ^ 2 X4),
 * each X an XOR of the column's bytes, two doublings per output byte. */
#include "hf_util.h"
#include "low/groestl/groestl_low.h"
#include "aes.h"

static const HF_ROM uint8_t SHIFT_P8[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
static const HF_ROM uint8_t SHIFT_P16[8] = { 0, 1, 2, 3, 4, 5, 6, 11 };
static const HF_ROM uint8_t SHIFT_Q8[8] = { 1, 3, 5, 7, 0, 2, 4, 6 };
static const HF_ROM uint8_t SHIFT_Q16[8] = { 1, 3, 5, 11, 0, 2, 4, 6 };

static inline uint8_t xt(uint8_t x)
{
    uint8_t y = (uint8_t)(x << 1);
    return (x & 0x80) ? (uint8_t)(y ^ 0x1b) : y;
}

static void add_round_constant(uint8_t *x, const groestl_params *p, int is_q, uint8_t r)
{
    uint8_t c, cols = (uint8_t)p->cols;
    if (!p->final_round) {
        if (is_q)
            x[7] ^= (uint8_t)(0xff ^ r);
        else
            x[0] ^= r;
        return;
    }
    if (!is_q) {
        for (c = 0; c < cols; c++)
            x[8 * c] ^= (uint8_t)((c << 4) ^ r);
        return;
    }
    for (c = 0; c < cols; c++) {
        uint8_t *col = x + 8 * c;
        col[0] = (uint8_t)~col[0]; col[1] = (uint8_t)~col[1];
        col[2] = (uint8_t)~col[2]; col[3] = (uint8_t)~col[3];
        col[4] = (uint8_t)~col[4]; col[5] = (uint8_t)~col[5];
        col[6] = (uint8_t)~col[6];
        col[7] ^= (uint8_t)(0xff ^ (c << 4) ^ r);
    }
}

/* row i of MixBytes from the column's bytes a(i) .. a(i+7) */
#define MIX_ROW(i0, i1, i2, i3, i4, i5, i6, i7) \
    (uint8_t)((a##i2 ^ a##i4 ^ a##i5 ^ a##i6 ^ a##i7) \
              ^ xt((uint8_t)(a##i0 ^ a##i1 ^ a##i2 ^ a##i5 ^ a##i7 ^ xt((uint8_t)(a##i3 ^ a##i4 ^ a##i6 ^ a##i7)))))

/* SubBytes, ShiftBytes and MixBytes of one round from x into y */
static void round_body(const uint8_t *x, uint8_t *y, uint8_t cols, const uint8_t sh[8])
{
    uint8_t c, j[8], k;
    for (k = 0; k < 8; k++)
        j[k] = (uint8_t)(8 * sh[k] + k);
    for (c = 0; c < cols; c++) {
        const uint8_t a0 = hf_aes_sbox[x[j[0]]], a1 = hf_aes_sbox[x[j[1]]];
        const uint8_t a2 = hf_aes_sbox[x[j[2]]], a3 = hf_aes_sbox[x[j[3]]];
        const uint8_t a4 = hf_aes_sbox[x[j[4]]], a5 = hf_aes_sbox[x[j[5]]];
        const uint8_t a6 = hf_aes_sbox[x[j[6]]], a7 = hf_aes_sbox[x[j[7]]];
        y[0] = MIX_ROW(0, 1, 2, 3, 4, 5, 6, 7);
        y[1] = MIX_ROW(1, 2, 3, 4, 5, 6, 7, 0);
        y[2] = MIX_ROW(2, 3, 4, 5, 6, 7, 0, 1);
        y[3] = MIX_ROW(3, 4, 5, 6, 7, 0, 1, 2);
        y[4] = MIX_ROW(4, 5, 6, 7, 0, 1, 2, 3);
        y[5] = MIX_ROW(5, 6, 7, 0, 1, 2, 3, 4);
        y[6] = MIX_ROW(6, 7, 0, 1, 2, 3, 4, 5);
        y[7] = MIX_ROW(7, 0, 1, 2, 3, 4, 5, 6);
        y += 8;
        /* each row's source column moves one on, wrapping at the last */
        for (k = 0; k < 8; k++) {
            j[k] = (uint8_t)(j[k] + 8);
            if (j[k] >= 8 * cols)
                j[k] = (uint8_t)(j[k] - 8 * cols);
        }
    }
}

static void permutation(uint8_t *x, const groestl_params *p, int is_q)
{
    const uint8_t cols = (uint8_t)p->cols;
    const HF_ROM uint8_t *shift;
    uint8_t sh[8], t[GROESTL_MAX_BYTES], r, k;

    if (cols == 8)
        shift = (is_q && p->final_round) ? SHIFT_Q8 : SHIFT_P8;
    else
        shift = (is_q && p->final_round) ? SHIFT_Q16 : SHIFT_P16;
    for (k = 0; k < 8; k++)
        sh[k] = shift[k];
    /* two rounds per pass, x -> t -> x (10 and 14 rounds) */
    for (r = 0; r < p->rounds; r = (uint8_t)(r + 2)) {
        add_round_constant(x, p, is_q, r);
        round_body(x, t, cols, sh);
        add_round_constant(t, p, is_q, (uint8_t)(r + 1));
        round_body(t, x, cols, sh);
    }
}

/* h <- P(h ^ m) ^ Q(m) ^ h */
void hf_groestl_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    const uint8_t n = (uint8_t)(8 * p->cols);
    uint8_t a[GROESTL_MAX_BYTES], b[GROESTL_MAX_BYTES], i;
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
    const uint8_t n = (uint8_t)(8 * p->cols);
    uint8_t i;
    memcpy(x, s->h.b, n);
    permutation(x, p, 0);
    for (i = 0; i < n; i++)
        x[i] ^= s->h.b[i];
}

const char hf_impl_groestl[] = "avr";
