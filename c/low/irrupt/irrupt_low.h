/* irRUPT's low level: the state (16 words, two accumulators, the round counter; per word size)
 * and ir2s(p), eight EnRUPT rounds then d[1] ^= p (c/irrupt.c describes the rounds). */
#ifndef HF_LOW_IRRUPT_H
#define HF_LOW_IRRUPT_H

#include <stdint.h>

/* the implementation linked: "ref" (hf_impl()) */
extern const char hf_impl_irrupt[];

#define IR_H 16
#define IR_ROUNDS 8   /* 2s with s = 4 */

typedef struct {
    uint32_t x32[IR_H], d32[2];
    uint64_t x64[IR_H], d64[2];
    uint64_t r;   /* rounds so far; the w-bit round constant is r mod 2^w */
} ir_state;

void hf_ir2s_32(ir_state *s, uint32_t p);
void hf_ir2s_64(ir_state *s, uint64_t p);

#endif
