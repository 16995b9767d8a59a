/* JH, optimized: E8 bitsliced on 64-bit words (the designers' "bitslice" view of the
 * specification). The low level behind low/jh/jh_low.h (c/Makefile picks the implementation).
 *
 * The reference groups H into 256 nibbles: element i of the first 128 takes bits i, i+256,
 * i+512, i+768 of H and goes to the even positions, the last 128 to the odd ones. So with H
 * kept as 16 big-endian 64-bit words, nibble bit j of the even elements is the 128 bits
 * h[4j], h[4j+1] and of the odd ones h[4j+2], h[4j+3]: H needs no grouping at all, every
 * S-box and the MDS code L become bitwise operations on whole words. The permutation P8
 * sends even element 2k to the even index k' = rotr7(k) (a 7-bit index rotation) and odd
 * element 2k+1 to the odd index rotr7(k ^ 1); rather than moving bits, the words keep them
 * and the labels rotate: after t rounds the element at position p has index rotr7^t(p), the
 * round constants are laid out that way (c/low/gen_tables.py), and only the odd half moves,
 * by swapping the positions that differ in bit t mod 7 of p. After 35 or 42 rounds
 * (multiples of 7) the labels are back where they started. */
#include "hf_util.h"
#include "low/jh/jh_low.h"
#include "low/jh/jh_tables.h"

/* The S-box pair on four bit planes (a0 the nibble's most significant bit): constant bit 0
 * applies S0, 1 applies S1, per bit position (the specification's bitslice formula). */
#define JH_SBOX(a0, a1, a2, a3, c) do {                                   \
        uint64_t t_;                                                      \
        a3 = ~a3;                                                         \
        a0 ^= ~a2 & (c);                                                  \
        t_ = (c) ^ (a0 & a1);                                             \
        a0 ^= a2 & a3;                                                    \
        a3 ^= ~a1 & a2;                                                   \
        a1 ^= a0 & a2;                                                    \
        a2 ^= a0 & ~a3;                                                   \
        a0 ^= a1 | a3;                                                    \
        a3 ^= a1 & a2;                                                    \
        a1 ^= t_ & a0;                                                    \
        a2 ^= t_;                                                         \
    } while (0)

/* L on (even, odd) = (a, b): b ^= 2a, a ^= 2b in GF(2^4), x^4 + x + 1, as bit planes. */
#define JH_MDS(a0, a1, a2, a3, b0, b1, b2, b3) do {                       \
        b0 ^= a1; b1 ^= a2; b2 ^= a3 ^ a0; b3 ^= a0;                      \
        a0 ^= b1; a1 ^= b2; a2 ^= b3 ^ b0; a3 ^= b0;                      \
    } while (0)

/* Swap the bits at distance 2^d (d < 6) inside a word. */
#define JH_SWAP(x, d, m) x = (((x) >> (1u << (d))) & (m)) | (((x) & (m)) << (1u << (d)))

/* A round's S-boxes and L on the two 64-bit halves of each 128-bit plane, written as a loop
 * over the halves on an array: portable C that a compiler may run on 128-bit vectors (gcc -O2
 * on x86-64 does, which halves the instructions). */
#define JH_LAYERS_A(x, c) do {                                            \
        unsigned w_;                                                      \
        for (w_ = 0; w_ < 2; w_++) {                                      \
            JH_SBOX(x[0 + w_], x[4 + w_], x[8 + w_], x[12 + w_], (c)[w_]);  \
            JH_SBOX(x[2 + w_], x[6 + w_], x[10 + w_], x[14 + w_], (c)[2 + w_]); \
            JH_MDS(x[0 + w_], x[4 + w_], x[8 + w_], x[12 + w_], x[2 + w_], x[6 + w_], x[10 + w_], x[14 + w_]); \
        }                                                                 \
    } while (0)
#define JH_SWAP_A(x, d, m) do {                                           \
        unsigned w_;                                                      \
        for (w_ = 0; w_ < 2; w_++) {                                      \
            JH_SWAP(x[2 + w_], d, m); JH_SWAP(x[6 + w_], d, m);           \
            JH_SWAP(x[10 + w_], d, m); JH_SWAP(x[14 + w_], d, m);         \
        }                                                                 \
    } while (0)

/* Seven rounds per iteration, label rotations 0..6: after each the odd half swaps the
 * positions 2^d apart (d = 6: its two words). */
static void e8(uint64_t h[16], const jh_params *p)
{
    uint64_t x[16];
    unsigned r, i;
    for (i = 0; i < 16; i++)
        x[i] = h[i];
    for (r = 0; r < p->rounds; r += 7) {
        const uint64_t (*c)[4] = JH_RC + r;
        JH_LAYERS_A(x, c[0]); JH_SWAP_A(x, 0, 0x5555555555555555u);
        JH_LAYERS_A(x, c[1]); JH_SWAP_A(x, 1, 0x3333333333333333u);
        JH_LAYERS_A(x, c[2]); JH_SWAP_A(x, 2, 0x0f0f0f0f0f0f0f0fu);
        JH_LAYERS_A(x, c[3]); JH_SWAP_A(x, 3, 0x00ff00ff00ff00ffu);
        JH_LAYERS_A(x, c[4]); JH_SWAP_A(x, 4, 0x0000ffff0000ffffu);
        JH_LAYERS_A(x, c[5]); JH_SWAP_A(x, 5, 0x00000000ffffffffu);
        JH_LAYERS_A(x, c[6]);
        for (i = 2; i < 16; i += 4) {
            const uint64_t t = x[i];
            x[i] = x[i + 1];
            x[i + 1] = t;
        }
    }
    if (p->half_round) {
        const uint64_t *c = JH_RC[p->rounds];
        unsigned w_;
        for (w_ = 0; w_ < 2; w_++) {
            JH_SBOX(x[0 + w_], x[4 + w_], x[8 + w_], x[12 + w_], c[w_]);
            JH_SBOX(x[2 + w_], x[6 + w_], x[10 + w_], x[14 + w_], c[2 + w_]);
        }
    }
    for (i = 0; i < 16; i++)
        h[i] = x[i];
}

/* F8: the block enters the first half of H before E8 and the second half after it. */
void hf_jh_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    jh_state *s = (jh_state *)state;
    uint64_t m[8];
    unsigned i;
    for (i = 0; i < 8; i++) {
        m[i] = hf_load64_be(block + 8 * i);
        s->h.w[i] ^= m[i];
    }
    e8(s->h.w, (const jh_params *)algo->params);
    for (i = 0; i < 8; i++)
        s->h.w[8 + i] ^= m[i];
}

void hf_jh_set_bytes(jh_state *s, const uint8_t h[128])
{
    unsigned i;
    for (i = 0; i < 16; i++)
        s->h.w[i] = hf_load64_be(h + 8 * i);
}

void hf_jh_get_bytes(const jh_state *s, uint8_t h[128])
{
    unsigned i;
    for (i = 0; i < 16; i++)
        hf_store64_be(h + 8 * i, s->h.w[i]);
}

const char hf_impl_jh[] = "opt";
