// hf_esch: Esch256 and Esch384 (SPARKLE, NIST LWC final round), one SPARKLE step per clock,
// padding in hardware; the stream interface of docs/hardware.md (bus width W = 32 or 64).
// DIGEST_BITS 256 selects Esch256 (SPARKLE-384: 6 branches, 7 slim / 11 big steps), 384
// Esch384 (SPARKLE-512: 8 branches, 8 slim / 12 big steps); both absorb and squeeze 128 bits.
// The twin of c/esch.c.
//
// Schedule (CYCLES.md): a block is injected in its hand-over cycle (the Feistel-type
// injection M3 into the left half, plus const_M0 / const_M1 on the last block), then the
// steps of its permutation follow, one per clock: slim after an inner block, big after the
// last. The injection has a cycle of its own so that the step alone sets the clock: a long
// message takes SLIM + 1 cycles per block, while hf_pad loads the next block.
// After the last block's big permutation the rate (words 0..3) is squeezed in 128-bit chunks:
// a chunk is loaded into the serializer from the state register, and the slim permutation
// for the next chunk starts in that same cycle, so it runs while the chunk goes out. The load
// of the last chunk clears the state; the next message's first block is taken in the
// following cycle, so no clear multiplexer sits in front of the injection.
`default_nettype none

module hf_esch #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256
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
  localparam        E384  = (DIGEST_BITS > 256);
  localparam integer NB    = E384 ? 8 : 6;      // SPARKLE branches
  localparam integer SB    = 64 * NB;           // state bits
  localparam integer SLIM  = E384 ? 8 : 7;      // steps after an inner block and between chunks
  localparam integer BIG   = E384 ? 12 : 11;    // steps after the last block
  localparam integer RATE  = 128;
  localparam integer NCH   = DIGEST_BITS / RATE;    // output chunks: 2 / 3
  localparam integer CB_I  = RATE / W;
  localparam integer SLIM_LAST_I = SLIM - 1, BIG_LAST_I = BIG - 1, NCH_LAST_I = NCH - 1;
  localparam [7:0]   CBEATS    = CB_I[7:0];
  localparam [3:0]   SLIM_LAST = SLIM_LAST_I[3:0];
  localparam [3:0]   BIG_LAST  = BIG_LAST_I[3:0];
  localparam [1:0]   NCH_LAST  = NCH_LAST_I[1:0];
  localparam [15:0]  RATE_16   = RATE[15:0];

  `include "hf_word.vh"
  `include "hf_sparkle.vh"

  // ---- padding unit: 0x80 and zeros, only when the last block is incomplete (lazy: a message
  // that fills its last block gets no padding block)
`include "hf_pad_modes.vh"
  wire            blk_valid, blk_last, blk_ready;
  wire [RATE-1:0] blk_data;
  wire [15:0]     blk_nbits;
  // the padded / full distinction is all the sponge needs beside the block
  /* verilator lint_off UNUSEDSIGNAL */
  wire            blk_first;
  wire [63:0]     blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(RATE), .PAD_MODE(HF_PAD_ESCH)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  reg [SB-1:0] w_q;              // SPARKLE state, word k of c/esch.c's w[] in [32k +: 32]
  reg          run_q, run_d;     // a permutation is running: a step in this cycle
  reg [3:0]    stp_q, stp_d;     // index of this cycle's step (0 when none runs)
  reg          big_q, big_d;     // the running permutation is the big one
  reg          fin_q, fin_d;     // output follows the running permutation
  reg          sq_q, sq_d;       // the rate holds a chunk of output
  reg [1:0]    ch_q, ch_d;       // chunks of this digest loaded so far
  reg          lastc_q, lastc_d; // the chunk in the rate is the digest's last
  // blk_ready as a register, computed from the next state: it gates the padder's buffer and
  // the whole state, so it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;

  wire take = blk_valid & blk_ready;
  assign blk_ready = rdy_q;

  // ---- output serializer ----
  wire ser_ready, ser_ready_nx;
  wire ser_ld = sq_q & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(RATE)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(w_q[RATE-1:0]), .ld_beats(CBEATS), .ld_last(lastc_q),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: blocks wait until the last chunk has left the state)
  wire unused_ser = ser_ready_nx;

  // ---- the step ----
  wire [SB-1:0] step_o;
  hf_sparkle_step #(.NB(NB)) u_step (.state_i(w_q), .step_i(stp_q), .state_o(step_o));
  // a step runs in every cycle of a permutation and in the load cycle of a chunk that is not
  // the last (step 0 of the squeeze)
  wire stepping = run_q | (ser_ld & ~lastc_q);

  // ---- injection M3 into the left half (NB words), and the last block's constant ----
  wire [31:0] m0 = blk_data[0 +: 32], m1 = blk_data[32 +: 32];
  wire [31:0] m2 = blk_data[64 +: 32], m3 = blk_data[96 +: 32];
  wire [31:0] tx = hf_sparkle_ell(m0 ^ m2);
  wire [31:0] ty = hf_sparkle_ell(m1 ^ m3);
  // const_M0 (1 << 24) when the last block was padded, const_M1 (2 << 24) when it was full
  wire [1:0]  cm = blk_last ? ((blk_nbits != RATE_16) ? 2'b01 : 2'b10) : 2'b00;
  reg  [SB-1:0] inj;
  integer k;
  always @* begin
    inj = w_q;
    for (k = 0; k < NB; k = k + 1)
      inj[32*k +: 32] = w_q[32*k +: 32] ^ ((k % 2 == 0) ? ty : tx) ^
                        ((k < 4) ? blk_data[32*(k % 4) +: 32] : 32'd0);
    inj[32*(NB-1) + 24 +: 2] = inj[32*(NB-1) + 24 +: 2] ^ cm;
  end

  always @* begin
    run_d = run_q; stp_d = stp_q; big_d = big_q; fin_d = fin_q; sq_d = sq_q;
    ch_d = ch_q; lastc_d = lastc_q;
    if (run_q) begin
      stp_d = stp_q + 4'd1;
      if (stp_q == (big_q ? BIG_LAST : SLIM_LAST)) begin
        run_d = 1'b0;
        stp_d = 4'd0;
        sq_d  = fin_q;
      end
    end
    if (ser_ld) begin
      sq_d = 1'b0;
      if (lastc_q) begin
        ch_d    = 2'd0;
        lastc_d = (NCH == 1);
      end else begin
        // step 0 of the slim permutation runs in this cycle
        run_d   = 1'b1;
        stp_d   = 4'd1;
        big_d   = 1'b0;
        ch_d    = ch_q + 2'd1;
        lastc_d = (ch_q == NCH_LAST - 2'd1);
      end
    end
    if (take) begin
      run_d = 1'b1;
      stp_d = 4'd0;
      big_d = blk_last;
      fin_d = blk_last;
    end
    // a block is taken when no step runs and no chunk waits in the rate
    rdy_d = ~run_d & ~sq_d;
  end

  // The state takes the injection at a hand-over and the step's output when a step runs; the
  // load of the last chunk clears it for the next message. Written as enable and synchronous
  // clear, so that the flip-flops' own enable and reset absorb them.
  wire st_clr = ser_ld & lastc_q;
  always @(posedge clk) begin
    if (!rst_n || st_clr)
      w_q <= {SB{1'b0}};
    else if (take)
      w_q <= inj;
    else if (stepping)
      w_q <= step_o;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      run_q   <= 1'b0;
      stp_q   <= 4'd0;
      big_q   <= 1'b0;
      fin_q   <= 1'b0;
      sq_q    <= 1'b0;
      ch_q    <= 2'd0;
      lastc_q <= (NCH == 1);
      rdy_q   <= 1'b1;
    end else begin
      run_q   <= run_d;
      stp_q   <= stp_d;
      big_q   <= big_d;
      fin_q   <= fin_d;
      sq_q    <= sq_d;
      ch_q    <= ch_d;
      lastc_q <= lastc_d;
      rdy_q   <= rdy_d;
    end
  end
endmodule

`default_nettype wire
