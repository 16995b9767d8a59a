// hf_bmw_f1: BMW's f1 (round-2 tweak: two rounds of expand1, fourteen of expand2, each with
// the tweaked AddElement), purely combinational; the twin of the f1 loop of
// bmw32_compress / bmw64_compress in c/bmw.c. Words are WB = 32 or 64 bits; word j of each
// vector in [WB*j +: WB]; Q_16.. Q_31 leave in qb_o (Q_{16+p} in word p).
//
// f1 is the critical path of the core: Q_j needs Q_{j-1}, so the sixteen expansions run in
// series, each a sum of seventeen words (bmw_expand in hf_bmw.vh: a carry-save chain whose
// newest word enters last).
//
// STEPS expansions are computed per cycle (16: all of f1 in one cycle, seed 002's stage; 8 or
// 4: f1 over 2 or 4 cycles). An expansion takes the words computed in the same cycle from
// this module's outputs and those of earlier cycles from qb_i (the caller's register), so a
// path never runs through more than STEPS expansions.
`default_nettype none

module hf_bmw_f1 #(
  parameter integer WB    = 32,
  parameter integer STEPS = 16     // expansions per cycle: 16, 8, 4, 2 or 1
) (
  input  wire [16*WB-1:0] m_i,
  input  wire [16*WB-1:0] h_i,
  input  wire [16*WB-1:0] qa_i,    // Q_0 .. Q_15 (f0)
  // Q_16 .. Q_31 of earlier cycles (words of this cycle's group are not read)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [16*WB-1:0] qb_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [16*WB-1:0] qb_o
);
`define HF_WORD_W WB
  `include "hf_word.vh"
  `include "hf_bmw.vh"


  // the round-2 AddElement of expansion p: (j K + rotl(M_p, p + 1) + rotl(M_{p+3}, ..)
  // - rotl(M_{p+10}, ..)) ^ H_{p+7}, indices mod 16
  function [WB-1:0] add_element;
    input integer          p;
    input [16*WB-1:0]      m, h;
    reg   [WB-1:0]         jk;
    /* verilator lint_off UNUSEDSIGNAL */
    integer                j;     // 16 .. 31: six bits
    /* verilator lint_on UNUSEDSIGNAL */
    begin
      j  = 16 + p;
      jk = BMW_K * {{(WB-6){1'b0}}, j[5:0]};
      add_element = (jk + hf_rotl_w(m[WB*p +: WB], p + 1)
                     + hf_rotl_w(m[WB*((p+3)%16) +: WB], (p+3)%16 + 1)
                     - hf_rotl_w(m[WB*((p+10)%16) +: WB], (p+10)%16 + 1))
                    ^ h[WB*((p+7)%16) +: WB];
    end
  endfunction

  // Q_16 .. Q_31 of this pass; split per word for Verilator: the expansions of one cycle read
  // each other's words, which is no loop, but one vector would look like one
  wire [16*WB-1:0] qn /* verilator split_var */;
  assign qb_o = qn;

  genvar p, i;
  generate
    for (p = 0; p < 16; p = p + 1) begin : g_exp
      // Q_{j-16+i}: f0's word, a word of an earlier cycle (register), or one of this cycle
      wire [16*WB-1:0] src;
      for (i = 0; i < 16; i = i + 1) begin : g_src
        if (p + i < 16) begin : g_a
          assign src[WB*i +: WB] = qa_i[WB*(p+i) +: WB];
        end else if ((p + i - 16) / STEPS == p / STEPS) begin : g_now
          assign src[WB*i +: WB] = qn[WB*(p+i-16) +: WB];
        end else begin : g_reg
          assign src[WB*i +: WB] = qb_i[WB*(p+i-16) +: WB];
        end
      end
      // expand1 for the first two expansions (a constant here)
      assign qn[WB*p +: WB] = bmw_expand(p < 2, add_element(p, m_i, h_i), src);
    end
  endgenerate
endmodule

`default_nettype wire
