/* RFSB-509 (Bernstein, Lange, Peters, Schwabe, 2011) as in the designers'
 * SUPERCOP reference crypto_hash/rfsb509/ref, which the seed paper and our
 * vectors (kat/rfsb509/supercop-ref/) follow.
 *
 * Compression (r = 509, b = 8, w = 112): the 112 bytes m_1..m_112 =
 * (64-byte chaining state || 48 fresh message bytes) select constants, and
 *     state' = sum_i c[m_i] * x^(128 (112 - i))   in F_2[x] / (x^509 - 1),
 * stored as a 64-byte little-endian polynomial (bits 509..511 zero).
 * Merkle-Damgard with a zero IV over 48-byte blocks. Padding (no 1 bit):
 * the last 0..47 bytes, zeros, and the message length in BYTES as a 64-bit
 * little-endian integer in the last 8 bytes of one 48-byte block (if at most
 * 40 bytes remain) or two. Output filter: SHA-256 of the final 64-byte state
 * (SHA-256's own compression from c/sha2.c). The reference computes the
 * length bytes of the two-block case with shifts of 64 bits and more
 * (undefined in C); the intended little-endian encoding is used here.
 *
 * Non-byte input (this library's definition; the reference takes bytes and
 * no vector has a partial byte): a partial last byte is completed with a
 * single 1 bit after its k valid bits (the NIST MSB-first convention) and
 * zeros, the byte count includes that byte, and the top bit of the 64-bit
 * length field is set. Byte-aligned messages are exactly the reference; the
 * marker bit keeps the bit-string encoding injective for messages shorter
 * than 2^63 bytes.
 *
 * Constants: "rfsb509" reads the 256 x 64-byte table c/rfsb509_table.h, which
 * c/tools/rfsb509_gen.c writes from AES-128 (hf_rfsb509_constant in rfsb.h)
 * and tests/test_rfsb509.py regenerates and compares. hf_rfsb509_aes is the
 * same function with each constant computed on the fly by four AES-128
 * encryptions (448 per block), the seed paper's lightweight variant. The
 * polynomial arithmetic uses 32-bit words only. */
#include "hf_util.h"
#include "low/rfsb/rfsb_low.h"
#include "rfsb.h"
#include "sha2.h"
#include "rfsb509_table.h"

HF_STATE_FITS(rfsb_state);

#define RFSB_FRESH (RFSB_W - RFSB_STATE)

void hf_rfsb_constant_from_table(unsigned j, uint8_t c[64])
{
    unsigned k;
    for (k = 0; k < 64; k++)      /* not memcpy: the table may sit in an AVR's flash */
        c[k] = rfsb509_table[j][k];
}

static void rfsb_init(void *state, const hf_algo *algo, size_t out_bits)
{
    (void)algo; (void)out_bits;
    memset(state, 0, sizeof(rfsb_state));
}

static void rfsb_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                       const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    rfsb_state *s = (rfsb_state *)state;
    const size_t nbytes = hf_bytes_for_bits(tail_bits);
    uint64_t len = (total_bits[0] >> 3) | (total_bits[1] << 61);  /* bytes, mod 2^64 */
    uint8_t buf[2 * RFSB_FRESH], pad[64];
    uint32_t h[8];
    size_t n, i;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, nbytes);
    if (tail_bits % 8) {
        hf_pad_one_bit(buf, tail_bits);
        len = (len + 1) | ((uint64_t)1 << 63);
    }
    n = nbytes + 8 <= RFSB_FRESH ? RFSB_FRESH : 2 * RFSB_FRESH;
    hf_store64_le(buf + n - 8, len);
    for (i = 0; i < n; i += RFSB_FRESH)
        hf_rfsb_compress(state, algo, buf + i);

    /* SHA-256 of the 64-byte state: one block, then the padding block. */
    memcpy(h, hf_sha2_iv256, sizeof(h));
    hf_sha256_compress(h, s->h);
    memset(pad, 0, sizeof(pad));
    pad[0] = 0x80;
    hf_store64_be(pad + 56, 8 * RFSB_STATE);
    hf_sha256_compress(h, pad);
    for (i = 0; i < out_bits / 32; i++)
        hf_store32_be(out + 4 * i, h[i]);
}

static const rfsb_params TABLE = { hf_rfsb_constant_from_table };
static const rfsb_params ON_THE_FLY = { hf_rfsb509_constant };

#define RFSB509(name, version, params) \
    { name, "rfsb", version, 256, 8 * RFSB_FRESH, 0, sizeof(rfsb_state), \
      rfsb_init, hf_rfsb_compress, rfsb_final, &(params) }

const hf_algo hf_algos_rfsb[] = {
    RFSB509("rfsb509", "RFSB-509 (2011), SUPERCOP reference", TABLE),
};
const size_t hf_algos_rfsb_count = HF_COUNTOF(hf_algos_rfsb);

const hf_algo hf_rfsb509_aes =
    RFSB509("rfsb509", "RFSB-509 (2011), SUPERCOP reference, AES-generated constants", ON_THE_FLY);

int hf_rfsb509_selftest(void)
{
    uint8_t c[64];
    unsigned j;
    if (hf_aes_selftest() != 0)
        return -1;
    for (j = 0; j < 256; j++) {
        uint8_t t[64];
        hf_rfsb509_constant(j, c);
        hf_rfsb_constant_from_table(j, t);
        if (memcmp(c, t, 64) != 0)
            return -2;
    }
    return 0;
}
