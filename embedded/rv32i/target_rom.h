/* RISC-V: one address space; read-only data stays in flash (.rodata) and is read in place. */
#ifndef HF_TARGET_ROM_H
#define HF_TARGET_ROM_H
#include <string.h>
#define BENCH_ROM
#define bench_rom_copy(dst, src, n) memcpy((dst), (src), (n))
#endif
