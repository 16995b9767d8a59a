// hf_ascon_round: one round of the Ascon permutation (Dobraunig, Eichlseder, Mendel, Schlaeffer;
// v1.2 and NIST SP 800-232 share it), purely combinational; the twin of one iteration of
// ascon_permute() in c/ascon.c.
//
// Layout: state word x[k] in s_i[64*k +: 64] (k = 0..4), bit j of a word at bit j of its slice
// (the C uint64_t). r_i is the round's index 0..11 in the 12-round p^a: p^n runs the last n of
// them, so the constant depends on the index only. The constant ((15 - r) << 4) | r is
// {~r, r}: it only touches the low byte of x2.
//
// Constant addition, the substitution layer (hf_ascon_sbox), then the linear diffusion layer:
// each new state bit is one 3-input XOR of S-box outputs of three columns.
`default_nettype none

module hf_ascon_round (
  input  wire [319:0] s_i,
  input  wire [3:0]   r_i,
  output wire [319:0] s_o
);
  `include "hf_word.vh"

  wire [319:0] y;
  hf_ascon_sbox u_sbox (.x_i(s_i ^ {128'd0, 56'd0, ~r_i, r_i, 128'd0}), .y_o(y));

  wire [63:0] y0 = y[63:0];
  wire [63:0] y1 = y[127:64];
  wire [63:0] y2 = y[191:128];
  wire [63:0] y3 = y[255:192];
  wire [63:0] y4 = y[319:256];
  assign s_o = {y4 ^ hf_rotr64(y4, 7)  ^ hf_rotr64(y4, 41),
                y3 ^ hf_rotr64(y3, 10) ^ hf_rotr64(y3, 17),
                y2 ^ hf_rotr64(y2, 1)  ^ hf_rotr64(y2, 6),
                y1 ^ hf_rotr64(y1, 61) ^ hf_rotr64(y1, 39),
                y0 ^ hf_rotr64(y0, 19) ^ hf_rotr64(y0, 28)};
endmodule

`default_nettype wire
