// hf_ascon_round: one round of the Ascon permutation (Dobraunig, Eichlseder, Mendel, Schlaeffer;
// v1.2 and NIST SP 800-232 share it), purely combinational; the twin of one iteration of
// ascon_permute() in c/ascon.c.
//
// Layout: state word x[k] in s_i[64*k +: 64] (k = 0..4), bit j of a word at bit j of its slice
// (the C uint64_t). r_i is the round's index 0..11 in the 12-round p^a: p^n runs the last n of
// them, so the constant depends on the index only.
//
// The constant ((15 - r) << 4) | r is {~r, r}: it only touches the low byte of x2. The 5-bit
// S-box is applied bitsliced to the 64 columns, in the C code's own instruction sequence (a
// chi core between two XOR layers), and the linear layer is one XOR of two rotations per word:
// a column's five outputs are functions of at most five state bits, each new word bit one
// 3-input XOR of S-box outputs.
`default_nettype none

module hf_ascon_round (
  input  wire [319:0] s_i,
  input  wire [3:0]   r_i,
  output wire [319:0] s_o
);
  `include "hf_word.vh"

  reg [63:0] x0, x1, x2, x3, x4;
  reg [63:0] t0, t1, t2, t3, t4;

  always @* begin
    x0 = s_i[63:0];
    x1 = s_i[127:64];
    x2 = s_i[191:128] ^ {56'd0, ~r_i, r_i};
    x3 = s_i[255:192];
    x4 = s_i[319:256];
    // substitution layer
    x0 = x0 ^ x4; x4 = x4 ^ x3; x2 = x2 ^ x1;
    t0 = ~x0 & x1; t1 = ~x1 & x2; t2 = ~x2 & x3; t3 = ~x3 & x4; t4 = ~x4 & x0;
    x0 = x0 ^ t1; x1 = x1 ^ t2; x2 = x2 ^ t3; x3 = x3 ^ t4; x4 = x4 ^ t0;
    x1 = x1 ^ x0; x0 = x0 ^ x4; x3 = x3 ^ x2; x2 = ~x2;
    // linear diffusion layer
    x0 = x0 ^ hf_rotr64(x0, 19) ^ hf_rotr64(x0, 28);
    x1 = x1 ^ hf_rotr64(x1, 61) ^ hf_rotr64(x1, 39);
    x2 = x2 ^ hf_rotr64(x2, 1)  ^ hf_rotr64(x2, 6);
    x3 = x3 ^ hf_rotr64(x3, 10) ^ hf_rotr64(x3, 17);
    x4 = x4 ^ hf_rotr64(x4, 7)  ^ hf_rotr64(x4, 41);
  end

  assign s_o = {x4, x3, x2, x1, x0};
endmodule

`default_nettype wire
