/* Blue Midnight Wish, SHA-3 round-2 tweak: BMW-224/256 on 32-bit words,
 * BMW-384/512 on 64-bit words, 16-word chaining value, little-endian words,
 * and one extra compression of the chaining value at the end. */
#include "hf_util.h"
#include "low/bmw/bmw_low.h"

typedef struct {
    unsigned word_bits;   /* 32 or 64 */
    uint8_t iv_first;     /* the IV is the byte sequence iv_first, iv_first + 1, ... */
} bmw_params;

typedef struct {
    uint32_t h32[16];
    uint64_t h64[16];
} bmw_state;
HF_STATE_FITS(bmw_state);

static void bmw_init(void *state, const hf_algo *algo, size_t out_bits)
{
    bmw_state *s = (bmw_state *)state;
    const bmw_params *p = (const bmw_params *)algo->params;
    const unsigned wb = p->word_bits / 8;
    unsigned i, b;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    /* Word i of the IV holds bytes iv_first + wb*i ... as a big-endian number. */
    for (i = 0; i < 16; i++)
        for (b = 0; b < wb; b++) {
            const uint8_t byte = (uint8_t)(p->iv_first + wb * i + b);
            s->h32[i] = (s->h32[i] << 8) | byte;
            s->h64[i] = (s->h64[i] << 8) | byte;
        }
}

static void bmw_block(bmw_state *s, const bmw_params *p, const uint8_t *block)
{
    unsigned i;
    if (p->word_bits == 32) {
        uint32_t m[16];
        for (i = 0; i < 16; i++)
            m[i] = hf_load32_le(block + 4 * i);
        hf_bmw32_compress(s->h32, m);
    } else {
        uint64_t m[16];
        for (i = 0; i < 16; i++)
            m[i] = hf_load64_le(block + 8 * i);
        hf_bmw64_compress(s->h64, m);
    }
}

static void bmw_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    bmw_block((bmw_state *)state, (const bmw_params *)algo->params, block);
}

/* Pad: a 1 bit, zeros, the 64-bit bit length little-endian in the last 8
 * bytes. Then the final compression: the chaining value is compressed as a
 * message under the constant chaining value 0xaa..a0, 0xaa..a1, ...; the
 * digest is the last out_bits of the result, little-endian. */
static void bmw_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                      const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    bmw_state *s = (bmw_state *)state;
    const bmw_params *p = (const bmw_params *)algo->params;
    const size_t bb = algo->block_bits / 8;
    uint8_t buf[2 * 128];
    size_t n, i;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    n = (tail_bits + 1 <= 8 * (bb - 8)) ? bb : 2 * bb;
    hf_store64_le(buf + n - 8, total_bits[0]);
    for (i = 0; i < n; i += bb)
        bmw_block(s, p, buf + i);

    if (p->word_bits == 32) {
        uint32_t c[16];
        for (i = 0; i < 16; i++)
            c[i] = (uint32_t)(0xAAAAAAA0u + i);
        hf_bmw32_compress(c, s->h32);
        for (i = 0; i < out_bits / 8; i++)
            out[i] = (uint8_t)(c[16 - out_bits / 32 + i / 4] >> (8 * (i % 4)));
    } else {
        uint64_t c[16];
        for (i = 0; i < 16; i++)
            c[i] = 0xAAAAAAAAAAAAAAA0ULL + i;
        hf_bmw64_compress(c, s->h64);
        for (i = 0; i < out_bits / 8; i++)
            out[i] = (uint8_t)(c[16 - out_bits / 64 + i / 8] >> (8 * (i % 8)));
    }
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define WB_P224 32
#define WB_P256 32
#define WB_P384 64
#define WB_P512 64
static const bmw_params P224 = { WB_P224, 0x00 }, P256 = { WB_P256, 0x40 };
static const bmw_params P384 = { WB_P384, 0x00 }, P512 = { WB_P512, 0x80 };

#define BMW(name, bits, params) \
    { name, "bmw", "SHA-3 round 2", bits, 16 * WB_##params, 0, sizeof(bmw_state), \
      bmw_init, bmw_compress, bmw_final, &(params) }

const hf_algo hf_algos_bmw[] = {
    BMW("bmw224", 224, P224),
    BMW("bmw256", 256, P256),
    BMW("bmw384", 384, P384),
    BMW("bmw512", 512, P512),
};
const size_t hf_algos_bmw_count = HF_COUNTOF(hf_algos_bmw);
