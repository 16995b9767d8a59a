/* The benchmark firmware's target hooks on a bare-metal RV32 in QEMU's `virt` machine:
 * text goes to its 16550 UART, a mark prints the instructions retired so far (the
 * instret counter, exact under -icount shift=0) less those spent printing earlier marks,
 * and the run ends by writing to the machine's test device, which stops QEMU. */
#include "bench_target.h"

#define UART_THR ((volatile uint8_t *)0x10000000)
#define TEST_DEVICE ((volatile uint32_t *)0x00100000)
#define TEST_PASS 0x5555
#define STACK_PATTERN 0xa5

extern uint8_t __heap_start;   /* the end of .data + .bss (picolibc's linker script) */

static uint32_t hidden;        /* instructions spent inside target_mark */

/* csrrs rd, instret, x0 (the assembler wants Zicsr for the mnemonic; the base ISA's
 * counters are all this needs) */
static inline uint32_t instret(void)
{
    uint32_t v;
    __asm__ volatile(".insn i SYSTEM, 2, %0, x0, -1022" : "=r"(v));
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
    uint32_t t = instret();
    const char *s = "@MARK ";
    while (*s)
        target_putc(*s++);
    put_u32(id);
    target_putc(' ');
    put_u32(t - hidden);
    target_putc('\n');
    hidden += instret() - t;
}

uintptr_t target_sp(void)
{
    uintptr_t sp;
    __asm__ volatile("mv %0, sp" : "=r"(sp));
    return sp;
}

/* Leaves the 64 bytes below its own frame alone. */
void target_stack_paint(void)
{
    uint8_t *p = &__heap_start;
    uint8_t *end = (uint8_t *)target_sp() - 64;
    while (p < end)
        *p++ = STACK_PATTERN;
}

uintptr_t target_stack_low(void)
{
    uint8_t *p = &__heap_start;
    while (*p == STACK_PATTERN && p < (uint8_t *)target_sp())
        p++;
    return (uintptr_t)p;
}

void target_exit(void)
{
    const char *s = "@END ";
    uint32_t t = instret();
    while (*s)
        target_putc(*s++);
    put_u32(t - hidden);
    target_putc('\n');
    *TEST_DEVICE = TEST_PASS;
    for (;;)
        ;
}
