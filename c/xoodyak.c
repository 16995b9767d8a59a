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

typedef struct {
    uint32_t a[12];
    int absorbed;        /* a block went in: the next one needs Xoodoo first */
} xoodyak_state;
HF_STATE_FITS(xoodyak_state);

#define XOODYAK_RATE 16
#define XOODOO_ROUNDS 12

/* -DHF_PERM_ASM: a target's own Xoodoo[12] replaces the one below (embedded/rv32i/ writes
 * it in RISC-V assembly). */
#ifdef HF_PERM_ASM
void hf_xoodoo(uint32_t a[12]);
#define xoodoo hf_xoodoo
#else
static const uint32_t RC[XOODOO_ROUNDS] = {
    0x058, 0x038, 0x3C0, 0x0D0, 0x120, 0x014, 0x060, 0x02C, 0x380, 0x0F0, 0x1A0, 0x012
};

static void xoodoo(uint32_t a[12])
{
    uint32_t e[4], b[12], t;
    unsigned r, x;
    for (r = 0; r < XOODOO_ROUNDS; r++) {
        /* theta: each column gets two rotated copies of the parity of the
         * column to its left */
        for (x = 0; x < 4; x++) {
            t = a[(x + 3) % 4] ^ a[4 + (x + 3) % 4] ^ a[8 + (x + 3) % 4];
            e[x] = hf_rotl32(t, 5) ^ hf_rotl32(t, 14);
        }
        for (x = 0; x < 12; x++)
            a[x] ^= e[x % 4];
        /* rho-west: plane 1 shifts one lane, plane 2 rotates by 11 */
        for (x = 0; x < 4; x++) {
            b[x] = a[x];
            b[4 + x] = a[4 + (x + 3) % 4];
            b[8 + x] = hf_rotl32(a[8 + x], 11);
        }
        b[0] ^= RC[r];
        /* chi on each column of three bits */
        for (x = 0; x < 4; x++) {
            a[x] = b[x] ^ (~b[4 + x] & b[8 + x]);
            a[4 + x] = b[4 + x] ^ (~b[8 + x] & b[x]);
            a[8 + x] = b[8 + x] ^ (~b[x] & b[4 + x]);
        }
        /* rho-east: plane 1 rotates by 1, plane 2 shifts two lanes and
         * rotates by 8 */
        for (x = 0; x < 4; x++) {
            b[4 + x] = hf_rotl32(a[4 + x], 1);
            b[8 + x] = hf_rotl32(a[8 + (x + 2) % 4], 8);
        }
        for (x = 4; x < 12; x++)
            a[x] = b[x];
    }
}
#ifdef HF_PERM_EXPORT
/* -DHF_PERM_EXPORT: the C permutation also under the assembly one's name, so that a
 * target's benchmark can time one call of it (hashforge mcu's comparison variant c). */
void hf_xoodoo(uint32_t a[12]);
void hf_xoodoo(uint32_t a[12]) { xoodoo(a); }
#endif
#endif

/* One absorb step; `full` marks a 16-byte block, whose padding byte falls
 * just past the rate. A partial block arrives already padded. */
static void xoodyak_absorb(xoodyak_state *s, const uint8_t *block, int full)
{
    unsigned i;
    if (s->absorbed)
        xoodoo(s->a);
    for (i = 0; i < XOODYAK_RATE / 4; i++)
        s->a[i] ^= hf_load32_le(block + 4 * i);
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
        xoodoo(s->a);
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
