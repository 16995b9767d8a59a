/* Fugue's low level: the state (s columns of four bytes, rotating: `base` is the physical column
 * of logical column 0) and the operations the high level composes: absorbing one input word
 * (TIX and its rounds), one ROR3/CMIX/SMIX round, SMIX and ROR alone, and column access by
 * logical index. */
#ifndef HF_LOW_FUGUE_H
#define HF_LOW_FUGUE_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_fugue[];

#define FUGUE_MAX_COLS 36

typedef struct {
    unsigned cols;        /* s: 30 or 36 */
    unsigned k;           /* ROR3/CMIX/SMIX rounds per input word */
    unsigned g1_rounds;   /* final rounds of ROR3/CMIX/SMIX */
    unsigned n;           /* digest words; the IV fills the last n columns */
    const uint8_t *iv;    /* 4n bytes */
} fugue_params;

typedef struct {
    /* the columns: bytes (the reference), little-endian words (the optimized C) */
    union { uint8_t b[FUGUE_MAX_COLS][4]; uint32_t w[FUGUE_MAX_COLS]; } col;
    unsigned base;        /* physical column of logical column 0 */
} fugue_state;

/* SMIX's 4x4 matrix M is circulant: row r is this row rotated right by r. */
static const uint8_t FUGUE_M_ROW[4] = { 1, 4, 7, 1 };

/* TIX and the rounds of one input word, as the registry calls it (hashforge.h's hf_compress_fn) */
void hf_fugue_compress(void *state, const hf_algo *algo, const uint8_t *block);
void hf_fugue_round(fugue_state *st, const fugue_params *p);
void hf_fugue_smix(fugue_state *st, const fugue_params *p);
void hf_fugue_ror(fugue_state *st, const fugue_params *p, unsigned r);
void hf_fugue_xor_col(fugue_state *st, const fugue_params *p, unsigned dst, unsigned src);
void hf_fugue_set_col(fugue_state *st, const fugue_params *p, unsigned c, const uint8_t w[4]);
void hf_fugue_get_col(fugue_state *st, const fugue_params *p, unsigned c, uint8_t w[4]);

#endif
