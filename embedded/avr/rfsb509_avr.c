/* RFSB-509 on an 8-bit AVR in the variants of seed 000 (von Maurich, Güneysu, Table 1):
 * the same function as c/rfsb.c (SUPERCOP reference, SHA-256 output filter), with its own
 * init / update / final (the library's streaming API, byte messages only: the vectors are
 * bytes, as the seed's) and one compression per variant:
 *
 *   RFSB_TABLE_ROM   the 256 x 64-byte table (c/rfsb509_table.h) in flash, read with LPM
 *   RFSB_TABLE_RAM   the table generated into SRAM by AES-128 at start-up (rfsb509_setup,
 *                    the seed's choice: no copy of it in flash)
 *   RFSB_TABLE_AES   no table: each constant computed when needed by four AES-128
 *                    encryptions in software (rfsb509_aes.S, written for size);
 *                    the seed used the ATxmega's AES unit, which simavr does not model
 *   RFSB_UNROLLED    with ROM or RAM: the compression is the generated assembly of
 *                    rfsb509_unrolled.py (rfsb509_compress_unrolled) instead of the loops here
 *
 * The compression, as polynomials over F_2: with the 112 input bytes m_0..m_111 (64 bytes of
 * chaining state, then the 48 fresh bytes) and 111 - i = 4q + r (q = 0..27, r = 0..3),
 *     h' = sum_i c[m_i] x^(128 (111 - i)) = sum_{q,r} c[m_i] x^(128 r + 3 q)  mod x^509 - 1,
 * because x^512 = x^3 there. 128 r + 3 q < 509, so the sum U without reduction has fewer
 * than 976 bits (122 bytes), and one fold (bit k + 509 onto bit k) reduces it. 3 q is a
 * whole number of bytes plus b = 3q mod 8 bits; the terms of one b are byte-aligned: they
 * are added into one accumulator A, and U += A x^b once per b (8 shifts per block).
 * The small variant instead follows Horner's rule one bit at a time (rfsb509_compress). */
#include <string.h>
#include "hashforge.h"
#include "hf_util.h"
#include "rfsb.h"
#include "sha2.h"

#if defined(RFSB_TABLE_ROM)
#include "rfsb509_table.h"
#endif

#define RFSB_W 112
#define RFSB_STATE 64
#define RFSB_FRESH 48
#define U_BYTES 128            /* 122 bytes of U (976 bits), the last shift's carry, and zeros the fold reads */

#if defined(RFSB_TABLE_RAM) || defined(RFSB_TABLE_AES)
/* rfsb509_aes.S: AES-128 of s in place under the all-zero key, written for size. */
extern void rfsb509_aes0(uint8_t s[16]);

/* c[j] from its definition (hf_rfsb509_constant in c/rfsb.h): four encryptions of
 * (i, j, 0, ..., 0), reduced modulo x^509 - 1. */
static void constant(uint8_t j, uint8_t c[64])
{
    uint8_t i;
    for (i = 0; i < 4; i++) {
        uint8_t *blk = c + 16 * i;
        memset(blk, 0, 16);
        blk[0] = i;
        blk[1] = j;
        rfsb509_aes0(blk);
    }
    c[0] ^= (uint8_t)(c[63] >> 5);
    c[63] &= 0x1f;
}
#endif

#if defined(RFSB_TABLE_RAM)
uint8_t rfsb509_ram_table[256][64];

void rfsb509_setup(void)
{
    uint8_t j = 0;
    do
        constant(j, rfsb509_ram_table[j]);
    while (++j);
}
#endif

#if defined(RFSB_TABLE_ROM)
/* the table's address in flash, for LPM */
#define TABLE_BASE ((const uint8_t *)(uintptr_t)&rfsb509_table[0][0])
#else
#define TABLE_BASE (&rfsb509_ram_table[0][0])
#endif

#if defined(RFSB_TABLE_AES)
extern void rfsb509_xor64(uint8_t *a, const uint8_t *c);
#elif defined(RFSB_UNROLLED)
/* rfsb509_unrolled.py: U (U_BYTES, zeroed) += the unreduced sum; perm is scratch. */
extern void rfsb509_compress_unrolled(uint8_t *u, const uint8_t *in, const uint8_t *table,
                                      uint8_t *perm);
#else
/* rfsb509_loops.S */
extern void rfsb509_xor64(uint8_t *a, const uint8_t *c);
extern void rfsb509_xor64_P(uint8_t *a, const uint8_t *c);
extern void rfsb509_shift_xor(uint8_t *u, const uint8_t *a, uint8_t mult);

/* a[0 .. 64) ^= c[m] */
static void add_constant(uint8_t *a, uint8_t m)
{
#if defined(RFSB_TABLE_ROM)
    rfsb509_xor64_P(a, TABLE_BASE + 64 * (uint16_t)m);
#else
    rfsb509_xor64(a, rfsb509_ram_table[m]);
#endif
}

static void rfsb509_unreduced(uint8_t *u, const uint8_t *in)
{
    uint8_t a[U_BYTES], b, q, r;
    for (b = 0; b < 8; b++) {
        memset(a, 0, sizeof(a));
        for (q = (uint8_t)(3 * b % 8); q < 28; q += 8)
            for (r = 0; r < 4; r++)
                add_constant(a + 3 * q / 8 + 16 * r, in[111 - 4 * q - r]);
        rfsb509_shift_xor(u, a, (uint8_t)(1u << b));
    }
}
#endif

#if defined(RFSB_TABLE_AES)
/* rfsb509_loops.S: v = v * x modulo x^509 - 1 */
extern void rfsb509_mulx(uint8_t v[64]);

/* The small variant: Horner's rule, v = v x^128 + c[m_i] for i = 0..111, each x^128 as 128
 * one-bit steps (slow, but a few dozen bytes of code; the AES dominates anyway). */
static void rfsb509_compress(uint8_t h[RFSB_STATE], const uint8_t block[RFSB_FRESH])
{
    uint8_t v[RFSB_STATE], c[64], i = 0, k;
    memset(v, 0, sizeof(v));
    do {
        k = 128;
        do
            rfsb509_mulx(v);
        while (--k);
        constant(i < RFSB_STATE ? h[i] : block[i - RFSB_STATE], c);
        rfsb509_xor64(v, c);
    } while (++i < RFSB_W);
    memcpy(h, v, RFSB_STATE);
}
#else
static void rfsb509_compress(uint8_t h[RFSB_STATE], const uint8_t block[RFSB_FRESH])
{
    uint8_t in[RFSB_W], u[U_BYTES];
    uint8_t i;
#if defined(RFSB_UNROLLED)
    uint8_t perm[128];
#endif
    memcpy(in, h, RFSB_STATE);
    memcpy(in + RFSB_STATE, block, RFSB_FRESH);
    memset(u, 0, sizeof(u));
#if defined(RFSB_UNROLLED)
    rfsb509_compress_unrolled(u, in, TABLE_BASE, perm);
#else
    rfsb509_unreduced(u, in);
#endif
    /* bit k + 509 onto bit k: 509 = 63 bytes + 5 bits */
    for (i = 0; i < RFSB_STATE; i++)
        h[i] = (uint8_t)(u[i] ^ (u[i + 63] >> 5) ^ (uint8_t)(u[i + 64] << 3));
    h[63] &= 0x1f;
}
#endif

/* The descriptor: what the benchmark firmware and the context need to know (sizes; the
 * names are the registry's business, not the firmware's). */
const hf_algo hf_rfsb509_avr = {
    "", "", "", 256, 8 * RFSB_FRESH,
    0, RFSB_STATE, NULL, NULL, NULL, NULL
};

int hf_init(hf_ctx *ctx, const hf_algo *algo, size_t out_bits)
{
    memset(ctx, 0, sizeof(*ctx));
    (void)out_bits;            /* 256: the only length */
    ctx->algo = algo;
    ctx->out_bits = 256;
    return 0;
}

/* Whole bytes only (nbits / 8 of them). Here total_bits[0] counts bytes (its low 32 bits,
 * little-endian) and fill_bits holds the bytes waiting in block[]. */
void hf_update(hf_ctx *ctx, const uint8_t *data, size_t nbits)
{
    size_t n = nbits / 8;
    uint8_t fill = (uint8_t)ctx->fill_bits;
    uint32_t count;            /* bytes: messages below 4 GB (the length field stays 64-bit) */
    memcpy(&count, ctx->total_bits, sizeof(count));
    count += n;
    memcpy(ctx->total_bits, &count, sizeof(count));
    while (n--) {
        ctx->block[fill++] = *data++;
        if (fill == RFSB_FRESH) {
            rfsb509_compress(ctx->state.bytes, ctx->block);
            fill = 0;
        }
    }
    ctx->fill_bits = fill;
}

/* The output filter: SHA-256 of the 64-byte state (c/sha2.c's compression). A function of
 * its own, so that its ROM is reported apart (the seed's figures have no filter). */
void __attribute__((noinline, noclone)) rfsb509_output_filter(const uint8_t *h, uint8_t *out)
{
    uint32_t s[8];
    uint8_t pad[64], i;
    memcpy(s, hf_sha2_iv256, sizeof(s));
    hf_sha256_compress(s, h);
    memset(pad, 0, sizeof(pad));
    pad[0] = 0x80;
    pad[62] = 2;               /* 512 bits, big-endian */
    hf_sha256_compress(s, pad);
    for (i = 0; i < 8; i++)
        hf_store32_be(out + 4 * i, s[i]);
}

/* Padding as the reference: zeros, then the length in bytes (64-bit little-endian, the AVR's
 * own byte order) in the last 8 bytes of one block, or of a second when fewer than 8 bytes
 * are left; then the output filter. */
void hf_final(hf_ctx *ctx, uint8_t *out)
{
    uint8_t *h = ctx->state.bytes, *buf = ctx->block;
    uint8_t fill = (uint8_t)ctx->fill_bits;

    memset(buf + fill, 0, RFSB_FRESH - fill);
    if (fill + 8 > RFSB_FRESH) {
        rfsb509_compress(h, buf);
        memset(buf, 0, RFSB_FRESH);
    }
    memcpy(buf + RFSB_FRESH - 8, &ctx->total_bits[0], 8);
    rfsb509_compress(h, buf);
    rfsb509_output_filter(h, out);
}
