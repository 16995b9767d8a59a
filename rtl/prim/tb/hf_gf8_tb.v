// hf_gf8_tb: bench top for the functions of hf_gf8.vh. The multiplier is brought out twice:
// with both operands from ports (the general form) and with every constant 0..7 as the
// second operand, the form the MDS layers use, which synthesis and Verilator fold.
`default_nettype none

module hf_gf8_tb (
  input  wire [7:0]  x_i,
  output wire [7:0]  xtime_o,
  input  wire [7:0]  b_i,
  output wire [7:0]  mul_o,
  output wire [63:0] mul_c_o,   // x_i * k in bits [8k+7:8k], k = 0..7
  input  wire [31:0] col_i,
  output wire [31:0] col_o
);
  `include "hf_gf8.vh"

  assign xtime_o = hf_gf_xtime(x_i);
  assign mul_o   = hf_gf_mul(x_i, b_i);
  assign col_o   = hf_aes_mix_column(col_i);

  genvar k;
  generate
    for (k = 0; k < 8; k = k + 1) begin : g_const
      localparam [7:0] K = k;
      assign mul_c_o[8 * k +: 8] = hf_gf_mul(x_i, K);
    end
  endgenerate
endmodule

`default_nettype wire
