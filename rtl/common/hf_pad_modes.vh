// hf_pad_modes.vh: the padding rules of hf_pad (rtl/common/hf_pad.v), one named mode each.
//
// Include it inside a module body, once per module (no include guard: a guard would hide the
// names from every module after the first):
//   `include "hf_pad_modes.vh"
//   hf_pad #(.PAD_MODE(HF_PAD_MD), ...) u_pad (...);
// src/hashforge/hw/padding.py parses the numbers below (its reference model of each rule is
// written from c/<family>.c); docs/hardware.md has the table of modes.
//
// Notation: M = the message, n = its length in bits; "1" = a one bit placed MSB-first (the
// bit after the message's last bit in the NIST order of the stream); "LSB-first" modes move
// the valid bits of a partial last byte to its low end and place padding bits from bit 0 up,
// as the sponge reference code does. "Length" fields hold n mod 2^64 (upper bytes of a
// 128-bit field are 0). Counters the core reads, besides blk_data/blk_last (see hf_pad.v):
// blk_first, blk_nbits (message bits in the block, 0 for a padding-only block) and blk_total
// (message bits up to and including the block).
//
/* verilator lint_off UNUSEDPARAM */

// M, 1, zeros, n as a LEN_BITS-bit big-endian number ending the block.
// SHA-2 (LEN_BITS 64 for SHA-224/256, 128 for SHA-384/512).
localparam integer HF_PAD_MD        = 0;

// M || SUFFIX (delimited, LSB-first: 8'h01 Keccak, 8'h06 SHA3, 8'h1F SHAKE), zeros, and a
// closing 1 in the block's last bit (pad10*1). Keccak final, SHA3-*, SHAKE*.
localparam integer HF_PAD_SPONGE    = 1;

// Keccak round 2 (v2): M, 1 (LSB-first), zeros to a byte, bytes DIGEST_BITS/8 and
// BLOCK_BITS/8, a 1, zeros to the block end (no closing 1). keccak*-r2.
localparam integer HF_PAD_KECCAK_R2 = 2;

// M, 1, zeros, n as a 64-bit little-endian number ending the block. BMW.
localparam integer HF_PAD_MD_LE     = 3;

// M, 1, zeros, the number of blocks after padding (64-bit big-endian) ending the block.
// Grostl (final and round 2: same padding).
localparam integer HF_PAD_GROESTL   = 4;

// M, 1, zeros, n as a 128-bit big-endian number ending a block, with at least 512 bits of
// padding: the length block never holds message bits. JH (final and round 2).
localparam integer HF_PAD_JH        = 5;

// HAIFA, BLAKE: M, 1, zeros, then one bit that is 1 for BLAKE-256/512 (DIGEST_BITS) and 0 for
// BLAKE-224/384, then n big-endian (LEN_BITS 64 / 128) ending the block. Counter of a block:
// blk_nbits != 0 ? blk_total : 0 (a padding-only block counts 0).
localparam integer HF_PAD_BLAKE     = 6;

// HAIFA, ECHO: M, 1, zeros, DIGEST_BITS as 16 bits little-endian, n as 128 bits
// little-endian, ending the block. Counter: blk_nbits != 0 ? blk_total : 0.
localparam integer HF_PAD_ECHO      = 7;

// HAIFA, SHAvite-3: M, 1, zeros, n little-endian (LEN_BITS 64 for SHAvite-3-224/256, 128 for
// 384/512), DIGEST_BITS as 16 bits little-endian, ending the block.
// Counter: blk_nbits != 0 ? blk_total : 0.
localparam integer HF_PAD_SHAVITE   = 8;

// RFSB-509: M, zeros; a partial last byte gets a 1 after its bits; the block ends with the
// 64-bit little-endian byte count ceil(n/8), bit 63 set when the last byte is partial.
localparam integer HF_PAD_RFSB      = 9;

// Skein UBI: M, zeros to the block end; a partial last byte gets a 1 after its bits (the
// core sets the BitPad tweak flag: blk_last & blk_total % 8 != 0). A message that fills its
// last block gets no padding block; the empty message is one all-zero block. Tweak position
// of a block: ceil(blk_total / 8) bytes; First flag: blk_first.
localparam integer HF_PAD_SKEIN     = 10;

// M, 1, zeros to the block end (no length). CubeHash, Luffa, Shabal, irRUPT (a block is one
// word), Ascon v1.2. The padder only marks the last block: CubeHash's and Shabal's extra
// final rounds, Luffa's blank rounds and irRUPT's digest-length word are the core's.
localparam integer HF_PAD_10        = 11;

// M, 1 (LSB-first), zeros to the block end (no length). RadioGatun[32]/[64] (a 1 bit after
// the last message bit, in the words' little-endian bit order), Ascon-Hash256 / XOF128
// (SP 800-232).
localparam integer HF_PAD_10_LSB    = 12;

// Esch: like HF_PAD_10, but a message that fills its last block (n > 0, n a multiple of the
// block) gets no padding. The core picks const_M0 / const_M1 from
// blk_nbits != BLOCK_BITS ("the last block was padded").
localparam integer HF_PAD_ESCH      = 13;

// Xoodyak: like HF_PAD_10_LSB, but a message that fills its last block (n > 0) gets no
// padding block. Cyclist's 0x01 after a full block falls just past the rate, inside the
// state: the core adds it where blk_nbits == BLOCK_BITS.
localparam integer HF_PAD_XOODYAK   = 14;

// Hamsi: M, 1, zeros to the block end, then n as 64 bits big-endian in blocks of its own
// (two 32-bit blocks for Hamsi-224/256, one 64-bit block for 384/512). The core runs Pf on
// blk_last.
localparam integer HF_PAD_HAMSI     = 15;

// Fugue: M, zeros to the block end (no block when the message fills its last one), then n
// as 64 bits big-endian in blocks of its own (two 32-bit words). The core runs G after the
// block with blk_last.
localparam integer HF_PAD_FUGUE     = 16;

// SIMD: M, zeros to the block end (no block when the message fills its last one), then a
// block holding n as 64 bits little-endian at its start, zeros after. The core compresses
// the blk_last block with the final tweak.
localparam integer HF_PAD_SIMD      = 17;

/* verilator lint_on UNUSEDPARAM */
