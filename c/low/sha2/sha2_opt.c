/* SHA-224/256/384/512, FIPS 180-4, optimized: all 64 / 80 rounds written out on renamed locals,
 * the schedule four words at a time between them. The low level behind low/sha2/sha2_low.h
 * (c/Makefile picks the implementation). */
#include "hf_util.h"
#include "low/sha2/sha2_low.h"
/* Every round is written out (the round index a constant, so K[i] is an immediate or a
 * fixed address) and the working variables are renamed instead of moved. Fewer instructions
 * per round than the definitions spell out:
 *   - each Sigma as nested rotations, ROR(ROR(ROR(x, p) ^ x, q) ^ x, r) = ROR(x, r) ^
 *     ROR(x, q + r) ^ ROR(x, p + q + r): two XORs and three rotations on one temporary;
 *     sigma0/sigma1 of the schedule alike, plus their shift;
 *   - Ch(e, f, g) = ((f ^ g) & e) ^ g;
 *   - Maj(a, b, c) = ((a ^ b) & (b ^ c)) ^ b, and round i's a ^ b is round i + 1's b ^ c
 *     (its b and c are round i's a and b), so each round computes one XOR for Maj.
 * The message schedule, after the 16 words of the block, is computed four words at a time
 * before the four rounds that use them (SCHED4): first the part of words i..i+3 that they
 * do not depend on each other for, w[i-16] + sigma0(w[i-15]) + w[i-7], as a loop over the
 * four lanes, plain C that a compiler may run on vectors (gcc -O2 on x86-64 does, in SSE2
 * registers, off the sixteen general registers the rounds need); then sigma1(w[i-2]) word
 * by word (written out: gcc does not unroll it as a loop); then W + K, four lanes again.
 * With gcc -O2 this counts 37.9 (SHA-256) and 27.6 (SHA-512, K512 folded into immediates;
 * 27.3 as below) instructions per byte; the schedule inline with the rounds, one word per
 * round, 43.1 and 29.1; sigma1 as a loop too, 39.0 and 28.1. */
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
/* The round constants: SHA-256's K256[i] folds into an immediate operand; SHA-512's read
 * through an opaque pointer (k512_, loaded once per block from a volatile), so that gcc adds
 * each from memory (one instruction) instead of folding it into a 64-bit immediate, which
 * x86-64's add does not take: a load of the immediate, then the addition (27.6 instead of
 * 27.3 instructions per byte) */
#define K_32 K256
#define K_64 k512_

/* K[i] + W[i] of round i: i < 16, the block's word i, loaded into the schedule; i >= 16,
 * from the four SCHED4 computed */
#define KW_LOAD(w, i) (K_##w[i] + (x_[i] = hf_load##w##_be(block + (w) / 8 * (i))))
#define KW_SCHED(w, i) wk_[(i) & 3]

/* Word i of the schedule: the sigma1 term */
#define SIGMA1_ADD(w, i) do {                                                          \
        const uint##w##_t x2_ = x_[(i) - 2];                                           \
        x_[i] += SSIG1_##w(x2_);                                                       \
    } while (0)
/* Words i..i+3 of the schedule (i a multiple of 4) into x_, their W + K into wk_ */
#define SCHED4(w, i) do {                                                              \
        unsigned j_;                                                                   \
        for (j_ = 0; j_ < 4; j_++) {                                                   \
            const uint##w##_t x15_ = x_[(i) - 15 + j_];                                \
            x_[(i) + j_] = x_[(i) - 16 + j_] + SSIG0_##w(x15_) + x_[(i) - 7 + j_];     \
        }                                                                              \
        SIGMA1_ADD(w, (i));                                                            \
        SIGMA1_ADD(w, (i) + 1);                                                        \
        SIGMA1_ADD(w, (i) + 2);                                                        \
        SIGMA1_ADD(w, (i) + 3);                                                        \
        for (j_ = 0; j_ < 4; j_++)                                                     \
            wk_[j_] = x_[(i) + j_] + K_##w[(i) + j_];                                  \
    } while (0)

/* Round i; ab receives a ^ b, bc holds b ^ c (the previous round's ab); the order of the
 * additions is the one gcc -O2 allocates registers best for (measured) */
#define RND(w, a, b, c, d, e, f, g, h, ab, bc, i, KW) do {                             \
        h += KW(w, i);                                                                 \
        ab = (a) ^ (b);                                                                \
        h += (((f) ^ (g)) & (e)) ^ (g);                                                \
        h += BSIG1_##w(e);                                                             \
        d += h;                                                                        \
        h += ((ab) & (bc)) ^ (b);                                                      \
        h += BSIG0_##w(a);                                                             \
    } while (0)

/* Four rounds from round i, the names rotated by four (RND4A from the initial names,
 * RND4B from the names rotated by four) */
#define RND4A(w, i, KW) do {                                                           \
        RND(w, a, b, c, d, e, f, g, h, p_, q_, (i) + 0, KW);                           \
        RND(w, h, a, b, c, d, e, f, g, q_, p_, (i) + 1, KW);                           \
        RND(w, g, h, a, b, c, d, e, f, p_, q_, (i) + 2, KW);                           \
        RND(w, f, g, h, a, b, c, d, e, q_, p_, (i) + 3, KW);                           \
    } while (0)
#define RND4B(w, i, KW) do {                                                           \
        RND(w, e, f, g, h, a, b, c, d, p_, q_, (i) + 0, KW);                           \
        RND(w, d, e, f, g, h, a, b, c, q_, p_, (i) + 1, KW);                           \
        RND(w, c, d, e, f, g, h, a, b, p_, q_, (i) + 2, KW);                           \
        RND(w, b, c, d, e, f, g, h, a, q_, p_, (i) + 3, KW);                           \
    } while (0)

/* Eight rounds from round i (i >= 16, a multiple of 8) with their schedule */
#define RNDS_8(w, i) do {                                                              \
        SCHED4(w, i); RND4A(w, i, KW_SCHED);                                           \
        SCHED4(w, (i) + 4); RND4B(w, (i) + 4, KW_SCHED);                               \
    } while (0)
/* Rounds 0..15 on the block's words, then rounds 16..31 with their schedule */
#define RNDS_0_31(w) do {                                                              \
        RND4A(w, 0, KW_LOAD); RND4B(w, 4, KW_LOAD);                                    \
        RND4A(w, 8, KW_LOAD); RND4B(w, 12, KW_LOAD);                                   \
        RNDS_8(w, 16); RNDS_8(w, 24);                                                  \
    } while (0)

void hf_sha256_compress(uint32_t hs[8], const uint8_t *block)
{
    uint32_t x_[64], wk_[4], a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4], f = hs[5],
             g = hs[6], h = hs[7], p_, q_ = b ^ c;
    RNDS_0_31(32);
    RNDS_8(32, 32);
    RNDS_8(32, 40);
    RNDS_8(32, 48);
    RNDS_8(32, 56);
    hs[0] += a; hs[1] += b; hs[2] += c; hs[3] += d; hs[4] += e; hs[5] += f; hs[6] += g; hs[7] += h;
}

static const uint64_t *volatile k512_p_ = K512;

void hf_sha512_compress(uint64_t hs[8], const uint8_t *block)
{
    const uint64_t *const k512_ = k512_p_;
    uint64_t x_[80], wk_[4], a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4], f = hs[5],
             g = hs[6], h = hs[7], p_, q_ = b ^ c;
    RNDS_0_31(64);
    RNDS_8(64, 32);
    RNDS_8(64, 40);
    RNDS_8(64, 48);
    RNDS_8(64, 56);
    RNDS_8(64, 64);
    RNDS_8(64, 72);
    hs[0] += a; hs[1] += b; hs[2] += c; hs[3] += d; hs[4] += e; hs[5] += f; hs[6] += g; hs[7] += h;
}

const char hf_impl_sha2[] = "opt";
