/* sha2: the reference low level (the hardware's golden model). */
#include "hf_util.h"
#include "low/sha2/sha2_low.h"

void hf_sha256_compress(uint32_t h[8], const uint8_t *block)
{
    uint32_t w[64], a, b, c, d, e, f, g, hh, t1, t2;
    int i;
    for (i = 0; i < 16; i++)
        w[i] = hf_load32_be(block + 4 * i);
    for (i = 16; i < 64; i++) {
        uint32_t s0 = hf_rotr32(w[i - 15], 7) ^ hf_rotr32(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = hf_rotr32(w[i - 2], 17) ^ hf_rotr32(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    a = h[0]; b = h[1]; c = h[2]; d = h[3]; e = h[4]; f = h[5]; g = h[6]; hh = h[7];
    for (i = 0; i < 64; i++) {
        t1 = hh + (hf_rotr32(e, 6) ^ hf_rotr32(e, 11) ^ hf_rotr32(e, 25))
           + ((e & f) ^ (~e & g)) + K256[i] + w[i];
        t2 = (hf_rotr32(a, 2) ^ hf_rotr32(a, 13) ^ hf_rotr32(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

void hf_sha512_compress(uint64_t h[8], const uint8_t *block)
{
    uint64_t w[80], a, b, c, d, e, f, g, hh, t1, t2;
    int i;
    for (i = 0; i < 16; i++)
        w[i] = hf_load64_be(block + 8 * i);
    for (i = 16; i < 80; i++) {
        uint64_t s0 = hf_rotr64(w[i - 15], 1) ^ hf_rotr64(w[i - 15], 8) ^ (w[i - 15] >> 7);
        uint64_t s1 = hf_rotr64(w[i - 2], 19) ^ hf_rotr64(w[i - 2], 61) ^ (w[i - 2] >> 6);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    a = h[0]; b = h[1]; c = h[2]; d = h[3]; e = h[4]; f = h[5]; g = h[6]; hh = h[7];
    for (i = 0; i < 80; i++) {
        t1 = hh + (hf_rotr64(e, 14) ^ hf_rotr64(e, 18) ^ hf_rotr64(e, 41))
           + ((e & f) ^ (~e & g)) + K512[i] + w[i];
        t2 = (hf_rotr64(a, 28) ^ hf_rotr64(a, 34) ^ hf_rotr64(a, 39)) + ((a & b) ^ (a & c) ^ (b & c));
        hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

const char hf_impl_sha2[] = "ref";
