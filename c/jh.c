/* JH (Hongjun Wu): the compression function F8 around the 1024-bit bijection
 * E8, in the specification's nibble-per-element ("reference") form, which is
 * also the form the hardware papers start from. One implementation serves both
 * versions: round 2 runs 35 rounds plus a final S-box-only half round (35.5),
 * the final round (3) runs 42 full rounds. */
#include "hf_util.h"
#include "low/jh/jh_low.h"

HF_STATE_FITS(jh_state);

/* H(-1) holds the digest length in its first two bytes; H(0) is F8 of it
 * with an all-zero block. */
static void jh_init(void *state, const hf_algo *algo, size_t out_bits)
{
    jh_state *s = (jh_state *)state;
    uint8_t h[128], zero[64];
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    memset(h, 0, sizeof(h));
    h[0] = (uint8_t)(algo->digest_bits >> 8);
    h[1] = (uint8_t)algo->digest_bits;
    hf_jh_set_bytes(s, h);
    memset(zero, 0, sizeof(zero));
    hf_jh_compress(s, algo, zero);
}

/* Padding: a 1 bit, then 383 + (-len mod 512) zeros and the 128-bit
 * big-endian length, so always at least 512 bits: one block for a message
 * that fills its last block, two otherwise. */
static void jh_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                     const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    jh_state *s = (jh_state *)state;
    uint8_t buf[128];
    size_t n = tail_bits == 0 ? 64 : 128;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    hf_store64_be(buf + n - 16, total_bits[1]);
    hf_store64_be(buf + n - 8, total_bits[0]);
    hf_jh_compress(s, algo, buf);
    if (n == 128)
        hf_jh_compress(s, algo, buf + 64);
    /* The digest is the last out_bits of H. */
    hf_jh_get_bytes(s, buf);
    memcpy(out, buf + 128 - out_bits / 8, out_bits / 8);
}

static const jh_params JH_R2 = { 35, 1 }, JH_FINAL = { 42, 0 };

#define JH(name, version, bits, params) \
    { name, "jh", version, bits, 512, 0, sizeof(jh_state), \
      jh_init, hf_jh_compress, jh_final, &(params) }

const hf_algo hf_algos_jh[] = {
    JH("jh224-r2", "SHA-3 round 2", 224, JH_R2),
    JH("jh256-r2", "SHA-3 round 2", 256, JH_R2),
    JH("jh384-r2", "SHA-3 round 2", 384, JH_R2),
    JH("jh512-r2", "SHA-3 round 2", 512, JH_R2),
    JH("jh224", "SHA-3 final round (3)", 224, JH_FINAL),
    JH("jh256", "SHA-3 final round (3)", 256, JH_FINAL),
    JH("jh384", "SHA-3 final round (3)", 384, JH_FINAL),
    JH("jh512", "SHA-3 final round (3)", 512, JH_FINAL),
};
const size_t hf_algos_jh_count = HF_COUNTOF(hf_algos_jh);

#ifdef HF_EXPORT_CONSTS
#include "hf_consts.h"
const hf_const hf_consts_jh[] = {
    HF_CONST(SBOX, uint8_t),
    HF_CONST(RC0, uint8_t),
};
const size_t hf_consts_jh_count = HF_COUNTOF(hf_consts_jh);
#endif
