/* The benchmark firmware's target hooks on a bare-metal RV32 in QEMU's `virt` machine:
 * text goes to its 16550 UART, a mark prints the instructions retired so far (the
 * instret counter, exact under -icount shift=0) less those spent printing earlier marks,
 * and the run ends by writing to the machine's test device, which stops QEMU. The ibex
 * targets' driver (embedded/ibex/simrun.cpp) maps the UART and the test device at the same
 * addresses and counts cycles (mcycle). */
#include "bench_target.h"

#define UART_THR ((volatile uint8_t *)0x10000000)
#define TEST_DEVICE ((volatile uint32_t *)0x00100000)
#define TEST_PASS 0x5555
#define STACK_PATTERN 0xa5

extern uint8_t __heap_start;   /* the end of .data + .bss (picolibc's linker script) */

static uint32_t hidden;        /* counts (instructions or cycles) spent inside target_mark */

/* The counter a mark reads: instret (0xc02), exact in QEMU under -icount shift=0; a target
 * that counts clock cycles defines BENCH_COUNT_CYCLES and reads mcycle (0xb00: Ibex has no
 * user-level cycle CSR). The CSR number goes into .insn as a signed 12-bit immediate. */
#ifdef BENCH_COUNT_CYCLES
#define COUNTER_CSR "0xb00 - 0x1000"
#else
#define COUNTER_CSR "0xc02 - 0x1000"
#endif

/* csrrs rd, COUNTER_CSR, x0 (the assembler wants Zicsr for the mnemonic; the counters are
 * all this needs) */
static inline uint32_t counter(void)
{
    uint32_t v;
    __asm__ volatile(".insn i SYSTEM, 2, %0, x0, " COUNTER_CSR : "=r"(v));
    return v;
}

void target_init(void)
{
}

void target_putc(char c)
{
    *UART_THR = (uint8_t)c;
}

static void put_u32(uint32_t v)
{
    char buf[10];
    int i = 0;
    do {
        buf[i++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (i)
        target_putc(buf[--i]);
}

void target_mark(uint8_t id)
{
    uint32_t t = counter();
    const char *s = "@MARK ";
    while (*s)
        target_putc(*s++);
    put_u32(id);
    target_putc(' ');
    put_u32(t - hidden);
    target_putc('\n');
    hidden += counter() - t;
}

uintptr_t target_sp(void)
{
    uintptr_t sp;
    __asm__ volatile("mv %0, sp" : "=r"(sp));
    return sp;
}

/* The free RAM (about 1 MB on rv32i, 256 KB on ibex) is painted and scanned a word at a
 * time: on a core simulated cycle by cycle (ibex) bytes took most of the run. */
static uint32_t *free_start(void)
{
    return (uint32_t *)(((uintptr_t)&__heap_start + 3) & ~(uintptr_t)3);
}

/* Leaves the 64 bytes below its own frame alone. -DBENCH_NO_STACK_PAINT (a firmware that
 * checks every KAT vector on a cycle-by-cycle simulator) skips it: the stack is not measured. */
void target_stack_paint(void)
{
#ifdef BENCH_NO_STACK_PAINT
    return;
#endif
    /* volatile: GCC would call picolibc's memset, which stores bytes */
    volatile uint32_t *p = free_start();
    volatile uint32_t *end = (uint32_t *)((target_sp() - 64) & ~(uintptr_t)3);
    while (p < end)
        *p++ = STACK_PATTERN * 0x01010101u;
}

uintptr_t target_stack_low(void)
{
    const uint8_t *top = (const uint8_t *)target_sp();
    const uint32_t *w = free_start();
    const uint8_t *p;
#ifdef BENCH_NO_STACK_PAINT
    return (uintptr_t)top;
#endif
    while ((const uint8_t *)w < top && *w == STACK_PATTERN * 0x01010101u)
        w++;
    p = (const uint8_t *)w;             /* the first word written: its lowest byte written */
    while (p < top && *p == STACK_PATTERN)
        p++;
    return (uintptr_t)p;
}

void target_exit(void)
{
    const char *s = "@END ";
    uint32_t t = counter();
    while (*s)
        target_putc(*s++);
    put_u32(t - hidden);
    target_putc('\n');
    *TEST_DEVICE = TEST_PASS;
    for (;;)
        ;
}
