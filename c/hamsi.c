/* Hamsi (Ozgul Kucuk), SHA-3 round 2 version. Each message block (32 bits for
 * Hamsi-224/256, 64 bits for Hamsi-384/512) is expanded by a linear code to
 * 256 / 512 bits, concatenated with the chaining value into a 512 / 1024-bit
 * state, permuted by P (3 / 6 rounds; the last block by Pf, 6 / 12 rounds),
 * truncated and fed forward into the chaining value. */
#include "hf_util.h"

typedef struct {
    unsigned big;          /* 0: Hamsi-224/256, 1: Hamsi-384/512 */
    unsigned iv_offset;    /* where the IV starts in IV_TEXT */
    const uint8_t *out_words; /* chaining words that form the digest, in order */
} hamsi_params;

typedef struct { uint32_t h[16]; } hamsi_state;
HF_STATE_FITS(hamsi_state);

/* The IVs are consecutive 32 / 64-byte slices of the designer's address in
 * UTF-8. The round-2 submission package used a wrong encoding of the first
 * characters (its Hamsi-224 IV differs); this is the corrected one, as in the
 * revised specification and sphlib (and so in kat/hamsi/round2/). */
static const char IV_TEXT[] =
    "\xC3\x96" "zg" "\xC3\xBC" "l K" "\xC3\xBC" "\xC3\xA7" "\xC3\xBC" "k, Katholieke Uni" /* 224 */
    "versiteit Leuven, Departement El"                                                 /* 256 */
    "ektrotechniek, Computer Security and Industrial Cryptography, Ka"                 /* 384 */
    "steelpark Arenberg 10, bus 2446, B-3001 Leuven-Heverlee, Belgium";                /* 512 */

/* Round constants of P (alpha) and of Pf (alpha_f); Hamsi-256 uses the words
 * of the first four columns of each row of eight. */
static const uint32_t ALPHA_N[32] = {
    0xff00f0f0, 0xccccaaaa, 0xf0f0cccc, 0xff00aaaa,
    0xccccaaaa, 0xf0f0ff00, 0xaaaacccc, 0xf0f0ff00,
    0xf0f0cccc, 0xaaaaff00, 0xccccff00, 0xaaaaf0f0,
    0xaaaaf0f0, 0xff00cccc, 0xccccf0f0, 0xff00aaaa,
    0xccccaaaa, 0xff00f0f0, 0xff00aaaa, 0xf0f0cccc,
    0xf0f0ff00, 0xccccaaaa, 0xf0f0ff00, 0xaaaacccc,
    0xaaaaff00, 0xf0f0cccc, 0xaaaaf0f0, 0xccccff00,
    0xff00cccc, 0xaaaaf0f0, 0xff00aaaa, 0xccccf0f0
};
static const uint32_t ALPHA_F[32] = {
    0xcaf9639c, 0x0ff0f9c0, 0x639c0ff0, 0xcaf9f9c0,
    0x0ff0f9c0, 0x639ccaf9, 0xf9c00ff0, 0x639ccaf9,
    0x639c0ff0, 0xf9c0caf9, 0x0ff0caf9, 0xf9c0639c,
    0xf9c0639c, 0xcaf90ff0, 0x0ff0639c, 0xcaf9f9c0,
    0x0ff0f9c0, 0xcaf9639c, 0xcaf9f9c0, 0x639c0ff0,
    0x639ccaf9, 0x0ff0f9c0, 0x639ccaf9, 0xf9c00ff0,
    0xf9c0caf9, 0x639c0ff0, 0xf9c0639c, 0x0ff0caf9,
    0xcaf90ff0, 0xf9c0639c, 0xcaf9f9c0, 0x0ff0639c
};

/* Which state words come from the expanded message (m) and which from the
 * chaining value (c), in order. */
static const char LAYOUT_SMALL[] = "mmccccmmmmccccmm";
static const char LAYOUT_BIG[] = "mmccmmccccmmccmmmmccmmccccmmccmm";

/* The specification's tables that the reference low level uses (and the exported
 * constants, c/hf_consts.h). */
#if !defined(HF_OPT_LOW_LEVEL) || defined(HF_EXPORT_CONSTS)
/* Generator matrices of the message-expansion codes, over GF(4): row i is the
 * codeword of GF(4) message symbol i (message bits 2i, 2i+1, MSB first) for
 * the symbol value that the even bit stands for. A codeword is stored as two
 * bit planes, first the high then the low bits of its GF(4) coordinates; the
 * odd bit's codeword is the same row times the generator of GF(4). */
static const uint32_t GEN256[16][8] = {
    { 0x045f0000, 0x9c4a93c9, 0x62fc79d0, 0x731ebdc2, 0xe0278000, 0x19dce008, 0xd7075d82, 0x5ad2e31d },
    { 0xe6570000, 0x4bb33a25, 0x848598ba, 0x1041003e, 0xf44c4000, 0x10a4e3cd, 0x097f5711, 0xde77cc4c },
    { 0x97530000, 0x204f6ed3, 0x77b9e80f, 0xa1ec5ec1, 0x7e792000, 0x9418e22f, 0x6643d258, 0x9c255be5 },
    { 0xcba90000, 0x90273769, 0xbbdcf407, 0xd0f4af61, 0xbf3c1000, 0xca0c7117, 0x3321e92c, 0xce122df3 },
    { 0xe18b0000, 0x5459887d, 0xbf1283d3, 0x1b666a73, 0x3fb90800, 0x7cdad883, 0xce97a914, 0xbdd9f5e5 },
    { 0x14bd0000, 0x2fba37ff, 0x6a72e5bb, 0x247febe6, 0x9b830400, 0x2227ff88, 0x05b7ad5a, 0xadf2c730 },
    { 0xee260000, 0x124b683e, 0x80c2d68f, 0x3bf3ab2c, 0x499e0200, 0x0d59ec0d, 0xe0272f7d, 0xa5e7de5a },
    { 0x734c0000, 0x956fa7d6, 0xa29d1297, 0x6ee56854, 0xc4e80100, 0x1f70960e, 0x2714ca3c, 0x88210c30 },
    { 0x39a60000, 0x4ab753eb, 0xd14e094b, 0xb772b42b, 0x62740080, 0x0fb84b07, 0x138a651e, 0x44100618 },
    { 0x78ab0000, 0xa0cd5a34, 0x5d5ca0f7, 0x727784cb, 0x35650040, 0x9b96b64a, 0x6b39cb5f, 0x5114bece },
    { 0x5c720000, 0xc9bacd12, 0x79a90df9, 0x63e92178, 0xfeca0020, 0x485d28e4, 0x806741fd, 0x814681b8 },
    { 0x2e390000, 0x64dd6689, 0x3cd406fc, 0xb1f490bc, 0x7f650010, 0x242e1472, 0xc03320fe, 0xc0a3c0dd },
    { 0x171c0000, 0xb26e3344, 0x9e6a837e, 0x58f8485f, 0xbfb20008, 0x92170a39, 0x6019107f, 0xe051606e },
    { 0x6ba90000, 0x40ebf9aa, 0x98321c3d, 0x76acc733, 0xbba10004, 0xcc9d76dd, 0x05f7ac6d, 0xd9e6eee9 },
    { 0x51ac0000, 0x25e30f14, 0x79e22a4c, 0x1298bd46, 0xd98f0002, 0x7a04a8a7, 0xe007afe6, 0x9fed4ab7 },
    { 0xc8f10000, 0x0b2de782, 0x6bf648a4, 0x539cbdbf, 0x08bf0001, 0x38942792, 0xc5f8f3a1, 0xe6387b84 }
};
static const uint32_t GEN512[32][16] = {
    { 0x466d0c00, 0x08620000, 0xdd5d0000, 0xbadd0000, 0x6a927942, 0x441f2b93, 0x218ace6f, 0xbf2c0be2,
      0x6f299000, 0x6c850000, 0x2f160000, 0x782e0000, 0x644c37cd, 0x12dd1cd6, 0xd26a8c36, 0x32219526 },
    { 0x9cbb1800, 0xb0d30000, 0x92510000, 0xed930000, 0x593a4345, 0xe114d5f4, 0x430633da, 0x78cace29,
      0xc8934400, 0x5a3e0000, 0x57870000, 0x4c560000, 0xea982435, 0x75b11115, 0x28b67247, 0x2dd1f9ab },
    { 0x23671400, 0xc8b90000, 0xf4c70000, 0xfb750000, 0x73cd2465, 0xf8a6a549, 0x02c40a3f, 0xdc24e61f,
      0x373d2800, 0x71500000, 0x95e00000, 0x0a140000, 0xbdac1909, 0x48ef9831, 0x456d6d1f, 0x3daac2da },
    { 0xc96b0030, 0xe7250000, 0x2f840000, 0x264f0000, 0x08695bf9, 0x6dfcf137, 0x509f6984, 0x9e69af68,
      0x26600240, 0xddd80000, 0x722a0000, 0x4f060000, 0x936667ff, 0x29f944ce, 0x368b63d5, 0x0c26f262 },
    { 0xb4370060, 0x0c4c0000, 0x56c20000, 0x5cae0000, 0x94541f3f, 0x3b3ef825, 0x1b365f3d, 0xf3d45758,
      0x5cb00110, 0x913e0000, 0x44190000, 0x888c0000, 0x66dc7418, 0x921f1d66, 0x55ceea25, 0x925c44e9 },
    { 0xf46c0050, 0x96180000, 0x14a50000, 0x031f0000, 0x42947eb8, 0x66bf7e19, 0x9ca470d2, 0x8a341574,
      0x832800a0, 0x67420000, 0xe1170000, 0x370b0000, 0xcba30034, 0x3c34923c, 0x9767bdcc, 0x450360bf },
    { 0xd46a0000, 0x8dc8c000, 0xa5af0000, 0x4a290000, 0xfc4e427a, 0xc9b4866c, 0x98369604, 0xf746c320,
      0x231f0009, 0x42f40000, 0x66790000, 0x4ebb0000, 0xfedb5bd3, 0x315cb0d6, 0xe2b1674a, 0x69505b3a },
    { 0xa67f0001, 0x71378000, 0x19fc0000, 0x96db0000, 0x3a8b6dfd, 0xebcaaef3, 0x2c6d478f, 0xac8e6c88,
      0x50ff0004, 0x45744000, 0x3dfb0000, 0x19e60000, 0x1bbc5606, 0xe1727b5d, 0xe1a8cc96, 0x7b1bd6b9 },
    { 0xeecf0001, 0x6f564000, 0xf33e0000, 0xa79e0000, 0xbdb57219, 0xb711ebc5, 0x4a3b40ba, 0xfeabf254,
      0x9b060002, 0x61468000, 0x221e0000, 0x1d740000, 0x36715d27, 0x30495c92, 0xf11336a7, 0xfe1cdc7f },
    { 0xd1660000, 0x1bbc0300, 0x9eec0000, 0xf6940000, 0x03024527, 0xcf70fcf2, 0xb4431b17, 0x857f3c2b,
      0xa4c20000, 0xd9372400, 0x0a480000, 0x66610000, 0xf87a12c7, 0x86bef75c, 0xa324df94, 0x2ba05a55 },
    { 0xb83d0000, 0x16710600, 0x379a0000, 0xf5b10000, 0x228161ac, 0xae48f145, 0x66241616, 0xc5c1eb3e,
      0xfd250000, 0xb3c41100, 0xcef00000, 0xcef90000, 0x3c4d7580, 0x8d5b6493, 0x7098b0a6, 0x1af21fe1 },
    { 0xfe220000, 0xa7580500, 0x25d10000, 0xf7600000, 0x893178da, 0x1fd4f860, 0x4ed0a315, 0xa123ff9f,
      0xf2500000, 0xeebd0a00, 0x67a80000, 0xab8a0000, 0xba9b48c0, 0x0a56dd74, 0xdb73e86e, 0x1568ff0f },
    { 0xc6730000, 0xaf8d000c, 0xa4c10000, 0x218d0000, 0x23111587, 0x7913512f, 0x1d28ac88, 0x378dd173,
      0xaf220000, 0x7b6c0090, 0x67e20000, 0x8da20000, 0xc7841e29, 0xb7b744f3, 0x9ac484f4, 0x8b6c72bd },
    { 0xbc8d0000, 0xfc3b0018, 0x19830000, 0xd10b0000, 0xae1878c4, 0x42a69856, 0x0012da37, 0x2c3b504e,
      0xe8dd0000, 0xfa4a0044, 0x3c2d0000, 0xbb150000, 0x80bd361b, 0x24e81d44, 0xbfa8c2f4, 0x524a0d59 },
    { 0xe3430000, 0x3a4e0014, 0xf2c60000, 0xaa4e0000, 0xdb1e42a6, 0x256bbe15, 0x123db156, 0x3a4e99d7,
      0xf75a0000, 0x19840028, 0xa2190000, 0xeef80000, 0xc0722516, 0x19981260, 0x73dba1e6, 0xe1844257 },
    { 0x30b70000, 0xe5d00000, 0xf4f46000, 0x42c40000, 0x63b83d6a, 0x78ba9460, 0x21afa1ea, 0xb0a51834,
      0xb6ce0000, 0xdae90002, 0x156e8000, 0xda920000, 0xf6dd5a64, 0x36325c8a, 0xf272e8ae, 0xa6b8c28d },
    { 0xdb250000, 0x09290000, 0x49aac000, 0x81e10000, 0xcafe6b59, 0x42793431, 0x43566b76, 0xe86cba2e,
      0x75e60000, 0x95660001, 0x307b2000, 0xadf40000, 0x8f321eea, 0x24298307, 0xe8c49cf9, 0x4b7eec55 },
    { 0x1e4e0000, 0xdecf0000, 0x6df80180, 0x77240000, 0xec47079e, 0xf4a0694e, 0xcda31812, 0x98aa496e,
      0xb2060000, 0xc5690000, 0x28031200, 0x74670000, 0xb6c236f4, 0xeb1239f8, 0x33d1dfec, 0x094e3198 },
    { 0x02af0000, 0xb7280000, 0xba1c0300, 0x56980000, 0xba8d45d3, 0x8048c667, 0xa95c149a, 0xf4f6ea7b,
      0x7a8c0000, 0xa5d40000, 0x13260880, 0xc63d0000, 0xcbb36daa, 0xfea14f43, 0x59d0b4f8, 0x979961d0 },
    { 0x819e0000, 0xec570000, 0x66320280, 0x95f30000, 0x5da92802, 0x48f43cbc, 0xe65aa22d, 0x8e67b7fa,
      0x4d8a0000, 0x49340000, 0x3c8b0500, 0xaea30000, 0x16793bfd, 0xcf6f08a4, 0x8f19eaec, 0x443d3004 },
    { 0x538d0000, 0xa9fc0000, 0x9ef70006, 0x56ff0000, 0x0ae4004e, 0x92c5cdf9, 0xa9444018, 0x7f975691,
      0x01dd0000, 0x80a80000, 0xf4960048, 0xa6000000, 0x90d57ea2, 0xd7e68c37, 0x6612cffd, 0x2c94459e },
    { 0x0bc20000, 0xdb630000, 0x7e88000c, 0x15860000, 0x91fd48f3, 0x7581bb43, 0xf460449e, 0xd8b61463,
      0x835a0000, 0xc4f70000, 0x01470022, 0xeec80000, 0x60a54f69, 0x142f2a24, 0x5cf534f2, 0x3ea660f7 },
    { 0x07ed0000, 0xb2500000, 0x8774000a, 0x970d0000, 0x437223ae, 0x48c76ea4, 0xf4786222, 0x9075b1ce,
      0xa2d60000, 0xa6760000, 0xc9440014, 0xeba30000, 0xccec2e7b, 0x3018c499, 0x03490afa, 0x9b6ef888 },
    { 0x1d5a0000, 0x2b720000, 0x488d0000, 0xaf611800, 0x25cb2ec5, 0xc879bfd0, 0x81a20429, 0x1e7536a6,
      0x45190000, 0xab0c0000, 0x30be0001, 0x690a2000, 0xc2fc7219, 0xb1d4800d, 0x2dd1fa46, 0x24314f17 },
    { 0x92560000, 0x1eda0000, 0xea510000, 0xe8b13000, 0xa93556a5, 0xebfb6199, 0xb15c2254, 0x33c5244f,
      0x8c3a0000, 0xda980000, 0x607f0000, 0x54078800, 0x85714513, 0x6006b243, 0xdb50399c, 0x8a58e6a4 },
    { 0xbadd0000, 0x13ad0000, 0xb7e70000, 0xf7282800, 0xdf45144d, 0x361ac33a, 0xea5a8d14, 0x2a2c18f0,
      0xb82f0000, 0xb12c0000, 0x30d80000, 0x14445000, 0xc15860a2, 0x3127e8ec, 0x2e98bf23, 0x551e3d6e },
    { 0xe3060000, 0xbdc10000, 0x87130000, 0xbff20060, 0x2eba0a1a, 0x8db53751, 0x73c5ab06, 0x5bd61539,
      0x57370000, 0xcaf20000, 0x364e0000, 0xc0220480, 0x56186b22, 0x5ca3f40c, 0xa1937f8f, 0x15b961e7 },
    { 0xf0c50000, 0x59230000, 0x45820000, 0xe18d00c0, 0x3b6d0631, 0xc2ed5699, 0xcbe0fe1c, 0x56a7b19f,
      0x16ed0000, 0x15680000, 0xedd70000, 0x325d0220, 0xe30c3689, 0x5a4ae643, 0xe375f8a8, 0x81fdf908 },
    { 0x7b280000, 0x57420000, 0xa9e50000, 0x634300a0, 0x9edb442f, 0x6d9995bb, 0x27f83b03, 0xc7ff60f0,
      0x95bb0000, 0x81450000, 0x3b240000, 0x48db0140, 0x0a8a6c53, 0x56f56eec, 0x62c91877, 0xe7e00a94 },
    { 0x00440000, 0x7f480000, 0xda7c0000, 0x2a230001, 0x3badc9cc, 0xa9b69c87, 0x030a9e60, 0xbe0a679e,
      0x5fec0000, 0x294b0000, 0x99d20000, 0x4ed00012, 0x1ed34f73, 0xbaa708c9, 0x57140bdf, 0x30aebcf7 },
    { 0x92280000, 0xdc850000, 0x57fa0000, 0x56dc0003, 0xbae92316, 0x5aefa30c, 0x90cef752, 0x7b1675d7,
      0x93bb0000, 0x3b070000, 0xba010000, 0x99d00008, 0x3739ae4e, 0xe64c1722, 0x96f896b3, 0x2879ebac },
    { 0xa8da0000, 0x96be0000, 0x5c1d0000, 0x07da0002, 0x7d669583, 0x1f98708a, 0xbb668808, 0xda878000,
      0xabe70000, 0x9e0d0000, 0xaf270000, 0x3d180005, 0x2c4f1fd3, 0x74f61695, 0xb5c347eb, 0x3c5dfffe }
};

/* Serpent's S-box S2, applied to the bits of four state words (the first
 * word holds the low bit). */
static const uint8_t SBOX[16] = { 8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2 };
#endif

/* The low level: expand(), the message expansion, and permute(), P or Pf. The optimized
 * build (IMPL=opt, c/Makefile) takes them from c/opt/hamsi.c instead. */
#ifdef HF_OPT_LOW_LEVEL
#include "opt/hamsi.c"
#else
/* Hamsi-512's extra diffusion: L on four more groups of state words. */
static const uint8_t EXTRA_L_BIG[4][4] = {
    { 0x00, 0x02, 0x05, 0x07 }, { 0x10, 0x13, 0x15, 0x16 },
    { 0x09, 0x0B, 0x0C, 0x0E }, { 0x19, 0x1A, 0x1C, 0x1F }
};

/* Serpent's linear transformation. */
static void diffuse(uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d)
{
    *a = hf_rotl32(*a, 13);
    *c = hf_rotl32(*c, 3);
    *b ^= *a ^ *c;
    *d ^= *c ^ (*a << 3);
    *b = hf_rotl32(*b, 1);
    *d = hf_rotl32(*d, 7);
    *a ^= *b ^ *d;
    *c ^= *d ^ (*b << 7);
    *a = hf_rotl32(*a, 5);
    *c = hf_rotl32(*c, 22);
}

/* The state is a 4 x cols matrix of words (cols = 4 or 8), row-major. */
static void rounds_of_p(uint32_t s[32], unsigned big, const uint32_t alpha[32], unsigned rounds)
{
    const unsigned cols = big ? 8 : 4;
    unsigned r, i;
    for (r = 0; r < rounds; r++) {
        for (i = 0; i < 4 * cols; i++)
            s[i] ^= alpha[8 * (i / cols) + i % cols];
        s[1] ^= r;
        for (i = 0; i < cols; i++)
            hf_sbox4_words(SBOX, &s[i], &s[i + cols], &s[i + 2 * cols], &s[i + 3 * cols]);
        /* L along the diagonals */
        for (i = 0; i < cols; i++)
            diffuse(&s[i], &s[cols + (i + 1) % cols], &s[2 * cols + (i + 2) % cols],
                    &s[3 * cols + (i + 3) % cols]);
        if (big)
            for (i = 0; i < 4; i++)
                diffuse(&s[EXTRA_L_BIG[i][0]], &s[EXTRA_L_BIG[i][1]],
                        &s[EXTRA_L_BIG[i][2]], &s[EXTRA_L_BIG[i][3]]);
    }
}

/* P, or Pf for the last block (its own constants, twice the rounds) */
static void permute(uint32_t s[32], unsigned big, int last)
{
    if (last)
        rounds_of_p(s, big, ALPHA_F, big ? 12 : 6);
    else
        rounds_of_p(s, big, ALPHA_N, big ? 6 : 3);
}

/* Message expansion: the sum of the codewords of the set message bits. */
static void expand(uint32_t m[16], const uint8_t *block, unsigned big)
{
    const unsigned n = big ? 16 : 8, half = n / 2, nbits = big ? 64 : 32;
    unsigned k, i;
    memset(m, 0, 16 * sizeof(m[0]));
    for (k = 0; k < nbits; k++) {
        const uint32_t *g = big ? GEN512[k / 2] : GEN256[k / 2];
        if (!((block[k / 8] >> (7 - k % 8)) & 1u))
            continue;
        for (i = 0; i < half; i++) {
            if (k % 2 == 0) {
                m[i] ^= g[i];
                m[half + i] ^= g[half + i];
            } else {
                /* times the generator w of GF(4): (hi, lo) -> (hi + lo, hi) */
                m[i] ^= g[i] ^ g[half + i];
                m[half + i] ^= g[i];
            }
        }
    }
}
#endif

static void hamsi_block(hamsi_state *st, const uint8_t *block, unsigned big, int last)
{
    const char *layout = big ? LAYOUT_BIG : LAYOUT_SMALL;
    const unsigned cols = big ? 8 : 4;
    uint32_t m[16], s[32];
    unsigned i, mi = 0, ci = 0;

    expand(m, block, big);
    for (i = 0; i < 4 * cols; i++)
        s[i] = layout[i] == 'm' ? m[mi++] : st->h[ci++];
    permute(s, big, last);
    /* Truncation keeps rows 0 and 2 of the state. */
    for (i = 0; i < cols; i++) {
        st->h[i] ^= s[i];
        st->h[cols + i] ^= s[2 * cols + i];
    }
}

static void hamsi_init(void *state, const hf_algo *algo, size_t out_bits)
{
    hamsi_state *s = (hamsi_state *)state;
    const hamsi_params *p = (const hamsi_params *)algo->params;
    unsigned i;
    (void)out_bits;
    memset(s, 0, sizeof(*s));
    for (i = 0; i < (p->big ? 16u : 8u); i++)
        s->h[i] = hf_load32_be((const uint8_t *)IV_TEXT + p->iv_offset + 4 * i);
}

static void hamsi_compress(void *state, const hf_algo *algo, const uint8_t *block)
{
    hamsi_block((hamsi_state *)state, block, ((const hamsi_params *)algo->params)->big, 0);
}

/* Padding: a 1 bit and zeros to a whole block, then the 64-bit big-endian
 * message length as the final block(s); the very last block goes through Pf. */
static void hamsi_final(void *state, const hf_algo *algo, const uint8_t *tail, size_t tail_bits,
                        const uint64_t total_bits[2], uint8_t *out, size_t out_bits)
{
    hamsi_state *s = (hamsi_state *)state;
    const hamsi_params *p = (const hamsi_params *)algo->params;
    const unsigned bb = algo->block_bits / 8;
    uint8_t buf[8], len[8];
    unsigned i;

    memset(buf, 0, sizeof(buf));
    memcpy(buf, tail, hf_bytes_for_bits(tail_bits));
    hf_pad_one_bit(buf, tail_bits);
    hamsi_block(s, buf, p->big, 0);
    hf_store64_be(len, total_bits[0]);
    for (i = 0; i < 8; i += bb)
        hamsi_block(s, len + i, p->big, i + bb == 8);
    for (i = 0; i < out_bits / 32; i++)
        hf_store32_be(out + 4 * i, s->h[p->out_words[i]]);
}

static const uint8_t OUT_FIRST[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 };
/* Hamsi-384 keeps these 12 of the 16 chaining words. */
static const uint8_t OUT_384[12] = { 0, 1, 3, 4, 5, 6, 8, 9, 10, 12, 13, 15 };

static const hamsi_params H224 = { 0, 0, OUT_FIRST }, H256 = { 0, 32, OUT_FIRST },
                          H384 = { 1, 64, OUT_384 }, H512 = { 1, 128, OUT_FIRST };

#define HAMSI(name, bits, block, params) \
    { name, "hamsi", "SHA-3 round 2", bits, block, 0, sizeof(hamsi_state), \
      hamsi_init, hamsi_compress, hamsi_final, &(params) }

const hf_algo hf_algos_hamsi[] = {
    HAMSI("hamsi224", 224, 32, H224),
    HAMSI("hamsi256", 256, 32, H256),
    HAMSI("hamsi384", 384, 64, H384),
    HAMSI("hamsi512", 512, 64, H512),
};
const size_t hf_algos_hamsi_count = HF_COUNTOF(hf_algos_hamsi);

#ifdef HF_EXPORT_CONSTS
#include "hf_consts.h"
const hf_const hf_consts_hamsi[] = {
    HF_CONST_TEXT(IV_TEXT),
    HF_CONST(ALPHA_N, uint32_t),
    HF_CONST(ALPHA_F, uint32_t),
    HF_CONST_TEXT(LAYOUT_SMALL),
    HF_CONST_TEXT(LAYOUT_BIG),
    HF_CONST(GEN256, uint32_t),
    HF_CONST(GEN512, uint32_t),
    HF_CONST(SBOX, uint8_t),
    /* per digest size: where its IV starts in IV_TEXT, the chaining words of its digest */
    HF_CONST(H224.iv_offset, unsigned),
    HF_CONST(H256.iv_offset, unsigned),
    HF_CONST(H384.iv_offset, unsigned),
    HF_CONST(H512.iv_offset, unsigned),
    HF_CONST_AS("H224.out_words", OUT_FIRST, uint8_t, 224 / 32),
    HF_CONST_AS("H256.out_words", OUT_FIRST, uint8_t, 256 / 32),
    HF_CONST_AS("H384.out_words", OUT_384, uint8_t, 384 / 32),
    HF_CONST_AS("H512.out_words", OUT_FIRST, uint8_t, 512 / 32),
};
const size_t hf_consts_hamsi_count = HF_COUNTOF(hf_consts_hamsi);
HF_STATIC_ASSERT(512 / 32 <= HF_COUNTOF(OUT_FIRST) && 384 / 32 == HF_COUNTOF(OUT_384), hamsi_out_words);
#endif
