// hf_xoodoo_round: one round of the Xoodoo permutation (Daemen, Hoffert, Peeters, Van Assche,
// Van Keer, 2018), purely combinational; the twin of one pass of the round loop of xoodoo() in
// c/xoodyak.c, round constant included (Xoodoo[12] runs rounds 0..11 of the table below).
//
// Layout: the 384-bit state as 12 little-endian 32-bit lanes, lane x of plane y (x = 0..3,
// y = 0..2) in state_i[32*(4y+x) +: 32], so byte i of the state (Cyclist's byte order, the
// message block's bytes 0..15 in plane 0) is state_i[8i +: 8].
//
// The step order is the C code's: theta, rho-west, iota, chi, rho-east. The shifts and
// rotations are wiring, so the critical path is theta (each bit the XOR of 7: itself and two
// bits of two rotated column parities) and chi (an AND-NOT and an XOR).
`default_nettype none

module hf_xoodoo_round (
  input  wire [383:0] state_i,
  input  wire [3:0]   rnd_i,     // round index 0..11 (Xoodoo[12]); it selects the constant
  output wire [383:0] state_o
);
  // lane rotations from the shared helpers (rtl/prim/hf_word.vh)
  `include "hf_word.vh"

  // Xoodoo[12]'s constants, round 0 first; every one fits 10 bits
  function [31:0] rc;
    input [3:0] r;
    case (r)
      4'd0:  rc = 32'h058; 4'd1:  rc = 32'h038; 4'd2:  rc = 32'h3C0; 4'd3:  rc = 32'h0D0;
      4'd4:  rc = 32'h120; 4'd5:  rc = 32'h014; 4'd6:  rc = 32'h060; 4'd7:  rc = 32'h02C;
      4'd8:  rc = 32'h380; 4'd9:  rc = 32'h0F0; 4'd10: rc = 32'h1A0; default: rc = 32'h012;
    endcase
  endfunction

  wire [127:0] p;     // column parities, one lane per x
  wire [127:0] e;     // theta effect on column x
  wire [383:0] t;     // after theta
  wire [383:0] w;     // after rho-west and iota (chi's input)
  wire [383:0] c;     // after chi

  genvar x;
  generate
    for (x = 0; x < 4; x = x + 1) begin : g_col
      assign p[32*x +: 32] = state_i[32*x +: 32] ^ state_i[32*(4+x) +: 32] ^ state_i[32*(8+x) +: 32];
    end
    for (x = 0; x < 4; x = x + 1) begin : g_theta
      // each column takes two rotated copies of the parity of the column to its left
      wire [31:0] pl = p[32*((x+3)%4) +: 32];
      assign e[32*x +: 32] = hf_rotl32(pl, 5) ^ hf_rotl32(pl, 14);
      assign t[32*x +: 32]     = state_i[32*x +: 32]     ^ e[32*x +: 32];
      assign t[32*(4+x) +: 32] = state_i[32*(4+x) +: 32] ^ e[32*x +: 32];
      assign t[32*(8+x) +: 32] = state_i[32*(8+x) +: 32] ^ e[32*x +: 32];
    end
    for (x = 0; x < 4; x = x + 1) begin : g_west
      // plane 1 shifts one lane along x, plane 2 rotates by 11; the constant goes into lane 0
      if (x == 0) begin : g_iota
        assign w[31:0] = t[31:0] ^ rc(rnd_i);
      end else begin : g_plain
        assign w[32*x +: 32] = t[32*x +: 32];
      end
      assign w[32*(4+x) +: 32] = t[32*(4+(x+3)%4) +: 32];
      assign w[32*(8+x) +: 32] = hf_rotl32(t[32*(8+x) +: 32], 11);
    end
    for (x = 0; x < 4; x = x + 1) begin : g_chi
      // chi on each column of three bits (planes 0, 1, 2)
      wire [31:0] a0 = w[32*x +: 32];
      wire [31:0] a1 = w[32*(4+x) +: 32];
      wire [31:0] a2 = w[32*(8+x) +: 32];
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
