// hf_xoodoo_theta: the middle stage of hf_xoodoo_round (its header has the layout): theta's
// effect added (each bit the XOR of itself and two bits of the parities of hf_xoodoo_parity),
// rho-west and iota (Xoodoo[12]'s constant of round rnd_i): chi's input.
`default_nettype none

(* keep_hierarchy *)
module hf_xoodoo_theta (
  input  wire [383:0] state_i,
  input  wire [127:0] p_i,
  input  wire [3:0]   rnd_i,
  output wire [383:0] w_o
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

  wire [127:0] e;     // theta effect on column x
  wire [383:0] t;     // after theta

  genvar x;
  generate
    for (x = 0; x < 4; x = x + 1) begin : g_theta
      // each column takes two rotated copies of the parity of the column to its left
      wire [31:0] pl = p_i[32*((x+3)%4) +: 32];
      assign e[32*x +: 32] = hf_rotl32(pl, 5) ^ hf_rotl32(pl, 14);
      assign t[32*x +: 32]     = state_i[32*x +: 32]     ^ e[32*x +: 32];
      assign t[32*(4+x) +: 32] = state_i[32*(4+x) +: 32] ^ e[32*x +: 32];
      assign t[32*(8+x) +: 32] = state_i[32*(8+x) +: 32] ^ e[32*x +: 32];
    end
    for (x = 0; x < 4; x = x + 1) begin : g_west
      // plane 1 shifts one lane along x, plane 2 rotates by 11; the constant goes into lane 0
      if (x == 0) begin : g_iota
        assign w_o[31:0] = t[31:0] ^ rc(rnd_i);
      end else begin : g_plain
        assign w_o[32*x +: 32] = t[32*x +: 32];
      end
      assign w_o[32*(4+x) +: 32] = t[32*(4+(x+3)%4) +: 32];
      assign w_o[32*(8+x) +: 32] = hf_rotl32(t[32*(8+x) +: 32], 11);
    end
  endgenerate
endmodule

`default_nettype wire
