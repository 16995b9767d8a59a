/* SHA-224/256/384/512, FIPS 180-4, optimized: all 64 / 80 rounds written out on renamed
 * locals, the schedule in a rolling window. The low level only: built in place of c/sha2.c
 * (IMPL=opt), this file compiles c/sha2.c (constants, IVs, padding, output, descriptors),
 * which takes its low level, hf_sha256_compress() included, from here (c/Makefile). */
#ifndef HF_OPT_LOW_LEVEL
#define HF_OPT_LOW_LEVEL
#include "../sha2.c"
#else
/* Every round is written out (the round index a constant, so K[i] is an immediate or a
 * fixed address), the working variables are renamed instead of moved, and the message
 * schedule is computed inline with the rounds in a window of 16 words. Fewer instructions
 * per round than the definitions spell out:
 *   - each Sigma as nested rotations, ROR(ROR(ROR(x, p) ^ x, q) ^ x, r) = ROR(x, r) ^
 *     ROR(x, q + r) ^ ROR(x, p + q + r): two XORs and three rotations on one temporary;
 *     sigma0/sigma1 of the schedule alike, plus their shift;
 *   - Ch(e, f, g) = ((f ^ g) & e) ^ g;
 *   - Maj(a, b, c) = ((a ^ b) & (b ^ c)) ^ b, and round i's a ^ b is round i + 1's b ^ c
 *     (its b and c are round i's a and b), so each round computes one XOR for Maj. */
#define ROR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define ROR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

/* Sigma0, Sigma1 (the rounds), sigma0, sigma1 (the schedule); x is a variable */
#define BSIG0_32(x) ROR32(ROR32(ROR32(x, 9) ^ (x), 11) ^ (x), 2)
#define BSIG1_32(x) ROR32(ROR32(ROR32(x, 14) ^ (x), 5) ^ (x), 6)
#define SSIG0_32(x) (ROR32(ROR32(x, 11) ^ (x), 7) ^ ((x) >> 3))
#define SSIG1_32(x) (ROR32(ROR32(x, 2) ^ (x), 17) ^ ((x) >> 10))
#define BSIG0_64(x) ROR64(ROR64(ROR64(x, 5) ^ (x), 6) ^ (x), 28)
#define BSIG1_64(x) ROR64(ROR64(ROR64(x, 23) ^ (x), 4) ^ (x), 14)
#define SSIG0_64(x) (ROR64(ROR64(x, 7) ^ (x), 1) ^ ((x) >> 7))
#define SSIG1_64(x) (ROR64(ROR64(x, 42) ^ (x), 19) ^ ((x) >> 6))
#define K_32 K256
#define K_64 K512

/* The message word of round i < 16 (loaded into the window) and of round i >= 16 (the
 * window's word i & 15, 16 rounds old, updated in place) */
#define W_LOAD(w, i) (x_[i] = hf_load##w##_be(block + (w) / 8 * (i)))
#define W_NEXT(w, i) (x_[(i) & 15] += SSIG1_##w(x_[((i) - 2) & 15]) + x_[((i) - 7) & 15] \
                                      + SSIG0_##w(x_[((i) - 15) & 15]))

/* Round i; ab receives a ^ b, bc holds b ^ c (the previous round's ab) */
#define RND(w, a, b, c, d, e, f, g, h, ab, bc, i, W) do {                              \
        h += K_##w[i] + W(w, i);                                                       \
        h += (((f) ^ (g)) & (e)) ^ (g);                                                \
        h += BSIG1_##w(e);                                                             \
        d += h;                                                                        \
        ab = (a) ^ (b);                                                                \
        h += ((ab) & (bc)) ^ (b);                                                      \
        h += BSIG0_##w(a);                                                             \
    } while (0)

/* Eight rounds from round i, the names rotated back to where they started */
#define RND8(w, i, W) do {                                                             \
        RND(w, a, b, c, d, e, f, g, h, p_, q_, (i) + 0, W);                            \
        RND(w, h, a, b, c, d, e, f, g, q_, p_, (i) + 1, W);                            \
        RND(w, g, h, a, b, c, d, e, f, p_, q_, (i) + 2, W);                            \
        RND(w, f, g, h, a, b, c, d, e, q_, p_, (i) + 3, W);                            \
        RND(w, e, f, g, h, a, b, c, d, p_, q_, (i) + 4, W);                            \
        RND(w, d, e, f, g, h, a, b, c, q_, p_, (i) + 5, W);                            \
        RND(w, c, d, e, f, g, h, a, b, p_, q_, (i) + 6, W);                            \
        RND(w, b, c, d, e, f, g, h, a, q_, p_, (i) + 7, W);                            \
    } while (0)

void hf_sha256_compress(uint32_t hs[8], const uint8_t *block)
{
    uint32_t x_[16], a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4], f = hs[5],
             g = hs[6], h = hs[7], p_, q_ = b ^ c;
    RND8(32, 0, W_LOAD);
    RND8(32, 8, W_LOAD);
    RND8(32, 16, W_NEXT);
    RND8(32, 24, W_NEXT);
    RND8(32, 32, W_NEXT);
    RND8(32, 40, W_NEXT);
    RND8(32, 48, W_NEXT);
    RND8(32, 56, W_NEXT);
    (void)p_;
    hs[0] += a; hs[1] += b; hs[2] += c; hs[3] += d; hs[4] += e; hs[5] += f; hs[6] += g; hs[7] += h;
}

static void sha512_compress(uint64_t hs[8], const uint8_t *block)
{
    uint64_t x_[16], a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4], f = hs[5],
             g = hs[6], h = hs[7], p_, q_ = b ^ c;
    RND8(64, 0, W_LOAD);
    RND8(64, 8, W_LOAD);
    RND8(64, 16, W_NEXT);
    RND8(64, 24, W_NEXT);
    RND8(64, 32, W_NEXT);
    RND8(64, 40, W_NEXT);
    RND8(64, 48, W_NEXT);
    RND8(64, 56, W_NEXT);
    RND8(64, 64, W_NEXT);
    RND8(64, 72, W_NEXT);
    (void)p_;
    hs[0] += a; hs[1] += b; hs[2] += c; hs[3] += d; hs[4] += e; hs[5] += f; hs[6] += g; hs[7] += h;
}
#endif
