// hf_luffa_step: one step of Luffa's sub-permutation Q_j (round 2), purely combinational;
// the twin of one pass of permute()'s step loop in c/luffa.c: SubCrumb, MixWord, AddConstant.
//
// Layout: word k of the 256-bit sub-state (the C code's a[k]) in a_i[32k +: 32]. c0_i and c4_i
// are the step's constants (c/luffa.c's RC[j][0][r] and RC[j][1][r]), added to words 0 and 4;
// the caller picks them, so one module serves every Q_j and every step.
//
// SubCrumb is the shared bitsliced S-box layer twice (words 0..3, and 5, 6, 7, 4 in that
// order, as the C code); MixWord's rotations are wiring (hf_word.vh).
`default_nettype none

module hf_luffa_step (
  input  wire [255:0] a_i,
  input  wire [31:0]  c0_i,
  input  wire [31:0]  c4_i,
  output wire [255:0] a_o
);
`include "hf_word.vh"

  // c/luffa.c's SBOX[16], entry i in [4i+3:4i]
  localparam [63:0] SBOX = 64'h428fc93b67a510ed;

  wire [255:0] s;
  hf_sbox4_layer #(.SBOX(SBOX), .N(32)) u_lo (
    .a_i(a_i[0 +: 32]), .b_i(a_i[32 +: 32]), .c_i(a_i[64 +: 32]), .d_i(a_i[96 +: 32]),
    .a_o(s[0 +: 32]), .b_o(s[32 +: 32]), .c_o(s[64 +: 32]), .d_o(s[96 +: 32])
  );
  hf_sbox4_layer #(.SBOX(SBOX), .N(32)) u_hi (
    .a_i(a_i[160 +: 32]), .b_i(a_i[192 +: 32]), .c_i(a_i[224 +: 32]), .d_i(a_i[128 +: 32]),
    .a_o(s[160 +: 32]), .b_o(s[192 +: 32]), .c_o(s[224 +: 32]), .d_o(s[128 +: 32])
  );

  // MixWord on (l, r) = words (k, k + 4), returned as {r, l}
  function [63:0] mix_word;
    input [31:0] l_in, r_in;
    reg   [31:0] l, r;
    begin
      r = r_in ^ l_in;
      l = hf_rotl32(l_in, 2) ^ r;
      r = hf_rotl32(r, 14) ^ l;
      l = hf_rotl32(l, 10) ^ r;
      r = hf_rotl32(r, 1);
      mix_word = {r, l};
    end
  endfunction

  wire [255:0] m;
  genvar k;
  generate
    for (k = 0; k < 4; k = k + 1) begin : g_mix
      assign {m[32*(k + 4) +: 32], m[32*k +: 32]} = mix_word(s[32*k +: 32], s[32*(k + 4) +: 32]);
    end
  endgenerate

  assign a_o = {m[255:160], m[159:128] ^ c4_i, m[127:32], m[31:0] ^ c0_i};
endmodule

`default_nettype wire
