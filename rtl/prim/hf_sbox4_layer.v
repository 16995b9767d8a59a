// hf_sbox4_layer: a 4-bit S-box applied bitsliced across four N-bit words, combinational;
// twin of hf_sbox4_words() in c/hf_util.h (which is this layer at N = 32). Luffa (SubCrumb),
// Hamsi (the Serpent S-box) and JH instantiate it with their table as SBOX.
// Column j: {d_i[j], c_i[j], b_i[j], a_i[j]} is the S-box input (a the least significant
// bit), and output bit k goes back to word k (a bit 0 ... d bit 3) at column j, exactly the
// C convention, so a core's state words map one to one onto the C code's.
`default_nettype none

module hf_sbox4_layer #(
  // entry i in bits [4i+3:4i]; the default is the identity, every user passes its own
  parameter [63:0]  SBOX = 64'hfedcba9876543210,
  parameter integer N    = 32
) (
  input  wire [N-1:0] a_i,
  input  wire [N-1:0] b_i,
  input  wire [N-1:0] c_i,
  input  wire [N-1:0] d_i,
  output wire [N-1:0] a_o,
  output wire [N-1:0] b_o,
  output wire [N-1:0] c_o,
  output wire [N-1:0] d_o
);
  genvar j;
  generate
    for (j = 0; j < N; j = j + 1) begin : g_col
      wire [3:0] x = {d_i[j], c_i[j], b_i[j], a_i[j]};
      wire [3:0] y = SBOX[{x, 2'b00} +: 4];
      assign a_o[j] = y[0];
      assign b_o[j] = y[1];
      assign c_o[j] = y[2];
      assign d_o[j] = y[3];
    end
  endgenerate
endmodule

`default_nettype wire
