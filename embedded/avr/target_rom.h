/* AVR: read-only data of the benchmark firmware in flash (the data space is RAM). */
#ifndef HF_TARGET_ROM_H
#define HF_TARGET_ROM_H
#include <avr/pgmspace.h>
#define BENCH_ROM PROGMEM
#define bench_rom_copy(dst, src, n) memcpy_P((dst), (src), (n))
#endif
