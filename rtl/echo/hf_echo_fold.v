// hf_echo_fold: ECHO's BIG.ROUND folded onto UNITS AES pairs (arch `folded`): a round in
// C = 16 / UNITS cycles, the state and the round's counter in registers of its own. The same
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
// Layout: word 4p + r of state_o / ho_i is slot p of row r, 128 bits, byte j at [8j +: 8] as
// in hf_echo_round. The first AES round of the pair that takes word i (row r, column c: i =
// 4c + r) is keyed with the round's counter + i, from one incrementer as in hf_echo_round.
`default_nettype none

module hf_echo_fold #(
  // AES pairs: 4 or 8, a round in 4 or 2 cycles (16 works too, but hf_echo uses
  // hf_echo_round then: no turning rows, no selects)
  parameter integer UNITS = 4
) (
  input  wire          clk,
  input  wire          busy_i,     // 0: this is the hand-over cycle, round 0 reads ho_i, cnt_i
  input  wire          we_i,       // write this cycle's columns (all words on hand-over)
  input  wire [1:0]    cyc_i,      // cycle of the round, 0 .. C - 1 (0 on hand-over)
  input  wire [1:0]    rnd_i,      // round mod 4 (0 on hand-over)
  input  wire [2047:0] ho_i,       // round 0's input: {block, chaining value}
  input  wire [127:0]  cnt_i,      // round 0's counter (HAIFA)
  output wire [2047:0] state_o     // the state with this cycle's columns; BIG.ROUND's output
                                   // after the round's last cycle
);
  `include "hf_gf8.vh"
  `include "hf_echo.vh"

  localparam integer G    = UNITS / 4;         // diagonals (output columns) per cycle
  localparam integer C    = 16 / UNITS;        // cycles per round
  localparam integer CL_I = C - 1;
  localparam [1:0]   GS   = G[1:0];            // diagonal step per cycle (mod 4)
  localparam [1:0]   CL   = CL_I[1:0];         // the round's last cycle

  wire [2047:0] s_q;                           // the word registers (g_slot below)

  reg  [127:0] k_q;                            // the counter of this round's word 0
  wire [127:0] ctr    = busy_i ? k_q : cnt_i;
  wire [123:0] hi     = ctr[127:4];
  wire [123:0] hi_inc = hi + 124'd1;
  // the round's last cycle moves on to the next round's counter (ctr + 16)
  wire [127:0] k_d    = (cyc_i == CL) ? {hi_inc, ctr[3:0]} : ctr;

  // row r's slot of diagonal d is d + (k + 1) r: k r for the turns so far, r for the diagonal
  wire [1:0] turn = rnd_i + 2'd1;

  // this cycle's AES pairs and output columns: pair (g, r) takes row r of diagonal d_g,
  // output word r of column d_g, written back to the slot it was read from
  wire [128*UNITS-1:0] col_o;                  // [128 (4g + r) +: 128]
  wire [2*UNITS-1:0]   slot;                   // [2 (4g + r) +: 2]

  genvar g, r, p;
  generate
    for (g = 0; g < G; g = g + 1) begin : g_grp
      localparam [1:0] GG = g;
      wire [1:0]   d = GS * cyc_i + GG;
      wire [511:0] sub;                        // word r after its AES pair
      for (r = 0; r < 4; r = r + 1) begin : g_row
        localparam [1:0] RR = r;
        localparam [4:0] HO = 4 * ((g + r) % 4) + r;   // hand-over: diagonal g of ho_i
        wire [1:0]   sl  = d + turn * RR;
        wire [511:0] row = {s_q[128*(12 + r) +: 128], s_q[128*(8 + r) +: 128],
                            s_q[128*(4 + r) +: 128], s_q[128*r +: 128]};
        wire [127:0] x   = busy_i ? row[128*sl +: 128] : ho_i[128*HO +: 128];
        // word index i = 4 (d + r mod 4) + r: the low four bits of the counter + i carry into
        // hi_inc, as in hf_echo_round
        wire [1:0]   cl  = d + RR;
        wire [3:0]   i   = {cl, RR};
        wire [4:0]   lo  = {1'b0, ctr[3:0]} + {1'b0, i};
        wire [127:0] key = {lo[4] ? hi_inc : hi, lo[3:0]};
        wire [127:0] mid;
        hf_aes_round u_aes1 (.state_i(x), .rk_i(key), .state_o(mid));
        hf_aes_round u_aes2 (.state_i(mid), .rk_i(128'd0), .state_o(sub[128*r +: 128]));
        assign slot[2*(4*g + r) +: 2] = sl;
      end
      assign col_o[512*g +: 512] = echo_mix_column(sub);    // BIG.MixColumns (hf_echo.vh)
    end

    // the state: one register per word, written when a pair's column lands in it (every word
    // on hand-over: the block and the chaining value, or round 0's first columns); no reset
    for (p = 0; p < 4; p = p + 1) begin : g_slot
      for (r = 0; r < 4; r = r + 1) begin : g_word
        localparam [1:0] PP = p;
        // on hand-over, output column g of round 0 lands in slot (g + r) mod 4 of row r
        localparam integer HO_G = (p - r + 4) % 4;
        reg  [127:0] w_q;
        reg  [127:0] nw;                       // the column word that lands here this cycle
        reg          hit;
        integer      gi;
        always @* begin
          nw  = col_o[128*r +: 128];
          hit = 1'b0;
          for (gi = 0; gi < G; gi = gi + 1) begin
            if (slot[2*(4*gi + r) +: 2] == PP) begin
              nw  = col_o[128*(4*gi + r) +: 128];
              hit = 1'b1;
            end
          end
        end
        wire [127:0] ho_w;
        if (HO_G < G) begin : g_col
          assign ho_w = col_o[128*(4*HO_G + r) +: 128];
        end else begin : g_blk
          assign ho_w = ho_i[128*(4*p + r) +: 128];
        end
        always @(posedge clk) begin
          if (we_i && (hit || !busy_i)) w_q <= busy_i ? nw : ho_w;
        end
        assign s_q[128*(4*p + r) +: 128]     = w_q;
        assign state_o[128*(4*p + r) +: 128] = hit ? nw : w_q;
      end
    end
  endgenerate

  // the counter holds nothing between compressions: no reset
  always @(posedge clk) begin
    if (we_i) k_q <= k_d;
  end
endmodule

`default_nettype wire
