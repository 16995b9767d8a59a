/* ECHO, SHA-3 round 2, optimized: the AES rounds of BIG.SubWords from 32-bit T-tables
 * (c/opt/aes_tables.h), BIG.MixColumns on four bytes at once. Same symbols and results as
 * the reference c/echo.c. The 2048-bit state is 16 AES states (words), each four 32-bit
 * columns (row r in byte r); word i sits at row i % 4, column i / 4 of the 4 x 4 matrix. */
#include "hf_util.h"
#include "aes_tables.h"

typedef struct {
    unsigned cv_words;   /* 128-bit words of chaining value: 4 or 8 */
    unsigned rounds;     /* 8 or 10 */
} echo_params;

typedef struct {
    uint32_t v[32];          /* chaining value, 32-bit little-endian columns */
    uint64_t counter[2];     /* message bits absorbed, low word first */
} echo_state;
HF_STATE_FITS(echo_state);

/* x * 2 in GF(2^8), on the four bytes of a word */
static inline uint32_t xtime4(uint32_t x)
{
    return ((x & 0x7f7f7f7fu) << 1) ^ (((x >> 7) & 0x01010101u) * 0x1bu);
}

/* The compression function with an explicit counter value (the number of message bits up
 * to and including this block, or 0 for a block of padding only). */
static void echo_compress_with(echo_state *s, const echo_params *p, const uint8_t *block,
                               const uint64_t counter[2])
{
    uint32_t w[16][4], in[16][4], t[16][4];
    uint64_t k0 = counter[0], k1 = counter[1];
    unsigned i, j, r, c;
    const unsigned cvw = 4 * p->cv_words;          /* chaining value in 32-bit words */

    for (i = 0; i < cvw; i++)
        in[i / 4][i % 4] = s->v[i];
    for (i = cvw; i < 64; i++)
        in[i / 4][i % 4] = hf_load32_le(block + 4 * (i - cvw));
    memcpy(w, in, sizeof(w));

    for (r = 0; r < p->rounds; r++) {
        /* BIG.SubWords: two AES rounds per word, keyed by the running counter and by the
         * (zero) salt */
        for (i = 0; i < 16; i++) {
            uint32_t a0, a1, a2, a3;
            HF_AES_ROUND_NOKEY(a0, a1, a2, a3, w[i][0], w[i][1], w[i][2], w[i][3]);
            a0 ^= (uint32_t)k0;
            a1 ^= (uint32_t)(k0 >> 32);
            a2 ^= (uint32_t)k1;
            a3 ^= (uint32_t)(k1 >> 32);
            HF_AES_ROUND_NOKEY(w[i][0], w[i][1], w[i][2], w[i][3], a0, a1, a2, a3);
            if (++k0 == 0)
                k1++;
        }
        /* BIG.ShiftRows (row i of words rotates left by i) and BIG.MixColumns (AES
         * MixColumns on the same byte of the four words of a column) */
        for (c = 0; c < 4; c++) {
            const uint32_t *wa = w[4 * c], *wb = w[4 * ((c + 1) % 4) + 1],
                           *wc = w[4 * ((c + 2) % 4) + 2], *wd = w[4 * ((c + 3) % 4) + 3];
            for (j = 0; j < 4; j++) {
                uint32_t a = wa[j], b = wb[j], cc = wc[j], d = wd[j], all = a ^ b ^ cc ^ d;
                t[4 * c][j] = a ^ all ^ xtime4(a ^ b);
                t[4 * c + 1][j] = b ^ all ^ xtime4(b ^ cc);
                t[4 * c + 2][j] = cc ^ all ^ xtime4(cc ^ d);
                t[4 * c + 3][j] = d ^ all ^ xtime4(d ^ a);
            }
        }
        memcpy(w, t, sizeof(w));
    }

    /* BIG.Final: fold input and output state onto the chaining value */
    for (i = 0; i < cvw; i++) {
        uint32_t acc = 0;
        for (j = i; j < 64; j += cvw)
            acc ^= in[j / 4][j % 4] ^ w[j / 4][j % 4];
        s->v[i] = acc;
    }
}

static void echo_init(void *state, const hf_algo *algo, size_t out_bits)
{
    echo_state *s = (echo_state *)state;
    const echo_params *p = (const echo_params *)algo->params;
    unsigned i;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    /* every chaining word starts as the digest length, 128-bit little-endian */
    for (i = 0; i < p->cv_words; i++)
        s->v[4 * i] = algo->digest_bits;
}

static void echo_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    echo_state *s = (echo_state *)state;
    s->counter[0] += algo->block_bits;
    if (s->counter[0] < algo->block_bits)
        s->counter[1]++;
    echo_compress_with(s, (const echo_params *)algo->params, block, s->counter);
}

/* Pad with one bit and zeros, then the digest length (16 bits) and the message length
 * (128 bits), both little-endian, at the end of the block. */
static void echo_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                       const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    echo_state *s = (echo_state *)state;
    const echo_params *p = (const echo_params *)algo->params;
    const size_t bb = algo->block_bits / 8;
    static const uint64_t zero[2] = { 0, 0 };
    uint8_t buf[2 * HF_BLOCK_MAX];
    size_t len, i;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    len = (tail_bits + 1 + 16 + 128 <= 8 * bb) ? bb : 2 * bb;
    buf[len - 18] = (uint8_t)algo->digest_bits;
    buf[len - 17] = (uint8_t)(algo->digest_bits >> 8);
    hf_store64_le(buf + len - 16, total_bits[0]);
    hf_store64_le(buf + len - 8, total_bits[1]);

    /* A block with message bits in it counts them all; a block of padding alone uses
     * counter 0. */
    echo_compress_with(s, p, buf, tail_bits > 0 ? total_bits : zero);
    if (len > bb)
        echo_compress_with(s, p, buf + bb, zero);
    for (i = 0; i < out_bits / 32; i++)
        hf_store32_le(out + 4 * i, s->v[i]);
}

/* The value the registry's block size is computed from, as a constant (see c/echo.c). */
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
