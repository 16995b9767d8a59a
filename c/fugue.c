/* Fugue, SHA-3 round 2 (Fugue-224/256/384/512). The state is s columns of
 * four bytes (s = 30 or 36); a message word's bytes fill a column top to
 * bottom. Input is absorbed one 32-bit word at a time; SMIX substitutes with
 * the AES S-box (hf_aes_sbox). */
#include "hf_util.h"
#include "low/fugue/fugue_low.h"

HF_STATE_FITS(fugue_state);

/* The IVs are Fugue itself (zero state, one input word n*32 big-endian, no
 * length, then the final G) in column order. */
static const uint8_t IV224[28] = {
    0xf4, 0xc9, 0x12, 0x0d, 0x62, 0x86, 0xf7, 0x57, 0xee, 0x39, 0xe0, 0x1c, 0xe0, 0x74, 0xe3, 0xcb,
    0xa1, 0x12, 0x7c, 0x62, 0x9a, 0x43, 0xd2, 0x15, 0xbd, 0x8d, 0x67, 0x9a };
static const uint8_t IV256[32] = {
    0xe9, 0x52, 0xbd, 0xde, 0x66, 0x71, 0x13, 0x5f, 0xe0, 0xd4, 0xf6, 0x68, 0xd2, 0xb0, 0xb5, 0x94,
    0xf9, 0x6c, 0x62, 0x1d, 0xfb, 0xf9, 0x29, 0xde, 0x91, 0x49, 0xe8, 0x99, 0x34, 0xf8, 0xc2, 0x48 };
static const uint8_t IV384[48] = {
    0xaa, 0x61, 0xec, 0x0d, 0x31, 0x25, 0x2e, 0x1f, 0xa0, 0x1d, 0xb4, 0xc7, 0x00, 0x60, 0x09, 0x85,
    0x21, 0x5e, 0xf4, 0x4a, 0x74, 0x1b, 0x5e, 0x9c, 0xfa, 0x69, 0x3e, 0x9a, 0x47, 0x3e, 0xb0, 0x40,
    0xe5, 0x02, 0xae, 0x8a, 0xa9, 0x9c, 0x25, 0xe0, 0xbc, 0x95, 0x51, 0x7c, 0x5c, 0x10, 0x95, 0xa1 };
static const uint8_t IV512[64] = {
    0x88, 0x07, 0xa5, 0x7e, 0xe6, 0x16, 0xaf, 0x75, 0xc5, 0xd3, 0xe4, 0xdb, 0xac, 0x9a, 0xb0, 0x27,
    0xd9, 0x15, 0xf1, 0x17, 0xb6, 0xee, 0xcc, 0x54, 0x06, 0xe8, 0x02, 0x0b, 0x4a, 0x92, 0xef, 0xd1,
    0xaa, 0xc6, 0xe2, 0xc9, 0xdd, 0xb2, 0x13, 0x98, 0xca, 0xe6, 0x58, 0x38, 0x43, 0x7f, 0x20, 0x3f,
    0x25, 0xea, 0x78, 0xe7, 0x95, 0x1f, 0xdd, 0xd6, 0xda, 0x6e, 0xd1, 0x1d, 0xe1, 0x3e, 0x35, 0x67 };

static void fugue_init(void *state, const hf_algo *algo, size_t out_bits)
{
    fugue_state *st = (fugue_state *)state;
    const fugue_params *p = (const fugue_params *)algo->params;
    unsigned i;
    (void)out_bits;
    memset(st, 0, sizeof(*st));
    for (i = 0; i < p->n; i++)
        hf_fugue_set_col(st, p, p->cols - p->n + i, p->iv + 4 * i);
}

/* Zero-pad the last word, absorb the 64-bit big-endian bit length, then G:
 * G1 (ROR3/CMIX/SMIX rounds) and 13 rounds of G2, in which the N = n/4
 * (rounded up) groups of the output are stirred in turn. */
static void fugue_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                        const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    fugue_state *st = (fugue_state *)state;
    const fugue_params *p = (const fugue_params *)algo->params;
    const unsigned groups = (p->n + 3) / 4, span = p->cols / groups;
    uint8_t buf[8];
    unsigned i, j, step;
    size_t done;

    if (tail_bits > 0) {
        memset(buf, 0, 4);
        memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
        hf_fugue_compress(st, algo, buf);
    }
    hf_store64_be(buf, total_bits[0]);
    hf_fugue_compress(st, algo, buf);
    hf_fugue_compress(st, algo, buf + 4);

    for (i = 0; i < p->g1_rounds; i++)
        hf_fugue_round(st, p);
    for (i = 0; i < 13; i++)
        for (step = 0; step < groups; step++) {
            /* group g > 0 starts at column g*span, one further once step >= g */
            hf_fugue_xor_col(st, p, 4, 0);
            for (j = 1; j < groups; j++)
                hf_fugue_xor_col(st, p, j * span + (step >= j), 0);
            hf_fugue_ror(st, p, step + 1 < groups ? span : span - 1);
            hf_fugue_smix(st, p);
        }
    hf_fugue_xor_col(st, p, 4, 0);
    for (j = 1; j < groups; j++)
        hf_fugue_xor_col(st, p, j * span, 0);

    /* output: columns 1..4, then four columns from each group start */
    for (done = 0, j = 0; j < groups; j++)
        for (i = 0; i < 4 && done < out_bits / 32; i++, done++)
            hf_fugue_get_col(st, p, (j == 0 ? 1 : j * span) + i, out + 4 * done);
}

static const fugue_params P224 = { 30, 2, 10, 7, IV224 }, P256 = { 30, 2, 10, 8, IV256 };
static const fugue_params P384 = { 36, 3, 18, 12, IV384 }, P512 = { 36, 4, 32, 16, IV512 };

#define FUGUE(name, bits, params) \
    { name, "fugue", "SHA-3 round 2", bits, 32, 0, sizeof(fugue_state), \
      fugue_init, hf_fugue_compress, fugue_final, &(params) }

const hf_algo hf_algos_fugue[] = {
    FUGUE("fugue224", 224, P224),
    FUGUE("fugue256", 256, P256),
    FUGUE("fugue384", 384, P384),
    FUGUE("fugue512", 512, P512),
};
const size_t hf_algos_fugue_count = HF_COUNTOF(hf_algos_fugue);

#ifdef HF_EXPORT_CONSTS
#include "hf_consts.h"
const hf_const hf_consts_fugue[] = {
    HF_CONST(IV224, uint8_t),
    HF_CONST(IV256, uint8_t),
    HF_CONST(IV384, uint8_t),
    HF_CONST(IV512, uint8_t),
    HF_CONST(FUGUE_M_ROW, uint8_t),
};
const size_t hf_consts_fugue_count = HF_COUNTOF(hf_consts_fugue);
#endif
