// hf_blake_g: half of BLAKE's G function, purely combinational; the twin of one half of g32 /
// g64 in c/blake.c (Aumasson, Henzen, Meier, Phan: SHA-3 proposal BLAKE). WORD = 32
// (BLAKE-224/256) or 64 (BLAKE-384/512).
//
// G on (a, b, c, d) is two identical halves that differ only in the message word and the
// rotation amounts:
//   a = a + b + mc;  d = (d ^ a) >>> R1;  c = c + d;  b = (b ^ c) >>> R2
// first half (HALF = 0) with mc = m[s(2i)] ^ c[s(2i+1)] and R1, R2 = 16, 12 (32 / 25 for
// 64-bit words), second half (HALF = 1) with mc = m[s(2i+1)] ^ c[s(2i)] and 8, 7 (16, 11).
// mc is formed outside (the core registers it a cycle ahead, so the message permutation and
// the constant table are not on this path). Seed 002 (Sec. 3.1, Fig. 2) builds the round
// from this half: two adders on the critical path instead of four.
`default_nettype none

module hf_blake_g #(
  parameter integer WORD = 32
) (
  input  wire            half,   // 0: first half of G, 1: second half
  input  wire [WORD-1:0] a_i,
  input  wire [WORD-1:0] b_i,
  input  wire [WORD-1:0] c_i,
  input  wire [WORD-1:0] d_i,
  input  wire [WORD-1:0] mc_i,   // message word XOR round constant
  output wire [WORD-1:0] a_o,
  output wire [WORD-1:0] b_o,
  output wire [WORD-1:0] c_o,
  output wire [WORD-1:0] d_o
);
  `define HF_WORD_W WORD
  `include "hf_word.vh"

  localparam BIG = (WORD == 64);
  localparam integer R1_0 = BIG ? 32 : 16, R2_0 = BIG ? 25 : 12;   // first half
  localparam integer R1_1 = BIG ? 16 : 8,  R2_1 = BIG ? 11 : 7;    // second half

  // a + b + mc through one carry-save level: a single carry chain per adder, two in series
  // (a, then c)
  wire [WORD-1:0] s, k;
  assign {k, s} = hf_csa_w(a_i, b_i, mc_i);
  wire [WORD-1:0] a  = s + k;
  wire [WORD-1:0] da = d_i ^ a;
  wire [WORD-1:0] d  = half ? hf_rotr_w(da, R1_1) : hf_rotr_w(da, R1_0);
  wire [WORD-1:0] c  = c_i + d;
  wire [WORD-1:0] bc = b_i ^ c;

  assign a_o = a;
  assign d_o = d;
  assign c_o = c;
  assign b_o = half ? hf_rotr_w(bc, R2_1) : hf_rotr_w(bc, R2_0);
endmodule

`default_nettype wire
