// hf_groestl: Groestl-224 / -256 / -384 / -512, final version (round-3 tweak, FINAL = 1) and
// Groestl-0 (round 2, FINAL = 0), padding and the output transformation in hardware; the
// stream interface of docs/hardware.md (bus width W = 32 or 64). DIGEST_BITS 224 / 256: a
// 512-bit state, 10 rounds; 384 / 512: a 1024-bit state, 14 rounds.
//
// Architecture (seed paper 002, Sec. 3.6 and Fig. 7): P and Q side by side, one round of each
// per clock. A block's round 0 runs in its hand-over cycle (P on h ^ m, Q on m), rounds
// 1..R-1 follow from the P and Q registers, and the last round's cycle also feeds forward,
// h <- h ^ P ^ Q, so the next block is handed over in the following cycle: R cycles per
// block (10 / 14), and a long message is load-bound on a 32-bit bus (B / W = 16 / 32).
// After the last block the output transformation runs on the P datapath: P(h) in R more
// cycles, its round 0 taking h through the hand-over path with the block gated off; the
// last one XORs h, truncates and loads the serializer, and h returns to the IV, so the next
// message's first block can be handed over in the cycle after.
//
// Architecture `folded` (FOLD = 8): the same schedule with a round in FOLD cycles, P and Q
// each computing COLS / FOLD columns per clock (1 / 2: 16 / 32 S-boxes in all instead of
// 128 / 256). A round's input stays in a register that rotates by those columns every cycle,
// so each cycle's bytes come from fixed places (ShiftBytes as wiring, no multiplexer over
// the state); the finished columns shift into a second register, and the round's last cycle
// hands the whole new state to the first. The hand-over cycle is round 0's first, and the
// feed-forward (or P(h)'s digest) comes with the last round's last cycle: FOLD R cycles per
// block (80 / 112), FOLD F for the last block with the output transformation.
`default_nettype none

module hf_groestl #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer FINAL       = 1,      // 1: round-3 tweak; 0: Groestl-0 (round 2)
  parameter integer FOLD        = 1       // cycles per round: 1 (round) or 8 (folded)
) (
  input  wire         clk,
  input  wire         rst_n,
  input  wire         s_valid,
  output wire         s_ready,
  input  wire [W-1:0] s_data,
  input  wire         s_last,
  input  wire [6:0]   s_bits,
  output wire         m_valid,
  input  wire         m_ready,
  output wire [W-1:0] m_data,
  output wire         m_last
);
  localparam         BIG    = (DIGEST_BITS > 256);
  localparam integer COLS   = BIG ? 16 : 8;
  localparam integer SW     = 64 * COLS;            // state bits = block bits
  localparam integer ROUNDS = BIG ? 14 : 10;
  localparam integer LAST_I = ROUNDS - 1;
  localparam [3:0]   LAST   = LAST_I[3:0];
  localparam integer NC     = COLS / FOLD;          // columns of P and of Q per clock
  localparam integer CYC_I  = FOLD - 1;
  localparam [2:0]   CYC    = CYC_I[2:0];           // a round's last cycle
  localparam integer NC_I   = NC;
  localparam [3:0]   NC4    = NC_I[3:0];
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];
  // IV: the digest length as a big-endian number in the state's last two bytes
  localparam [15:0]  DL = DIGEST_BITS[15:0];
  localparam [SW-1:0] IV = {DL[7:0], DL[15:8], {(SW-16){1'b0}}};

  // ---- padding unit: M, 1, zeros, the number of blocks after padding (64 bits big-endian)
  // ending the block; the block count is the padder's, so no counter is needed here
`include "hf_pad_modes.vh"
  wire          blk_valid, blk_last, blk_ready;
  wire [SW-1:0] blk_data;
  /* verilator lint_off UNUSEDSIGNAL */
  wire          blk_first;
  wire [15:0]   blk_nbits;
  wire [63:0]   blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(SW), .PAD_MODE(HF_PAD_GROESTL)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  reg [SW-1:0] h_q, h_d;         // chaining value
  reg [3:0]    rnd_q, rnd_d;     // the round of this cycle (0: hand-over or start of P(h))
  reg [2:0]    cyc_q, cyc_d;     // the cycle of the round (folded; always 0 in round)
  reg          busy_q, busy_d;   // a permutation continues from p_q / q_q
  reg          fin_q, fin_d;     // the block being compressed is the message's last
  reg          omg_q, omg_d;     // the output transformation P(h) is due or running
  // blk_ready as a register, computed from the next state: it gates the padder's buffer, so
  // it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;
  assign blk_ready = rdy_q;

  wire take = blk_valid & blk_ready;

  // ---- a round of P and of Q (folded: its cycle's columns); round 0 from the hand-over
  // path (the select is busy_q, a register, not the handshake); P(h) starts there too, with
  // the block gated off ----
  wire [SW-1:0] p_ho = h_q ^ (blk_data & {SW{~omg_q}});
  wire [SW-1:0] p_out, q_out;    // the state after the round (folded: in its last cycle)
  wire          step;            // the datapath's registers take this cycle's result
  wire          rnd_end = cyc_q == CYC;
  generate
    if (FOLD == 1) begin : g_round
      reg  [SW-1:0] p_q, q_q;    // P's and Q's state between rounds
      wire [SW-1:0] p_in = busy_q ? p_q : p_ho;
      wire [SW-1:0] q_in = busy_q ? q_q : blk_data;
      hf_groestl_round #(.COLS(COLS), .Q(0), .FINAL(FINAL)) u_p (
        .x_i(p_in), .rnd_i(rnd_q), .col_i(4'd0), .x_o(p_out));
      hf_groestl_round #(.COLS(COLS), .Q(1), .FINAL(FINAL)) u_q (
        .x_i(q_in), .rnd_i(rnd_q), .col_i(4'd0), .x_o(q_out));
      // P's and Q's registers hold nothing between permutations: no reset
      always @(posedge clk) begin
        if (step) begin
          p_q <= p_out;
          q_q <= q_out;
        end
      end
    end else begin : g_fold
      localparam integer CW = 64 * NC;            // the columns of one cycle
      // a round's input, rotated left by CW bits a cycle: x's column j is the state's
      // column cyc * NC + j; and the round's finished columns, the newest at the top
      reg  [SW-1:0]    px_q, qx_q;
      reg  [SW-CW-1:0] py_q, qy_q;
      wire [SW-1:0]    p_in = busy_q ? px_q : p_ho;
      wire [SW-1:0]    q_in = busy_q ? qx_q : blk_data;
      wire [CW-1:0]    p_col, q_col;
      wire [3:0]       col = {1'b0, cyc_q} * NC4;
      hf_groestl_round #(.COLS(COLS), .Q(0), .FINAL(FINAL), .NC(NC)) u_p (
        .x_i(p_in), .rnd_i(rnd_q), .col_i(col), .x_o(p_col));
      hf_groestl_round #(.COLS(COLS), .Q(1), .FINAL(FINAL), .NC(NC)) u_q (
        .x_i(q_in), .rnd_i(rnd_q), .col_i(col), .x_o(q_col));
      assign p_out = {p_col, py_q};
      assign q_out = {q_col, qy_q};
      // no reset: a round's registers are written before they are read
      always @(posedge clk) begin
        if (step) begin
          px_q <= rnd_end ? p_out : {p_in[CW-1:0], p_in[SW-1:CW]};
          qx_q <= rnd_end ? q_out : {q_in[CW-1:0], q_in[SW-1:CW]};
          py_q <= p_out[SW-1:CW];
          qy_q <= q_out[SW-1:CW];
        end
      end
    end
  endgenerate

  // the output transformation's last round: P(h) ^ h, its last DIGEST_BITS bits (byte order
  // as the state's, which is the digest's)
  wire [DIGEST_BITS-1:0] omega = p_out[SW-1 -: DIGEST_BITS] ^ h_q[SW-1 -: DIGEST_BITS];
  wire ser_ready, ser_ready_nx;
  wire last_c = (rnd_q == LAST) & rnd_end;
  wire ser_ld = busy_q & omg_q & last_c & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(omega), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: the last round of P(h) waits for ser_ready itself)
  wire unused_ser = ser_ready_nx;

  // a round runs on a hand-over, at the start of P(h) and while busy; the registers take it in
  // every round but a permutation's last
  wire run  = take | omg_q | busy_q;
  assign step = run & ~last_c;

  always @* begin
    h_d = h_q; rnd_d = rnd_q; cyc_d = cyc_q; busy_d = busy_q; fin_d = fin_q; omg_d = omg_q;
    if (step) begin
      cyc_d  = rnd_end ? 3'd0 : cyc_q + 3'd1;
      rnd_d  = rnd_end ? rnd_q + 4'd1 : rnd_q;
      busy_d = 1'b1;
      if (take) fin_d = blk_last;
    end else if (busy_q && !omg_q) begin
      // the compression's last round: feed-forward; after the last block, P(h) is next
      h_d    = h_q ^ p_out ^ q_out;
      rnd_d  = 4'd0;
      cyc_d  = 3'd0;
      busy_d = 1'b0;
      omg_d  = fin_q;
    end else if (busy_q && ser_ready) begin
      // P(h)'s last round: the digest leaves, the IV returns
      h_d    = IV;
      rnd_d  = 4'd0;
      cyc_d  = 3'd0;
      busy_d = 1'b0;
      omg_d  = 1'b0;
    end
    rdy_d = ~busy_d & ~omg_d;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      h_q    <= IV;
      rnd_q  <= 4'd0;
      cyc_q  <= 3'd0;
      busy_q <= 1'b0;
      fin_q  <= 1'b0;
      omg_q  <= 1'b0;
      rdy_q  <= 1'b1;
    end else begin
      h_q    <= h_d;
      rnd_q  <= rnd_d;
      cyc_q  <= cyc_d;
      busy_q <= busy_d;
      fin_q  <= fin_d;
      omg_q  <= omg_d;
      rdy_q  <= rdy_d;
    end
  end

endmodule

`default_nettype wire
