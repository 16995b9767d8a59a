/* Fugue's low level for 8-bit AVR (c/low/fugue/fugue_low.h), the reference's byte layout.
 * Two costs of the portable code vanish: the column index modulo the state's width (a 16-bit
 * division, a library call on AVR, on every column access) becomes one conditional
 * subtraction, and SMIX's products by the matrix entries 1, 4 and 7 (a generic GF(2^8)
 * multiplication loop each) become two doublings per byte: 4x = 2(2x), 7x = x ^ 2x ^ 4x. */
#include "hf_util.h"
#include "low/fugue/fugue_low.h"
#include "aes.h"

static uint8_t *col(fugue_state *st, const fugue_params *p, unsigned c)
{
    uint8_t i = (uint8_t)(st->base + c), cols = (uint8_t)p->cols;
    while (i >= cols)
        i = (uint8_t)(i - cols);
    return st->col.b[i];
}

void hf_fugue_xor_col(fugue_state *st, const fugue_params *p, unsigned dst, unsigned src)
{
    uint8_t *d = col(st, p, dst);
    const uint8_t *s = col(st, p, src);
    d[0] ^= s[0]; d[1] ^= s[1]; d[2] ^= s[2]; d[3] ^= s[3];
}

/* Rotate the state right by r columns: logical column c becomes c + r. */
void hf_fugue_ror(fugue_state *st, const fugue_params *p, unsigned r)
{
    unsigned b = st->base + p->cols - r;
    st->base = b >= p->cols ? b - p->cols : b;
}

static inline uint8_t xt(uint8_t x)
{
    uint8_t y = (uint8_t)(x << 1);
    return (x & 0x80) ? (uint8_t)(y ^ 0x1b) : y;
}

/* SMIX on columns 0..3: the S-box, then out(r, c) = M u(., c) row r ^ M[c][r] d[r] with M
 * circulant (1, 4, 7, 1) and d[r] row r's sum off the diagonal; row r then rotates left by r. */
void hf_fugue_smix(fugue_state *st, const fugue_params *p)
{
    uint8_t u1[4][4], u2[4][4], u4[4][4], d1[4], d2[4], d4[4];
    uint8_t *cp[4];
    uint8_t r, c;
    for (c = 0; c < 4; c++) {
        cp[c] = col(st, p, c);
        for (r = 0; r < 4; r++) {
            uint8_t v = hf_aes_sbox[cp[c][r]];
            u1[r][c] = v;
            u2[r][c] = xt(v);
            u4[r][c] = xt(u2[r][c]);
        }
    }
    for (r = 0; r < 4; r++) {
        d1[r] = (uint8_t)(u1[r][0] ^ u1[r][1] ^ u1[r][2] ^ u1[r][3] ^ u1[r][r]);
        d2[r] = xt(d1[r]);
        d4[r] = xt(d2[r]);
    }
    for (r = 0; r < 4; r++) {
        const uint8_t r1 = (r + 1) & 3, r2 = (r + 2) & 3, r3 = (r + 3) & 3;
        for (c = 0; c < 4; c++) {
            uint8_t w = (uint8_t)(u1[r][c] ^ u1[r3][c] ^ u4[r1][c] ^ u1[r2][c] ^ u2[r2][c] ^ u4[r2][c]);
            switch ((r - c) & 3) {         /* M[c][r]: 1, 4, 7, 1 */
            case 1: w ^= d4[r]; break;
            case 2: w ^= (uint8_t)(d1[r] ^ d2[r] ^ d4[r]); break;
            default: w ^= d1[r]; break;
            }
            cp[(c + 4 - r) & 3][r] = w;
        }
    }
}

/* ROR3, CMIX, SMIX */
void hf_fugue_round(fugue_state *st, const fugue_params *p)
{
    uint8_t i;
    hf_fugue_ror(st, p, 3);
    for (i = 0; i < 3; i++) {
        hf_fugue_xor_col(st, p, i, 4 + i);
        hf_fugue_xor_col(st, p, p->cols / 2 + i, 4 + i);
    }
    hf_fugue_smix(st, p);
}

void hf_fugue_set_col(fugue_state *st, const fugue_params *p, unsigned c, const uint8_t w[4])
{
    memcpy(col(st, p, c), w, 4);
}

void hf_fugue_get_col(fugue_state *st, const fugue_params *p, unsigned c, uint8_t w[4])
{
    memcpy(w, col(st, p, c), 4);
}

/* TIX and the rounds of one input word */
void hf_fugue_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    fugue_state *st = (fugue_state *)state;
    const fugue_params *p = (const fugue_params *)algo->params;
    uint8_t i;
    hf_fugue_xor_col(st, p, 6 * p->k - 2, 0);
    hf_fugue_set_col(st, p, 0, block);
    hf_fugue_xor_col(st, p, 8, 0);
    for (i = 0; i + 1 < p->k; i++)
        hf_fugue_xor_col(st, p, 3 * i + 1, p->cols - 3 * p->k + 3 * i);
    for (i = 0; i < p->k; i++)
        hf_fugue_round(st, p);
}

const char hf_impl_fugue[] = "avr";
