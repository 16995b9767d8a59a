/* Xoodyak in hash mode (NIST LWC final round): the Cyclist construction over
 * the 384-bit Xoodoo[12] permutation, 128-bit absorb and squeeze rate,
 * 256-bit digest.
 *
 * Hash-mode Cyclist, as used here:
 *   Absorb: the message is cut into 16-byte blocks (an empty message is one
 *     empty block; a non-empty multiple of 16 bytes adds no empty block).
 *     Every block: Xoodoo before it except for the first, then Down: the
 *     block, a 0x01 byte right after it (byte 16 of the state for a full
 *     block), and for the first block only the absorb colour Cd & 1 = 0x01
 *     in the last state byte (47).
 *   Squeeze: Xoodoo, take 16 bytes; for more, Down of an empty block (0x01 in
 *     byte 0), Xoodoo, 16 more bytes.
 * Since every block, full or not, gets the same Down, the last block needs no
 * special treatment and the family is not HF_LAZY.
 *
 * The state is 12 little-endian 32-bit lanes, lane x of plane y at 4y + x.
 * The 0x01 padding byte means bits are read from the least significant end
 * of a byte: for a message that ends inside a byte, its k valid bits move to
 * bits 0..k-1 of that byte (as XKCP holds them) and the padding bit is
 * 1 << k, right after them (see hf_pad_one_bit_lsb).
 */
#include "hf_util.h"
#include "low/xoodyak/xoodyak_low.h"

typedef struct {
    uint32_t a[12];
    int absorbed;        /* a block went in: the next one needs Xoodoo first */
} xoodyak_state;
HF_STATE_FITS(xoodyak_state);

#define XOODYAK_RATE 16

/* One absorb step; `full` marks a 16-byte block, whose padding byte falls
 * just past the rate. A partial block arrives already padded. */
static void xoodyak_absorb(xoodyak_state *s, const uint8_t *block, int full)
{
    uint32_t m[XOODYAK_RATE / 4];
    unsigned i;
    if (s->absorbed)
        hf_xoodoo(s->a);
    hf_load_words_le(m, block, XOODYAK_RATE / 4);
    for (i = 0; i < XOODYAK_RATE / 4; i++)
        s->a[i] ^= m[i];
    if (full)
        s->a[XOODYAK_RATE / 4] ^= 0x01;
    if (!s->absorbed)
        s->a[11] ^= (uint32_t)0x01 << 24;
    s->absorbed = 1;
}

static void xoodyak_init(void *state, const hf_algo *algo, size_t out_bits)
{
    (void)algo; (void)out_bits;
    memset(state, 0, sizeof(xoodyak_state));
}

static void xoodyak_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    (void)algo;
    xoodyak_absorb((xoodyak_state *)state, block, 1);
}

static void xoodyak_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                          const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    xoodyak_state *s = (xoodyak_state *)state;
    uint8_t buf[XOODYAK_RATE];
    size_t done, i;
    (void)algo; (void)total_bits;

    if (tail_bits > 0 || !s->absorbed) {
        memset(buf, 0, sizeof(buf));
        memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
        hf_pad_one_bit_lsb(buf, tail_bits);
        xoodyak_absorb(s, buf, 0);
    }
    for (done = 0; done < out_bits / 8; done += sizeof(buf)) {
        if (done > 0)
            s->a[0] ^= 0x01;
        hf_xoodoo(s->a);
        for (i = 0; i < XOODYAK_RATE / 4; i++)
            hf_store32_le(buf + 4 * i, s->a[i]);
        memcpy(out + done, buf, out_bits / 8 - done < sizeof(buf) ? out_bits / 8 - done : sizeof(buf));
    }
}

const hf_algo hf_algos_xoodyak[] = {
    { "xoodyak", "xoodyak", "NIST LWC final round", 256, 8 * XOODYAK_RATE, 0,
      sizeof(xoodyak_state), xoodyak_init, xoodyak_compress, xoodyak_final, NULL },
};
const size_t hf_algos_xoodyak_count = HF_COUNTOF(hf_algos_xoodyak);

