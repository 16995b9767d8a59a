/* Shared by the sanitizer and fuzz drivers: feed the first nbits bits of msg (MSB-first)
 * to a context in chunks of pseudo-random bit lengths, so that every buffering path of
 * hf_update (partial bytes, partial blocks, whole blocks) runs, not only the one-shot one. */
#ifndef HF_SPLIT_UPDATE_H
#define HF_SPLIT_UPDATE_H
#include <string.h>
#include "hashforge.h"

/* Bits [start, start+n) of msg, left-aligned into out (n <= 8 * sizeof chunk buffer). */
static void hf_bit_slice(const uint8_t *msg, size_t start, size_t n, uint8_t *out)
{
    size_t i;
    memset(out, 0, (n + 7) / 8);
    for (i = 0; i < n; i++) {
        size_t b = start + i;
        if (msg[b / 8] & (0x80u >> (b % 8)))
            out[i / 8] |= (uint8_t)(0x80u >> (i % 8));
    }
}

#define HF_SPLIT_MAX_BITS 2048

static void hf_split_update(hf_ctx *ctx, const uint8_t *msg, size_t nbits, uint32_t seed)
{
    uint8_t chunk[HF_SPLIT_MAX_BITS / 8];
    size_t pos = 0;
    uint32_t x = seed * 2654435761u + 1u;
    while (pos < nbits) {
        size_t n;
        x = x * 1103515245u + 12345u;
        n = (size_t)((x >> 8) % HF_SPLIT_MAX_BITS) + 1;
        if ((x >> 4) % 4 == 0)
            n = (n % 9) + 1;             /* often a few bits: the partial-byte paths */
        if (n > nbits - pos)
            n = nbits - pos;
        hf_bit_slice(msg, pos, n, chunk);
        hf_update(ctx, chunk, n);
        pos += n;
    }
}
#endif
