// hf_irrupt_ir1: one EnRUPT round ir1 of irRUPT stream hashing (S. O'Neil, SHA-3 round-1
// candidate EnRUPT, P = 2 accumulators), purely combinational; the loop body of ir2s_32 /
// ir2s_64 in c/irrupt.c. WORD = 32 or 64 (irRUPT32, irRUPT64).
//
// With r the round counter and x indices mod 16 (c/irrupt.c):
//     f = ROTR(2*x[r ^ 1] ^ x[r + 4] ^ d[r % 2] ^ r, WORD/4) * 9
//     x[r + 2] ^= f;   d[r % 2] ^= f ^ x[r]
// The module takes the five words the round reads and returns the two it writes, so that the
// caller chooses how the state is addressed: hf_irrupt keeps the state word-shifted (its word 0
// is always x[r], seed paper 001, Fig. 4) and wires these ports to fixed words, with no
// index multiplexers. x[r ^ 1] is x[r + 1] for an even r and x[r - 1] for an odd one.
//
// The multiply by 9 is u + (u << 3): one WORD-bit adder, the round's only carry chain.
`default_nettype none

module hf_irrupt_ir1 #(
  parameter integer WORD = 32
) (
  input  wire [WORD-1:0] x1_i,   // x[r ^ 1]
  input  wire [WORD-1:0] x4_i,   // x[r + 4]
  input  wire [WORD-1:0] x2_i,   // x[r + 2]
  input  wire [WORD-1:0] x0_i,   // x[r]
  input  wire [WORD-1:0] d_i,    // d[r % 2]
  input  wire [WORD-1:0] r_i,    // r mod 2^WORD
  output wire [WORD-1:0] x2_o,   // new x[r + 2]
  output wire [WORD-1:0] d_o     // new d[r % 2]
);
  `define HF_WORD_W WORD
  `include "hf_word.vh"

  wire [WORD-1:0] t = hf_shl_w(x1_i, 1) ^ x4_i ^ d_i ^ r_i;
  wire [WORD-1:0] u = hf_rotr_w(t, WORD / 4);
  wire [WORD-1:0] f = u + hf_shl_w(u, 3);

  assign x2_o = x2_i ^ f;
  assign d_o  = d_i ^ f ^ x0_i;
endmodule

`default_nettype wire
