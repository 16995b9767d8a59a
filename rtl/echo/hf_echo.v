// hf_echo: ECHO-224 / -256 / -384 / -512 (SHA-3 round 2, salt zero), padding and BIG.FINAL in
// hardware; the stream interface of docs/hardware.md (bus width W = 32 or 64).
// DIGEST_BITS 224 / 256: a 512-bit chaining value, 1536-bit blocks, 8 rounds; 384 / 512: a
// 1024-bit chaining value, 1024-bit blocks, 10 rounds.
//
// Architecture `round` (UNITS = 16; seed paper 002, Sec. 3.4 and Fig. 6): one BIG.ROUND per
// clock (hf_echo_round: 16 AES pairs in parallel). A block's round 0 runs in its hand-over
// cycle on the chaining value and the block, with the HAIFA counter as its first subkey;
// rounds 1..R-1 follow from the state register, the counter register stepping by 16 words a
// round. The last round's cycle also does BIG.FINAL, so the next block is handed over in the
// following cycle: R cycles per block (8 / 10), and the core is load-bound on a 32-bit bus
// (B / W = 48 / 32).
//
// Architecture `folded` (UNITS = 4 or 8): hf_echo_fold, UNITS AES pairs in two pipeline
// stages, a BIG.ROUND in C = 16 / UNITS + 1 cycles (rtl/echo/CYCLES.md). The schedule is the
// same with C cycles per round: the hand-over cycle is round 0's first, its last does
// BIG.FINAL, R C cycles per block. 512 S-boxes do not fit an ECP5-85; the bus leaves the
// time (48 / 32 beats per block at W=32 against R C = 40 / 50 at UNITS = 4).
//
// BIG.FINAL folds the input and the output state onto the chaining value (v = XOR of the
// input's and the output's CV-sized chunks). The register that holds v takes the fold of the
// input in the hand-over cycle (v ^ the block's chunks), so the block need not be kept; the
// last round XORs in the fold of its output. After the message's last block that result is
// the digest: it goes straight into the serializer, and v returns to the IV.
`default_nettype none

module hf_echo #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer UNITS       = 16     // AES pairs: 16 (round), 8 or 4 (folded)
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
  localparam integer CV     = BIG ? 1024 : 512;     // chaining value bits
  localparam integer BLOCK  = 2048 - CV;
  localparam integer ROUNDS = BIG ? 10 : 8;
  localparam integer LAST_I = ROUNDS - 1;
  localparam [3:0]   LAST   = LAST_I[3:0];
  localparam         FOLD   = (UNITS < 16);
  // a round's last cycle (C - 1): folded adds a cycle for its pipeline register
  localparam integer CYC_I  = 16 / UNITS - 1 + (FOLD ? 1 : 0);
  localparam [2:0]   CYC    = CYC_I[2:0];
  localparam [0:0]   C1     = (CYC_I == 0);     // a round per cycle
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];
  // IV: every 128-bit chaining word is the digest length, little-endian
  localparam [127:0] DL = {112'd0, DIGEST_BITS[15:0]};
  localparam [CV-1:0] IV = {(CV / 128){DL}};

  // ---- padding unit: M, 1, zeros, the digest size (16 bits) and the message length (128
  // bits), little-endian, ending the block ----
`include "hf_pad_modes.vh"
  wire             blk_valid, blk_last, blk_ready;
  wire [BLOCK-1:0] blk_data;
  /* verilator lint_off UNUSEDSIGNAL */
  wire             blk_first;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [15:0]      blk_nbits;
  wire [63:0]      blk_total;
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK), .PAD_MODE(HF_PAD_ECHO), .DIGEST_BITS(DIGEST_BITS)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );
  // HAIFA counter of the block: the message bits so far, 0 for a block of padding only
  wire        cnt_nz = (blk_nbits != 16'd0);
  wire [63:0] cnt    = blk_total & {64{cnt_nz}};

  // ---- control ----
  reg [CV-1:0] v_q, v_d;         // chaining value; during a compression the fold of the input
  reg [3:0]    rnd_q, rnd_d;     // the round of this cycle (0: hand-over)
  reg [2:0]    cyc_q, cyc_d;     // the cycle of the round (folded; 0 in round)
  reg          busy_q, busy_d;   // the rounds continue from s_q
  reg          fin_q, fin_d;     // the block being compressed is the message's last
  // blk_ready as a register, computed from the next state: it gates the padder's buffer, so
  // it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;
  assign blk_ready = rdy_q;

  wire take = blk_valid & blk_ready;

  // ---- BIG.ROUND, round 0 from the hand-over path (selected by busy_q, a register) ----
  wire [2047:0] r_out;           // the state after this cycle (folded: its columns so far)
  wire          step;            // the datapath's registers take this cycle's result
  generate
    if (FOLD) begin : g_fold
      // bits 127:4 of the counter plus one, for the keys whose low four bits carry: the
      // incrementer reads blk_total itself, beside the mask, not behind it
      wire [60:0] cnt_inc = cnt_nz ? {1'b0, blk_total[63:4]} + 61'd1 : 61'd1;
      hf_echo_fold #(.UNITS(UNITS)) u_fold (
        .clk(clk), .busy_i(busy_q), .we_i(step), .cyc_i(cyc_q), .cyc_nx_i(cyc_d),
        .rnd_nx_i(rnd_d[1:0]),
        .ho_i({blk_data, v_q}), .cnt_i(cnt), .cnt_inc_i(cnt_inc), .state_o(r_out)
      );
    end else begin : g_round
      reg  [2047:0] s_q;         // the state between rounds
      reg  [127:0]  k_q;         // the counter of the next round's word 0
      wire [2047:0] r_in = busy_q ? s_q : {blk_data, v_q};
      wire [127:0]  k_in = busy_q ? k_q : {64'd0, cnt};
      wire [127:0]  k_out;
      hf_echo_round u_round (.state_i(r_in), .ctr_i(k_in), .state_o(r_out), .ctr_o(k_out));
      // the state and counter hold nothing between compressions: no reset
      always @(posedge clk) begin
        if (step) begin
          s_q <= r_out;
          k_q <= k_out;
        end
      end
    end
  endgenerate

  // ---- BIG.FINAL: fold the state onto CV bits ----
  function [CV-1:0] fold_state;
    input [2047:0] x;
    integer n;
    begin
      fold_state = {CV{1'b0}};
      for (n = 0; n < 2048 / CV; n = n + 1)
        fold_state = fold_state ^ x[CV*n +: CV];
    end
  endfunction
  function [CV-1:0] fold_block;
    input [BLOCK-1:0] x;
    integer n;
    begin
      fold_block = {CV{1'b0}};
      for (n = 0; n < BLOCK / CV; n = n + 1)
        fold_block = fold_block ^ x[CV*n +: CV];
    end
  endfunction
  wire [CV-1:0] v_fin = v_q ^ fold_state(r_out);

  wire rnd_end = (cyc_q == CYC);
  wire last_c  = busy_q & (rnd_q == LAST) & rnd_end;
  wire ser_ready, ser_ready_nx;
  wire ser_ld = last_c & fin_q & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(v_fin[DIGEST_BITS-1:0]), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: the last round waits for ser_ready itself)
  wire unused_ser = ser_ready_nx;

  // the state and counter registers take every cycle but a compression's last
  assign step = take | (busy_q & ~last_c);

  always @* begin
    v_d = v_q; rnd_d = rnd_q; cyc_d = cyc_q; busy_d = busy_q; fin_d = fin_q;
    if (take) begin
      v_d    = v_q ^ fold_block(blk_data);
      rnd_d  = {3'd0, C1};
      cyc_d  = {2'b00, ~C1};
      busy_d = 1'b1;
      fin_d  = blk_last;
    end else if (busy_q && !last_c) begin
      rnd_d  = rnd_end ? rnd_q + 4'd1 : rnd_q;
      cyc_d  = rnd_end ? 3'd0 : cyc_q + 3'd1;
    end else if (last_c && (!fin_q || ser_ready)) begin
      // BIG.FINAL; after the last block the digest leaves and the IV returns
      v_d    = fin_q ? IV : v_fin;
      rnd_d  = 4'd0;
      cyc_d  = 3'd0;
      busy_d = 1'b0;
    end
    rdy_d = ~busy_d;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      v_q    <= IV;
      rnd_q  <= 4'd0;
      cyc_q  <= 3'd0;
      busy_q <= 1'b0;
      fin_q  <= 1'b0;
      rdy_q  <= 1'b1;
    end else begin
      v_q    <= v_d;
      rnd_q  <= rnd_d;
      cyc_q  <= cyc_d;
      busy_q <= busy_d;
      fin_q  <= fin_d;
      rdy_q  <= rdy_d;
    end
  end
endmodule

`default_nettype wire
