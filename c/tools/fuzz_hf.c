/* libFuzzer target (make fuzz): for any input, the library must not read or write out of
 * bounds (ASan), hit undefined behaviour (UBSan), or give a digest that depends on how the
 * message was split. Input: byte 0 picks the algorithm, byte 1 the split pattern and how
 * many bits of the last byte count, the rest is the message. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hashforge.h"
#include "split_update.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const hf_algo *algo;
    hf_ctx one, split;
    uint8_t a[HF_OUT_MAX_BITS / 8], b[HF_OUT_MAX_BITS / 8];
    size_t nbits;
    if (size < 2)
        return 0;
    algo = hf_at(data[0] % hf_count());
    nbits = 8 * (size - 2);
    if (nbits > 0)
        nbits -= data[1] % 8;           /* bit-granular lengths too */
    hf_init(&one, algo, 0);
    hf_update(&one, data + 2, nbits);
    hf_final(&one, a);
    hf_init(&split, algo, 0);
    hf_split_update(&split, data + 2, nbits, data[1]);
    hf_final(&split, b);
    if (memcmp(a, b, one.out_bits / 8) != 0) {
        fprintf(stderr, "%s: %zu bits: one-shot and split digests differ\n", algo->name, nbits);
        abort();
    }
    return 0;
}
