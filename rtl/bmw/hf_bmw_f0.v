// hf_bmw_f0: BMW's f0 (round-2 tweak), purely combinational; the twin of the f0 loop of
// bmw32_compress / bmw64_compress in c/bmw.c. Words are WB = 32 (BMW-224/256) or 64 bits
// (BMW-384/512); word j of each 16-word vector in [WB*j +: WB].
//
// Q_j = s_{j mod 5}(W_j) + H_{j+1 mod 16}, W_j the signed sum of five words of M ^ H
// (Table 1.2 of the specification, c/bmw.c F0). It is the first of the seed's three pipeline
// stages (seed 002, Sec. 3.2): its output is registered.
`default_nettype none

module hf_bmw_f0 #(
  parameter integer WB = 32
) (
  input  wire [16*WB-1:0] m_i,
  input  wire [16*WB-1:0] h_i,
  output wire [16*WB-1:0] qa_o
);
`define HF_WORD_W WB
  `include "hf_word.vh"
  `include "hf_bmw.vh"

  wire [16*WB-1:0] x = m_i ^ h_i;
  wire [16*WB-1:0] w;

`define X(i) x[WB*(i) +: WB]
  assign w[WB* 0 +: WB] =   `X( 5) - `X( 7) + `X(10) + `X(13) + `X(14);
  assign w[WB* 1 +: WB] =   `X( 6) - `X( 8) + `X(11) + `X(14) - `X(15);
  assign w[WB* 2 +: WB] =   `X( 0) + `X( 7) + `X( 9) - `X(12) + `X(15);
  assign w[WB* 3 +: WB] =   `X( 0) - `X( 1) + `X( 8) - `X(10) + `X(13);
  assign w[WB* 4 +: WB] =   `X( 1) + `X( 2) + `X( 9) - `X(11) - `X(14);
  assign w[WB* 5 +: WB] =   `X( 3) - `X( 2) + `X(10) - `X(12) + `X(15);
  assign w[WB* 6 +: WB] =   `X( 4) - `X( 0) - `X( 3) - `X(11) + `X(13);
  assign w[WB* 7 +: WB] =   `X( 1) - `X( 4) - `X( 5) - `X(12) - `X(14);
  assign w[WB* 8 +: WB] =   `X( 2) - `X( 5) - `X( 6) + `X(13) - `X(15);
  assign w[WB* 9 +: WB] =   `X( 0) - `X( 3) + `X( 6) - `X( 7) + `X(14);
  assign w[WB*10 +: WB] =   `X( 8) - `X( 1) - `X( 4) - `X( 7) + `X(15);
  assign w[WB*11 +: WB] =   `X( 8) - `X( 0) - `X( 2) - `X( 5) + `X( 9);
  assign w[WB*12 +: WB] =   `X( 1) + `X( 3) - `X( 6) - `X( 9) + `X(10);
  assign w[WB*13 +: WB] =   `X( 2) + `X( 4) + `X( 7) + `X(10) + `X(11);
  assign w[WB*14 +: WB] =   `X( 3) - `X( 5) + `X( 8) - `X(11) - `X(12);
  assign w[WB*15 +: WB] =   `X(12) - `X( 4) - `X( 6) - `X( 9) + `X(13);
`undef X

  genvar j;
  generate
    for (j = 0; j < 16; j = j + 1) begin : g_q
      assign qa_o[WB*j +: WB] = bmw_s(w[WB*j +: WB], j % 5) + h_i[WB*((j+1)%16) +: WB];
    end
  endgenerate
endmodule

`default_nettype wire
