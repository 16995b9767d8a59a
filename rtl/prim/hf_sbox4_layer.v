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
  // One function over the whole words rather than a generate of one-bit assigns: an
  // event-driven simulator then updates each output once per input change (a one-bit write
  // into a wide net wakes every reader of the whole net: JH's round, 1,024 bits wide, took
  // Icarus milliseconds per cycle that way); synthesis sees the same wiring.
  function [4*N-1:0] layer;           // {d, c, b, a}
    input [N-1:0] a, b, c, d;
    reg   [N-1:0] ya, yb, yc, yd;
    reg   [3:0]   y;
    integer       j;
    begin
      for (j = 0; j < N; j = j + 1) begin
        y = SBOX[{d[j], c[j], b[j], a[j], 2'b00} +: 4];
        {yd[j], yc[j], yb[j], ya[j]} = y;
      end
      layer = {yd, yc, yb, ya};
    end
  endfunction

  assign {d_o, c_o, b_o, a_o} = layer(a_i, b_i, c_i, d_i);
endmodule

`default_nettype wire
