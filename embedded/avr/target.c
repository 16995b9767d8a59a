/* The benchmark firmware's target hooks on an AVR run by embedded/avr/simrun.c (simavr):
 * text and marks go to GPIOR0 / GPIOR1, which simrun watches; the run ends with interrupts
 * off and SLEEP, simavr's graceful stop. */
#include <avr/io.h>
#include <avr/interrupt.h>
#include <avr/sleep.h>
#include "bench_target.h"

#define STACK_PATTERN 0xa5

extern uint8_t __heap_start;   /* the end of .data + .bss (avr-libc's linker script) */

void target_init(void)
{
}

void target_putc(char c)
{
    GPIOR0 = (uint8_t)c;
}

void target_mark(uint8_t id)
{
    GPIOR1 = id;
}

uintptr_t target_sp(void)
{
    return SP;
}

/* Leaves the 16 bytes below its own frame alone: this function's return address and the
 * caller's frame live above SP. */
void target_stack_paint(void)
{
    uint8_t *p = &__heap_start;
    uint8_t *end = (uint8_t *)SP - 16;
    while (p < end)
        *p++ = STACK_PATTERN;
}

uintptr_t target_stack_low(void)
{
    uint8_t *p = &__heap_start;
    while (*p == STACK_PATTERN && p < (uint8_t *)SP)
        p++;
    return (uintptr_t)p;
}

void target_exit(void)
{
    cli();
    sleep_enable();
    for (;;)
        sleep_cpu();
}
