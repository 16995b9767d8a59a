/* Test driver: RFSB-509 with the table ("rfsb509") and with constants
 * generated on the fly by AES-128 (hf_rfsb509_aes), on the same messages.
 * Reads lines "NBITS HEX" (MSB-first bits, as in the KAT files) and prints
 * "TABLE_DIGEST AES_DIGEST" per line; tests/test_rfsb509.py feeds it every
 * rfsb509 vector and compares.
 *     cc -std=c99 -Ic -o rfsb509-variants c/tools/rfsb509_variants.c c/build/libhashforge.a */
#include <stdio.h>
#include <stdlib.h>
#include "rfsb.h"

#define MAX_BYTES 4096

static void digest(const hf_algo *algo, const uint8_t *msg, size_t nbits)
{
    hf_ctx ctx;
    uint8_t out[32];
    size_t i;
    hf_init(&ctx, algo, 0);
    hf_update(&ctx, msg, nbits);
    hf_final(&ctx, out);
    for (i = 0; i < sizeof(out); i++)
        printf("%02x", out[i]);
}

int main(void)
{
    static char hex[2 * MAX_BYTES + 2];
    static uint8_t msg[MAX_BYTES];
    unsigned long nbits;
    size_t i;
    while (scanf("%lu %8193s", &nbits, hex) == 2) {
        for (i = 0; i < MAX_BYTES && hex[2 * i] && hex[2 * i + 1]; i++) {
            char byte[3] = { hex[2 * i], hex[2 * i + 1], 0 };
            msg[i] = (uint8_t)strtoul(byte, NULL, 16);
        }
        if ((nbits + 7) / 8 > i) {
            fprintf(stderr, "rfsb509-variants: message shorter than %lu bits\n", nbits);
            return 2;
        }
        digest(hf_find("rfsb509"), msg, nbits);
        putchar(' ');
        digest(&hf_rfsb509_aes, msg, nbits);
        putchar('\n');
    }
    return 0;
}
