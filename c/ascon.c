/* Ascon hashing: one 320-bit permutation, two generations of parameters.
 *
 *   Ascon v1.2 (NIST LWC final round): ascon-hash, ascon-hasha, ascon-xof.
 *     Big-endian: message byte 0 is the most significant byte of the rate
 *     word x0, the padding byte is 0x80, the digest is x0 stored big-endian.
 *   NIST SP 800-232: ascon-hash256, ascon-xof128.
 *     Little-endian: byte 0 is the least significant byte of x0, the padding
 *     byte is 0x01, the digest is x0 stored little-endian; new IVs.
 *
 * Sponge with a 64-bit rate: IV -> p^a; per message block x0 ^= block, p^b;
 * the last (padded, possibly empty) block is followed by p^a instead; then
 * squeeze 64 bits at a time with p^b in between.
 *
 * Messages whose length is not a multiple of 8 bits. The vectors are all
 * byte-aligned; the rule below extends each version's byte padding to bits
 * by placing the padding bit right after the last message bit in that
 * version's own bit order:
 *   v1.2 (big-endian, MSB-first): the k valid bits stay at the top of the
 *     last byte, as the API delivers them, and the padding bit is the next
 *     lower bit (0x80 >> k). For k = 0 this is the 0x80 padding byte.
 *   SP 800-232 (little-endian, LSB-first): the k valid bits move to the bottom
 *     of the last byte as a number (bits 0..k-1, the FIPS 202 / XKCP way, as
 *     keccak.c does for SHA-3), and the padding bit is 1 << k. For k = 0 this
 *     is the 0x01 padding byte.
 */
#include "hf_util.h"
#include "low/ascon/ascon_low.h"

typedef struct {
    uint64_t iv;
    unsigned rounds_b;   /* rounds between message / output blocks */
    uint8_t little;      /* SP 800-232 byte order and padding */
} ascon_params;

typedef struct { uint64_t x[5]; } ascon_state;
HF_STATE_FITS(ascon_state);

/* -DHF_ASCON_INTERLEAVED (with a target's bit-interleaved permutation): the state is held
 * bit-interleaved, each word's even bits in its low 32 bits and its odd bits in its high 32
 * bits, so that a 64-bit rotation is two 32-bit rotations. Only what enters and leaves the
 * state is converted: the IV, each message block, and the output word. */
#ifdef HF_ASCON_INTERLEAVED
/* delta swaps (Hacker's Delight 7-2): unzip moves a word's even bits to its low half, its odd
 * bits to its high half; zip undoes it (the same swaps in reverse order). ascon_in2 unzips the
 * two halves of a word side by side in one body, so that each mask is built once per block
 * (as two calls of a one-word unzip, GCC builds the four masks twice and pays two calls). */
#define ASCON_SWAP(x, m, n) do { uint32_t t_ = ((x) ^ ((x) >> (n))) & (m); (x) ^= t_ ^ (t_ << (n)); } while (0)

static uint32_t ascon_zip32(uint32_t x)
{
    ASCON_SWAP(x, 0x0000FF00u, 8);
    ASCON_SWAP(x, 0x00F000F0u, 4);
    ASCON_SWAP(x, 0x0C0C0C0Cu, 2);
    ASCON_SWAP(x, 0x22222222u, 1);
    return x;
}

static inline uint64_t ascon_in2(uint32_t lo, uint32_t hi)
{
    ASCON_SWAP(lo, 0x22222222u, 1); ASCON_SWAP(hi, 0x22222222u, 1);
    ASCON_SWAP(lo, 0x0C0C0C0Cu, 2); ASCON_SWAP(hi, 0x0C0C0C0Cu, 2);
    ASCON_SWAP(lo, 0x00F000F0u, 4); ASCON_SWAP(hi, 0x00F000F0u, 4);
    ASCON_SWAP(lo, 0x0000FF00u, 8); ASCON_SWAP(hi, 0x0000FF00u, 8);
    return (uint64_t)((lo >> 16) | (hi & 0xFFFF0000u)) << 32 | ((lo & 0xFFFFu) | (hi << 16));
}

static uint64_t ascon_out(uint64_t v)
{
    uint32_t even = (uint32_t)v, odd = (uint32_t)(v >> 32);
    uint32_t lo = ascon_zip32((even & 0xFFFFu) | (odd << 16));
    uint32_t hi = ascon_zip32((even >> 16) | (odd & 0xFFFF0000u));
    return (uint64_t)hi << 32 | lo;
}
#else
#define ascon_in2(lo, hi) ((uint64_t)(hi) << 32 | (lo))
#define ascon_out(v) (v)
#endif

static uint64_t ascon_in(uint64_t v)
{
    return ascon_in2((uint32_t)v, (uint32_t)(v >> 32));
}

/* x0 ^= one 8-byte block, then p^rounds: every block of compress, and the padded last one */
static void ascon_absorb(ascon_state *s, const ascon_params *p, const uint8_t *b, unsigned rounds)
{
    uint32_t w[2], lo, hi;
    if (p->little) {
        hf_load_words_le(w, b, 2);
        lo = w[0], hi = w[1];
    } else {
        hf_load_words_be(w, b, 2);
        lo = w[1], hi = w[0];
    }
    s->x[0] ^= ascon_in2(lo, hi);
    hf_ascon_p(s->x, rounds);
}

static void ascon_init(void *state, const hf_algo *algo, size_t out_bits)
{
    ascon_state *s = (ascon_state *)state;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    s->x[0] = ascon_in(((const ascon_params *)algo->params)->iv);
    hf_ascon_p(s->x, ASCON_ROUNDS_A);
}

static void ascon_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    ascon_state *s = (ascon_state *)state;
    const ascon_params *p = (const ascon_params *)algo->params;
    ascon_absorb(s, p, block, p->rounds_b);
}

static void ascon_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                        const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    ascon_state *s = (ascon_state *)state;
    const ascon_params *p = (const ascon_params *)algo->params;
    uint8_t buf[8], word[8];
    size_t done, n;
    (void)total_bits;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    if (p->little)
        hf_pad_one_bit_lsb(buf, tail_bits);
    else
        hf_pad_one_bit(buf, tail_bits);
    ascon_absorb(s, p, buf, ASCON_ROUNDS_A);

    for (done = 0; done < out_bits / 8; done += n) {
        if (done > 0)
            hf_ascon_p(s->x, p->rounds_b);
        if (p->little)
            hf_store64_le(word, ascon_out(s->x[0]));
        else
            hf_store64_be(word, ascon_out(s->x[0]));
        n = out_bits / 8 - done < 8 ? out_bits / 8 - done : 8;
        memcpy(out + done, word, n);
    }
}

/* v1.2 IV bytes: 0, rate in bits (64), a (12), a - b, then the digest length
 * in bits as a 32-bit big-endian number (0 for the XOFs).
 * SP 800-232 IV bytes, little-endian: variant (2 = Hash256, 3 = XOF128), 0,
 * b << 4 | a, the digest length as 16 bits, the rate in bytes (8), 0, 0. */
static const ascon_params HASH = { 0x00400c0000000100ULL, 12, 0 },
                          HASHA = { 0x00400c0400000100ULL, 8, 0 },
                          XOF = { 0x00400c0000000000ULL, 12, 0 },
                          HASH256 = { 0x0000080100cc0002ULL, 12, 1 },
                          XOF128 = { 0x0000080000cc0003ULL, 12, 1 };

#define ASCON(name, version, params, flags) \
    { name, "ascon", version, 256, 64, flags, sizeof(ascon_state), \
      ascon_init, ascon_compress, ascon_final, &(params) }

const hf_algo hf_algos_ascon[] = {
    ASCON("ascon-hash", "Ascon v1.2 (NIST LWC final round)", HASH, 0),
    ASCON("ascon-hasha", "Ascon v1.2 (NIST LWC final round)", HASHA, 0),
    ASCON("ascon-xof", "Ascon v1.2 (NIST LWC final round)", XOF, HF_XOF),
    ASCON("ascon-hash256", "NIST SP 800-232", HASH256, 0),
    ASCON("ascon-xof128", "NIST SP 800-232", XOF128, HF_XOF),
};
const size_t hf_algos_ascon_count = HF_COUNTOF(hf_algos_ascon);

