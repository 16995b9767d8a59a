/*
 * hf_bus_driver.h: init / update / final over the register map of the hashforge bus wrappers
 * (rtl/bus/README.md; offsets and bits in hf_bus_map.h, generated from hashforge.hw.busmap), in
 * the C library's style: messages are bit strings, a byte holds up to 8 message bits most
 * significant bit first, and updates may be split anywhere, inside a byte too.
 *
 * The same driver serves AXI4-Lite (hf_axil) and Wishbone (hf_wb): it only reads and writes
 * 32-bit words at offsets from `base`. By default a word access is a volatile load or store;
 * define HF_BUS_READ32(base, off) and HF_BUS_WRITE32(base, off, value) before including this
 * file to use something else (the test harness drives a simulated bus with them).
 *
 * Words go to the core as they fill (MSG), so the driver keeps one partial word; the last word
 * goes to LAST + 4k with its k valid bits, then the digest is read from DIGEST in order. The
 * wrapper inserts wait states while the core is busy, so no polling is needed; each digest read
 * waits for its word.
 */
#ifndef HF_BUS_DRIVER_H
#define HF_BUS_DRIVER_H

#include <stddef.h>
#include <stdint.h>

#include "hf_bus_map.h"

#ifndef HF_BUS_READ32
#define HF_BUS_READ32(base, off) (*(volatile uint32_t *)((uintptr_t)(base) + (off)))
#endif
#ifndef HF_BUS_WRITE32
#define HF_BUS_WRITE32(base, off, value) \
    (*(volatile uint32_t *)((uintptr_t)(base) + (off)) = (uint32_t)(value))
#endif

#define HF_BUS_ERRORS (HF_BUS_STATUS_ERR_ACCESS | HF_BUS_STATUS_ERR_BUSY | \
                       HF_BUS_STATUS_ERR_STRB | HF_BUS_STATUS_ERR_DIGEST)

typedef struct {
    uintptr_t base;      /* the wrapper's base address */
    uint32_t word;       /* message bits not yet written: bit p of the word is bit 7 - p % 8
                            of byte p / 8, as the register map takes it */
    unsigned bits;       /* how many (0..31) */
} hf_bus_ctx;

/* Identifies the register map; 0 when `base` holds one, -1 otherwise. */
static inline int hf_bus_probe(uintptr_t base)
{
    return HF_BUS_READ32(base, HF_BUS_ID) == HF_BUS_ID_VALUE ? 0 : -1;
}

/* Digest bits of the core behind `base`. */
static inline unsigned hf_bus_digest_bits(uintptr_t base)
{
    return (unsigned)HF_BUS_READ32(base, HF_BUS_DIGEST_BITS);
}

/* A new message: a soft reset drops whatever a previous user left (a partial message, an
 * unread digest) and the error bits are cleared. */
static inline void hf_bus_init(hf_bus_ctx *ctx, uintptr_t base)
{
    ctx->base = base;
    ctx->word = 0;
    ctx->bits = 0;
    HF_BUS_WRITE32(base, HF_BUS_CTRL, HF_BUS_CTRL_SRST);
    HF_BUS_WRITE32(base, HF_BUS_STATUS, HF_BUS_ERRORS);
}

static inline void hf_bus__put(hf_bus_ctx *ctx, uint32_t byte, unsigned nbits)
{
    /* nbits (1..8) message bits, the high bits of `byte`, appended at ctx->bits */
    unsigned p = ctx->bits;
    unsigned at = p % 8;
    uint32_t b = byte & (0xFFu << (8 - nbits)) & 0xFFu;
    ctx->word |= (b >> at) << (8 * (p / 8));
    if (at + nbits > 8 && p / 8 < 3)   /* the bits that spill into the next byte */
        ctx->word |= ((b << (8 - at)) & 0xFFu) << (8 * (p / 8 + 1));
    if (at + nbits > 8 && p / 8 == 3) {
        /* the word is full: write it, keep the rest as the next word's first bits */
        HF_BUS_WRITE32(ctx->base, HF_BUS_MSG, ctx->word);
        ctx->word = (b << (8 - at)) & 0xFFu;
        ctx->bits = p + nbits - 32;
        return;
    }
    ctx->bits = p + nbits;
    if (ctx->bits == 32) {
        HF_BUS_WRITE32(ctx->base, HF_BUS_MSG, ctx->word);
        ctx->word = 0;
        ctx->bits = 0;
    }
}

/* On a little-endian CPU the word it loads from 4 message bytes is the word MSG takes, so a
 * message at a word address goes to the core a load and a store per word (GCC and Clang:
 * may_alias makes the load legal on a byte array). Elsewhere the word is put together from
 * its bytes. */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HF_BUS__LE_WORDS 1
typedef uint32_t __attribute__((may_alias)) hf_bus__word;
#endif

/* nbits message bits from data (the valid bits of a partial last byte are its high bits). */
static inline void hf_bus_update(hf_bus_ctx *ctx, const uint8_t *data, size_t nbits)
{
    size_t i = 0;
    const uintptr_t base = ctx->base;   /* a local: the stores could alias ctx->base */
    if (ctx->bits == 0) {            /* aligned: whole words straight from the message */
#ifdef HF_BUS__LE_WORDS
        if (((uintptr_t)data & 3u) == 0) {
            const hf_bus__word *w = (const hf_bus__word *)(const void *)data;
            size_t n = nbits / 32;
            i = 4 * n;
            for (; n >= 4; n -= 4, w += 4) {    /* four per turn: fewer taken branches */
                HF_BUS_WRITE32(base, HF_BUS_MSG, w[0]);
                HF_BUS_WRITE32(base, HF_BUS_MSG, w[1]);
                HF_BUS_WRITE32(base, HF_BUS_MSG, w[2]);
                HF_BUS_WRITE32(base, HF_BUS_MSG, w[3]);
            }
            for (; n; n--, w++)
                HF_BUS_WRITE32(base, HF_BUS_MSG, w[0]);
        }
#endif
        for (; nbits - i * 8 >= 32; i += 4)
            HF_BUS_WRITE32(base, HF_BUS_MSG,
                           (uint32_t)data[i] | (uint32_t)data[i + 1] << 8 |
                           (uint32_t)data[i + 2] << 16 | (uint32_t)data[i + 3] << 24);
    }
    for (; nbits - i * 8 >= 8; i++)
        hf_bus__put(ctx, data[i], 8);
    if (nbits % 8)
        hf_bus__put(ctx, data[i], (unsigned)(nbits % 8));
}

/* Ends the message and reads the digest (out: digest_bits / 8 bytes). 0, or -1 when the
 * wrapper reported an error (STATUS error bits) for any access of this message. */
static inline int hf_bus_final(hf_bus_ctx *ctx, uint8_t *out, unsigned digest_bits)
{
    unsigned i, j, n = (digest_bits + 31) / 32;
    HF_BUS_WRITE32(ctx->base, HF_BUS_LAST + 4u * ctx->bits, ctx->word);
    for (i = 0; i < n; i++) {
        uint32_t w = HF_BUS_READ32(ctx->base, HF_BUS_DIGEST + 4u * i);
        for (j = 0; j < 4 && 4 * i + j < digest_bits / 8; j++)
            out[4 * i + j] = (uint8_t)(w >> (8 * j));
    }
    ctx->word = 0;
    ctx->bits = 0;
    return (HF_BUS_READ32(ctx->base, HF_BUS_STATUS) & HF_BUS_ERRORS) ? -1 : 0;
}

#endif
