/* SHA-224/256/384/512, FIPS 180-4, optimized: sixteen rounds per iteration on renamed
 * locals, the schedule in a rolling window. The low level only: built in place of c/sha2.c
 * (IMPL=opt), this file compiles c/sha2.c (constants, IVs, padding, output, descriptors),
 * which takes its low level, hf_sha256_compress() included, from here (c/Makefile). */
#ifndef HF_OPT_LOW_LEVEL
#define HF_OPT_LOW_LEVEL
#include "../sha2.c"
#else
/* Sixteen rounds per iteration with the working variables renamed instead of moved, the
 * message schedule in a rolling window of 16 words updated in place. */
#define ROR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define ROR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))
#define CH(e, f, g) ((g) ^ ((e) & ((f) ^ (g))))
#define MAJ(a, b, c) (((a) & (b)) | ((c) & ((a) | (b))))

#define S256_W(j) (w[j] += (ROR32(w[((j) + 14) & 15], 17) ^ ROR32(w[((j) + 14) & 15], 19) \
        ^ (w[((j) + 14) & 15] >> 10)) + w[((j) + 9) & 15] + (ROR32(w[((j) + 1) & 15], 7)             \
        ^ ROR32(w[((j) + 1) & 15], 18) ^ (w[((j) + 1) & 15] >> 3)))
#define S256_STEP(a, b, c, d, e, f, g, h, j, W) do {                                  \
        const uint32_t t1_ = h + (ROR32(e, 6) ^ ROR32(e, 11) ^ ROR32(e, 25)) + CH(e, f, g) \
                           + K256[i + (j)] + (W);                              \
        d += t1_;                                                                  \
        h = t1_ + (ROR32(a, 2) ^ ROR32(a, 13) ^ ROR32(a, 22)) + MAJ(a, b, c);       \
    } while (0)

void hf_sha256_compress(uint32_t hs[8], const uint8_t *block)
{
    uint32_t w[16], a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4], f = hs[5], g = hs[6],
             h = hs[7];
    unsigned i;
    for (i = 0; i < 16; i++)
        w[i] = hf_load32_be(block + 4 * i);
    i = 0;
    S256_STEP(a, b, c, d, e, f, g, h, 0, w[0]);
    S256_STEP(h, a, b, c, d, e, f, g, 1, w[1]);
    S256_STEP(g, h, a, b, c, d, e, f, 2, w[2]);
    S256_STEP(f, g, h, a, b, c, d, e, 3, w[3]);
    S256_STEP(e, f, g, h, a, b, c, d, 4, w[4]);
    S256_STEP(d, e, f, g, h, a, b, c, 5, w[5]);
    S256_STEP(c, d, e, f, g, h, a, b, 6, w[6]);
    S256_STEP(b, c, d, e, f, g, h, a, 7, w[7]);
    S256_STEP(a, b, c, d, e, f, g, h, 8, w[8]);
    S256_STEP(h, a, b, c, d, e, f, g, 9, w[9]);
    S256_STEP(g, h, a, b, c, d, e, f, 10, w[10]);
    S256_STEP(f, g, h, a, b, c, d, e, 11, w[11]);
    S256_STEP(e, f, g, h, a, b, c, d, 12, w[12]);
    S256_STEP(d, e, f, g, h, a, b, c, 13, w[13]);
    S256_STEP(c, d, e, f, g, h, a, b, 14, w[14]);
    S256_STEP(b, c, d, e, f, g, h, a, 15, w[15]);
    for (i = 16; i < 64; i += 16) {
        S256_STEP(a, b, c, d, e, f, g, h, 0, S256_W(0));
        S256_STEP(h, a, b, c, d, e, f, g, 1, S256_W(1));
        S256_STEP(g, h, a, b, c, d, e, f, 2, S256_W(2));
        S256_STEP(f, g, h, a, b, c, d, e, 3, S256_W(3));
        S256_STEP(e, f, g, h, a, b, c, d, 4, S256_W(4));
        S256_STEP(d, e, f, g, h, a, b, c, 5, S256_W(5));
        S256_STEP(c, d, e, f, g, h, a, b, 6, S256_W(6));
        S256_STEP(b, c, d, e, f, g, h, a, 7, S256_W(7));
        S256_STEP(a, b, c, d, e, f, g, h, 8, S256_W(8));
        S256_STEP(h, a, b, c, d, e, f, g, 9, S256_W(9));
        S256_STEP(g, h, a, b, c, d, e, f, 10, S256_W(10));
        S256_STEP(f, g, h, a, b, c, d, e, 11, S256_W(11));
        S256_STEP(e, f, g, h, a, b, c, d, 12, S256_W(12));
        S256_STEP(d, e, f, g, h, a, b, c, 13, S256_W(13));
        S256_STEP(c, d, e, f, g, h, a, b, 14, S256_W(14));
        S256_STEP(b, c, d, e, f, g, h, a, 15, S256_W(15));
    }
    hs[0] += a; hs[1] += b; hs[2] += c; hs[3] += d; hs[4] += e; hs[5] += f; hs[6] += g; hs[7] += h;
}

#define S512_W(j) (w[j] += (ROR64(w[((j) + 14) & 15], 19) ^ ROR64(w[((j) + 14) & 15], 61) \
        ^ (w[((j) + 14) & 15] >> 6)) + w[((j) + 9) & 15] + (ROR64(w[((j) + 1) & 15], 1)              \
        ^ ROR64(w[((j) + 1) & 15], 8) ^ (w[((j) + 1) & 15] >> 7)))
#define S512_STEP(a, b, c, d, e, f, g, h, j, W) do {                                  \
        const uint64_t t1_ = h + (ROR64(e, 14) ^ ROR64(e, 18) ^ ROR64(e, 41)) + CH(e, f, g) \
                           + K512[i + (j)] + (W);                              \
        d += t1_;                                                                  \
        h = t1_ + (ROR64(a, 28) ^ ROR64(a, 34) ^ ROR64(a, 39)) + MAJ(a, b, c);      \
    } while (0)

static void sha512_compress(uint64_t hs[8], const uint8_t *block)
{
    uint64_t w[16], a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4], f = hs[5], g = hs[6],
             h = hs[7];
    unsigned i;
    for (i = 0; i < 16; i++)
        w[i] = hf_load64_be(block + 8 * i);
    i = 0;
    S512_STEP(a, b, c, d, e, f, g, h, 0, w[0]);
    S512_STEP(h, a, b, c, d, e, f, g, 1, w[1]);
    S512_STEP(g, h, a, b, c, d, e, f, 2, w[2]);
    S512_STEP(f, g, h, a, b, c, d, e, 3, w[3]);
    S512_STEP(e, f, g, h, a, b, c, d, 4, w[4]);
    S512_STEP(d, e, f, g, h, a, b, c, 5, w[5]);
    S512_STEP(c, d, e, f, g, h, a, b, 6, w[6]);
    S512_STEP(b, c, d, e, f, g, h, a, 7, w[7]);
    S512_STEP(a, b, c, d, e, f, g, h, 8, w[8]);
    S512_STEP(h, a, b, c, d, e, f, g, 9, w[9]);
    S512_STEP(g, h, a, b, c, d, e, f, 10, w[10]);
    S512_STEP(f, g, h, a, b, c, d, e, 11, w[11]);
    S512_STEP(e, f, g, h, a, b, c, d, 12, w[12]);
    S512_STEP(d, e, f, g, h, a, b, c, 13, w[13]);
    S512_STEP(c, d, e, f, g, h, a, b, 14, w[14]);
    S512_STEP(b, c, d, e, f, g, h, a, 15, w[15]);
    for (i = 16; i < 80; i += 16) {
        S512_STEP(a, b, c, d, e, f, g, h, 0, S512_W(0));
        S512_STEP(h, a, b, c, d, e, f, g, 1, S512_W(1));
        S512_STEP(g, h, a, b, c, d, e, f, 2, S512_W(2));
        S512_STEP(f, g, h, a, b, c, d, e, 3, S512_W(3));
        S512_STEP(e, f, g, h, a, b, c, d, 4, S512_W(4));
        S512_STEP(d, e, f, g, h, a, b, c, 5, S512_W(5));
        S512_STEP(c, d, e, f, g, h, a, b, 6, S512_W(6));
        S512_STEP(b, c, d, e, f, g, h, a, 7, S512_W(7));
        S512_STEP(a, b, c, d, e, f, g, h, 8, S512_W(8));
        S512_STEP(h, a, b, c, d, e, f, g, 9, S512_W(9));
        S512_STEP(g, h, a, b, c, d, e, f, 10, S512_W(10));
        S512_STEP(f, g, h, a, b, c, d, e, 11, S512_W(11));
        S512_STEP(e, f, g, h, a, b, c, d, 12, S512_W(12));
        S512_STEP(d, e, f, g, h, a, b, c, 13, S512_W(13));
        S512_STEP(c, d, e, f, g, h, a, b, 14, S512_W(14));
        S512_STEP(b, c, d, e, f, g, h, a, 15, S512_W(15));
    }
    hs[0] += a; hs[1] += b; hs[2] += c; hs[3] += d; hs[4] += e; hs[5] += f; hs[6] += g; hs[7] += h;
}
#endif
