// hf_bmw_f2_fold: BMW's f2 (round-2 tweak) folded: four units over 4 cycles compute the new
// chaining value four words at a time (the twin of the f2 loops of bmw32_compress /
// bmw64_compress in c/bmw.c, as hf_bmw_f2 in one cycle). Words are WB = 32 or 64 bits; word j
// of each vector in [WB*j +: WB].
//
// Why (arch `compact`, rtl/bmw/CYCLES.md): the parallel f2 reads all of Q_0 .. Q_31 and M at
// once and writes all sixteen words, the last stage of BMW-512 that still crosses the whole
// 2,048-bit Q register; folded, each unit reads fixed places of registers that turn:
// - XL = Q_16 ^ .. ^ Q_23 and XH = XL ^ Q_24 ^ .. ^ Q_31 are accumulated from f1's new words
//   (qn_i, acc_i), so there are no sixteen-word XOR trees;
// - in f2 cycle c (0 .. 3) the caller's Q register has moved down by c words (word k =
//   Q_{k+c}: an f1 step each cycle) and its message register turned by c (word k = M'_{k+c},
//   M'_i = rotl(M_i, i + 1) as hf_bmw_f1_fold keeps it);
// - the units compute H_c and H_{c+4}, then H_{12+c} and H_{8+c}, which take rotl(H_c, 13 + c)
//   and rotl(H_{c+4}, 9 + c) of the same cycle, as the parallel f2 chains them; the shift
//   amounts, the rotations and M's unrotation depend on c: 4-way selects (c_q is a register).
// The caller writes h_o's words at fixed places of its turning chaining-value register
// (hf_bmw.v), so after the fourth cycle it holds H_0 .. H_15 in order.
`default_nettype none

module hf_bmw_f2_fold #(
  parameter integer WB = 32
) (
  input  wire             clk,
  input  wire             clr_i,   // f0's load: XL, XH and c to zero (before f1)
  input  wire             acc_i,   // an f1 cycle: qn_i is its new word Q_{16+p}
  input  wire             step_i,  // an f2 cycle before the last: c moves on
  input  wire [WB-1:0]    qn_i,
  // word k = Q_{k+c} (only words 0, 4, 8, 12, 15, 16, 19, 20, 23, 24 and 28 are read, word 23
  // in cycle 0 only)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [32*WB-1:0] q_i,
  input  wire [16*WB-1:0] mr_i,    // word k = M'_{(k+c) mod 16}
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [4*WB-1:0]  h_o      // H_c, H_{c+4}, H_{8+c}, H_{12+c}
);
`define HF_WORD_W WB
  `include "hf_word.vh"
  `include "hf_bmw.vh"

  reg [WB-1:0] xl_q, xh_q;
  reg [3:0]    n_q;     // f1 words accumulated (XL takes the first 8)
  reg [1:0]    c_q;

`define Q(j) q_i[WB*(j) +: WB]
`define MR(j) mr_i[WB*(j) +: WB]
  // the terms that depend on c: cycle c's shifts, M_i unrotated from M'_i, Q_{16+(c+7) mod 8}
  reg [WB-1:0] xh_l0, xh_l1, q_l0, q_l1, m_l0, m_l1, m_h0, m_h1, xl_h0, xl_h1, q7_h0;
  always @* begin : b_sel
    integer c;
    xh_l0 = {WB{1'b0}}; xh_l1 = {WB{1'b0}}; q_l0 = {WB{1'b0}}; q_l1 = {WB{1'b0}};
    m_l0  = {WB{1'b0}}; m_l1  = {WB{1'b0}}; m_h0 = {WB{1'b0}}; m_h1 = {WB{1'b0}};
    xl_h0 = {WB{1'b0}}; xl_h1 = {WB{1'b0}};
    for (c = 0; c < 4; c = c + 1)
      if (c_q == c[1:0]) begin
        xh_l0 = bmw_sh(xh_q, bmw_xh_sh(c));
        xh_l1 = bmw_sh(xh_q, bmw_xh_sh(c + 4));
        q_l0  = bmw_sh(`Q(16), bmw_q_sh(c));          // Q_{16+c}
        q_l1  = bmw_sh(`Q(20), bmw_q_sh(c + 4));      // Q_{20+c}
        m_l0  = hf_rotl_w(`MR(0), WB - 1 - c);    // M_c
        m_l1  = hf_rotl_w(`MR(4), WB - 5 - c);    // M_{4+c}
        m_h0  = hf_rotl_w(`MR(8), WB - 9 - c);    // M_{8+c}
        m_h1  = hf_rotl_w(`MR(12), WB - 13 - c);  // M_{12+c}
        xl_h0 = bmw_sh(xl_q, bmw_xl_sh(c));
        xl_h1 = bmw_sh(xl_q, bmw_xl_sh(c + 4));
      end
    // H_{8+c} takes Q_{16+(c+7) mod 8}: Q_23 when c = 0, else Q_{15+c}
    q7_h0 = (c_q == 2'd0) ? `Q(23) : `Q(15);
  end

  wire [WB-1:0] h_l0 = (xh_l0 ^ q_l0 ^ m_l0) + (xl_q ^ `Q(24) ^ `Q(0));   // H_c
  wire [WB-1:0] h_l1 = (xh_l1 ^ q_l1 ^ m_l1) + (xl_q ^ `Q(28) ^ `Q(4));   // H_{c+4}

  // H_{8+c} and H_{12+c}: three operands, one carry-save step and one carry-propagate adder
  reg [WB-1:0] r_h0, r_h1;     // rotl(H_{c+4}, 9 + c), rotl(H_c, 13 + c)
  always @* begin : b_rot
    integer c;
    r_h0 = {WB{1'b0}}; r_h1 = {WB{1'b0}};
    for (c = 0; c < 4; c = c + 1)
      if (c_q == c[1:0]) begin
        r_h0 = hf_rotl_w(h_l1, 9 + c);
        r_h1 = hf_rotl_w(h_l0, 13 + c);
      end
  end
  wire [2*WB-1:0] cs_h0 = hf_csa_w(r_h0, xh_q ^ `Q(24) ^ m_h0, xl_h0 ^ q7_h0 ^ `Q(8));
  wire [2*WB-1:0] cs_h1 = hf_csa_w(r_h1, xh_q ^ `Q(28) ^ m_h1, xl_h1 ^ `Q(19) ^ `Q(12));
  assign h_o = {cs_h1[WB-1:0] + cs_h1[2*WB-1:WB], cs_h0[WB-1:0] + cs_h0[2*WB-1:WB], h_l1, h_l0};
`undef Q
`undef MR

  // datapath registers: cleared by clr_i before use, so no reset
  always @(posedge clk) begin
    if (clr_i) begin
      xl_q <= {WB{1'b0}};
      xh_q <= {WB{1'b0}};
      n_q  <= 4'd0;
      c_q  <= 2'd0;
    end else begin
      if (acc_i) begin
        xh_q <= xh_q ^ qn_i;
        if (!n_q[3]) xl_q <= xl_q ^ qn_i;
        n_q  <= n_q + 4'd1;
      end
      if (step_i) c_q <= c_q + 2'd1;
    end
  end
endmodule

`default_nettype wire
