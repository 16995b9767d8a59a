// hf_xoodyak: Xoodyak in hash mode (Cyclist over Xoodoo[12], NIST LWC final round), one
// Xoodoo round per clock, padding in hardware; the stream interface of docs/hardware.md.
// The algorithm as c/xoodyak.c computes it: 128-bit blocks, 256-bit digest.
//
// Absorb: each block goes into the state (Down: the block, 0x01 after it, for the first block
// also the colour 0x01 in byte 47) in its hand-over cycle, which also computes Xoodoo's round
// 0; rounds 1..11 follow. Cyclist runs Xoodoo before every block but the first and once more
// before the first squeeze; counted from the other end, that is one Xoodoo after every block,
// so a block is handed over every 12 cycles.
// Padding (hf_pad's HF_PAD_XOODYAK): a partial last block (the empty message: one empty
// block) arrives with its 0x01 after the message bits; a full block has none, and the core
// adds Cyclist's 0x01 just past the rate, in byte 16 (blk_nbits == 128). The lazy mode hands
// a message that fills its last block over without a padding block, as Cyclist wants.
// Squeeze: the first 128-bit chunk is the state's plane 0 after the last block's Xoodoo. The
// cycle that loads it into the serializer is the hand-over of the Down/Up between the
// chunks: 0x01 into byte 0 and round 0, rounds 1..11 follow, then the second chunk.
//
// The first block of a message starts from the zero state: the cycle that loads a message's
// last chunk clears the state (the flip-flops' synchronous reset), and the next message's
// first block is taken from the cycle after. Masking the old state out in the hand-over
// instead, a cycle earlier, put a gate in front of every state bit's round (~570 LUT4 on
// ECP5).
`default_nettype none

module hf_xoodyak #(
  parameter integer W = 32
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
  localparam integer RATE  = 128;          // bits absorbed and squeezed per Xoodoo
  localparam integer SW    = 384;          // state bits
  localparam [3:0]   LAST_RND = 4'd11;     // Xoodoo[12]: rounds 0..11
  localparam integer NB    = RATE / W;     // serializer beats per chunk
  localparam [7:0]   BEATS = NB[7:0];

  // ---- padding unit ----
`include "hf_pad_modes.vh"
  wire            blk_valid, blk_last, blk_ready, blk_first;
  wire [RATE-1:0] blk_data;
  // the bit counts are Cyclist's business only as "the block is full"
  /* verilator lint_off UNUSEDSIGNAL */
  wire [15:0]     blk_nbits;
  wire [63:0]     blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(RATE), .PAD_MODE(HF_PAD_XOODYAK)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  reg [SW-1:0] a_q;
  reg [3:0]    rnd_q, rnd_d;      // the round computed in this cycle while busy
  reg          busy_q, busy_d;    // rounds 1..11 of a Xoodoo are running
  reg          fin_q, fin_d;      // that Xoodoo follows the message's last block
  reg          sq_q, sq_d;        // a chunk waits in plane 0 for the serializer
  reg          lastc_q, lastc_d;  // that chunk is the digest's second
  // blk_ready as a register, computed from the next state: it fans out to the padder's block
  // buffer and gates the state, so it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;

  wire take = blk_valid & blk_ready;

  // ---- output serializer ----
  // A chunk loads only into an empty serializer (m_valid low), not in the cycle its last
  // beat leaves: ld_ready carries m_ready, and through the Down it gated every state bit's
  // round, the critical path from the bus. Chunks are 12 cycles apart and 4 or 2 beats long,
  // so no schedule waits for it.
  wire ser_ready, ser_ready_nx;
  wire ser_ld = sq_q & ~m_valid;
  wire down   = ser_ld & ~lastc_q;    // the Down/Up between the two chunks starts
  wire st_clr = ser_ld & lastc_q;     // the digest's last chunk leaves the state
  wire unused_ser = ser_ready | ser_ready_nx;
  hf_ser #(.W(W), .CHUNK_BITS(RATE)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(a_q[RATE-1:0]), .ld_beats(BEATS), .ld_last(lastc_q),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );

  // ---- the round: on the state, with a Down folded into its input in a hand-over cycle ----
  // Down of a block: the block, 0x01 in byte 16 when it is full, the colour in byte 47 when it
  // is the first; Down between the chunks: 0x01 in byte 0. Gated, not muxed: take and down
  // never coincide, and only these bits see a hand-over.
  // take as 32-bit slices of copies (tk_v), registered a cycle ahead from the padder's
  // blk_valid_nx: decoded from blk_valid (in the lazy mode from three padder flip-flops) it
  // sat in front of every state bit's gate and enable.
  localparam integer NSL = SW / 32;
  wire          tk_nx = blk_valid_nx & rdy_d;
  wire [SW-1:0] tk_v;
  // "the block is full" as one register bit of blk_nbits: it is at most RATE (a power of
  // two), so bit log2(RATE) is set for RATE alone, and the 16-bit compare had started the
  // critical path
  wire          blk_full = blk_nbits[$clog2(RATE)];
  wire [SW-1:0] blk_down = {7'd0, blk_first, {(SW-RATE-9){1'b0}}, blk_full, blk_data};
  wire [SW-1:0] inj      = (blk_down & tk_v) | {{(SW-1){1'b0}}, down};
  wire [SW-1:0] r_in     = a_q ^ inj;
  wire [3:0]    r_idx    = busy_q ? rnd_q : 4'd0;
  wire [SW-1:0] r_out;
  hf_xoodoo_round u_round (.state_i(r_in), .rnd_i(r_idx), .state_o(r_out));

  assign blk_ready = rdy_q;

  always @* begin
    rnd_d = rnd_q; busy_d = busy_q; fin_d = fin_q; sq_d = sq_q; lastc_d = lastc_q;
    if (ser_ld) begin
      sq_d    = 1'b0;
      lastc_d = ~lastc_q;
      if (down) begin
        busy_d = 1'b1;
        rnd_d  = 4'd1;
      end
    end
    if (take) begin
      busy_d = 1'b1;
      rnd_d  = 4'd1;
      fin_d  = blk_last;
    end
    if (busy_q) begin
      rnd_d = rnd_q + 4'd1;
      if (rnd_q == LAST_RND) begin
        busy_d = 1'b0;
        sq_d   = fin_q;
      end
    end
    // a block is taken once the last chunk has gone into the serializer (its load clears
    // the state)
    rdy_d = ~busy_d & ~sq_d;
  end

  // The state takes the round's output whenever a round runs; the last chunk's load clears
  // it. Enable and synchronous clear, so the flip-flops' own enable and reset absorb them.
  genvar k;
  generate
    for (k = 0; k < NSL; k = k + 1) begin : g_st
      reg tk_q;   // take
      // keep on the always block, which puts it on the flip-flop: on the reg it only kept
      // the name, and Yosys merged the copies into one
      (* keep *)
      always @(posedge clk) tk_q <= rst_n & tk_nx;
      assign tk_v[32*k +: 32] = {32{tk_q}};
      always @(posedge clk) begin
        if (!rst_n || st_clr)         a_q[32*k +: 32] <= 32'd0;
        else if (tk_q | busy_q | down) a_q[32*k +: 32] <= r_out[32*k +: 32];
      end
    end
  endgenerate

  always @(posedge clk) begin
    if (!rst_n) begin
      rnd_q   <= 4'd0;
      busy_q  <= 1'b0;
      fin_q   <= 1'b0;
      sq_q    <= 1'b0;
      lastc_q <= 1'b0;
      rdy_q   <= 1'b1;
    end else begin
      rnd_q   <= rnd_d;
      busy_q  <= busy_d;
      fin_q   <= fin_d;
      sq_q    <= sq_d;
      lastc_q <= lastc_d;
      rdy_q   <= rdy_d;
    end
  end
endmodule

`default_nettype wire
