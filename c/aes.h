/* The AES pieces several families share (ECHO, Fugue, Grøstl's S-box,
 * SHAvite-3, RFSB-509's on-the-fly constants). One copy in the tree. */
#ifndef HF_AES_H
#define HF_AES_H

#include <stdint.h>
#include "hf_util.h"

extern const HF_ROM uint8_t hf_aes_sbox[256];

/* x * 2 in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 */
static inline uint8_t hf_gf_xtime(uint8_t x)
{ return (uint8_t)((x << 1) ^ ((x >> 7) * 0x1b)); }

/* a * b in the same field (Grøstl's MixBytes, Fugue's SMIX). */
uint8_t hf_gf_mul(uint8_t a, uint8_t b);

/* AES MixColumns on one 4-byte column (byte 0 on top). ECHO's BIG.MixColumns
 * applies it across words. */
void hf_aes_mix_column(uint8_t col[4]);

/* One full AES round on a column-major 16-byte state:
 * SubBytes, ShiftRows, MixColumns, AddRoundKey(rk). rk may be NULL (zero key). */
void hf_aes_round(uint8_t state[16], const uint8_t *rk);

/* AES-128 encryption of one block (FIPS 197). */
void hf_aes128_encrypt(const uint8_t key[16], const uint8_t in[16], uint8_t out[16]);

/* Checks the S-box against its definition (inverse in GF(2^8) + affine map)
 * and AES-128 against the FIPS 197 Appendix C.1 vector. 0 when all hold. */
int hf_aes_selftest(void);

#endif
