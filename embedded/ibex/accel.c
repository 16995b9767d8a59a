/* The variant `accel` of the ibex target: the library's streaming API (hf_init, hf_update,
 * hf_final) on the identifier's hardware core, which the simulated part has behind rtl/bus/'s
 * Wishbone wrapper at HF_ACCEL_BASE (ibex_bench.sv, ibex_accel.sv). The calls are those of
 * rtl/bus/hf_bus_driver.h over the register map; the benchmark firmware (common/bench.c)
 * measures and checks them as it does the software, and no hash code of the library is linked.
 * bench_accel.h (written by hashforge.mcu.build) names the identifier and its sizes. */
#include <string.h>

#include "hashforge.h"
#include "hf_bus_driver.h"
#include "bench_target.h"
#include "bench_accel.h"

/* What bench.c reads of the descriptor: the digest length, the block that splits the long
 * message as the software's, the context the driver keeps. */
const hf_algo hf_accel = {
    HF_ACCEL_NAME, "accel", "hardware core", HF_ACCEL_DIGEST_BITS, HF_ACCEL_BLOCK_BITS,
    0, sizeof(hf_bus_ctx), NULL, NULL, NULL, NULL
};

static hf_bus_ctx *bus(hf_ctx *ctx)
{
    return (hf_bus_ctx *)(void *)ctx->state.bytes;
}

static void say(const char *s)
{
    while (*s)
        target_putc(*s++);
}

/* Before the vectors: the register map at HF_ACCEL_BASE must describe the identifier's core
 * (ID, NAME, digest and block bits), else the run stops with no digest checked. */
void hf_accel_setup(void)
{
    char name[4 * HF_BUS_NAME_WORDS + 1];
    unsigned i;
    if (hf_bus_probe(HF_ACCEL_BASE) != 0) {
        say("ACCEL no register map at the accelerator's address\n");
        target_exit();
    }
    for (i = 0; i < HF_BUS_NAME_WORDS; i++) {
        uint32_t w = HF_BUS_READ32(HF_ACCEL_BASE, HF_BUS_NAME + 4u * i);
        name[4 * i] = (char)w;
        name[4 * i + 1] = (char)(w >> 8);
        name[4 * i + 2] = (char)(w >> 16);
        name[4 * i + 3] = (char)(w >> 24);
    }
    name[4 * HF_BUS_NAME_WORDS] = 0;
    if (strcmp(name, HF_ACCEL_NAME) != 0 || hf_bus_digest_bits(HF_ACCEL_BASE) != HF_ACCEL_DIGEST_BITS
        || HF_BUS_READ32(HF_ACCEL_BASE, HF_BUS_BLOCK_BITS) != HF_ACCEL_BLOCK_BITS) {
        say("ACCEL the core is not " HF_ACCEL_NAME "\n");
        target_exit();
    }
}

/* The core's digest length only (an XOF's is fixed in hardware). */
int hf_init(hf_ctx *ctx, const hf_algo *algo, size_t out_bits)
{
    ctx->algo = algo;
    ctx->out_bits = out_bits ? out_bits : algo->digest_bits;
    hf_bus_init(bus(ctx), HF_ACCEL_BASE);
    return ctx->out_bits == algo->digest_bits ? 0 : -1;
}

void hf_update(hf_ctx *ctx, const uint8_t *data, size_t nbits)
{
    hf_bus_update(bus(ctx), data, nbits);
}

/* A digest the wrapper flagged (an error bit in STATUS), or one of a length the core does not
 * have, is returned as zeros, which no KAT digest is: the vector fails rather than passing. */
void hf_final(hf_ctx *ctx, uint8_t *out)
{
    if (ctx->out_bits != ctx->algo->digest_bits
        || hf_bus_final(bus(ctx), out, (unsigned)ctx->out_bits) != 0)
        memset(out, 0, ctx->out_bits / 8);
}
