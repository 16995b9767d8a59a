/* ECHO, SHA-3 round 2. The 2048-bit state is a 4 x 4 matrix of 128-bit words
 * (AES states), word i at row i % 4, column i / 4. It holds the chaining value
 * (512 bits for ECHO-224/256, 1024 bits for ECHO-384/512) followed by the
 * message block (1536 or 1024 bits). Salt is zero. */
#include "hf_util.h"
#include "aes.h"

typedef struct {
    unsigned cv_words;   /* 128-bit words of chaining value: 4 or 8 */
    unsigned rounds;     /* 8 or 10 */
} echo_params;

static void store128_le(uint8_t out[16], const uint64_t v[2])
{
    hf_store64_le(out, v[0]);
    hf_store64_le(out + 8, v[1]);
}

/* The low level: the state echo_state (the chaining value in its own layout and the
 * counter), echo_compress_with(), and echo_set_bytes() / echo_get_bytes(), which write and
 * read the chaining value's first n bytes in the specification's order. The optimized build
 * (IMPL=opt, c/Makefile) takes them from c/opt/echo.c instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/echo.c"
#else
typedef struct {
    uint8_t v[128];          /* chaining value */
    uint64_t counter[2];     /* message bits absorbed, low word first */
} echo_state;
HF_STATE_FITS(echo_state);

/* The compression function with an explicit counter value (the number of
 * message bits up to and including this block, or 0 for a block of padding
 * only). */
static void echo_compress_with(echo_state *s, const echo_params *p, const uint8_t *block,
                               const uint64_t counter[2])
{
    uint8_t w[16][16], in[16][16], t[16][16], key[16];
    uint64_t k[2];
    unsigned i, r, c, b;
    const unsigned cvb = 16 * p->cv_words;

    memcpy(in, s->v, cvb);
    memcpy((uint8_t *)in + cvb, block, 256 - cvb);
    memcpy(w, in, 256);
    k[0] = counter[0];
    k[1] = counter[1];

    for (r = 0; r < p->rounds; r++) {
        /* BIG.SubWords: two AES rounds per word, keyed by the running
         * counter and by the (zero) salt */
        for (i = 0; i < 16; i++) {
            store128_le(key, k);
            hf_aes_round(w[i], key);
            hf_aes_round(w[i], NULL);
            if (++k[0] == 0)
                k[1]++;
        }
        /* BIG.ShiftRows: row j of words rotates left by j */
        for (c = 0; c < 4; c++)
            for (i = 0; i < 4; i++)
                memcpy(t[4 * c + i], w[4 * ((c + i) % 4) + i], 16);
        /* BIG.MixColumns: AES MixColumns on the same byte of the four words
         * of a column */
        for (c = 0; c < 4; c++)
            for (b = 0; b < 16; b++) {
                uint8_t col[4];
                for (i = 0; i < 4; i++)
                    col[i] = t[4 * c + i][b];
                hf_aes_mix_column(col);
                for (i = 0; i < 4; i++)
                    w[4 * c + i][b] = col[i];
            }
    }

    /* BIG.Final: fold input and output state onto the chaining value */
    for (i = 0; i < cvb; i++) {
        uint8_t acc = 0;
        for (b = i; b < 256; b += cvb)
            acc ^= (uint8_t)(((uint8_t *)in)[b] ^ ((uint8_t *)w)[b]);
        s->v[i] = acc;
    }
}

static void echo_set_bytes(echo_state *s, const uint8_t *cv, size_t n)
{
    memcpy(s->v, cv, n);
}

static void echo_get_bytes(const echo_state *s, uint8_t *out, size_t n)
{
    memcpy(out, s->v, n);
}
#endif

static void echo_init(void *state, const hf_algo *algo, size_t out_bits)
{
    echo_state *s = (echo_state *)state;
    const echo_params *p = (const echo_params *)algo->params;
    uint8_t cv[128];
    unsigned i;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    /* every chaining word starts as the digest length, 128-bit little-endian */
    memset(cv, 0, sizeof(cv));
    for (i = 0; i < p->cv_words; i++) {
        cv[16 * i] = (uint8_t)algo->digest_bits;
        cv[16 * i + 1] = (uint8_t)(algo->digest_bits >> 8);
    }
    echo_set_bytes(s, cv, 16 * p->cv_words);
}

static void echo_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    echo_state *s = (echo_state *)state;
    s->counter[0] += algo->block_bits;
    if (s->counter[0] < algo->block_bits)
        s->counter[1]++;
    echo_compress_with(s, (const echo_params *)algo->params, block, s->counter);
}

/* Pad with one bit and zeros, then the digest length (16 bits) and the
 * message length (128 bits), both little-endian, at the end of the block. */
static void echo_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                       const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    echo_state *s = (echo_state *)state;
    const echo_params *p = (const echo_params *)algo->params;
    const size_t bb = algo->block_bits / 8;
    static const uint64_t zero[2] = { 0, 0 };
    uint8_t buf[2 * HF_BLOCK_MAX];
    size_t len;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    len = (tail_bits + 1 + 16 + 128 <= 8 * bb) ? bb : 2 * bb;
    buf[len - 18] = (uint8_t)algo->digest_bits;
    buf[len - 17] = (uint8_t)(algo->digest_bits >> 8);
    store128_le(buf + len - 16, total_bits);

    /* A block with message bits in it counts them all; a block of padding
     * alone uses counter 0. */
    echo_compress_with(s, p, buf, tail_bits > 0 ? total_bits : zero);
    if (len > bb)
        echo_compress_with(s, p, buf + bb, zero);
    echo_get_bytes(s, out, out_bits / 8);
}

/* The value the registry's block size is computed from, as a constant: a file-scope
 * initializer must be a constant expression, and a const object's member is not one in C
 * (gcc accepts it as an extension, clang rejects it). */
#define CV_SMALL 4
#define CV_LARGE 8
static const echo_params SMALL = { CV_SMALL, 8 }, LARGE = { CV_LARGE, 10 };

#define ECHO(name, bits, params) \
    { name, "echo", "SHA-3 round 2", bits, 2048 - 128 * CV_##params, 0, \
      sizeof(echo_state), echo_init, echo_compress, echo_final, &(params) }

const hf_algo hf_algos_echo[] = {
    ECHO("echo224", 224, SMALL),
    ECHO("echo256", 256, SMALL),
    ECHO("echo384", 384, LARGE),
    ECHO("echo512", 512, LARGE),
};
const size_t hf_algos_echo_count = HF_COUNTOF(hf_algos_echo);
