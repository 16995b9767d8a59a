// hf_word_tb_w: the width-parameterized helpers of hf_word.vh at word width WB, for
// hf_word_tb. Its own module so that one build has two modules that include hf_word.vh
// (this one with HF_WORD_W, hf_word_tb without), which is how cores use the header.
`default_nettype none

module hf_word_tb_w #(
  parameter integer WB = 32
) (
  input  wire [WB-1:0]    x_i,
  input  wire [WB-1:0]    y_i,
  input  wire [WB-1:0]    z_i,
  input  wire [31:0]      n_i,        // variable amount
  output wire [WB-1:0]    rotl_o,
  output wire [WB-1:0]    rotr_o,
  output wire [WB-1:0]    shl_o,
  output wire [WB-1:0]    shr_o,
  output wire [2*WB-1:0]  csa_o,      // {carry, sum}
  output wire [WB*WB-1:0] rotl_c_o,   // x_i rotated by the constant k in bits [WB*k +: WB]
  output wire [WB*WB-1:0] rotr_c_o
);
  `define HF_WORD_W WB
  `include "hf_word.vh"

  assign rotl_o = hf_rotl_w(x_i, n_i);
  assign rotr_o = hf_rotr_w(x_i, n_i);
  assign shl_o  = hf_shl_w(x_i, n_i);
  assign shr_o  = hf_shr_w(x_i, n_i);
  assign csa_o  = hf_csa_w(x_i, y_i, z_i);

  genvar k;
  generate
    for (k = 0; k < WB; k = k + 1) begin : g_const
      assign rotl_c_o[WB * k +: WB] = hf_rotl_w(x_i, k);
      assign rotr_c_o[WB * k +: WB] = hf_rotr_w(x_i, k);
    end
  endgenerate
endmodule

`default_nettype wire
