/* RFSB-509's low level: the state (the 64 chaining bytes) and the compression function as the
 * registry calls it (hashforge.h's hf_compress_fn): Horner's rule over the 112 bytes of
 * chaining value and message, each picking one of 256 constants through the variant's
 * constant function (rfsb509's table or the AES-generated ones). */
#ifndef HF_LOW_RFSB_H
#define HF_LOW_RFSB_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_rfsb[];

#define RFSB_W 112            /* message bytes per compression */

#define RFSB_STATE 64         /* chaining bytes */

typedef void (*rfsb_constant_fn)(unsigned j, uint8_t c[64]);

typedef struct { rfsb_constant_fn constant; } rfsb_params;

typedef struct { uint8_t h[RFSB_STATE]; } rfsb_state;

/* rfsb509's constant j from its table (c/rfsb509_table.h; the high level's) */
void hf_rfsb_constant_from_table(unsigned j, uint8_t c[64]);
void hf_rfsb_compress(void *state, const hf_algo *algo, const uint8_t *block);

#endif
