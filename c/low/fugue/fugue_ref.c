/* fugue: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/fugue/fugue_low.h"
#include "aes.h"

static uint8_t *col(fugue_state *st, const fugue_params *p, unsigned c)
{
    return st->col.b[(st->base + c) % p->cols];
}

void hf_fugue_xor_col(fugue_state *st, const fugue_params *p, unsigned dst, unsigned src)
{
    uint8_t *d = col(st, p, dst);
    const uint8_t *s = col(st, p, src);
    unsigned i;
    for (i = 0; i < 4; i++)
        d[i] ^= s[i];
}

/* Rotate the state right by r columns: logical column c becomes c + r. */
void hf_fugue_ror(fugue_state *st, const fugue_params *p, unsigned r)
{
    st->base = (st->base + p->cols - r) % p->cols;
}

static uint8_t m_entry(unsigned r, unsigned c) { return FUGUE_M_ROW[(c + 4 - r) % 4]; }

/* SMIX on columns 0..3: AES S-box, then the super-mix N, whose effect on the
 * 4x4 byte matrix U is  M*U + diag(row sums of U off the diagonal) * M^T,
 * followed by rotating row r left by r. */
void hf_fugue_smix(fugue_state *st, const fugue_params *p)
{
    uint8_t u[4][4], d[4];
    unsigned r, c, k;
    for (c = 0; c < 4; c++) {
        const uint8_t *x = col(st, p, c);
        for (r = 0; r < 4; r++)
            u[r][c] = hf_aes_sbox[x[r]];
    }
    for (r = 0; r < 4; r++) {
        d[r] = 0;
        for (c = 0; c < 4; c++)
            if (c != r)
                d[r] ^= u[r][c];
    }
    for (r = 0; r < 4; r++)
        for (c = 0; c < 4; c++) {
            uint8_t w = hf_gf_mul(d[r], m_entry(c, r));
            for (k = 0; k < 4; k++)
                w ^= hf_gf_mul(u[k][c], m_entry(r, k));
            col(st, p, (c + 4 - r) % 4)[r] = w;
        }
}

/* ROR3, CMIX, SMIX */
void hf_fugue_round(fugue_state *st, const fugue_params *p)
{
    unsigned i;
    hf_fugue_ror(st, p, 3);
    for (i = 0; i < 3; i++) {
        hf_fugue_xor_col(st, p, i, 4 + i);
        hf_fugue_xor_col(st, p, p->cols / 2 + i, 4 + i);
    }
    hf_fugue_smix(st, p);
}

static void fugue_absorb(fugue_state *st, const fugue_params *p, const uint8_t w[4])
{
    unsigned i;
    /* TIX */
    hf_fugue_xor_col(st, p, 6 * p->k - 2, 0);
    memcpy(col(st, p, 0), w, 4);
    hf_fugue_xor_col(st, p, 8, 0);
    for (i = 0; i + 1 < p->k; i++)
        hf_fugue_xor_col(st, p, 3 * i + 1, p->cols - 3 * p->k + 3 * i);
    for (i = 0; i < p->k; i++)
        hf_fugue_round(st, p);
}

void hf_fugue_set_col(fugue_state *st, const fugue_params *p, unsigned c, const uint8_t w[4])
{
    memcpy(col(st, p, c), w, 4);
}

void hf_fugue_get_col(fugue_state *st, const fugue_params *p, unsigned c, uint8_t w[4])
{
    memcpy(w, col(st, p, c), 4);
}

void hf_fugue_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    fugue_absorb((fugue_state *)state, (const fugue_params *)algo->params, block);
}

const char hf_impl_fugue[] = "ref";
