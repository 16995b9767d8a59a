// hf_groestl_round: one round of Groestl's permutation P or Q (AddRoundConstant, SubBytes,
// ShiftBytes, MixBytes), purely combinational; the twin of one iteration of permutation() in
// c/groestl.c. COLS = 8 (Groestl-224/256, 512-bit state) or 16 (384/512, 1024-bit state);
// Q = 0 / 1 selects P / Q; FINAL = 1 is the round-3 tweak, 0 Groestl-0 (round 2).
//
// Layout: the state is the C byte string, byte (row r, column c) = x[8c + r] in
// x_i[8(8c + r) +: 8], so a core loads it straight from the padder's block.
//
// NC output columns: all COLS (the `round` architecture, col_i = 0) or the first NC of a
// state that the folded core has rotated by col_i columns (x_i's column j is the state's
// column col_i + j): output column j is then the round's column col_i + j. Every byte of a
// column comes from a fixed place of x_i either way, so ShiftBytes stays wiring; only the
// round constant's column number depends on col_i.
//
// The round constant is XORed before the S-boxes (for Q of the final version every byte gets
// 0xff, a NOT that the S-box's LUTs absorb). The S-box is the shared hf_aes_sbox; MixBytes
// multiplies by the constants 2..7 as XORs of t, 2t and 4t (xtime from hf_gf8.vh, computed
// once per byte).
`default_nettype none

module hf_groestl_round #(
  parameter integer COLS  = 8,
  parameter integer Q     = 0,
  parameter integer FINAL = 1,
  parameter integer NC    = COLS     // output columns
) (
  // with NC < COLS the output columns read a few bytes of each column; the rest wait in the
  // folded core's rotating register for a later cycle
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [64*COLS-1:0] x_i,
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [3:0]         rnd_i,   // round number 0..13
  input  wire [3:0]         col_i,   // the state's column in x_i's column 0 (below COLS)
  output wire [64*NC-1:0]   x_o
);
  `include "hf_gf8.vh"

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

  // ---- AddRoundConstant on the bytes an output column reads: the byte of row 0 (P) or
  // row 7 (Q) of each column gets {column, round}; Groestl-0 only in column 0, round number
  // alone. Then SubBytes, and per byte 2t and 4t for MixBytes ----
  localparam integer CMASK_I = COLS - 1;
  localparam [3:0]   CMASK   = CMASK_I[3:0];
  wire [64*NC-1:0] t, t2, t4;
  genvar gc, gr, gk;
  generate
    for (gc = 0; gc < NC; gc = gc + 1) begin : g_col
      for (gr = 0; gr < 8; gr = gr + 1) begin : g_row
        localparam integer SRC_I = (gc + {28'd0, SH[4*gr +: 4]}) % COLS;
        localparam [3:0]   SRC   = SRC_I[3:0];
        wire [7:0] x = x_i[8*(8*SRC_I + gr) +: 8];
        wire [7:0] a;
        if (gr == 0 && Q == 0 || gr == 7 && Q != 0) begin : g_rc
          wire [3:0] c = (col_i + SRC) & CMASK;   // the byte's column in the state
          if (FINAL != 0 && Q == 0) begin : g_p
            assign a = x ^ {c, rnd_i};
          end else if (FINAL != 0) begin : g_q7
            assign a = x ^ ~{c, rnd_i};
          end else if (Q == 0) begin : g_p0
            assign a = x ^ ({4'h0, rnd_i} & {8{c == 4'd0}});
          end else begin : g_q0
            assign a = x ^ (~{4'h0, rnd_i} & {8{c == 4'd0}});
          end
        end else if (FINAL != 0 && Q != 0) begin : g_q
          assign a = ~x;
        end else begin : g_none
          assign a = x;
        end
        hf_aes_sbox u_sbox (.x_i(a), .y_o(t[8*(8*gc + gr) +: 8]));
        assign t2[8*(8*gc + gr) +: 8] = hf_gf_xtime(t[8*(8*gc + gr) +: 8]);
        assign t4[8*(8*gc + gr) +: 8] = hf_gf_xtime(t2[8*(8*gc + gr) +: 8]);
      end
    end
  endgenerate

  // ---- MixBytes: output row r of a column is the XOR over k of t[k] * MIX[(k - r) mod 8],
  // each product the XOR of t, 2t, 4t picked by the constant's bits ----
  generate
    for (gc = 0; gc < NC; gc = gc + 1) begin : g_mix
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
