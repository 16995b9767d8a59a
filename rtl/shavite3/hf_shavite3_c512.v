// hf_shavite3_c512: SHAvite-3's C_512 compression (384 / 512, round-2 specification) with its
// message expansion and chaining value, two AES rounds per clock: 56 cycles per 1024-bit block.
//
// C_512 is 14 rounds (A, B, C, D) -> (D, A ^ F(B), B, C ^ F(D)) over 128-bit quarters, each F
// four keyless AES rounds each preceded by a key XOR: 112 AES rounds per block, two per clock
// (F1 on B and F2 on D, one hf_aes_round each). The two chains only meet two rounds later:
// with B_r and D_r the quarters entering round r, B_{r+1} = D_{r-1} ^ F(B_r) and D_{r+1} =
// B_{r-1} ^ F(D_r). So F2 runs two cycles behind F1 (F1's AES round d of round r at cycle
// 4r + d, F2's at 4r + d + 2), which lets the expansion produce the key groups in order, two
// per clock (groups 2t + 8 and 2t + 9 at cycle t, on two more hf_aes_round), with F1 reading
// group 8r + d and F2 group 8r + 4 + d from a short window: an 11-group window (3 groups
// already produced, the 8 the expansion reads), F2's group taken two cycles early into a
// two-stage delay line so that the window is free for the next block while F2 finishes.
// The next block is handed over at cycle 56 while F2 ends the last round: the feed-forward of
// A, B, C is written at cycle 55 and that of D at F2's last AES round, which also hands D_0
// of the next block to F2 (chaining within the pipeline). A message's last block is followed
// no earlier than the cycle that loads its digest.
`default_nettype none

module hf_shavite3_c512 #(
  parameter integer DIGEST_BITS = 512
) (
  input  wire          clk,
  input  wire          rst_n,
  input  wire          blk_valid,
  output wire          blk_ready,
  input  wire [1023:0] blk_data,
  input  wire          blk_last,
  input  wire          blk_first,
  input  wire [63:0]   ctr_i,       // HAIFA counter of the offered block
  output wire          dig_valid,
  input  wire          dig_ready,
  input  wire          dig_ready_nx,  // dig_ready of the next cycle
  output wire [511:0]  h_o
);
  localparam [5:0] LAST = 6'd55;   // F1's cycles per block - 1

  // specification IVs (c/shavite3.c), word 0 in the low bits
  localparam [511:0] IV384 =
    {32'hEC2E20D3, 32'h0155C99C, 32'h04363E22, 32'h487B3F0F, 32'h3C0F8D7C, 32'h226E607D,
     32'h2B9132BF, 32'hB0A4D7AF, 32'h97908147, 32'h950529A2, 32'h4F53FCD7, 32'hDA6CD269,
     32'h11FE1F47, 32'hF4803CB0, 32'hF9AAEC13, 32'h83DF1545};
  localparam [511:0] IV512 =
    {32'h022A4B9A, 32'hB9357178, 32'h502D9FCD, 32'hE275EADE, 32'hDD577E47, 32'hBDE86578,
     32'h681AB538, 32'h8E45D73D, 32'hDF07FBFC, 32'hB29F5CD1, 32'h430AE307, 32'hD1901A06,
     32'h40D55AEC, 32'h128A077B, 32'h79CA4727, 32'h72FCCDD8};
  localparam [511:0] IV = (DIGEST_BITS == 384) ? IV384 : IV512;

  reg [511:0]  h_q, h_d;
  // B_r, B_{r-1}, B_{r-2} as F1 moves on (b_cur is B_{r+1} from F1's last AES round of round r)
  reg [127:0]  b_cur_q, b_cur_d, b_prev_q, b_prev_d, b_pp_q, b_pp_d;
  reg [127:0]  d_cur_q, d_cur_d, d_prev_q, d_prev_d;   // D_r, D_{r-1}
  reg [127:0]  x1_q, x1_d, x2_q, x2_d;                 // F1's and F2's running values
  reg [1407:0] win_q, win_d;    // key groups 2t-3 .. 2t+7 at cycle t (group 2t-3 in the low bits)
  reg [127:0]  k2a_q, k2b_q;    // F2's key group, two cycles ahead / one
  reg [1:0]    f2a_q, f2b_q;    // F2 active, and its last round, for the same two stages
  reg [1:0]    p2a_q, p2b_q;    // F2's AES round within F
  reg [63:0]   ctr_q, ctr_d;
  reg [5:0]    t_q, t_d;        // F1 cycle (0 while idle: the hand-over is cycle 0)
  reg          busy_q, busy_d;  // F1 cycles 1..55
  reg          fpend_q, fpend_d;  // a message's last block is in flight: hold the next one
  reg          arm_q, arm_d;    // F2's last round ends that block (latched before a new take)
  reg          fin_q, fin_d;    // digest ready for the serializer
  reg          rdy_q, rdy_d;

  wire take = blk_valid & rdy_q;
  assign blk_ready = rdy_q;
  assign dig_valid = fin_q;
  assign h_o       = h_q;

  wire [511:0]  cv  = blk_first ? IV : h_q;
  // while idle the datapath reads the block: the hand-over cycle is F1's cycle 0
  wire [1407:0] win = busy_q ? win_q : {blk_data, 384'd0};
  wire [63:0]   ctr = busy_q ? ctr_q : ctr_i;
  wire [1:0]    ph  = t_q[1:0];
  wire          last_round = (t_q[5:2] == 4'd13);

  function [127:0] grp;           // group i of the window
    input [1407:0] v;
    input integer  i;
    grp = v[128*i +: 128];
  endfunction
  function [31:0] wd;             // word i of a group
    input [127:0] g;
    input integer i;
    wd = g[32*i +: 32];
  endfunction

  // ---- F1: group 8r + d is window group 3 - d ----
  reg [127:0] k1;
  always @* begin
    case (ph)
      2'd0:    k1 = grp(win, 3);
      2'd1:    k1 = grp(win, 2);
      2'd2:    k1 = grp(win, 1);
      default: k1 = grp(win, 0);
    endcase
  end
  wire [127:0] src1 = !busy_q ? cv[255:128] : (ph == 2'd0) ? b_cur_q : x1_q;
  wire [127:0] y1;
  hf_aes_round u_f1 (.state_i(src1 ^ k1), .rk_i((ph == 2'd3) ? d_prev_q : 128'd0), .state_o(y1));

  // ---- F2: its key taken two cycles early (group 8r + 4 + d is window group 7 - d) ----
  reg [127:0] k2n;
  always @* begin
    case (ph)
      2'd0:    k2n = grp(win, 7);
      2'd1:    k2n = grp(win, 6);
      2'd2:    k2n = grp(win, 5);
      default: k2n = grp(win, 4);
    endcase
  end
  wire [127:0] src2 = (p2b_q == 2'd0) ? d_cur_q : x2_q;
  wire [127:0] y2;
  hf_aes_round u_f2 (.state_i(src2 ^ k2b_q), .rk_i((p2b_q == 2'd3) ? b_pp_q : 128'd0),
                     .state_o(y2));

  // ---- expansion: groups g = 2t + 8 and g + 1 from the last eight (window groups 3..10) ----
  // nonlinear when g / 8 is odd (t[2] == 0): AES(group g-8 rotated by a word) ^ group g-1;
  // linear: group g-8 ^ (words 1..3 of group g-2, word 0 of group g-1)
  wire [127:0] ga = grp(win, 3), gb = grp(win, 4), gp2 = grp(win, 9), gp1 = grp(win, 10);
  wire [127:0] nla, nlb;
  reg  [127:0] ea, eb;
  hf_aes_round u_exp_a (.state_i({wd(ga, 0), wd(ga, 3), wd(ga, 2), wd(ga, 1)}), .rk_i(gp1),
                        .state_o(nla));
  hf_aes_round u_exp_b (.state_i({wd(gb, 0), wd(gb, 3), wd(gb, 2), wd(gb, 1)}), .rk_i(ea),
                        .state_o(nlb));
  always @* begin
    // the counter's upper 64 bits (words 2, 3) are zero: messages below 2^64 bits
    ea = !t_q[2] ? nla : ga ^ {wd(gp1, 0), wd(gp2, 3), wd(gp2, 2), wd(gp2, 1)};
    if (t_q == 6'd0)      // expanded words 32..35: c0, c1, c2, ~c3
      ea = ea ^ {32'hffffffff, 32'd0, ctr[63:32], ctr[31:0]};
    if (t_q == 6'd51)     // words 440..443: c1, c0, c3, ~c2
      ea = ea ^ {32'hffffffff, 32'd0, ctr[31:0], ctr[63:32]};
    eb = !t_q[2] ? nlb : gb ^ {wd(ea, 0), wd(gp1, 3), wd(gp1, 2), wd(gp1, 1)};
    if (t_q == 6'd16)     // words 164..167: c3, c2, c1, ~c0
      eb = eb ^ {~ctr[31:0], ctr[63:32], 32'd0, 32'd0};
    if (t_q == 6'd35)     // words 316..319: c2, c3, c0, ~c1
      eb = eb ^ {~ctr[63:32], ctr[31:0], 32'd0, 32'd0};
  end

  wire f1_on  = take | busy_q;
  wire f1_end = busy_q & (ph == 2'd3);
  wire f2_end = f2b_q[0] & (p2b_q == 2'd3);
  wire ser_ld = fin_q & dig_ready;

  always @* begin
    h_d = h_q; b_cur_d = b_cur_q; b_prev_d = b_prev_q; b_pp_d = b_pp_q;
    d_cur_d = d_cur_q; d_prev_d = d_prev_q; x1_d = x1_q; x2_d = x2_q; ctr_d = ctr_q;
    t_d = t_q; busy_d = busy_q; fpend_d = fpend_q; fin_d = fin_q; arm_d = arm_q;
    win_d = {eb, ea, win[1407:256]};
    if (ser_ld) begin
      fin_d   = 1'b0;
      fpend_d = 1'b0;
    end
    // F1
    if (ph != 2'd3)
      x1_d = y1;
    if (take) begin
      h_d      = cv;
      b_cur_d  = cv[255:128];
      b_prev_d = cv[383:256];      // C_0 = B_{-1}
      d_prev_d = cv[127:0];        // A_0 = D_{-1}
      d_cur_d  = cv[511:384];      // D_0 (from F2's last AES round of the previous block)
      ctr_d    = ctr_i;
      t_d      = 6'd1;
      busy_d   = 1'b1;
      fpend_d  = blk_last;
    end
    if (f1_end) begin
      b_cur_d  = y1;
      b_prev_d = b_cur_q;
      b_pp_d   = b_prev_q;
      if (last_round) begin        // A_14 = D_13, B_14, C_14 = B_13 fed forward
        h_d[127:0]   = h_q[127:0]   ^ d_cur_q;
        h_d[255:128] = h_q[255:128] ^ y1;
        h_d[383:256] = h_q[383:256] ^ b_cur_q;
        arm_d        = fpend_q;
      end
    end
    if (busy_q) begin
      t_d = t_q + 6'd1;
      if (t_q == LAST) begin
        t_d    = 6'd0;
        busy_d = 1'b0;
      end
    end
    // F2
    if (p2b_q != 2'd3)
      x2_d = y2;
    if (f2_end) begin
      if (f2b_q[1]) begin          // D_14 fed forward; it is also the next block's D_0
        h_d[511:384] = h_q[511:384] ^ y2;
        d_cur_d      = h_q[511:384] ^ y2;
        fin_d        = arm_q;
      end else begin
        d_cur_d  = y2;
        d_prev_d = d_cur_q;
      end
    end
    // the next message's first block may share the digest-load cycle (it reads the IV)
    rdy_d = ~busy_d & (~fpend_d | (fin_d & dig_ready_nx));
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      t_q     <= 6'd0;
      busy_q  <= 1'b0;
      fpend_q <= 1'b0;
      fin_q   <= 1'b0;
      arm_q   <= 1'b0;
      rdy_q   <= 1'b1;
      f2a_q   <= 2'd0;
      f2b_q   <= 2'd0;
    end else begin
      t_q     <= t_d;
      busy_q  <= busy_d;
      fpend_q <= fpend_d;
      fin_q   <= fin_d;
      arm_q   <= arm_d;
      rdy_q   <= rdy_d;
      f2a_q   <= {last_round, f1_on};
      f2b_q   <= f2a_q;
    end
  end

  // datapath: no reset, every block loads it at hand-over
  always @(posedge clk) begin
    h_q      <= h_d;
    b_cur_q  <= b_cur_d;
    b_prev_q <= b_prev_d;
    b_pp_q   <= b_pp_d;
    d_cur_q  <= d_cur_d;
    d_prev_q <= d_prev_d;
    x1_q     <= x1_d;
    x2_q     <= x2_d;
    win_q    <= win_d;
    ctr_q    <= ctr_d;
    k2a_q    <= k2n;
    k2b_q    <= k2a_q;
    p2a_q    <= ph;
    p2b_q    <= p2a_q;
  end
endmodule

`default_nettype wire
