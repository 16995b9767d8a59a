// hf_hamsi_round: one round of Hamsi's permutation (P or Pf, round 2), purely combinational;
// the twin of one pass of permute()'s loop in c/hamsi.c. BIG = 0: the 512-bit state of
// Hamsi-224/256 (4 x 4 words); BIG = 1: the 1024-bit state of Hamsi-384/512 (4 x 8 words).
//
// Layout: state word i (the C code's s[i], row-major: row i / COLS, column i % COLS) in
// s_i[32i +: 32]. fin_i selects Pf's constants (alpha_f) instead of P's (alpha); rc_i is the
// round number, added into s[1].
//
// Round: constants (a fixed XOR per bit: the choice between alpha and alpha_f is a 2:1 select
// of constants, it folds into the S-box's inputs), the Serpent S-box S2 down every column
// (hf_sbox4_layer, rows 0..3 as the S-box's bits 0..3), Serpent's L on the four / eight
// diagonals, and for Hamsi-512 L on four more groups of words. Rotations are wiring.
`default_nettype none

module hf_hamsi_round #(
  parameter integer BIG = 0
) (
  input  wire [((BIG != 0) ? 1024 : 512)-1:0] s_i,
  input  wire                          fin_i,
  input  wire [3:0]                    rc_i,
  output wire [((BIG != 0) ? 1024 : 512)-1:0] s_o
);
`include "hf_word.vh"

  localparam integer COLS = (BIG != 0) ? 8 : 4;
  localparam integer NW   = 4 * COLS;     // state words
  localparam integer SW   = 32 * NW;
  localparam integer RW   = 32 * COLS;    // bits per row

  // Serpent's S2 as c/hamsi.c's SBOX[16] (entry i in [4i+3:4i])
  localparam [63:0] SBOX = 64'h25b04e1dfac39768;

  // ALPHA_N[32] and ALPHA_F[32] of c/hamsi.c, entry 0 in the top bits; the 4 x 4 state uses
  // the first four words of each row of eight
  localparam [1023:0] ALPHA_N = {
    32'hff00f0f0, 32'hccccaaaa, 32'hf0f0cccc, 32'hff00aaaa, 32'hccccaaaa, 32'hf0f0ff00, 32'haaaacccc, 32'hf0f0ff00,
    32'hf0f0cccc, 32'haaaaff00, 32'hccccff00, 32'haaaaf0f0, 32'haaaaf0f0, 32'hff00cccc, 32'hccccf0f0, 32'hff00aaaa,
    32'hccccaaaa, 32'hff00f0f0, 32'hff00aaaa, 32'hf0f0cccc, 32'hf0f0ff00, 32'hccccaaaa, 32'hf0f0ff00, 32'haaaacccc,
    32'haaaaff00, 32'hf0f0cccc, 32'haaaaf0f0, 32'hccccff00, 32'hff00cccc, 32'haaaaf0f0, 32'hff00aaaa, 32'hccccf0f0
  };
  localparam [1023:0] ALPHA_F = {
    32'hcaf9639c, 32'h0ff0f9c0, 32'h639c0ff0, 32'hcaf9f9c0, 32'h0ff0f9c0, 32'h639ccaf9, 32'hf9c00ff0, 32'h639ccaf9,
    32'h639c0ff0, 32'hf9c0caf9, 32'h0ff0caf9, 32'hf9c0639c, 32'hf9c0639c, 32'hcaf90ff0, 32'h0ff0639c, 32'hcaf9f9c0,
    32'h0ff0f9c0, 32'hcaf9639c, 32'hcaf9f9c0, 32'h639c0ff0, 32'h639ccaf9, 32'h0ff0f9c0, 32'h639ccaf9, 32'hf9c00ff0,
    32'hf9c0caf9, 32'h639c0ff0, 32'hf9c0639c, 32'h0ff0caf9, 32'hcaf90ff0, 32'hf9c0639c, 32'hcaf9f9c0, 32'h0ff0639c
  };
  // Hamsi-512's extra L groups (EXTRA_L_BIG), word indices, first group in the top bits
  localparam [127:0] EXTRA = {8'h00, 8'h02, 8'h05, 8'h07, 8'h10, 8'h13, 8'h15, 8'h16,
                              8'h09, 8'h0B, 8'h0C, 8'h0E, 8'h19, 8'h1A, 8'h1C, 8'h1F};

  // Serpent's linear transformation on (a, b, c, d), returned as {d, c, b, a}
  function [127:0] lt;
    input [31:0] a_in, b_in, c_in, d_in;
    reg   [31:0] a, b, c, d;
    begin
      a = hf_rotl32(a_in, 13);
      c = hf_rotl32(c_in, 3);
      b = b_in ^ a ^ c;
      d = d_in ^ c ^ (a << 3);
      b = hf_rotl32(b, 1);
      d = hf_rotl32(d, 7);
      a = a ^ b ^ d;
      c = c ^ d ^ (b << 7);
      a = hf_rotl32(a, 5);
      c = hf_rotl32(c, 22);
      lt = {d, c, b, a};
    end
  endfunction

  // word k belongs to one of the extra groups
  function in_extra;
    input integer k;
    integer n;
    begin
      in_extra = 1'b0;
      for (n = 0; n < 16; n = n + 1)
        if ({24'd0, EXTRA[127 - 8*n -: 8]} == k) in_extra = 1'b1;
    end
  endfunction

  wire [1023:0] alpha = fin_i ? ALPHA_F : ALPHA_N;

  // ---- constants and counter ----
  reg [SW-1:0] x;
  integer i;
  always @* begin
    for (i = 0; i < NW; i = i + 1)
      x[32*i +: 32] = s_i[32*i +: 32] ^ alpha[1023 - 32*(8*(i / COLS) + i % COLS) -: 32];
    x[35:32] = x[35:32] ^ rc_i;
  end

  // ---- S-box layer: column j of the four rows ----
  wire [SW-1:0] y;
  hf_sbox4_layer #(.SBOX(SBOX), .N(RW)) u_sbox (
    .a_i(x[0 +: RW]), .b_i(x[RW +: RW]), .c_i(x[2*RW +: RW]), .d_i(x[3*RW +: RW]),
    .a_o(y[0 +: RW]), .b_o(y[RW +: RW]), .c_o(y[2*RW +: RW]), .d_o(y[3*RW +: RW])
  );

  // ---- L along the diagonals: words i, COLS + (i+1) % COLS, 2 COLS + (i+2) % COLS,
  // 3 COLS + (i+3) % COLS; the diagonals are disjoint, so the COLS transformations are
  // side by side ----
  wire [SW-1:0] z;
  genvar d, g, k;
  generate
    for (d = 0; d < COLS; d = d + 1) begin : g_diag
      localparam integer IA = d;
      localparam integer IB = COLS + (d + 1) % COLS;
      localparam integer IC = 2 * COLS + (d + 2) % COLS;
      localparam integer ID = 3 * COLS + (d + 3) % COLS;
      assign {z[32*ID +: 32], z[32*IC +: 32], z[32*IB +: 32], z[32*IA +: 32]} =
        lt(y[32*IA +: 32], y[32*IB +: 32], y[32*IC +: 32], y[32*ID +: 32]);
    end

    if (BIG != 0) begin : g_extra
      // ---- Hamsi-512: L on the four extra groups, after the diagonals; the groups are
      // disjoint, the words outside them pass ----
      for (g = 0; g < 4; g = g + 1) begin : g_grp
        localparam integer EA = {24'd0, EXTRA[127 - 32*g      -: 8]};
        localparam integer EB = {24'd0, EXTRA[127 - 32*g -  8 -: 8]};
        localparam integer EC = {24'd0, EXTRA[127 - 32*g - 16 -: 8]};
        localparam integer ED = {24'd0, EXTRA[127 - 32*g - 24 -: 8]};
        assign {s_o[32*ED +: 32], s_o[32*EC +: 32], s_o[32*EB +: 32], s_o[32*EA +: 32]} =
          lt(z[32*EA +: 32], z[32*EB +: 32], z[32*EC +: 32], z[32*ED +: 32]);
      end
      for (k = 0; k < NW; k = k + 1) begin : g_pass
        if (!in_extra(k)) begin : g_w
          assign s_o[32*k +: 32] = z[32*k +: 32];
        end
      end
    end else begin : g_small
      assign s_o = z;
    end
  endgenerate
endmodule

`default_nettype wire
