/* The parts every algorithm shares: the registry, bit-granular block
 * buffering and message-length counting, one-shot hashing. An algorithm only
 * provides init / compress(one block) / final(tail, length). */
#include <string.h>
#include "hashforge.h"
#include "hf_util.h"

/* HF_FAMILIES names another list of families (a build for a small target links a few). */
#ifndef HF_FAMILIES
#define HF_FAMILIES "families.def"
#endif

#define HF_FAMILY(f) extern const hf_algo hf_algos_##f[]; extern const size_t hf_algos_##f##_count;
#include HF_FAMILIES
#undef HF_FAMILY

/* Each family's low-level implementation names itself (c/low/<family>/<family>_low.h) */
#define HF_FAMILY(f) extern const char hf_impl_##f[];
#include HF_FAMILIES
#undef HF_FAMILY

typedef struct { const hf_algo *algos; const size_t *count; const char *impl; } hf_family_entry;

static const hf_family_entry families[] = {
#define HF_FAMILY(f) { hf_algos_##f, &hf_algos_##f##_count, hf_impl_##f },
#include HF_FAMILIES
#undef HF_FAMILY
};

size_t hf_count(void)
{
    size_t n = 0, i;
    for (i = 0; i < HF_COUNTOF(families); i++)
        n += *families[i].count;
    return n;
}

const hf_algo *hf_at(size_t index)
{
    size_t i;
    for (i = 0; i < HF_COUNTOF(families); i++) {
        if (index < *families[i].count)
            return &families[i].algos[index];
        index -= *families[i].count;
    }
    return NULL;
}

const hf_algo *hf_find(const char *name)
{
    size_t i, n = hf_count();
    if (name == NULL)
        return NULL;
    for (i = 0; i < n; i++)
        if (strcmp(hf_at(i)->name, name) == 0)
            return hf_at(i);
    return NULL;
}

const char *hf_impl(const char *family)
{
    size_t i;
    if (family == NULL)
        return NULL;
    for (i = 0; i < HF_COUNTOF(families); i++)
        if (*families[i].count > 0 && strcmp(families[i].algos[0].family, family) == 0)
            return families[i].impl;
    return NULL;
}

int hf_init(hf_ctx *ctx, const hf_algo *algo, size_t out_bits)
{
    if (algo == NULL || algo->state_size > HF_STATE_MAX
        || algo->block_bits == 0 || algo->block_bits > 8 * HF_BLOCK_MAX
        || algo->block_bits % 8 != 0)
        return -1;
    if (out_bits == 0)
        out_bits = algo->digest_bits;
    if (out_bits != algo->digest_bits
        && (!(algo->flags & HF_XOF) || out_bits % 8 != 0 || out_bits > HF_OUT_MAX_BITS))
        return -1;
    memset(ctx, 0, sizeof(*ctx));
    ctx->algo = algo;
    ctx->out_bits = out_bits;
    algo->init(ctx->state.bytes, algo, out_bits);
    return 0;
}

static void compress_block(hf_ctx *ctx)
{
    ctx->algo->compress(ctx->state.bytes, ctx->algo, ctx->block);
    memset(ctx->block, 0, ctx->algo->block_bits / 8);
    ctx->fill_bits = 0;
}

void hf_update(hf_ctx *ctx, const uint8_t *data, size_t nbits)
{
    const size_t block_bits = ctx->algo->block_bits;
    const int lazy = (ctx->algo->flags & HF_LAZY) != 0;
    unsigned in_bit = 0; /* bits of *data already consumed */

    ctx->total_bits[0] += nbits;
    if (ctx->total_bits[0] < nbits)
        ctx->total_bits[1]++;

    while (nbits > 0) {
        if (ctx->fill_bits == block_bits)
            compress_block(ctx); /* only a lazy algorithm gets here */
        /* Whole blocks straight from the input while more input follows them (so a lazy
         * algorithm's last block still waits for final()): no copy through ctx->block,
         * which stays all zero. */
        if (ctx->fill_bits == 0 && in_bit == 0 && nbits > block_bits) {
            do {
                ctx->algo->compress(ctx->state.bytes, ctx->algo, data);
                data += block_bits / 8;
                nbits -= block_bits;
            } while (nbits > block_bits);
            continue;
        }
        if (ctx->fill_bits % 8 == 0 && in_bit == 0 && nbits >= 8) {
            size_t n = (block_bits - ctx->fill_bits) / 8;
            if (n > nbits / 8)
                n = nbits / 8;
            memcpy(ctx->block + ctx->fill_bits / 8, data, n);
            ctx->fill_bits += 8 * n;
            data += n;
            nbits -= 8 * n;
        } else {
            /* Misaligned: move the largest run of bits that stays inside one
             * input byte and one buffer byte. */
            unsigned s = (unsigned)(ctx->fill_bits % 8);
            size_t t = 8 - (in_bit > s ? in_bit : s);
            uint8_t v;
            if (t > nbits)
                t = nbits;
            v = (uint8_t)((uint8_t)(data[0] << in_bit) & (uint8_t)(0xFF00u >> t));
            ctx->block[ctx->fill_bits / 8] |= (uint8_t)(v >> s);
            ctx->fill_bits += t;
            nbits -= t;
            in_bit += (unsigned)t;
            if (in_bit == 8) {
                in_bit = 0;
                data++;
            }
        }
        if (ctx->fill_bits == block_bits && !lazy)
            compress_block(ctx);
    }
}

void hf_update_bytes(hf_ctx *ctx, const void *data, size_t nbytes)
{
    hf_update(ctx, (const uint8_t *)data, 8 * nbytes);
}

void hf_final(hf_ctx *ctx, uint8_t *out)
{
    ctx->algo->final(ctx->state.bytes, ctx->algo, ctx->block, ctx->fill_bits,
                     ctx->total_bits, out, ctx->out_bits);
}

int hf_hash(const char *name, const uint8_t *data, size_t nbits,
            uint8_t *out, size_t out_bits)
{
    hf_ctx ctx;
    if (hf_init(&ctx, hf_find(name), out_bits) != 0)
        return -1;
    hf_update(&ctx, data, nbits);
    hf_final(&ctx, out);
    return 0;
}
