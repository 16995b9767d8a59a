// hf_echo_fold: ECHO's BIG.ROUND folded onto UNITS AES pairs (arch `folded`): a round in
// C = 16 / UNITS + 1 cycles, the state and the round's counter in registers of its own. The same
// arithmetic as hf_echo_round (the twin of the round loop of echo_compress_with() in c/echo.c,
// salt zero); hf_echo keeps the control, BIG.FINAL and the chaining value.
//
// Why a cycle's words form whole columns: BIG.ShiftRows sends the input words of diagonal d
// (row r of column (d + r) mod 4, r = 0..3) to output column d, and BIG.MixColumns mixes
// within a column. So each cycle takes UNITS / 4 diagonals through the AES pairs and mixes
// them at once into output columns: MixColumns on UNITS words (16 / 32 byte columns) instead
// of the whole state, no cycle of its own, and BIG.ShiftRows is the choice of words to read.
//
// Why the rows turn: output column d is written into the registers its diagonal was read from
// (the only ones free this round; a second state register would cost 2048 flip-flops), so row
// r of the state moves by r places per round. Register slot p of row r holds word 4p + r on
// hand-over; before round k it holds column (p - k r) mod 4, and diagonal d of round k is read
// from slot (d + (k + 1) r) mod 4 (a 4:1 select per pair input; only k mod 4 matters).
// BIG.FINAL reads the turned state as it is: it XORs column c with column c + 2 (1024-bit
// chaining value, 10 rounds: rows turned by 2r, which keeps those pairs) or all four columns
// of a row (512-bit, 8 rounds: turned by 0).
//
// Why a round takes one cycle more than its 16 / UNITS diagonals: the AES pairs are split by
// a register (stage 1: the slot select and the first AES round; stage 2: the second, BIG.
// MixColumns and the write-back or BIG.FINAL), so no path holds both AES rounds. Every
// diagonal of round k + 1 reads a word of each column of round k, the last of which leaves
// stage 2 in the cycle after round k's last stage 1: stage 1 runs in cycles 0 .. C - 2 of a
// round, stage 2 in cycles 1 .. C - 1. The read slots (and the key's word index) come from
// registers loaded a cycle ahead from hf_echo's next cycle and round (cyc_nx_i, rnd_nx_i),
// so no counter arithmetic lies in front of the 4:1 selects, and the write-back slots are
// those registers one cycle later.
//
// Layout: word 4p + r of state_o / ho_i is slot p of row r, 128 bits, byte j at [8j +: 8] as
// in hf_echo_round. The first AES round of the pair that takes word i (row r, column c: i =
// 4c + r) is keyed with the round's counter + i: {hi, lo + i} or, when lo + i carries,
// {hi + 1, lo + i - 16}, as in hf_echo_round, but hi + 1 is a register here (ki_q, stepped
// between registers) or, on hand-over, hf_echo's cnt_inc_i, so no carry chain lies in front
// of the keys.
`default_nettype none

module hf_echo_fold #(
  // AES pairs: 4 or 8, a round in 5 or 3 cycles (16 works too, but hf_echo uses
  // hf_echo_round then: no turning rows, no selects)
  parameter integer UNITS = 4
) (
  input  wire          clk,
  input  wire          busy_i,     // 0: this is the hand-over cycle, round 0 reads ho_i, cnt_i
  input  wire          we_i,       // write this cycle's columns (all words on hand-over)
  input  wire [2:0]    cyc_i,      // cycle of the round, 0 .. C - 1 (0 on hand-over)
  input  wire [2:0]    cyc_nx_i,   // ... of the next cycle
  input  wire [1:0]    rnd_nx_i,   // round mod 4 of the next cycle (0 on and before hand-over)
  input  wire [2047:0] ho_i,       // round 0's input: {block, chaining value}
  input  wire [63:0]   cnt_i,      // round 0's counter (HAIFA; messages below 2^64 bits)
  input  wire [60:0]   cnt_inc_i,  // cnt_i[63:4] + 1
  output wire [2047:0] state_o     // the state with this cycle's columns; BIG.ROUND's output
                                   // in the round's last cycle
);
  `include "hf_gf8.vh"
  `include "hf_echo.vh"

  localparam integer G     = UNITS / 4;        // diagonals (output columns) per cycle
  // stage-1 cycles per round; the round's last cycle (C - 1) has stage 2 only
  localparam integer S1_I  = 16 / UNITS;
  localparam integer S1L_I = S1_I - 1;
  localparam [2:0]   S1L   = S1L_I[2:0];       // the round's last stage-1 cycle
  localparam [1:0]   GS    = G[1:0];           // diagonal step per cycle (mod 4)

  wire [2047:0] s_q;                           // the word registers (g_slot below)

  // The counter's bits 127:4 plus one come from a register (ki_q) or from hf_echo (cnt_inc_i),
  // never from an incrementer here: the carry chain in front of the keys, behind the padder's
  // counter and its mask, was the critical path.
  reg  [127:0] k_q;                            // the counter of this round's word 0
  reg  [123:0] ki_q;                           // k_q[127:4] + 1
  wire [127:0] ctr    = busy_i ? k_q : {64'd0, cnt_i};
  wire [123:0] hi     = ctr[127:4];
  wire [123:0] hi_inc = busy_i ? ki_q : {63'd0, cnt_inc_i};
  // the round's last stage-1 cycle moves on to the next round's counter (ctr + 16); it is
  // never the hand-over cycle (S1L > 0), so the next increment is one of ki_q, between
  // registers
  wire         nx_rnd = (cyc_i == S1L);
  wire [127:0] k_d    = nx_rnd ? {hi_inc, ctr[3:0]} : ctr;
  wire [123:0] ki_d   = nx_rnd ? ki_q + 124'd1 : hi_inc;

  // stage 2 writes a column in cycles 1 .. C - 1 of a round (not in round 0's hand-over)
  wire         st2    = busy_i & (cyc_i != 3'd0);
  // the next cycle's diagonal step and row turn (only its stage-1 cycles use them)
  wire [1:0]   nx_t   = cyc_nx_i[1:0];
  wire [1:0]   turn_n = rnd_nx_i + 2'd1;

  // stage 2: the pairs' second AES rounds and the columns, by group g and row r
  wire [128*UNITS-1:0] col_o;                  // [128 (4g + r) +: 128]
  wire [4*UNITS-1:0]   wr_oh;                  // slot of word (g, r), one-hot: [4 (4g + r) +: 4]

  genvar g, r, p;
  generate
    for (g = 0; g < G; g = g + 1) begin : g_grp
      localparam [1:0] GG = g;
      // diagonal of this cycle, loaded a cycle ahead
      reg  [1:0]   d_q;
      always @(posedge clk) d_q <= GS * nx_t + GG;
      wire [511:0] sub;                        // word r after its AES pair
      for (r = 0; r < 4; r = r + 1) begin : g_row
        localparam [1:0] RR = r;
        localparam [4:0] HO = 4 * ((g + r) % 4) + r;   // hand-over: diagonal g of ho_i
        // row r's slot of diagonal d is d + (k + 1) r: k r for the turns so far, r for the
        // diagonal; sl_q for this cycle's stage 1, oh_q (one-hot) for its stage 2
        reg  [1:0]   sl_q;
        reg  [3:0]   oh_q;
        always @(posedge clk) begin
          sl_q <= GS * nx_t + GG + turn_n * RR;
          oh_q <= 4'b0001 << sl_q;
        end
        wire [511:0] row = {s_q[128*(12 + r) +: 128], s_q[128*(8 + r) +: 128],
                            s_q[128*(4 + r) +: 128], s_q[128*r +: 128]};
        wire [127:0] x   = busy_i ? row[128*sl_q +: 128] : ho_i[128*HO +: 128];
        // word index i = 4 (d + r mod 4) + r: the low four bits of the counter + i carry into
        // hi_inc, as in hf_echo_round
        wire [1:0]   cl  = d_q + RR;
        wire [3:0]   i   = {cl, RR};
        wire [4:0]   lo  = {1'b0, ctr[3:0]} + {1'b0, i};
        wire [127:0] key = {lo[4] ? hi_inc : hi, lo[3:0]};
        wire [127:0] mid;
        reg  [127:0] mid_q;                    // no reset: st2 says when it holds a word
        hf_aes_round u_aes1 (.state_i(x), .rk_i(key), .state_o(mid));
        always @(posedge clk) mid_q <= mid;
        hf_aes_round u_aes2 (.state_i(mid_q), .rk_i(128'd0), .state_o(sub[128*r +: 128]));
        assign wr_oh[4*(4*g + r) +: 4] = oh_q;
      end
      assign col_o[512*g +: 512] = echo_mix_column(sub);    // BIG.MixColumns (hf_echo.vh)
    end

    // the state: one register per word, written when a pair's column lands in it (every word
    // on hand-over: the block and the chaining value); no reset
    for (p = 0; p < 4; p = p + 1) begin : g_slot
      for (r = 0; r < 4; r = r + 1) begin : g_word
        reg  [127:0] w_q;
        reg  [127:0] nw;                       // the column word that lands here this cycle
        reg          hit;
        integer      gi;
        always @* begin
          nw  = col_o[128*r +: 128];
          hit = 1'b0;
          for (gi = 0; gi < G; gi = gi + 1) begin
            if (wr_oh[4*(4*gi + r) + p]) begin
              nw  = col_o[128*(4*gi + r) +: 128];
              hit = st2;
            end
          end
        end
        always @(posedge clk) begin
          if (we_i && (hit || !busy_i)) w_q <= busy_i ? nw : ho_i[128*(4*p + r) +: 128];
        end
        assign s_q[128*(4*p + r) +: 128]     = w_q;
        assign state_o[128*(4*p + r) +: 128] = hit ? nw : w_q;
      end
    end
  endgenerate

  // the counter holds nothing between compressions: no reset
  always @(posedge clk) begin
    if (we_i) begin
      k_q  <= k_d;
      ki_q <= ki_d;
    end
  end

  // cycles C - 1 .. 7 of the counter never occur
  wire unused_cyc = cyc_nx_i[2];
endmodule

`default_nettype wire
