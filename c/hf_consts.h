/* Constant tables a family exports by name, for the Python binding (hashforge._native's
 * constants(family)): the hardware's unit benches and c/low/gen_tables.py read a family's
 * S-boxes, IVs and round constants from the C library instead of keeping copies or parsing
 * the C text. Internal to the library.
 *
 * Only a build with -DHF_EXPORT_CONSTS (setup.py, the binding) compiles the exports: the
 * C library on its own (c/Makefile) and the embedded firmware (hashforge mcu) neither
 * define nor link them, so they cost no ROM there. A family exports by defining, at the
 * end of c/<family>.c,
 *     #ifdef HF_EXPORT_CONSTS
 *     const hf_const hf_consts_<family>[] = { HF_CONST(IV, uint32_t), ... };
 *     const size_t hf_consts_<family>_count = HF_COUNTOF(hf_consts_<family>);
 *     #endif
 * (entries point at the family's own static tables: no copies) and by being named in
 * HF_CONSTS_FAMILIES below. A table the reference low level uses sits in the family's
 * low-level header (c/low/<family>/<family>_low.h), so that the high level can name it. */
#ifndef HF_CONSTS_H
#define HF_CONSTS_H

#include <stddef.h>

typedef struct {
    const char *name;     /* the C name, e.g. "SBOX", or "H224.iv_offset" for a member */
    const void *data;     /* the table itself */
    unsigned count;       /* elements, a multidimensional array flattened in C's order */
    unsigned elem_bytes;  /* bytes per element: an unsigned integer in host order */
    unsigned text;        /* 1: a char array (a string, count bytes without its NUL) */
} hf_const;

/* An unsigned integer table (or a single object) named by its expression; `type` its element
 * type. */
#define HF_CONST(obj, type) \
    { #obj, (const void *)&(obj), (unsigned)(sizeof(obj) / sizeof(type)), (unsigned)sizeof(type), 0 }
/* The same under another name, for a member that points at a table (not a constant
 * expression in C): HF_CONST_AS("H384.out_words", OUT_384, uint8_t, 12). */
#define HF_CONST_AS(name, table, type, n) { name, (const void *)(table), (n), (unsigned)sizeof(type), 0 }
/* A string (a char array initialised by a literal). */
#define HF_CONST_TEXT(obj) { #obj, (const void *)(obj), (unsigned)(sizeof(obj) - 1), 1, 1 }

/* The families that export, as X(family) */
#define HF_CONSTS_FAMILIES(X) X(fugue) X(groestl) X(hamsi) X(jh) X(luffa)

#define HF_CONSTS_DECLARE(f) extern const hf_const hf_consts_##f[]; extern const size_t hf_consts_##f##_count;
HF_CONSTS_FAMILIES(HF_CONSTS_DECLARE)
#undef HF_CONSTS_DECLARE

#endif
