// hf_xoodoo_round: one round of the Xoodoo permutation (Daemen, Hoffert, Peeters, Van Assche,
// Van Keer, 2018), purely combinational; the twin of one pass of the round loop of xoodoo() in
// c/xoodyak.c, round constant included (Xoodoo[12] runs rounds 0..11 of the table in hf_xoodoo_theta.v).
//
// Layout: the 384-bit state as 12 little-endian 32-bit lanes, lane x of plane y (x = 0..3,
// y = 0..2) in state_i[32*(4y+x) +: 32], so byte i of the state (Cyclist's byte order, the
// message block's bytes 0..15 in plane 0) is state_i[8i +: 8].
//
// The step order is the C code's: theta, rho-west, iota, chi, rho-east. The shifts and
// rotations are wiring, so the critical path is theta (each bit the XOR of 7: itself and two
// bits of two rotated column parities) and chi (an AND-NOT and an XOR).
//
// Three stages, each a module synthesis keeps whole (keep_hierarchy): the column parities
// (hf_xoodoo_parity), theta's effect with rho-west and iota (hf_xoodoo_theta), chi with
// rho-east (hf_xoodoo_chi). Flattened, Yosys' delay-driven LUT mapping on ECP5 built each
// output bit's 21-input function from wide LUTs of its own instead of sharing the parities
// and chi's inputs: 2,673 LUT4 for the round alone, against 128 + 384 + 384 this way.
`default_nettype none

module hf_xoodoo_round (
  input  wire [383:0] state_i,
  input  wire [3:0]   rnd_i,     // round index 0..11 (Xoodoo[12]); it selects the constant
  output wire [383:0] state_o
);
  wire [127:0] p;     // column parities, one lane per x
  wire [383:0] w;     // after theta, rho-west and iota (chi's input)

  hf_xoodoo_parity u_par (.state_i(state_i), .p_o(p));
  hf_xoodoo_theta  u_th  (.state_i(state_i), .p_i(p), .rnd_i(rnd_i), .w_o(w));
  hf_xoodoo_chi    u_chi (.w_i(w), .state_o(state_o));
endmodule

`default_nettype wire
