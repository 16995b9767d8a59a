// hf_xoodoo_chi: the last stage of hf_xoodoo_round (its header has the layout): chi on each
// column of three bits (planes 0, 1, 2), an AND-NOT and an XOR per bit, then rho-east (wiring).
`default_nettype none

(* keep_hierarchy *)
module hf_xoodoo_chi (
  input  wire [383:0] w_i,
  output wire [383:0] state_o
);
  `include "hf_word.vh"

  wire [383:0] c;
  genvar x;
  generate
    for (x = 0; x < 4; x = x + 1) begin : g_chi
      wire [31:0] a0 = w_i[32*x +: 32];
      wire [31:0] a1 = w_i[32*(4+x) +: 32];
      wire [31:0] a2 = w_i[32*(8+x) +: 32];
      assign c[32*x +: 32]     = a0 ^ (~a1 & a2);
      assign c[32*(4+x) +: 32] = a1 ^ (~a2 & a0);
      assign c[32*(8+x) +: 32] = a2 ^ (~a0 & a1);
    end
    for (x = 0; x < 4; x = x + 1) begin : g_east
      // plane 1 rotates by 1, plane 2 shifts two lanes along x and rotates by 8
      assign state_o[32*x +: 32]     = c[32*x +: 32];
      assign state_o[32*(4+x) +: 32] = hf_rotl32(c[32*(4+x) +: 32], 1);
      assign state_o[32*(8+x) +: 32] = hf_rotl32(c[32*(8+(x+2)%4) +: 32], 8);
    end
  endgenerate
endmodule

`default_nettype wire
