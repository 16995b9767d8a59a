/* RadioGatun's low level: the state (a 19-word mill, a 13 x 3-word belt, per word size) and one
 * belt-and-mill round. An implementation may keep the belt in place and rotate its labels
 * instead: `base` is the physical row of the belt's logical row 0, where the high level
 * injects a block (one that moves the rows keeps it 0; the state starts all zero). */
#ifndef HF_LOW_RADIOGATUN_H
#define HF_LOW_RADIOGATUN_H

#include <stdint.h>
#include "hf_util.h"

/* the implementation linked: "ref" or "opt" (hf_impl()) */
extern const char hf_impl_radiogatun[];

#define RG_MILL 19
#define RG_BELT 13

typedef struct {
    uint32_t a32[RG_MILL], b32[RG_BELT][3];
    uint64_t a64[RG_MILL], b64[RG_BELT][3];
    unsigned base;
} rg_state;

void hf_rg_round(rg_state *s, int wide);

#endif
