// hf_word_tb: bench top for hf_word.vh. The 32- and 64-bit helpers with a variable amount
// (which also checks the modulo of amounts past the word size) and with every constant amount
// (the form cores use), the carry-save steps, and the width-parameterized helpers at both
// widths through hf_word_tb_w. The 32-bit forms read the low halves of the 64-bit inputs.
`default_nettype none

module hf_word_tb (
  input  wire [63:0]   x_i,
  input  wire [63:0]   y_i,
  input  wire [63:0]   z_i,
  input  wire [6:0]    n_i,
  output wire [31:0]   rotl32_o,
  output wire [31:0]   rotr32_o,
  output wire [63:0]   rotl64_o,
  output wire [63:0]   rotr64_o,
  output wire [1023:0] rotl32_c_o,
  output wire [1023:0] rotr32_c_o,
  output wire [4095:0] rotl64_c_o,
  output wire [4095:0] rotr64_c_o,
  output wire [63:0]   csa32_o,
  output wire [127:0]  csa64_o,
  output wire [31:0]   w32_rotl_o,
  output wire [31:0]   w32_rotr_o,
  output wire [31:0]   w32_shl_o,
  output wire [31:0]   w32_shr_o,
  output wire [63:0]   w32_csa_o,
  output wire [1023:0] w32_rotl_c_o,
  output wire [1023:0] w32_rotr_c_o,
  output wire [63:0]   w64_rotl_o,
  output wire [63:0]   w64_rotr_o,
  output wire [63:0]   w64_shl_o,
  output wire [63:0]   w64_shr_o,
  output wire [127:0]  w64_csa_o,
  output wire [4095:0] w64_rotl_c_o,
  output wire [4095:0] w64_rotr_c_o
);
  `include "hf_word.vh"

  wire [31:0] n = {25'd0, n_i};

  assign rotl32_o = hf_rotl32(x_i[31:0], n);
  assign rotr32_o = hf_rotr32(x_i[31:0], n);
  assign rotl64_o = hf_rotl64(x_i, n);
  assign rotr64_o = hf_rotr64(x_i, n);
  assign csa32_o  = hf_csa32(x_i[31:0], y_i[31:0], z_i[31:0]);
  assign csa64_o  = hf_csa64(x_i, y_i, z_i);

  genvar k;
  generate
    for (k = 0; k < 64; k = k + 1) begin : g_const
      if (k < 32) begin : g_32
        assign rotl32_c_o[32 * k +: 32] = hf_rotl32(x_i[31:0], k);
        assign rotr32_c_o[32 * k +: 32] = hf_rotr32(x_i[31:0], k);
      end
      assign rotl64_c_o[64 * k +: 64] = hf_rotl64(x_i, k);
      assign rotr64_c_o[64 * k +: 64] = hf_rotr64(x_i, k);
    end
  endgenerate

  hf_word_tb_w #(.WB(32)) u_w32 (
    .x_i(x_i[31:0]), .y_i(y_i[31:0]), .z_i(z_i[31:0]), .n_i(n),
    .rotl_o(w32_rotl_o), .rotr_o(w32_rotr_o), .shl_o(w32_shl_o), .shr_o(w32_shr_o),
    .csa_o(w32_csa_o), .rotl_c_o(w32_rotl_c_o), .rotr_c_o(w32_rotr_c_o)
  );

  hf_word_tb_w #(.WB(64)) u_w64 (
    .x_i(x_i), .y_i(y_i), .z_i(z_i), .n_i(n),
    .rotl_o(w64_rotl_o), .rotr_o(w64_rotr_o), .shl_o(w64_shl_o), .shr_o(w64_shr_o),
    .csa_o(w64_csa_o), .rotl_c_o(w64_rotl_c_o), .rotr_c_o(w64_rotr_c_o)
  );
endmodule

`default_nettype wire
