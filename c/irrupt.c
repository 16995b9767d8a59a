/* irRUPT stream hashing with EnRUPT (Sean O'Neil, SHA-3 round-1 candidate
 * "EnRUPT"): irRUPT32-256 (w = 32) and irRUPT64-512 (w = 64), both with the
 * submission's parameters P = 2 (two accumulators) and s = 4 (ir2s = 2s = 8
 * rounds per input word) and H = 16 state words.
 *
 * State: x[0..15], accumulators d[0], d[1] and a round counter r, all zero
 * at the start; r counts every round of the whole computation (it is never
 * reset) and enters each round as a w-bit word. One round (ir1), indices
 * mod 16:
 *     f = ROTR(2*x[r ^ 1] ^ x[r + 4] ^ d[r % 2] ^ r, w/4) * 9   (mod 2^w)
 *     x[r + 2] ^= f;  d[r % 2] ^= f ^ x[r];  r++
 * ir2s(p) is eight rounds followed by d[1] ^= p.
 *
 * Message: w-bit words read big-endian, ir2s(word) each. Then the last 0..w-1
 * bits followed by a single 1 bit and zeros (always, so a word-aligned message
 * gets an extra 0x80 00 .. word), then ir2s(digest length in bits), then 16
 * blank ir2s(0), then per output word ir2s(0) and d[1] as a big-endian word.
 * The message length is not encoded. Bit lengths need no special treatment:
 * the padding bit follows the last message bit in the NIST MSB-first order,
 * as in the designer's reference, so every bit length is covered by the
 * vectors.
 *
 * Vectors: no official irRUPT KAT survives; kat/irrupt/round1/ holds vectors
 * generated from the designer's round-1 reference (with its unsequenced r++
 * read fixed), cross-checked against his unrolled code (kat/PROVENANCE.md).
 * The version string says so. */
#include "hf_util.h"
#include "low/irrupt/irrupt_low.h"

typedef struct { unsigned word_bits; } ir_params;

HF_STATE_FITS(ir_state);

static int ir_is64(const hf_algo *algo)
{
    return ((const ir_params *)algo->params)->word_bits == 64;
}

static void ir_init(void *state, const hf_algo *algo, size_t out_bits)
{
    (void)algo; (void)out_bits;
    memset(state, 0, sizeof(ir_state));
}

/* One block is one message word. */
static void ir_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    if (ir_is64(algo))
        hf_ir2s_64((ir_state *)state, hf_load64_be(block));
    else
        hf_ir2s_32((ir_state *)state, hf_load32_be(block));
}

static void ir_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                     const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    ir_state *s = (ir_state *)state;
    const int wide = ir_is64(algo);
    const size_t wb = wide ? 8 : 4;
    uint8_t buf[8] = { 0 };
    size_t i;
    (void)total_bits;

    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    ir_compress(state, algo, buf);
    /* The digest length is hashed, not the message length; out_bits is the
     * fixed digest length (these are not XOFs). */
    if (wide)
        hf_ir2s_64(s, algo->digest_bits);
    else
        hf_ir2s_32(s, algo->digest_bits);
    for (i = 0; i < IR_H; i++) {
        if (wide)
            hf_ir2s_64(s, 0);
        else
            hf_ir2s_32(s, 0);
    }
    for (i = 0; i < out_bits / 8; i += wb) {
        if (wide) {
            hf_ir2s_64(s, 0);
            hf_store64_be(out + i, s->d64[1]);
        } else {
            hf_ir2s_32(s, 0);
            hf_store32_be(out + i, s->d32[1]);
        }
    }
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define WB_IR32 32
#define WB_IR64 64
static const ir_params IR32 = { WB_IR32 }, IR64 = { WB_IR64 };

#define IRRUPT(name, bits, params) \
    { name, "irrupt", "SHA-3 round 1 (vectors generated from the designer's reference)", \
      bits, WB_##params, 0, sizeof(ir_state), ir_init, ir_compress, ir_final, &(params) }

const hf_algo hf_algos_irrupt[] = {
    IRRUPT("irrupt32", 256, IR32),
    IRRUPT("irrupt64", 512, IR64),
};
const size_t hf_algos_irrupt_count = HF_COUNTOF(hf_algos_irrupt);

