/* The driver of `python -m hashforge.bench.callgrind`: hashes one message of N bytes with
 * an algorithm, in hf_bench_one(), the only function callgrind collects
 * (--toggle-collect=hf_bench_one), so that the message set-up is not counted.
 *   bench-callgrind ALGO NBYTES        prints the digest in hex
 */
#include <stdio.h>
#include <stdlib.h>
#include "hashforge.h"

#if defined(__GNUC__)
#define HF_NOINLINE __attribute__((noinline))
#else
#define HF_NOINLINE
#endif

/* init + update + final, as a caller that holds the algorithm does */
HF_NOINLINE void hf_bench_one(const hf_algo *algo, const uint8_t *msg, size_t nbytes, uint8_t *out)
{
    hf_ctx ctx;
    size_t out_bits = (algo->flags & HF_XOF) && algo->digest_bits > 512 ? 512 : 0;
    hf_init(&ctx, algo, out_bits);
    hf_update_bytes(&ctx, msg, nbytes);
    hf_final(&ctx, out);
}

int main(int argc, char **argv)
{
    static uint8_t out[HF_OUT_MAX_BITS / 8];
    const hf_algo *algo;
    uint8_t *msg;
    size_t n, i, out_bytes;
    if (argc != 3) {
        fprintf(stderr, "usage: bench-callgrind ALGO NBYTES\n");
        return 2;
    }
    algo = hf_find(argv[1]);
    if (algo == NULL) {
        fprintf(stderr, "unknown algorithm '%s'\n", argv[1]);
        return 2;
    }
    n = (size_t)strtoul(argv[2], NULL, 10);
    msg = malloc(n + 1);
    if (msg == NULL)
        return 1;
    for (i = 0; i < n; i++)
        msg[i] = (uint8_t)(i * 131 + 7);
    hf_bench_one(algo, msg, n, out);
    out_bytes = ((algo->flags & HF_XOF) && algo->digest_bits > 512 ? 512 : algo->digest_bits) / 8;
    for (i = 0; i < out_bytes; i++)
        printf("%02x", out[i]);
    printf("\n");
    free(msg);
    return 0;
}
