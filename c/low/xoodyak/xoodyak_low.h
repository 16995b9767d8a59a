/* Xoodyak's low level: Xoodoo[12] on the 12 lanes of the state (plane y, lane x at index
 * 4y + x, each the little-endian 32-bit word of the sponge). The reference is
 * low/xoodyak/xoodyak_ref.c; embedded/rv32i/permutations.py writes RISC-V assembly for the
 * same interface. */
#ifndef HF_LOW_XOODYAK_H
#define HF_LOW_XOODYAK_H

#include <stdint.h>

/* the implementation linked: "ref" or "asm" (hf_impl()) */
extern const char hf_impl_xoodyak[];

#define XOODOO_ROUNDS 12

void hf_xoodoo(uint32_t a[12]);

#endif
