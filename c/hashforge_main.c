/* hashforge-c: the C library on its own, without Python.
 *   hashforge-c list
 *   hashforge-c --version            which implementation (opt or ref) each family was built from
 *   hashforge-c selftest             checks of shared building blocks (AES) and
 *                                    generated tables (RFSB-509 against AES)
 *   hashforge-c ALGO [FILE|-]...     prints "HEX  NAME" like sha256sum */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "hashforge.h"
#include "aes.h"
#include "rfsb.h"

/* Output that could not be written (a full disk, a closed stdout) is an error, as in
 * sha256sum: one line on stderr and exit 1 instead of a silent success. */
static int finish_output(int rc)
{
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "hashforge-c: write error%s%s\n", errno ? ": " : "", errno ? strerror(errno) : "");
        return 1;
    }
    return rc;
}

static int hash_stream(const hf_algo *algo, FILE *f, const char *label)
{
    hf_ctx ctx;
    uint8_t buf[65536], out[HF_OUT_MAX_BITS / 8];
    size_t n, i;
    hf_init(&ctx, algo, 0);
    while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
        hf_update_bytes(&ctx, buf, n);
    if (ferror(f)) {
        fprintf(stderr, "hashforge-c: %s: read error\n", label);
        return 2;
    }
    hf_final(&ctx, out);
    for (i = 0; i < ctx.out_bits / 8; i++)
        printf("%02x", out[i]);
    printf("  %s\n", label);
    return 0;
}

int main(int argc, char **argv)
{
    const hf_algo *algo;
    int i, rc = 0;
    if (argc < 2) {
        fprintf(stderr, "usage: hashforge-c list | selftest | --version | ALGO [FILE|-]...\n");
        return 2;
    }
    if (strcmp(argv[1], "selftest") == 0) {
        int r = hf_aes_selftest(), t = hf_rfsb509_selftest();
        printf("aes: %s\n", r == 0 ? "ok" : "FAIL");
        printf("rfsb509 table = AES generation: %s\n", t == 0 ? "ok" : "FAIL");
        return finish_output(r == 0 && t == 0 ? 0 : 1);
    }
    if (strcmp(argv[1], "--version") == 0) {
        size_t k;
        const char *last = "";
        printf("hashforge-c %s (implementation per family: ref, opt or asm; c/low/<family>/)\n", HF_VERSION);
        for (k = 0; k < hf_count(); k++)
            if (strcmp(hf_at(k)->family, last) != 0) {
                last = hf_at(k)->family;
                printf("%s\t%s\n", last, hf_impl(last));
            }
        return finish_output(0);
    }
    if (strcmp(argv[1], "list") == 0) {
        size_t k;
        for (k = 0; k < hf_count(); k++)
            printf("%s\t%s\t%u\n", hf_at(k)->name, hf_at(k)->version, hf_at(k)->digest_bits);
        return finish_output(0);
    }
    algo = hf_find(argv[1]);
    if (algo == NULL) {
        fprintf(stderr, "hashforge-c: unknown algorithm '%s' (see 'hashforge-c list')\n", argv[1]);
        return 2;
    }
    if (argc == 2)
        return finish_output(hash_stream(algo, stdin, "-"));
    for (i = 2; i < argc; i++) {
        FILE *f = strcmp(argv[i], "-") == 0 ? stdin : fopen(argv[i], "rb");
        if (f == NULL) {
            fprintf(stderr, "hashforge-c: %s: %s\n", argv[i], strerror(errno));
            rc = 2;
            continue;
        }
        if (hash_stream(algo, f, argv[i]) != 0)
            rc = 2;
        if (f != stdin)
            fclose(f);
    }
    return finish_output(rc);
}
