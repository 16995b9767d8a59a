/* Small shared helpers for the algorithm files: endian loads and stores,
 * rotations, the state-size check. Internal to the library. */
#ifndef HF_UTIL_H
#define HF_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "hashforge.h"

/* Constant tables a Harvard-architecture target keeps in program memory: on an AVR built
 * with -DHF_FLASH_TABLES (GNU C) the named address space __flash, read with LPM; elsewhere
 * nothing. Only for tables the code indexes (never passed on as plain pointers). */
#if defined(__AVR__) && defined(HF_FLASH_TABLES)
#define HF_ROM __flash
#else
#define HF_ROM
#endif

#define HF_STATIC_ASSERT(cond, msg) typedef char hf_assert_##msg[(cond) ? 1 : -1]
/* Every family checks its state fits the context's state area. */
#define HF_STATE_FITS(type) HF_STATIC_ASSERT(sizeof(type) <= HF_STATE_MAX, type##_fits)

#ifdef HF_ROTATE_BYTEWISE
/* For an 8-bit core, where a shift by other than a multiple of 8 is a loop of one-bit shifts:
 * whole bytes move, and at most four one-bit rotations remain, to the left or to the right. */
static inline uint32_t hf_rol1_32(uint32_t x) { return (x << 1) | (x >> 31); }
static inline uint32_t hf_ror1_32(uint32_t x) { return (x >> 1) | (x << 31); }
static inline uint32_t hf_rotl32(uint32_t x, unsigned n)
{
    unsigned m = n & 7;
    if (m > 4)
        n += 8;
    if (n & 16)
        x = (x << 16) | (x >> 16);
    if (n & 8)
        x = (x << 8) | (x >> 24);
    if (m > 4) {
        x = hf_ror1_32(x);
        if (m < 7) x = hf_ror1_32(x);
        if (m < 6) x = hf_ror1_32(x);
    } else {
        if (m > 0) x = hf_rol1_32(x);
        if (m > 1) x = hf_rol1_32(x);
        if (m > 2) x = hf_rol1_32(x);
        if (m > 3) x = hf_rol1_32(x);
    }
    return x;
}
static inline uint32_t hf_rotr32(uint32_t x, unsigned n) { return hf_rotl32(x, 32 - (n & 31)); }
#else
static inline uint32_t hf_rotl32(uint32_t x, unsigned n) { n &= 31; return n ? (x << n) | (x >> (32 - n)) : x; }
static inline uint32_t hf_rotr32(uint32_t x, unsigned n) { n &= 31; return n ? (x >> n) | (x << (32 - n)) : x; }
#endif
static inline uint64_t hf_rotl64(uint64_t x, unsigned n) { n &= 63; return n ? (x << n) | (x >> (64 - n)) : x; }
static inline uint64_t hf_rotr64(uint64_t x, unsigned n) { n &= 63; return n ? (x >> n) | (x << (64 - n)) : x; }

/* Carry-save step: x + y + z == sum + *carry (mod 2^w) with no carry chain, the
 * form the hardware reduces additions in (rtl/prim/hf_word.vh, hf_csa32 / hf_csa64).
 * Returns the sum; *carry gets the majority bits shifted up by one. */
static inline uint32_t hf_csa32(uint32_t x, uint32_t y, uint32_t z, uint32_t *carry)
{ *carry = ((x & y) | (x & z) | (y & z)) << 1; return x ^ y ^ z; }
static inline uint64_t hf_csa64(uint64_t x, uint64_t y, uint64_t z, uint64_t *carry)
{ *carry = ((x & y) | (x & z) | (y & z)) << 1; return x ^ y ^ z; }

static inline uint32_t hf_load32_be(const uint8_t *p)
{ return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3]; }
static inline uint32_t hf_load32_le(const uint8_t *p)
{ return ((uint32_t)p[3] << 24) | ((uint32_t)p[2] << 16) | ((uint32_t)p[1] << 8) | p[0]; }
static inline uint64_t hf_load64_be(const uint8_t *p)
{ return ((uint64_t)hf_load32_be(p) << 32) | hf_load32_be(p + 4); }
static inline uint64_t hf_load64_le(const uint8_t *p)
{ return ((uint64_t)hf_load32_le(p + 4) << 32) | hf_load32_le(p); }

/* n little-endian words of a block. A RISC-V core without misaligned access (Ibex among
 * them) needs four byte loads and six shifts and ORs per word, which the absorb steps of the
 * permutation-based hashes pay on every block: a 4-byte-aligned block is read a word per load
 * there. Elsewhere the compilers already merge the byte loads (x86, ARM) or the CPU has no
 * words (AVR), so the code is the plain one. */
static inline void hf_load_words_le(uint32_t *w, const uint8_t *p, size_t n)
{
    size_t i;
#if defined(__riscv) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (((uintptr_t)p & 3) == 0) {
        const uint32_t *aligned = (const uint32_t *)__builtin_assume_aligned(p, 4);
        for (i = 0; i < n; i++)
            memcpy(&w[i], &aligned[i], 4);
        return;
    }
#endif
    for (i = 0; i < n; i++)
        w[i] = hf_load32_le(p + 4 * i);
}

/* The same for big-endian words where Zbb's rev8 reverses a loaded word's bytes in one
 * instruction (GCC 12 does not emit it for __builtin_bswap32 on RV32, it calls libgcc's
 * __bswapsi2; RV32I's byte swap costs about what the byte loads do). */
static inline void hf_load_words_be(uint32_t *w, const uint8_t *p, size_t n)
{
    size_t i;
#if defined(__riscv_zbb) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (((uintptr_t)p & 3) == 0) {
        const uint32_t *aligned = (const uint32_t *)__builtin_assume_aligned(p, 4);
        for (i = 0; i < n; i++) {
            uint32_t v;
            memcpy(&v, &aligned[i], 4);
            __asm__("rev8 %0, %1" : "=r"(w[i]) : "r"(v));
        }
        return;
    }
#endif
    for (i = 0; i < n; i++)
        w[i] = hf_load32_be(p + 4 * i);
}

static inline void hf_store32_be(uint8_t *p, uint32_t v)
{ p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v; }
static inline void hf_store32_le(uint8_t *p, uint32_t v)
{ p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24); }
static inline void hf_store64_be(uint8_t *p, uint64_t v)
{ hf_store32_be(p, (uint32_t)(v >> 32)); hf_store32_be(p + 4, (uint32_t)v); }
static inline void hf_store64_le(uint8_t *p, uint64_t v)
{ hf_store32_le(p, (uint32_t)v); hf_store32_le(p + 4, (uint32_t)(v >> 32)); }

/* The message bits of the tail as a byte count rounded up. */
static inline size_t hf_bytes_for_bits(size_t nbits) { return (nbits + 7) / 8; }

/* Append the one-and-zeros padding bit right after `nbits` message bits held
 * MSB-first in buf (whose bits past nbits are zero). Used by every
 * Merkle-Damgard-style family. */
static inline void hf_pad_one_bit(uint8_t *buf, size_t nbits)
{ buf[nbits / 8] |= (uint8_t)(0x80u >> (nbits % 8)); }

/* The same for algorithms that read a byte's bits from the least significant
 * end (FIPS 202 / XKCP convention: Ascon SP 800-232, Xoodyak): the k valid bits
 * of a partial last byte, held at its top by the API, move down to bits
 * 0..k-1 as a number, and the padding bit goes right above them (bit k; the
 * 0x01 byte when the message ends on a byte boundary). */
static inline void hf_pad_one_bit_lsb(uint8_t *buf, size_t nbits)
{
    unsigned k = (unsigned)(nbits % 8);
    uint8_t v = k ? (uint8_t)(buf[nbits / 8] >> (8 - k)) : 0;
    buf[nbits / 8] = (uint8_t)(v | (1u << k));
}

/* Apply a 4-bit S-box "bitsliced": at each bit position l, the bits l of
 * a, b, c, d (a the low one) form the S-box input and receive its output.
 * (Luffa's SubCrumb, Hamsi's Serpent S-box.) A target may bring its own
 * (HF_SBOX4_WORDS_EXTERNAL): a variable shift of a word is a loop on an 8-bit core. */
#ifdef HF_SBOX4_WORDS_EXTERNAL
void hf_sbox4_words(const uint8_t sbox[16], uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d);
#else
static inline void hf_sbox4_words(const uint8_t sbox[16], uint32_t *a, uint32_t *b,
                                  uint32_t *c, uint32_t *d)
{
    uint32_t ra = 0, rb = 0, rc = 0, rd = 0;
    unsigned l, x;
    for (l = 0; l < 32; l++) {
        x = sbox[((*a >> l) & 1u) | ((*b >> l) & 1u) << 1 | ((*c >> l) & 1u) << 2
                 | ((*d >> l) & 1u) << 3];
        ra |= (uint32_t)(x & 1u) << l;
        rb |= (uint32_t)((x >> 1) & 1u) << l;
        rc |= (uint32_t)((x >> 2) & 1u) << l;
        rd |= (uint32_t)((x >> 3) & 1u) << l;
    }
    *a = ra; *b = rb; *c = rc; *d = rd;
}
#endif

#define HF_COUNTOF(a) (sizeof(a) / sizeof((a)[0]))

#endif
