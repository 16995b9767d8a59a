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

#define RG_MILL 19
#define RG_BELT 13
#define RG_BLANK 16

typedef struct { unsigned word_bits; } rg_params;

static int rg_is64(const hf_algo *algo)
{
    return ((const rg_params *)algo->params)->word_bits == 64;
}

/* The low level: the state rg_state, rg_round() (one belt-and-mill round) and rg_row0() (the
 * belt row that holds the first row). The optimized build (IMPL=opt, c/Makefile) takes them
 * from c/opt/radiogatun.c instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/radiogatun.c"
#else
typedef struct {
    uint32_t a32[RG_MILL], b32[RG_BELT][3];
    uint64_t a64[RG_MILL], b64[RG_BELT][3];
} rg_state;
HF_STATE_FITS(rg_state);

/* One belt-and-mill round. The belt rotates by one row, then gets the mill's
 * feed-forward, the mill goes through gamma, pi (with rotations), theta and
 * iota, and the row that left the end of the belt is added into the mill.
 * Written once for both word types (rg32_round, rg64_round). */
#define RG_DEFINE_ROUND(name, word, rotr)                                          \
    static void name(word a[RG_MILL], word b[RG_BELT][3])                          \
    {                                                                              \
        word q[3], t[RG_MILL];                                                     \
        int i;                                                                     \
        for (i = 0; i < 3; i++)                                                    \
            q[i] = b[RG_BELT - 1][i];                                              \
        for (i = RG_BELT - 1; i > 0; i--)                                          \
            memcpy(b[i], b[i - 1], sizeof(b[i]));                                  \
        for (i = 0; i < 3; i++)                                                    \
            b[0][i] = q[i];                                                        \
        for (i = 0; i < 12; i++)                                                   \
            b[i + 1][i % 3] ^= a[i + 1];                                           \
        for (i = 0; i < RG_MILL; i++)                                              \
            t[i] = a[i] ^ (a[(i + 1) % RG_MILL] | (word)~a[(i + 2) % RG_MILL]);    \
        for (i = 0; i < RG_MILL; i++)                                              \
            a[i] = rotr(t[(7 * i) % RG_MILL], (unsigned)(i * (i + 1) / 2));        \
        for (i = 0; i < RG_MILL; i++)                                              \
            t[i] = a[i] ^ a[(i + 1) % RG_MILL] ^ a[(i + 4) % RG_MILL];             \
        for (i = 0; i < RG_MILL; i++)                                              \
            a[i] = t[i];                                                           \
        a[0] ^= 1;                                                                 \
        for (i = 0; i < 3; i++)                                                    \
            a[13 + i] ^= q[i];                                                     \
    }

RG_DEFINE_ROUND(rg32_round, uint32_t, hf_rotr32)
RG_DEFINE_ROUND(rg64_round, uint64_t, hf_rotr64)

static void rg_round(rg_state *s, int wide)
{
    if (wide)
        rg64_round(s->a64, s->b64);
    else
        rg32_round(s->a32, s->b32);
}

/* The belt row that holds the first (logical) row: this implementation moves the belt. */
static unsigned rg_row0(const rg_state *s)
{
    (void)s;
    return 0;
}
#endif

/* The input block goes into the first belt row and mill words 16..18, then a round. */
static void rg_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    rg_state *s = (rg_state *)state;
    const unsigned row = rg_row0(s);
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
    rg_round(s, wide);
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
        rg_round(s, wide);
    /* Each further round yields mill words 1 and 2. */
    for (done = 0; done < out_bits / 8; done++) {
        if (done % (2 * wb) == 0) {
            rg_round(s, wide);
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
