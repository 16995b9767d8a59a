/* RadioGatun[32] and RadioGatun[64] (Bertoni, Daemen, Peeters, Van Assche,
 * 2006): a 19-word mill and a 13 x 3-word belt, 3-word input blocks,
 * 16 blank rounds, then two mill words of output per round. Both are
 * extendable-output functions; the default output is 256 bits.
 *
 * Byte order: message and output words are little-endian, as in the
 * designers' reference and their published test vectors.
 *
 * Input bit lengths. RadioGatun is defined on bit strings with the designers'
 * (Keccak team's) numbering, in which bit i of a byte is its 2^i coefficient;
 * its padding appends a single 1 bit and zeros to a whole block, which for a
 * byte string is the byte 0x01. This library receives bits in the NIST
 * convention (a partial last byte holds its k valid bits at the top), so a
 * partial byte's k bits are moved down to bits 0..k-1 and the padding bit
 * goes to bit k -- the same mapping as Keccak's in keccak.c. Byte-aligned
 * messages are exactly RadioGatun; the published vectors are all byte-aligned,
 * so the non-byte lengths are this library's definition, untested by any
 * external vector.
 *
 * Word sizes: the two variants are written separately on uint32_t and
 * uint64_t so that RadioGatun[32] stays a 32-bit algorithm on 8/32-bit
 * targets (the AVR and RISC-V benchmarks). */
#include "hf_util.h"
#include "low/radiogatun/radiogatun_low.h"

#define RG_BLANK 16

typedef struct { unsigned word_bits; } rg_params;

HF_STATE_FITS(rg_state);

static int rg_is64(const hf_algo *algo)
{
    return ((const rg_params *)algo->params)->word_bits == 64;
}

/* The input block goes into the first belt row and mill words 16..18, then a round. */
static void rg_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    rg_state *s = (rg_state *)state;
    const unsigned row = s->base;
    const int wide = rg_is64(algo);
    int i;
    if (wide) {
        for (i = 0; i < 3; i++) {
            uint64_t p = hf_load64_le(block + 8 * i);
            s->b64[row][i] ^= p;
            s->a64[16 + i] ^= p;
        }
    } else {
        for (i = 0; i < 3; i++) {
            uint32_t p = hf_load32_le(block + 4 * i);
            s->b32[row][i] ^= p;
            s->a32[16 + i] ^= p;
        }
    }
    hf_rg_round(s, wide);
}

static void rg_init(void *state, const hf_algo *algo, size_t out_bits)
{
    (void)algo; (void)out_bits;
    memset(state, 0, sizeof(rg_state));
}

static void rg_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                     const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    rg_state *s = (rg_state *)state;
    const int wide = rg_is64(algo);
    const size_t wb = wide ? 8 : 4;           /* bytes per word */
    uint8_t buf[HF_BLOCK_MAX], z[16];
    size_t i, done;
    const size_t k = tail_bits % 8;
    (void)total_bits;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, tail_bits / 8);
    /* the padding 1 bit right after the last message bit, LSB-first order */
    buf[tail_bits / 8] = (uint8_t)((k ? tail[tail_bits / 8] >> (8 - k) : 0) | (1u << k));
    rg_compress(state, algo, buf);

    for (i = 0; i < RG_BLANK; i++)
        hf_rg_round(s, wide);
    /* Each further round yields mill words 1 and 2. */
    for (done = 0; done < out_bits / 8; done++) {
        if (done % (2 * wb) == 0) {
            hf_rg_round(s, wide);
            if (wide) {
                hf_store64_le(z, s->a64[1]);
                hf_store64_le(z + 8, s->a64[2]);
            } else {
                hf_store32_le(z, s->a32[1]);
                hf_store32_le(z + 4, s->a32[2]);
            }
        }
        out[done] = z[done % (2 * wb)];
    }
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define WB_RG32 32
#define WB_RG64 64
static const rg_params RG32 = { WB_RG32 }, RG64 = { WB_RG64 };

#define RADIOGATUN(name, params) \
    { name, "radiogatun", "RadioGatun (2006)", 256, 3 * WB_##params, HF_XOF, \
      sizeof(rg_state), rg_init, rg_compress, rg_final, &(params) }

const hf_algo hf_algos_radiogatun[] = {
    RADIOGATUN("radiogatun32", RG32),
    RADIOGATUN("radiogatun64", RG64),
};
const size_t hf_algos_radiogatun_count = HF_COUNTOF(hf_algos_radiogatun);
