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

/* verilator lint_on UNUSEDPARAM */
