// hf_sha2_compress: the SHA-2 compression rounds (FIPS 180-4, 6.2.2 / 6.4.2 steps 2-3), one
// round per clock, shared by hf_sha2 and by cores that hash with SHA-256 inside (RFSB-509's
// output filter). The feed-forward (step 4) stays with the caller, which owns the chaining
// value: it adds v_o to the chaining value it passed in h_i.
// WB = 32: SHA-224/256 (64 rounds), WB = 64: SHA-384/512 (80 rounds).
// ROUND_CLOCKS = 2 spreads each round over two clocks (T1 and T2 and the schedule's partial
// sums registered in the first, the new a, e and W[t+16] added in the second): about half the
// logic depth for twice the cycles, for a caller whose SHA-2 runs once per message beside a
// faster datapath (RFSB-509's output filter) and must not set that datapath's clock. Round 0's
// h + K[0] + W[0] then takes a cycle of its own after the start, from the loaded registers, so
// that no adder follows the caller's selects of h_i and blk_i.
// Timing: start_i loads h_i and the block in one cycle (the caller's hand-over); rounds 0..R-1
// run in the R cycles after it (busy_o; ROUND_CLOCKS = 2: 1 + 2 R cycles), last_o marks the
// last of them; v_o holds the result from the cycle after it until the next start_i. start_i
// is ignored while busy_o.
`default_nettype none

module hf_sha2_compress #(
  parameter integer WB           = 32,
  parameter integer ROUND_CLOCKS = 1    // clocks per round: 1, or 2 (see above)
) (
  input  wire           clk,
  input  wire           rst_n,
  input  wire           start_i,
  input  wire [8*WB-1:0]  h_i,     // H0..H7, H0 in the top word
  input  wire [16*WB-1:0] blk_i,   // message words, W[0] in the bottom word
  output wire           busy_o,
  output wire           last_o,
  output wire [8*WB-1:0]  v_o      // a..h, a in the top word
);
  localparam integer ROUNDS     = (WB == 64) ? 80 : 64;
  localparam integer BLOCK_BITS = 16 * WB;
  localparam integer SB         = 8 * WB;

  // Rotation and shift amounts (FIPS 180-4, 4.1.2 / 4.1.3), 64-bit words : 32-bit words.
  localparam BIG = (WB == 64);
  localparam integer BS0_A = BIG ? 28 : 2,  BS0_B = BIG ? 34 : 13, BS0_C = BIG ? 39 : 22;
  localparam integer BS1_A = BIG ? 14 : 6,  BS1_B = BIG ? 18 : 11, BS1_C = BIG ? 41 : 25;
  localparam integer SS0_A = BIG ? 1  : 7,  SS0_B = BIG ? 8  : 18, SS0_S = BIG ? 7  : 3;
  localparam integer SS1_A = BIG ? 19 : 17, SS1_B = BIG ? 61 : 19, SS1_S = BIG ? 6  : 10;

  // Round counter only as wide as the round count needs, so the 64-round family addresses
  // just the first 64 table entries and synthesis keeps a 64-entry constant table.
  localparam integer TB       = (ROUNDS > 64) ? 7 : 6;
  localparam integer T_LAST_I = ROUNDS - 1;
  localparam integer T_ONE_I  = 1;
  localparam [TB-1:0] T_LAST  = T_LAST_I[TB-1:0];
  localparam [TB-1:0] T_ONE   = T_ONE_I[TB-1:0];

  // Rotations, shifts and carry-save steps at the word width: the shared helpers of
  // rtl/prim/hf_word.vh (hf_rotr_w, hf_shr_w, hf_csa_w), so both families use one copy.
  `define HF_WORD_W WB
  `include "hf_word.vh"

  // SHA-512 round constants. The SHA-256 constants are the top 32 bits of the first 64 of
  // them (cube-root fractions of the same primes), so one table serves both families.
  function [63:0] k64;
    input [6:0] t;
    case (t)
      7'd0:  k64 = 64'h428a2f98d728ae22; 7'd1:   k64 = 64'h7137449123ef65cd;
      7'd2:  k64 = 64'hb5c0fbcfec4d3b2f; 7'd3:   k64 = 64'he9b5dba58189dbbc;
      7'd4:  k64 = 64'h3956c25bf348b538; 7'd5:   k64 = 64'h59f111f1b605d019;
      7'd6:  k64 = 64'h923f82a4af194f9b; 7'd7:   k64 = 64'hab1c5ed5da6d8118;
      7'd8:  k64 = 64'hd807aa98a3030242; 7'd9:   k64 = 64'h12835b0145706fbe;
      7'd10: k64 = 64'h243185be4ee4b28c; 7'd11:  k64 = 64'h550c7dc3d5ffb4e2;
      7'd12: k64 = 64'h72be5d74f27b896f; 7'd13:  k64 = 64'h80deb1fe3b1696b1;
      7'd14: k64 = 64'h9bdc06a725c71235; 7'd15:  k64 = 64'hc19bf174cf692694;
      7'd16: k64 = 64'he49b69c19ef14ad2; 7'd17:  k64 = 64'hefbe4786384f25e3;
      7'd18: k64 = 64'h0fc19dc68b8cd5b5; 7'd19:  k64 = 64'h240ca1cc77ac9c65;
      7'd20: k64 = 64'h2de92c6f592b0275; 7'd21:  k64 = 64'h4a7484aa6ea6e483;
      7'd22: k64 = 64'h5cb0a9dcbd41fbd4; 7'd23:  k64 = 64'h76f988da831153b5;
      7'd24: k64 = 64'h983e5152ee66dfab; 7'd25:  k64 = 64'ha831c66d2db43210;
      7'd26: k64 = 64'hb00327c898fb213f; 7'd27:  k64 = 64'hbf597fc7beef0ee4;
      7'd28: k64 = 64'hc6e00bf33da88fc2; 7'd29:  k64 = 64'hd5a79147930aa725;
      7'd30: k64 = 64'h06ca6351e003826f; 7'd31:  k64 = 64'h142929670a0e6e70;
      7'd32: k64 = 64'h27b70a8546d22ffc; 7'd33:  k64 = 64'h2e1b21385c26c926;
      7'd34: k64 = 64'h4d2c6dfc5ac42aed; 7'd35:  k64 = 64'h53380d139d95b3df;
      7'd36: k64 = 64'h650a73548baf63de; 7'd37:  k64 = 64'h766a0abb3c77b2a8;
      7'd38: k64 = 64'h81c2c92e47edaee6; 7'd39:  k64 = 64'h92722c851482353b;
      7'd40: k64 = 64'ha2bfe8a14cf10364; 7'd41:  k64 = 64'ha81a664bbc423001;
      7'd42: k64 = 64'hc24b8b70d0f89791; 7'd43:  k64 = 64'hc76c51a30654be30;
      7'd44: k64 = 64'hd192e819d6ef5218; 7'd45:  k64 = 64'hd69906245565a910;
      7'd46: k64 = 64'hf40e35855771202a; 7'd47:  k64 = 64'h106aa07032bbd1b8;
      7'd48: k64 = 64'h19a4c116b8d2d0c8; 7'd49:  k64 = 64'h1e376c085141ab53;
      7'd50: k64 = 64'h2748774cdf8eeb99; 7'd51:  k64 = 64'h34b0bcb5e19b48a8;
      7'd52: k64 = 64'h391c0cb3c5c95a63; 7'd53:  k64 = 64'h4ed8aa4ae3418acb;
      7'd54: k64 = 64'h5b9cca4f7763e373; 7'd55:  k64 = 64'h682e6ff3d6b2b8a3;
      7'd56: k64 = 64'h748f82ee5defb2fc; 7'd57:  k64 = 64'h78a5636f43172f60;
      7'd58: k64 = 64'h84c87814a1f0ab72; 7'd59:  k64 = 64'h8cc702081a6439ec;
      7'd60: k64 = 64'h90befffa23631e28; 7'd61:  k64 = 64'ha4506cebde82bde9;
      7'd62: k64 = 64'hbef9a3f7b2c67915; 7'd63:  k64 = 64'hc67178f2e372532b;
      7'd64: k64 = 64'hca273eceea26619c; 7'd65:  k64 = 64'hd186b8c721c0c207;
      7'd66: k64 = 64'heada7dd6cde0eb1e; 7'd67:  k64 = 64'hf57d4f7fee6ed178;
      7'd68: k64 = 64'h06f067aa72176fba; 7'd69:  k64 = 64'h0a637dc5a2c898a6;
      7'd70: k64 = 64'h113f9804bef90dae; 7'd71:  k64 = 64'h1b710b35131c471b;
      7'd72: k64 = 64'h28db77f523047d84; 7'd73:  k64 = 64'h32caab7b40c72493;
      7'd74: k64 = 64'h3c9ebe0a15c9bebc; 7'd75:  k64 = 64'h431d67c49c100d4c;
      7'd76: k64 = 64'h4cc5d4becb3e42b6; 7'd77:  k64 = 64'h597f299cfc657e2a;
      7'd78: k64 = 64'h5fcb6fab3ad6faec; default: k64 = 64'h6c44198c4a475817;
    endcase
  endfunction

  reg [SB-1:0]         v_q, v_d;     // a..h, a in the top word
  reg [BLOCK_BITS-1:0] w_q, w_d;     // schedule window, W[t] in the bottom word
  reg [TB-1:0]         t_q, t_d;
  reg                  busy_q, busy_d;

  // h + K[t] + W[t] of the round at t_q, summed one cycle ahead so that T1 starts from a
  // register and not from the constant table (a block RAM with a slow clock-to-out).
  reg [WB-1:0]         hkw_q, hkw_d;
  // K[t_q + 1] for that sum, and K[t_q + 2] straight from the table: the table's output
  // only feeds a register, so its clock-to-out does not add to an adder.
  reg [WB-1:0]         kn_q, kn_d;
  reg [WB-1:0]         k2_q;

  // Round constant for table index k_i, in the core's word width. The 64-round family has a
  // 6-bit counter and takes the top 32 bits of the first 64 entries; the low halves belong to
  // SHA-384/512 only (unused_* is the lint convention for bits left out on purpose).
  wire [TB-1:0] k_i;
  wire [WB-1:0] k_t;
  generate
    if (WB == 64) begin : g_k64
      assign k_t = k64(k_i);
    end else begin : g_k32
      wire [63:0] k_full = k64({1'b0, k_i});
      wire        unused_k_lo = ^k_full[31:0];
      assign k_t = k_full[63:32];
    end
  endgenerate
  // K[0] and K[1] are constants: the hand-over loads them without the table.
  localparam [63:0]   K0_FULL = k64(7'd0);
  localparam [63:0]   K1_FULL = k64(7'd1);
  localparam [WB-1:0] K0      = K0_FULL[63 -: WB];
  localparam [WB-1:0] K1      = K1_FULL[63 -: WB];
  localparam integer  T_TWO_I = 2, T_THREE_I = 3;
  localparam [TB-1:0] T_TWO   = T_TWO_I[TB-1:0];
  localparam [TB-1:0] T_THREE = T_THREE_I[TB-1:0];

  localparam SPLIT = (ROUND_CLOCKS == 2);
  // The second clock of a round (always, with one clock per round): the round's results
  // are written, t_q advances.
  reg ph_q, ph_d;
  wire round_end = SPLIT ? ph_q : 1'b1;
  // ROUND_CLOCKS = 2: the cycle after the start, which sums round 0's h + K[0] + W[0]
  reg pre_q, pre_d;
  // ROUND_CLOCKS = 2: copies of "this cycle ends a round", decided a cycle ahead, one per word
  // of the state (8) and of the schedule (16) and one for hkw_q, so that no single phase
  // flip-flop drives the selects of all 800 flip-flops (the ECP5 critical path it was)
  localparam integer NUPD = 8 + 16 + 1;
  wire [NUPD-1:0] upd_q;
  reg             upd_d;

  // While busy, round t reads K[t+3] into k2_q (two clocks per round: K[t+2], as kn_q then
  // takes it only at the round's end); while idle the table keeps K[2] ready for round 0.
  // Indices past the last round fall on entries that are read but never used.
  assign k_i = busy_q ? t_q + (SPLIT ? T_TWO : T_THREE) : T_TWO;

  assign busy_o = busy_q;
  assign last_o = busy_q & (t_q == T_LAST) & round_end;
  assign v_o    = v_q;

  wire start = start_i & ~busy_q;

  reg [WB-1:0] a, b, c, d, e, f, g, wn, s0, s1, w1, w14;
  reg [WB-1:0] bs0, bs1, ch, mj, t1s, t1c, es, ec, as, ac, as2, ac2;
  // ROUND_CLOCKS = 2: T1, T2 and the schedule's two partial sums of the round's first clock
  reg [WB-1:0] t1_q, t1_d, t2_q, t2_d, wa_q, wa_d, wb_q, wb_d;
  reg [SB-1:0] nv;
  reg [BLOCK_BITS-1:0] nw;
  reg [WB-1:0] nh;
  integer      j;

  always @* begin
    // h is not read here: it enters T1 through hkw_q (the feed-forward still adds it).
    {a, b, c, d, e, f, g} = v_q[SB-1:WB];
    bs1 = hf_rotr_w(e, BS1_A) ^ hf_rotr_w(e, BS1_B) ^ hf_rotr_w(e, BS1_C);
    ch  = (e & f) ^ (~e & g);
    bs0 = hf_rotr_w(a, BS0_A) ^ hf_rotr_w(a, BS0_B) ^ hf_rotr_w(a, BS0_C);
    mj  = (a & b) ^ (a & c) ^ (b & c);
    // T1 = hkw + Sigma1(e) + Ch(e,f,g), new e = d + T1, new a = T1 + Sigma0(a) + Maj(a,b,c):
    // the operands are reduced in carry-save form and each new word takes a single carry
    // chain, instead of the three chained adders of T1 + T2.
    {t1c, t1s} = hf_csa_w(hkw_q, bs1, ch);
    {ec, es}   = hf_csa_w(t1s, t1c, d);
    {ac2, as2} = hf_csa_w(t1s, t1c, bs0);
    {ac, as}   = hf_csa_w(as2, ac2, mj);
    // W[t+16] = sigma1(W[t+14]) + W[t+9] + sigma0(W[t+1]) + W[t]
    w1  = w_q[WB*1 +: WB];
    w14 = w_q[WB*14 +: WB];
    s0  = hf_rotr_w(w1, SS0_A) ^ hf_rotr_w(w1, SS0_B) ^ hf_shr_w(w1, SS0_S);
    s1  = hf_rotr_w(w14, SS1_A) ^ hf_rotr_w(w14, SS1_B) ^ hf_shr_w(w14, SS1_S);
    wn  = SPLIT ? wa_q + wb_q : s1 + w_q[WB*9 +: WB] + s0 + w_q[0 +: WB];
    t1_d = hkw_q + bs1 + ch;
    t2_d = bs0 + mj;
    wa_d = s1 + w_q[WB*9 +: WB];
    wb_d = s0 + w_q[0 +: WB];

    v_d = v_q; w_d = w_q; t_d = t_q; busy_d = busy_q;
    hkw_d = hkw_q;
    ph_d  = 1'b0;
    pre_d = 1'b0;
    // Idle, and so in the hand-over cycle, K[1] for round 0; then the table's next entry,
    // taken at each round's end.
    kn_d  = busy_q ? (round_end ? k2_q : kn_q) : K1;
    if (start) begin
      v_d = h_i;
      w_d = blk_i;
      // Round 0: h is the chaining value's last word, W[0] the block's first word (two
      // clocks per round: summed in the next cycle, from v_q and w_q).
      if (!SPLIT) hkw_d = h_i[0 +: WB] + K0 + blk_i[0 +: WB];
      pre_d  = SPLIT;
      t_d    = {TB{1'b0}};
      busy_d = 1'b1;
    end
    // the round's results; round t+1's h is this round's g, its W the window's second word
    nv = SPLIT ? {t1_q + t2_q, a, b, c, d + t1_q, e, f, g} : {as + ac, a, b, c, es + ec, e, f, g};
    nw = {wn, w_q[BLOCK_BITS-1:WB]};
    nh = g + kn_q + w_q[WB*1 +: WB];
    if (busy_q && pre_q) begin
      hkw_d = v_q[0 +: WB] + K0 + w_q[0 +: WB];
    end else if (busy_q) begin
      ph_d = ~ph_q;
      if (round_end) begin
        if (!SPLIT) begin
          v_d   = nv;
          w_d   = nw;
          hkw_d = nh;
        end
        t_d = t_q + T_ONE;
        if (t_q == T_LAST) busy_d = 1'b0;
      end
    end
    // two clocks per round: each word written by its own copy (upd_q is set only in a
    // round's second clock, so never with start or pre_q)
    if (SPLIT) begin
      for (j = 0; j < 8; j = j + 1)
        if (upd_q[j]) v_d[WB*j +: WB] = nv[WB*j +: WB];
      for (j = 0; j < 16; j = j + 1)
        if (upd_q[8 + j]) w_d[WB*j +: WB] = nw[WB*j +: WB];
      if (upd_q[24]) hkw_d = nh;
    end
    upd_d = SPLIT & busy_d & ph_d;
  end

  generate
    if (SPLIT) begin : g_upd
      reg [NUPD-1:0] c_q;
      // keep on the always block, which puts it on the flip-flops (on the reg it does not
      // stop Yosys from merging the equal copies into one)
      (* keep *)
      always @(posedge clk) begin
        if (!rst_n) c_q <= {NUPD{1'b0}};
        else        c_q <= {NUPD{upd_d}};
      end
      assign upd_q = c_q;
    end else begin : g_no_upd
      assign upd_q = {NUPD{1'b0}};
      wire unused_upd = upd_d;
    end
  endgenerate

  always @(posedge clk) begin
    if (!rst_n) begin
      t_q    <= {TB{1'b0}};
      busy_q <= 1'b0;
      ph_q   <= 1'b0;
      pre_q  <= 1'b0;
    end else begin
      t_q    <= t_d;
      busy_q <= busy_d;
      ph_q   <= ph_d;
      pre_q  <= pre_d;
    end
  end

  // Working variables and schedule window: no reset, every block loads them at start_i.
  always @(posedge clk) begin
    v_q   <= v_d;
    w_q   <= w_d;
    hkw_q <= hkw_d;
    kn_q  <= kn_d;
    k2_q  <= k_t;
    t1_q  <= t1_d;
    t2_q  <= t2_d;
    wa_q  <= wa_d;
    wb_q  <= wb_d;
  end
endmodule

`default_nettype wire
