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
  // A loop in one always block rather than a generate of one-bit assigns, so an event-driven
  // simulator evaluates the layer once per input change (JH's 256 columns otherwise re-evaluate
  // every reader of the whole word per column written); synthesis sees the same wiring.
  reg [N-1:0] a_c, b_c, c_c, d_c;
  reg [3:0]   x, y;
  integer     j;
  always @* begin
    for (j = 0; j < N; j = j + 1) begin
      x = {d_i[j], c_i[j], b_i[j], a_i[j]};
      y = SBOX[{x, 2'b00} +: 4];
      {d_c[j], c_c[j], b_c[j], a_c[j]} = y;
    end
  end
  assign a_o = a_c;
  assign b_o = b_c;
  assign c_o = c_c;
  assign d_o = d_c;
endmodule

`default_nettype wire
