// hf_sbox4_tb: bench top for hf_sbox4_layer. The table comes in as two 32-bit halves because
// the simulation driver passes parameters as decimal integers and Verilator reads a decimal
// -G value wider than 32 bits as a 32-bit number.
`default_nettype none

module hf_sbox4_tb #(
  parameter [31:0]  SBOX_LO = 32'h76543210,   // entries 0..7
  parameter [31:0]  SBOX_HI = 32'hfedcba98,   // entries 8..15
  parameter integer N       = 32
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
  hf_sbox4_layer #(.SBOX({SBOX_HI, SBOX_LO}), .N(N)) u_layer (
    .a_i(a_i), .b_i(b_i), .c_i(c_i), .d_i(d_i),
    .a_o(a_o), .b_o(b_o), .c_o(c_o), .d_o(d_o)
  );
endmodule

`default_nettype wire
