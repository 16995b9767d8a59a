/* Grøstl's low level: the state (h in the implementation's own layout, written and read only
 * through hf_groestl_set_bytes(), which takes its n bytes in the specification's order, and
 * hf_groestl_omega(), the output transformation's P(h) ^ h as n bytes) and the compression
 * function as the registry calls it (hashforge.h's hf_compress_fn). */
#ifndef HF_LOW_GROESTL_H
#define HF_LOW_GROESTL_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_groestl[];

#define GROESTL_MAX_BYTES 128

typedef struct {
    unsigned cols;                 /* 8 or 16 */
    unsigned rounds;               /* 10 or 14 */
    int final_round;               /* 1: round-3 tweak, 0: Grøstl-0 */
} groestl_params;

typedef struct {
    /* h: the reference's bytes, the optimized C's 64-bit columns */
    union { uint8_t b[GROESTL_MAX_BYTES]; uint64_t w[GROESTL_MAX_BYTES / 8]; } h;
} groestl_state;

/* MixBytes' circulant matrix: row r is this row rotated right by r (also exported, hf_consts.h;
 * the optimized C's tables derive from it, low/gen_tables.py) */
static const uint8_t GROESTL_MIX[8] = { 2, 2, 3, 4, 5, 3, 5, 7 };

void hf_groestl_compress(void *state, const hf_algo *algo, const uint8_t *block);
void hf_groestl_set_bytes(groestl_state *s, const uint8_t *h, size_t n);
void hf_groestl_omega(const groestl_state *s, const groestl_params *p, uint8_t *x);

#endif
