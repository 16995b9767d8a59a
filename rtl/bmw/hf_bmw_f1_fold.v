// hf_bmw_f1_fold: BMW's f1 (round-2 tweak) folded: UNITS expansion units, reused over
// 16 / UNITS cycles, compute Q_16 .. Q_31 (the twin of the f1 loop of bmw32_compress /
// bmw64_compress in c/bmw.c). Words are WB = 32 or 64 bits; word j of each vector in
// [WB*j +: WB].
//
// Why it can fold: at W=32 the core is load-bound (a block is 16 / 32 bus beats), so f1 may
// take 16 / UNITS cycles instead of one; and one expansion unit serves every expansion p = j - 16
// once the inputs that depend on p sit at fixed places:
// - expand2's term of window position i (0 = Q_{j-16} .. 15 = Q_{j-1}) does not depend on p;
//   only p = 0, 1 use expand1 (a select per unit, from p_q);
// - the Q window Q_{j-16} .. Q_{j-1} is the top half of a 32-word shift register that moves
//   down by UNITS words per cycle, the new words entering at the top; after f1 it holds
//   Q_0 .. Q_31 in order, f2's input, so Q_0 .. Q_15 need no register of their own;
// - AddElement(p) = (jK + M'_p + M'_{p+3} - M'_{p+10}) ^ H_{p+7} (indices mod 16) with
//   M'_i = rotl(M_i, i + 1): the rotation is tied to the word index, not to p, so the caller
//   keeps M' and H in circular word registers turned by UNITS words per cycle (mr_i, hr_i:
//   word k is the word p + k of this cycle's first expansion p), and jK = (16 + p) K is a
//   register stepped by UNITS K.
// Unit u computes expansion p + u; it takes Q_{j-1} .. of this cycle's earlier units from
// their outputs, so a path runs through at most UNITS expansions (each a carry-save chain
// whose newest word enters last: bmw_expand in hf_bmw.vh, shared with hf_bmw_f1). A single
// unit (arch `compact`) reads registers only and sums through a balanced carry-save tree
// (bmw_expand_tree): in a per-module synth_ecp5 of BMW-512 `compact` the fold took 5,851 LUT4
// that way against 8,615 with the chain, which Yosys's mapper had widened into LUT6s for depth.
`default_nettype none

module hf_bmw_f1_fold #(
  parameter integer WB    = 32,
  parameter integer UNITS = 2,     // expansions per cycle: 1, 2, 4 or 8 (16 / UNITS cycles)
  // 0: ld_i loads all of Q_0 .. Q_15 (hf_bmw_f0); 1, 2, 4, 8: each ld_i shifts the register
  // down by one word and puts qa_i's word s on top of the window's s-th segment of
  // 16 / SHIFT_IN words (hf_bmw_f0_fold's Q_{c + s 16 / SHIFT_IN}), so after 16 / SHIFT_IN of
  // them the window holds Q_0 .. Q_15; with UNITS = 1 an f0 cycle then moves the register as an
  // f1 cycle does, and only the segments' top words have a second source
  parameter integer SHIFT_IN = 0,
  // hr_i is turned H_OFF words further than p (the caller's f0 turned it; 0 .. 15)
  parameter integer H_OFF    = 0
) (
  input  wire             clk,
  input  wire             ld_i,    // f0's cycle: the window takes Q_0 .. Q_15 (or SHIFT_IN of them), p = 0
  input  wire             step_i,  // an f1 cycle: UNITS expansions, the window moves on
  // Q_0 .. Q_15 from f0 (read with ld_i; only the low SHIFT_IN words when SHIFT_IN > 0)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [16*WB-1:0] qa_i,
  /* verilator lint_on UNUSEDSIGNAL */
  // word k = M'_{(p+k) mod 16}, M'_i = rotl(M_i, i + 1) (only M'_{u}, M'_{u+3}, M'_{u+10} and
  // H_{u+7} of each unit u are read)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [16*WB-1:0] mr_i,
  input  wire [16*WB-1:0] hr_i,    // word k = H_{(p+H_OFF+k) mod 16}
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [32*WB-1:0] q_o,     // Q_0 .. Q_31 once the 16 / UNITS f1 cycles are done
  output wire [UNITS*WB-1:0] qn_o  // this cycle's expansions (hf_bmw_f2_fold's XL and XH)
);
`define HF_WORD_W WB
  `include "hf_word.vh"
  `include "hf_bmw.vh"

  localparam [WB-1:0] K16 = BMW_K << 4;               // jK of the first expansion, j = 16
  localparam [WB-1:0] KU  = BMW_K * UNITS;            // jK's step per cycle
  localparam [3:0]    PU  = UNITS[3:0];           // p's step per cycle (p wraps to 0 at 16)
  localparam integer  SI  = (SHIFT_IN > 0) ? SHIFT_IN : 1;  // a legal width when unused
  localparam integer  SEG = 16 / SI;                  // the window's segment per f0 word

  reg [32*WB-1:0] q_q, q_d;    // Q shift register: the window is the top half
  reg [WB-1:0]    jk_q, jk_d;  // (16 + p) K
  reg [3:0]       p_q, p_d;    // p, the first expansion of this cycle

  // this cycle's expansions; split per word for Verilator: unit u reads the words of units
  // below it, which is no loop, but one vector would look like one
  wire [UNITS*WB-1:0] qn /* verilator split_var */;

  genvar u, i;
  generate
    for (u = 0; u < UNITS; u = u + 1) begin : g_unit
      // Q_{p+u+i}, i = 0 .. 15: the register's window or a word of an earlier unit
      wire [16*WB-1:0] src;
      for (i = 0; i < 16; i = i + 1) begin : g_src
        if (u + i < 16) begin : g_reg
          assign src[WB*i +: WB] = q_q[WB*(16+u+i) +: WB];
        end else begin : g_now
          assign src[WB*i +: WB] = qn[WB*(u+i-16) +: WB];
        end
      end

      // expand1 for expansions 0 and 1
      wire e1 = ({1'b0, p_q} + u) < 2;

      // the round-2 AddElement; from registers only, off the window's path
      wire [WB-1:0] jk = jk_q + BMW_K * u;
      wire [WB-1:0] ae = (jk + mr_i[WB*u +: WB] + mr_i[WB*((u+3)%16) +: WB]
                          - mr_i[WB*((u+10)%16) +: WB]) ^ hr_i[WB*((u+23-H_OFF)%16) +: WB];

      // one unit: every window word is a register's, so a balanced tree (see hf_bmw.vh)
      if (UNITS == 1) begin : g_tree
        assign qn[WB*u +: WB] = bmw_expand_tree(e1, ae, src);
      end else begin : g_chain
        assign qn[WB*u +: WB] = bmw_expand(e1, ae, src);
      end
    end
  endgenerate

  always @* begin : b_next
    integer s;   // a segment of the window (SHIFT_IN > 0)
    s    = 0;    // (assigned on every path: a loop index, not a latch for Yosys)
    q_d  = q_q;
    jk_d = jk_q;
    p_d  = p_q;
    if (ld_i && SHIFT_IN > 0) begin
      // everything one word down (the lower half's words are shifted out by f1 before f2
      // reads them), f0's words on top of the segments
      q_d = {qa_i[WB*(SI-1) +: WB], q_q[32*WB-1:WB]};
      for (s = 0; s < SI - 1; s = s + 1)
        q_d[WB*(16+(s+1)*SEG-1) +: WB] = qa_i[WB*s +: WB];
      jk_d = K16;
      p_d  = 4'd0;
    end else if (ld_i) begin
      // the lower half holds: it only receives words shifted out of the window
      q_d[16*WB +: 16*WB] = qa_i;
      jk_d = K16;
      p_d  = 4'd0;
    end else if (step_i) begin
      q_d  = {qn, q_q[32*WB-1:UNITS*WB]};
      jk_d = jk_q + KU;
      p_d  = p_q + PU;
    end
  end

  // datapath registers: loaded by ld_i before use, so no reset
  always @(posedge clk) begin
    q_q  <= q_d;
    jk_q <= jk_d;
    p_q  <= p_d;
  end

  assign q_o  = q_q;
  assign qn_o = qn;
endmodule

`default_nettype wire
