/* Small shared helpers for the algorithm files: endian loads and stores,
 * rotations, the state-size check. Internal to the library. */
#ifndef HF_UTIL_H
#define HF_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "hashforge.h"

#define HF_STATIC_ASSERT(cond, msg) typedef char hf_assert_##msg[(cond) ? 1 : -1]
/* Every family checks its state fits the context's state area. */
#define HF_STATE_FITS(type) HF_STATIC_ASSERT(sizeof(type) <= HF_STATE_MAX, type##_fits)

static inline uint32_t hf_rotl32(uint32_t x, unsigned n) { n &= 31; return n ? (x << n) | (x >> (32 - n)) : x; }
static inline uint32_t hf_rotr32(uint32_t x, unsigned n) { n &= 31; return n ? (x >> n) | (x << (32 - n)) : x; }
static inline uint64_t hf_rotl64(uint64_t x, unsigned n) { n &= 63; return n ? (x << n) | (x >> (64 - n)) : x; }
static inline uint64_t hf_rotr64(uint64_t x, unsigned n) { n &= 63; return n ? (x >> n) | (x << (64 - n)) : x; }

static inline uint32_t hf_load32_be(const uint8_t *p)
{ return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3]; }
static inline uint32_t hf_load32_le(const uint8_t *p)
{ return ((uint32_t)p[3] << 24) | ((uint32_t)p[2] << 16) | ((uint32_t)p[1] << 8) | p[0]; }
static inline uint64_t hf_load64_be(const uint8_t *p)
{ return ((uint64_t)hf_load32_be(p) << 32) | hf_load32_be(p + 4); }
static inline uint64_t hf_load64_le(const uint8_t *p)
{ return ((uint64_t)hf_load32_le(p + 4) << 32) | hf_load32_le(p); }

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

/* The SHA-2 initial values (sha2.c), which BLAKE reuses. */
extern const uint32_t hf_sha2_iv224[8], hf_sha2_iv256[8];
extern const uint64_t hf_sha2_iv384[8], hf_sha2_iv512[8];

#define HF_COUNTOF(a) (sizeof(a) / sizeof((a)[0]))

#endif
