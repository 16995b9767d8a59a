/* The benchmark firmware: hashes known-answer vectors with the library's streaming API on
 * the target, checks each digest against the KAT, and marks the measured calls for the
 * simulator's cycle counter. Target-independent: the hooks are in bench_target.h, the
 * vectors and the algorithm in the generated bench_case.h (hashforge.mcu.vectors).
 *
 * Output, one line each (the simulator copies the text; marks become "@MARK id cycle"):
 *   CTX n            bytes of the context the algorithm uses (header + state + block; no
 *                    block with -DBENCH_CTX_NO_BLOCK, a hardware core's driver)
 *   V role nbits ok stack
 *                    one KAT vector: role 0 check only, 1 short message (marks 10/11 around
 *                    init + update + final), 2 long message (marks 20/21 around the update
 *                    of every whole block after the first, or of the one whole block of a
 *                    message that has only one); ok 1 when the digest equals the
 *                    KAT; stack = peak stack bytes of init + update + final (stack painting)
 *   DONE passed failed
 * Marks 1 and 2 come back to back first: their distance is the cost of one mark, which the
 * host subtracts. Marks 30/31 surround BENCH_SETUP (a variant's start-up work, e.g. the
 * RAM table of RFSB-509), not part of any hash. Marks 40/41 surround one call of the
 * target's permutation (BENCH_PERMUTATION, where the target has its own) on a zero state.
 *
 * -DBENCH_BASELINE builds the same firmware with empty stand-ins for hf_init, hf_update and
 * hf_final: the host subtracts its ROM and static RAM from the real build's, which leaves
 * what the algorithm costs. */
#include <string.h>
#include "hashforge.h"
#include "bench_target.h"
#include "bench_case.h"

enum { ROLE_CHECK = 0, ROLE_SHORT = 1, ROLE_LONG = 2 };

static hf_ctx ctx;
static uint8_t msg[BENCH_MSG_MAX + 1];
static uint8_t want[BENCH_OUT_MAX];
static uint8_t got[BENCH_OUT_MAX];
static unsigned passed, failed;
/* Read at run time in both builds, so that the firmware and its baseline carry the same
 * harness code (a constant descriptor would let the compiler drop the baseline's). */
static const hf_algo *volatile algo;

#ifdef BENCH_BASELINE
static const hf_algo baseline_algo;   /* block_bits 0: the long split is skipped at run time */
#undef BENCH_ALGO
#define BENCH_ALGO (&baseline_algo)
#undef BENCH_SETUP
/* not inlined: the context stays a real object, as in the firmware */
#define STUB __attribute__((noinline))
STUB int hf_init(hf_ctx *c, const hf_algo *algo, size_t out_bits)
{
    c->algo = algo;
    c->out_bits = out_bits;
    return 0;
}
STUB void hf_update(hf_ctx *c, const uint8_t *data, size_t nbits)
{
    c->fill_bits = nbits + data[0];
}
STUB void hf_final(hf_ctx *c, uint8_t *out)
{
    out[0] = (uint8_t)c->fill_bits;
}
#endif

static void put_str(const char *s)
{
    while (*s)
        target_putc(*s++);
}

static void put_num(unsigned long v)
{
    char buf[11];
    int i = 0;
    do {
        buf[i++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (i)
        target_putc(buf[--i]);
}

static void put_nums(const char *tag, unsigned long a, unsigned long b)
{
    put_str(tag);
    put_num(a);
    target_putc(' ');
    put_num(b);
}

/* One KAT vector (message and digest in program memory). A long message's update is split:
 * the first block, then (measured) every further whole block, then the rest, so that the
 * measured call compresses exactly its own bytes also for algorithms that hold a full
 * block back (HF_LAZY). */
static void bench_one(uint8_t role, const uint8_t *msg_rom, size_t nbits,
                      const uint8_t *md_rom, size_t md_bytes)
{
    const size_t nbytes = (nbits + 7) / 8;
    size_t block = 0, whole = 0;
    uintptr_t top, low;
    int ok;

    bench_rom_copy(msg, msg_rom, nbytes);
    bench_rom_copy(want, md_rom, md_bytes);
    memset(got, 0, sizeof(got));
    target_stack_paint();
    top = target_sp();
    if (role == ROLE_SHORT)
        target_mark(10);
    hf_init(&ctx, algo, 8 * md_bytes);
    if (role == ROLE_LONG && algo->block_bits) {
        block = algo->block_bits / 8;
        whole = nbytes / block * block;
        if (whole == block && !(algo->flags & HF_LAZY))
            block = 0;         /* one block: its update is the measured call */
    }
    if (whole > block) {
        if (block)
            hf_update(&ctx, msg, 8 * block);
        target_mark(20);
        hf_update(&ctx, msg + block, 8 * (whole - block));
        target_mark(21);
        hf_update(&ctx, msg + whole, nbits - 8 * whole);
    } else {
        hf_update(&ctx, msg, nbits);
    }
    hf_final(&ctx, got);
    if (role == ROLE_SHORT)
        target_mark(11);
    low = target_stack_low();
    ok = memcmp(got, want, md_bytes) == 0;
    passed += ok;
    failed += !ok;
    put_nums("V ", role, nbits);
    put_nums(" ", ok, top > low ? top - low : 0);
    if (role == ROLE_LONG)
        put_nums(" ", whole > block ? whole - block : 0, block);
    target_putc('\n');
}

int main(void)
{
    target_init();
    algo = BENCH_ALGO;
    target_mark(1);
    target_mark(2);
#ifdef BENCH_SETUP
    target_mark(30);
    BENCH_SETUP();
    target_mark(31);
#endif
#ifdef BENCH_PERMUTATION
    target_mark(40);
#ifdef BENCH_BASELINE
    bench_perm_state[0] ^= 1;    /* the baseline keeps the same state object */
#else
    BENCH_PERMUTATION();
#endif
    target_mark(41);
#endif
    put_str("CTX ");
#ifdef BENCH_CTX_NO_BLOCK      /* the algorithm buffers no block in the context (a driver) */
    put_num(sizeof(hf_ctx) - HF_STATE_MAX - HF_BLOCK_MAX + algo->state_size);
#else
    put_num(sizeof(hf_ctx) - HF_STATE_MAX - HF_BLOCK_MAX + algo->state_size + algo->block_bits / 8);
#endif
    target_putc('\n');
    bench_vectors();
    put_nums("DONE ", passed, failed);
    target_putc('\n');
    target_exit();
}
