/*
 * hashforge: one streaming API for every hash function in the suite.
 *
 * Messages are bit strings. A byte holds up to 8 message bits, most significant
 * bit first (the NIST / SHA-3 competition convention): when an update's length
 * in bits is not a multiple of 8, the valid bits of its last byte are that
 * byte's high bits. Updates may be split anywhere, inside a byte too.
 *
 * No allocation and no global mutable state: a context is a plain struct the
 * caller owns; copying it with memcpy / assignment forks the hash.
 */
#ifndef HASHFORGE_H
#define HASHFORGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's version (c/Makefile's shared library and hashforge.pc take it from here). */
#define HF_VERSION "0.1.0"

/* Largest message block any algorithm absorbs at once, in bytes
 * (ECHO-224/256: 1536 bits). A build for a small target may lower both sizes
 * to those of the families it links (-DHF_BLOCK_MAX=... -DHF_STATE_MAX=...). */
#ifndef HF_BLOCK_MAX
#define HF_BLOCK_MAX 192
#endif
/* Largest per-algorithm chaining state, in bytes. */
#ifndef HF_STATE_MAX
#define HF_STATE_MAX 1536
#endif
/* Largest output the one-shot helpers and the CLI ask for, in bits. */
#define HF_OUT_MAX_BITS 65536

/* Flags of an algorithm descriptor. */
#define HF_XOF  1u  /* output length is chosen by the caller */
#define HF_LAZY 2u  /* a full block is held back until more data arrives, so
                       that final() always sees the last message block
                       (Skein, BLAKE-style finalisation flags) */

typedef struct hf_algo hf_algo;

/* Per-algorithm hooks. `state` is HF_STATE_MAX bytes, 8-byte aligned. */
typedef void (*hf_init_fn)(void *state, const hf_algo *algo, size_t out_bits);
typedef void (*hf_compress_fn)(void *state, const hf_algo *algo,
                               const uint8_t *block);
/* `tail` holds the `tail_bits` message bits not yet compressed
 * (0 <= tail_bits < block_bits, or == block_bits for HF_LAZY algorithms when
 * the message is a non-empty multiple of the block); its unused bits are zero.
 * `total_bits` is the message length, low word first. */
typedef void (*hf_final_fn)(void *state, const hf_algo *algo,
                            const uint8_t *tail, size_t tail_bits,
                            const uint64_t total_bits[2],
                            uint8_t *out, size_t out_bits);

struct hf_algo {
    const char *name;      /* identifier, e.g. "keccak256-r2" */
    const char *family;    /* e.g. "keccak" */
    const char *version;   /* e.g. "SHA-3 round 2" */
    unsigned digest_bits;  /* default output length */
    unsigned block_bits;   /* message bits per compression call */
    unsigned flags;        /* HF_XOF, HF_LAZY */
    size_t state_size;     /* bytes of state actually used (<= HF_STATE_MAX) */
    hf_init_fn init;
    hf_compress_fn compress;
    hf_final_fn final;
    const void *params;    /* variant parameters, family-private */
};

typedef struct hf_ctx {
    const hf_algo *algo;
    size_t out_bits;
    uint64_t total_bits[2];         /* message bits so far, low word first */
    size_t fill_bits;               /* bits waiting in block[] */
    uint8_t block[HF_BLOCK_MAX];
    union { uint64_t align; uint8_t bytes[HF_STATE_MAX]; } state;
} hf_ctx;

/* Registry. */
size_t hf_count(void);
const hf_algo *hf_at(size_t index);           /* NULL past the end */
const hf_algo *hf_find(const char *name);     /* NULL if unknown */

/* The implementation of the family's low level this build linked: "ref" (the reference,
 * c/low/<family>/<family>_ref.c), "opt" (optimized C, <family>_opt.c) or a target's
 * assembly ("asm"); NULL for an unknown family. */
const char *hf_impl(const char *family);

/* Streaming. out_bits == 0 selects the algorithm's default length; a
 * non-default length is accepted only for XOFs (returns -1 otherwise, or when
 * out_bits is not a positive multiple of 8 up to HF_OUT_MAX_BITS). */
int hf_init(hf_ctx *ctx, const hf_algo *algo, size_t out_bits);
void hf_update(hf_ctx *ctx, const uint8_t *data, size_t nbits);
void hf_update_bytes(hf_ctx *ctx, const void *data, size_t nbytes);
/* Writes out_bits/8 bytes. The context must be re-initialised after. */
void hf_final(hf_ctx *ctx, uint8_t *out);

/* One-shot: returns 0, or -1 for an unknown name / invalid length. */
int hf_hash(const char *name, const uint8_t *data, size_t nbits,
            uint8_t *out, size_t out_bits);

#ifdef __cplusplus
}
#endif
#endif
