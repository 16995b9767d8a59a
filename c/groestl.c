/* Grøstl: the final-round version (round-3 tweak) and the original round-2
 * version ("Grøstl-0"). One implementation; the versions differ only in the
 * round constants of P and Q and in Q's ShiftBytes vector.
 *
 * The state is an 8 x cols byte matrix (cols = 8 for 224/256, 16 for
 * 384/512) filled column by column from the message bytes, so byte
 * (row r, column c) is x[8c + r]. The S-box is AES's (hf_aes_sbox). */
#include "hf_util.h"
#include "low/groestl/groestl_low.h"

HF_STATE_FITS(groestl_state);

static void groestl_init(void *state, const hf_algo *algo, size_t out_bits)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    const unsigned n = 8 * p->cols;
    uint8_t iv[GROESTL_MAX_BYTES];
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    /* IV: the digest length in bits, big-endian at the end of the state */
    memset(iv, 0, sizeof(iv));
    iv[n - 2] = (uint8_t)(algo->digest_bits >> 8);
    iv[n - 1] = (uint8_t)algo->digest_bits;
    hf_groestl_set_bytes(s, iv, n);
}

/* Pad with one bit, zeros, and the number of blocks (after padding) as a
 * 64-bit big-endian integer; output the last n bits of P(h) ^ h. */
static void groestl_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                          const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    groestl_state *s = (groestl_state *)state;
    const groestl_params *p = (const groestl_params *)algo->params;
    const unsigned n = 8 * p->cols, log2n = (n == 64) ? 9 : 10;
    uint8_t buf[2 * GROESTL_MAX_BYTES], x[GROESTL_MAX_BYTES];
    size_t len, i;
    uint64_t blocks;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    len = (tail_bits + 1 + 64 <= 8 * (size_t)n) ? n : 2 * n;
    blocks = (total_bits[0] >> log2n) | (total_bits[1] << (64 - log2n));
    hf_store64_be(buf + len - 8, blocks + len / n);
    for (i = 0; i < len; i += n)
        hf_groestl_compress(state, algo, buf + i);

    hf_groestl_omega(s, p, x);
    memcpy(out, x + n - out_bits / 8, out_bits / 8);
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define COLS_F_SMALL 8
#define COLS_F_LARGE 16
#define COLS_R2_SMALL 8
#define COLS_R2_LARGE 16
static const groestl_params F_SMALL = { COLS_F_SMALL, 10, 1 }, F_LARGE = { COLS_F_LARGE, 14, 1 };
static const groestl_params R2_SMALL = { COLS_R2_SMALL, 10, 0 }, R2_LARGE = { COLS_R2_LARGE, 14, 0 };

#define GROESTL(name, version, bits, params) \
    { name, "groestl", version, bits, 64 * COLS_##params, 0, sizeof(groestl_state), \
      groestl_init, hf_groestl_compress, groestl_final, &(params) }

const hf_algo hf_algos_groestl[] = {
    GROESTL("groestl224", "SHA-3 final round (3)", 224, F_SMALL),
    GROESTL("groestl256", "SHA-3 final round (3)", 256, F_SMALL),
    GROESTL("groestl384", "SHA-3 final round (3)", 384, F_LARGE),
    GROESTL("groestl512", "SHA-3 final round (3)", 512, F_LARGE),
    GROESTL("groestl224-r2", "SHA-3 round 2", 224, R2_SMALL),
    GROESTL("groestl256-r2", "SHA-3 round 2", 256, R2_SMALL),
    GROESTL("groestl384-r2", "SHA-3 round 2", 384, R2_LARGE),
    GROESTL("groestl512-r2", "SHA-3 round 2", 512, R2_LARGE),
};
const size_t hf_algos_groestl_count = HF_COUNTOF(hf_algos_groestl);

#ifdef HF_EXPORT_CONSTS
#include "hf_consts.h"
const hf_const hf_consts_groestl[] = {
    HF_CONST(GROESTL_MIX, uint8_t),
};
const size_t hf_consts_groestl_count = HF_COUNTOF(hf_consts_groestl);
#endif
