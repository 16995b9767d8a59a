// hf_ascon_sbox: Ascon's 5-bit S-box applied bitsliced to the 64 columns of the state, purely
// combinational; the substitution layer of ascon_permute() in c/ascon.c, in the C code's own
// instruction sequence (a chi core between two XOR layers). Word x[k] in x_i[64*k +: 64].
//
// A column's five outputs are functions of at most five state bits: one LUT4, or two and a
// PFUMX, each on ECP5 (512 LUT4 for the layer). The module is kept as a level of hierarchy so
// that the LUT mapper sees it on its own: flattened into the linear layer that follows, the
// delay-driven wide-LUT mapping of synth_ecp5 rebuilds S-box logic inside the cone of every
// 3-input XOR of the linear layer (a round plus its state: about 2450 LUT4 instead of about
// 910 through hashforge synth). The ASIC flow flattens it (gates are counted flat).
`default_nettype none

(* keep_hierarchy *)
module hf_ascon_sbox (
  input  wire [319:0] x_i,
  output wire [319:0] y_o
);
  reg [63:0] x0, x1, x2, x3, x4;
  reg [63:0] t0, t1, t2, t3, t4;

  always @* begin
    x0 = x_i[63:0];
    x1 = x_i[127:64];
    x2 = x_i[191:128];
    x3 = x_i[255:192];
    x4 = x_i[319:256];
    x0 = x0 ^ x4; x4 = x4 ^ x3; x2 = x2 ^ x1;
    t0 = ~x0 & x1; t1 = ~x1 & x2; t2 = ~x2 & x3; t3 = ~x3 & x4; t4 = ~x4 & x0;
    x0 = x0 ^ t1; x1 = x1 ^ t2; x2 = x2 ^ t3; x3 = x3 ^ t4; x4 = x4 ^ t0;
    x1 = x1 ^ x0; x0 = x0 ^ x4; x3 = x3 ^ x2; x2 = ~x2;
  end

  assign y_o = {x4, x3, x2, x1, x0};
endmodule

`default_nettype wire
