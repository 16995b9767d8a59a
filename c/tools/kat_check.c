/* Runs known-answer vectors through the C library alone, for the sanitizer build
 * (make sanitize): reads lines "ALGO NBITS MSGHEX DIGESTHEX" (python -m hashforge.kat dump
 * writes them, MSB-first bit order), hashes each message in one shot and in pseudo-random
 * bit-length chunks, and compares both with the digest. Prints "N passed, N failed";
 * exit 1 on any failure, 2 on unreadable input. Allocates (this is a tool, not the library). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hashforge.h"
#include "split_update.h"

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Hex string -> bytes; returns the byte count or -1. */
static long unhex(const char *s, uint8_t *out)
{
    size_t n = strlen(s), i;
    if (n % 2)
        return -1;
    for (i = 0; i < n; i += 2) {
        int hi = hexval(s[i]), lo = hexval(s[i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        out[i / 2] = (uint8_t)(hi << 4 | lo);
    }
    return (long)(n / 2);
}

/* One line of any length; NULL at end of input. */
static char *read_line(FILE *f, char **buf, size_t *cap)
{
    size_t len = 0;
    int c;
    while ((c = fgetc(f)) != EOF && c != '\n') {
        if (len + 1 >= *cap) {
            size_t ncap = *cap ? 2 * *cap : 4096;
            char *p = realloc(*buf, ncap);
            if (p == NULL) {
                fprintf(stderr, "kat-check: out of memory\n");
                exit(2);
            }
            *buf = p;
            *cap = ncap;
        }
        (*buf)[len++] = (char)c;
    }
    if (c == EOF && len == 0)
        return NULL;
    (*buf)[len] = '\0';
    return *buf;
}

int main(void)
{
    char *line = NULL;
    size_t cap = 0, passed = 0, failed = 0, lineno = 0;
    uint8_t *msg = NULL, *want = NULL, out[HF_OUT_MAX_BITS / 8];
    while (read_line(stdin, &line, &cap) != NULL) {
        char *algo_name = strtok(line, " "), *bits_s = strtok(NULL, " ");
        char *msg_s = strtok(NULL, " "), *md_s = strtok(NULL, " ");
        const hf_algo *algo;
        unsigned long nbits;
        long msg_len, md_len;
        hf_ctx ctx;
        int ok;
        lineno++;
        if (algo_name == NULL || bits_s == NULL || msg_s == NULL || md_s == NULL) {
            fprintf(stderr, "kat-check: line %zu: expected ALGO NBITS MSGHEX DIGESTHEX\n", lineno);
            return 2;
        }
        msg = realloc(msg, strlen(msg_s) / 2 + 1);
        want = realloc(want, strlen(md_s) / 2 + 1);
        if (msg == NULL || want == NULL) {
            fprintf(stderr, "kat-check: out of memory\n");
            return 2;
        }
        algo = hf_find(algo_name);
        nbits = strtoul(bits_s, NULL, 10);
        msg_len = unhex(strcmp(msg_s, "-") == 0 ? "" : msg_s, msg);
        md_len = unhex(md_s, want);
        if (algo == NULL || msg_len < 0 || md_len <= 0 || (nbits + 7) / 8 > (unsigned long)msg_len
            || (size_t)md_len > sizeof(out)) {
            fprintf(stderr, "kat-check: line %zu: bad vector\n", lineno);
            return 2;
        }
        ok = hf_init(&ctx, algo, (algo->flags & HF_XOF) ? 8 * (size_t)md_len : 0) == 0
             && ctx.out_bits == 8 * (size_t)md_len;
        if (ok) {
            hf_update(&ctx, msg, nbits);
            hf_final(&ctx, out);
            ok = memcmp(out, want, (size_t)md_len) == 0;
        }
        if (ok) {
            hf_init(&ctx, algo, (algo->flags & HF_XOF) ? 8 * (size_t)md_len : 0);
            hf_split_update(&ctx, msg, nbits, (uint32_t)lineno);
            hf_final(&ctx, out);
            ok = memcmp(out, want, (size_t)md_len) == 0;
        }
        if (ok) {
            passed++;
        } else {
            failed++;
            fprintf(stderr, "FAIL %s Len=%lu (input line %zu)\n", algo_name, nbits, lineno);
        }
    }
    free(line);
    free(msg);
    free(want);
    printf("%zu passed, %zu failed\n", passed, failed);
    if (passed + failed == 0) {
        fprintf(stderr, "kat-check: no vectors on stdin\n");
        return 1;
    }
    return failed ? 1 : 0;
}
