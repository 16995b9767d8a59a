/* What the benchmark firmware (bench.c) needs from a target: embedded/<target>/target.c
 * implements these for one microcontroller and its simulator. */
#ifndef HF_BENCH_TARGET_H
#define HF_BENCH_TARGET_H

#include <stddef.h>
#include <stdint.h>

/* Read-only data the firmware keeps in program memory (messages, expected digests), and
 * the copy into RAM (AVR: PROGMEM and memcpy_P; a von Neumann target: nothing, memcpy). */
#include "target_rom.h"

void target_init(void);
/* One byte of the firmware's text output (the simulator prints it). */
void target_putc(char c);
/* A mark the simulator time-stamps with its cycle (or instruction) counter. */
void target_mark(uint8_t id);
/* Fill the free stack below the caller with a pattern ... */
void target_stack_paint(void);
/* ... and the current stack pointer and the lowest address written since then. */
uintptr_t target_sp(void);
uintptr_t target_stack_low(void);
/* Stop the simulation (does not return). */
void target_exit(void) __attribute__((noreturn));

#endif
