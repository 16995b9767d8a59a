/* irRUPT's low level on AVR: ir2s's eight rounds are permutations.py's assembly when the round
 * counter is a multiple of 8 (the high level only calls ir2s, so every state it makes has
 * one); a state with another counter takes the rounds one at a time here. */
#include "hf_util.h"
#include "low/irrupt/irrupt_low.h"

void hf_ir32_rounds_avr(uint32_t x[IR_H + 2], const uint64_t *r);
void hf_ir64_rounds_avr(uint64_t x[IR_H + 2], const uint64_t *r);

#define IR_ROUND(w, x, d, r) do {                                                     \
        const uint8_t k_ = (uint8_t)(r) & (IR_H - 1);                                  \
        const uint##w##_t f_ = hf_rotr##w((uint##w##_t)((x)[k_ ^ 1] << 1)              \
                                          ^ (x)[(k_ + 4) & (IR_H - 1)] ^ (d)[k_ & 1]  \
                                          ^ (uint##w##_t)(r), w / 4) * 9u;            \
        (x)[(k_ + 2) & (IR_H - 1)] ^= f_;                                              \
        (d)[k_ & 1] ^= f_ ^ (x)[k_];                                                   \
    } while (0)

/* ir2s for one word size; the other counters' rounds in a function apart, so that the
 * assembly's path saves no registers for them */
#define IR_IR2S(w)                                                                    \
    static void __attribute__((noinline)) ir_slow_##w(ir_state *s)                    \
    {                                                                                 \
        uint8_t i;                                                                    \
        for (i = 0; i < IR_ROUNDS; i++, s->r++)                                       \
            IR_ROUND(w, s->x##w, s->d##w, s->r);                                      \
    }                                                                                 \
                                                                                      \
    void hf_ir2s_##w(ir_state *s, uint##w##_t p)                                      \
    {                                                                                 \
        if (((uint8_t)s->r & 7) == 0) {                                               \
            hf_ir##w##_rounds_avr(s->x##w, &s->r);                                    \
            s->r += IR_ROUNDS;                                                        \
        } else {                                                                      \
            ir_slow_##w(s);                                                           \
        }                                                                             \
        s->d##w[1] ^= p;                                                              \
    }

IR_IR2S(32)
IR_IR2S(64)
