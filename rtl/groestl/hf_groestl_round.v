// hf_groestl_round: one round of Groestl's permutation P or Q (AddRoundConstant, SubBytes,
// ShiftBytes, MixBytes), purely combinational; the twin of one iteration of permutation() in
// c/groestl.c. COLS = 8 (Groestl-224/256, 512-bit state) or 16 (384/512, 1024-bit state);
// Q = 0 / 1 selects P / Q; FINAL = 1 is the round-3 tweak, 0 Groestl-0 (round 2).
//
// Layout: the state is the C byte string, byte (row r, column c) = x[8c + r] in
// x_i[8(8c + r) +: 8], so a core loads it straight from the padder's block.
//
// ShiftBytes is wiring; the round constant is XORed before the S-boxes (for Q of the final
// version every byte gets 0xff, a NOT that the S-box's LUTs absorb). The S-box is the shared
// hf_aes_sbox; MixBytes multiplies by the constants 2..7 as XORs of t, 2t and 4t (xtime from
// hf_gf8.vh, computed once per byte).
`default_nettype none

module hf_groestl_round #(
  parameter integer COLS  = 8,
  parameter integer Q     = 0,
  parameter integer FINAL = 1
) (
  input  wire [64*COLS-1:0] x_i,
  input  wire [3:0]         rnd_i,   // round number 0..13
  output wire [64*COLS-1:0] x_o
);
  `include "hf_gf8.vh"

  localparam integer SW = 64 * COLS;

  // ShiftBytes: row r moves left by shift(r) columns (c/groestl.c SHIFT_*); the tweak gave Q
  // its own shifts, Groestl-0's Q shifts as P
  localparam [31:0] SH_P8  = {4'd7, 4'd6, 4'd5, 4'd4, 4'd3, 4'd2, 4'd1, 4'd0};
  localparam [31:0] SH_P16 = {4'd11, 4'd6, 4'd5, 4'd4, 4'd3, 4'd2, 4'd1, 4'd0};
  localparam [31:0] SH_Q8  = {4'd6, 4'd4, 4'd2, 4'd0, 4'd7, 4'd5, 4'd3, 4'd1};
  localparam [31:0] SH_Q16 = {4'd6, 4'd4, 4'd2, 4'd0, 4'd11, 4'd5, 4'd3, 4'd1};
  localparam [31:0] SH = (Q != 0 && FINAL != 0) ? ((COLS == 8) ? SH_Q8 : SH_Q16)
                                                : ((COLS == 8) ? SH_P8 : SH_P16);

  // MixBytes: the circulant matrix's first row; output row r takes input row k times
  // MIX[(k - r) mod 8]
  localparam [63:0] MIX = {8'd7, 8'd5, 8'd3, 8'd5, 8'd4, 8'd3, 8'd2, 8'd2};

  // ---- AddRoundConstant: the byte of row 0 (P) or row 7 (Q) of each column gets
  // {column, round}; Groestl-0 only in column 0, round number alone ----
  wire [SW-1:0] a;
  genvar gc, gr, gk;
  generate
    for (gc = 0; gc < COLS; gc = gc + 1) begin : g_arc
      localparam [3:0] C4 = gc;
      for (gr = 0; gr < 8; gr = gr + 1) begin : g_byte
        wire [7:0] x = x_i[8*(8*gc + gr) +: 8];
        if (FINAL != 0 && Q == 0 && gr == 0) begin : g_p
          assign a[8*(8*gc + gr) +: 8] = x ^ {C4, rnd_i};
        end else if (FINAL != 0 && Q != 0 && gr == 7) begin : g_q7
          assign a[8*(8*gc + gr) +: 8] = x ^ ~{C4, rnd_i};
        end else if (FINAL != 0 && Q != 0) begin : g_q
          assign a[8*(8*gc + gr) +: 8] = ~x;
        end else if (FINAL == 0 && gc == 0 && Q == 0 && gr == 0) begin : g_p0
          assign a[8*(8*gc + gr) +: 8] = x ^ {4'h0, rnd_i};
        end else if (FINAL == 0 && gc == 0 && Q != 0 && gr == 7) begin : g_q0
          assign a[8*(8*gc + gr) +: 8] = x ^ ~{4'h0, rnd_i};
        end else begin : g_none
          assign a[8*(8*gc + gr) +: 8] = x;
        end
      end
    end
  endgenerate

  // ---- SubBytes with ShiftBytes as wiring; per byte also 2t and 4t for MixBytes ----
  wire [SW-1:0] t, t2, t4;
  generate
    for (gc = 0; gc < COLS; gc = gc + 1) begin : g_col
      for (gr = 0; gr < 8; gr = gr + 1) begin : g_row
        localparam integer SRC = (gc + {28'd0, SH[4*gr +: 4]}) % COLS;
        hf_aes_sbox u_sbox (.x_i(a[8*(8*SRC + gr) +: 8]), .y_o(t[8*(8*gc + gr) +: 8]));
        assign t2[8*(8*gc + gr) +: 8] = hf_gf_xtime(t[8*(8*gc + gr) +: 8]);
        assign t4[8*(8*gc + gr) +: 8] = hf_gf_xtime(t2[8*(8*gc + gr) +: 8]);
      end
    end
  endgenerate

  // ---- MixBytes: output row r of a column is the XOR over k of t[k] * MIX[(k - r) mod 8],
  // each product the XOR of t, 2t, 4t picked by the constant's bits ----
  generate
    for (gc = 0; gc < COLS; gc = gc + 1) begin : g_mix
      for (gr = 0; gr < 8; gr = gr + 1) begin : g_out
        wire [63:0] terms;
        for (gk = 0; gk < 8; gk = gk + 1) begin : g_term
          localparam [7:0] M = MIX[8*((gk + 8 - gr) % 8) +: 8];
          localparam integer B = 8*(8*gc + gk);
          assign terms[8*gk +: 8] = (M[0] ? t[B +: 8] : 8'h00) ^ (M[1] ? t2[B +: 8] : 8'h00) ^
                                    (M[2] ? t4[B +: 8] : 8'h00);
        end
        assign x_o[8*(8*gc + gr) +: 8] = terms[0 +: 8] ^ terms[8 +: 8] ^ terms[16 +: 8] ^
                                         terms[24 +: 8] ^ terms[32 +: 8] ^ terms[40 +: 8] ^
                                         terms[48 +: 8] ^ terms[56 +: 8];
      end
    end
  endgenerate
endmodule

`default_nettype wire
