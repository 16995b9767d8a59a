// hf_ascon: Ascon hashing, one core for the five identifiers of c/ascon.c; UNROLL permutation
// rounds per clock (1: architecture `round`), padding in hardware; the stream interface of
// docs/hardware.md (bus width W = 32 or 64).
//   ascon-hash     VERSION=0 ROUNDS_B=12 XOF=0   (Ascon v1.2, NIST LWC final round)
//   ascon-hasha    VERSION=0 ROUNDS_B=8  XOF=0
//   ascon-xof      VERSION=0 ROUNDS_B=12 XOF=1
//   ascon-hash256  VERSION=1 ROUNDS_B=12 XOF=0   (NIST SP 800-232)
//   ascon-xof128   VERSION=1 ROUNDS_B=12 XOF=1
// OUT_BITS: output bits per message, any multiple of 8 for the XOFs (256, the length of the
// published vectors, by default); the hashes' IV fixes their digest at 256 bits.
//
// Sponge with a 64-bit rate (x0): per message block x0 ^= block, then p^b (ROUNDS_B rounds, the
// last b of the 12); the last, padded block is followed by p^a (all 12 rounds) instead; then
// x0 is output 64 bits at a time with p^b in between. The versions differ in the byte order of
// x0 (v1.2 big-endian: byte 0 is x0's top byte; SP 800-232 little-endian), so in their padding
// (v1.2: a 1 bit MSB-first, HF_PAD_10; SP 800-232: 0x01 in the little-endian lane, the valid
// bits of a partial byte at its bottom, HF_PAD_10_LSB), and in the IV.
//
// The initial state p^12(IV) is the same for every message: it is a constant here (INIT, the
// values c/ascon.c computes), as the designers' own optimized code precomputes it, and the state
// registers are set to it (a synchronous set/reset of the flip-flops, no multiplexer) when the
// last output chunk leaves, so no message pays the 12 rounds of the initialization.
//
// Schedule: the block is XORed into x0 and the first round(s) computed in the hand-over cycle,
// the other rounds follow; blk_ready rises for the cycle after the last round, so a long message
// costs ROUNDS_B / UNROLL cycles per block (the padder loads the next block meanwhile). After
// the last block's p^a, x0 goes to the serializer, and the next chunk's p^b starts in that same
// cycle while the serializer sends the current one. The last chunk's load resets the state to
// INIT, and the next message's first block can be taken in the following cycle.
`default_nettype none

module hf_ascon #(
  parameter integer W        = 32,
  parameter integer VERSION  = 0,     // 0: Ascon v1.2, 1: NIST SP 800-232
  parameter integer ROUNDS_B = 12,    // rounds per message block and between output chunks
  parameter integer XOF      = 0,
  parameter integer OUT_BITS = 256,
  parameter integer UNROLL   = 1      // rounds per clock; divides 12 and 12 - ROUNDS_B
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
  localparam integer RATE   = 64;
  localparam integer NZ     = (OUT_BITS + RATE - 1) / RATE;   // output chunks
  localparam integer LASTB  = OUT_BITS - (NZ - 1) * RATE;     // bits of the last chunk
  localparam integer ZW     = 16;
  localparam [ZW-1:0] NZ_Z  = NZ[ZW-1:0];
  localparam integer NB_FULL = (RATE + W - 1) / W;
  localparam integer NB_LAST = (LASTB + W - 1) / W;
  localparam [7:0] BEATS_FULL = NB_FULL[7:0];
  localparam [7:0] BEATS_LAST = NB_LAST[7:0];
  localparam [RATE-1:0] MASK_LAST = {RATE{1'b1}} >> (RATE - LASTB);
  // round indices: p^b runs rounds R0..11, p^a rounds 0..11; a cycle ends a permutation when
  // its first round is R_END
  localparam [3:0] R0    = 4'd12 - ROUNDS_B[3:0];
  localparam [3:0] U4    = UNROLL[3:0];
  localparam [3:0] R_END = 4'd12 - U4;
  // a permutation must end on a cycle boundary: UNROLL divides 12 and 12 - ROUNDS_B (1, 2, 4
  // for Hasha; 1, 2, 3, 4, 6, 12 for the others). Otherwise elaboration stops here.
  generate
    if (12 % UNROLL != 0 || (12 - ROUNDS_B) % UNROLL != 0) begin : g_bad_unroll
      hf_ascon_unroll_must_divide_the_rounds u_bad ();
    end
  endgenerate

  // IV (c/ascon.c). v1.2, bytes big-endian: 0, the rate in bits, a = 12, a - b, the digest
  // length as 32 bits (0 for the XOFs). SP 800-232, bytes little-endian: 2 (Hash256) or
  // 3 (XOF128), 0, b << 4 | a, the digest length as 16 bits, the rate in bytes, 0, 0.
  localparam [31:0] HLEN = (XOF != 0) ? 32'd0 : 32'd256;
  localparam [63:0] IV = (VERSION == 0)
      ? {8'h00, 8'd64, 8'd12, 4'd0, R0, HLEN}
      : {16'h0000, 8'd8, HLEN[15:0], 8'hcc, 8'h00, (XOF != 0) ? 8'd3 : 8'd2};

  // p^12(IV), {x4, x3, x2, x1, x0}
  function [319:0] init_state;
    input [63:0] iv;
    case (iv)
      64'h00400c0000000100: init_state = {64'h348fa5c9d525e140, 64'h43189921b8f8e3e8,   // Hash
          64'hb48a92db98d5da62, 64'h8bb21831c60f1002, 64'hee9398aadb67f03d};
      64'h00400c0400000100: init_state = {64'ha13c42a223be8d87, 64'hd6f6a54d7f52377d,   // Hasha
          64'h2ec8e3296c76384c, 64'h738ec38ac0adffa7, 64'h01470194fc6528a6};
      64'h00400c0000000000: init_state = {64'h4f3e0e32539493b6, 64'h5aad0a7a8153650c,   // Xof
          64'h66a3a7768ddf2218, 64'h2b51042562ae2420, 64'hb57e273b814cd416};
      64'h0000080100cc0002: init_state = {64'h1a5c464906c5976d, 64'h3c7fd4a4d56a4db3,   // Hash256
          64'hae65396c6b34b81a, 64'h4bc3a01e333751d2, 64'h9b1e5494e934d681};
      64'h0000080000cc0003: init_state = {64'he0547524db6f0bde, 64'h0ee0ea53416b58cc,   // XOF128
          64'he7508fd780085631, 64'hcc7ce6c75f1ef969, 64'hda82ce768d9447eb};
      default:              init_state = {320{1'b0}};   // no such variant
    endcase
  endfunction
  localparam [319:0] INIT = init_state(IV);

  // x0 <-> the block's (or digest's) bytes, byte i in bits [8i+7:8i]
  function [RATE-1:0] lane;
    input [RATE-1:0] x;
    integer i;
    begin
      for (i = 0; i < RATE / 8; i = i + 1)
        lane[8*i +: 8] = (VERSION == 0) ? x[RATE-8-8*i +: 8] : x[8*i +: 8];
    end
  endfunction

  // ---- padding unit ----
`include "hf_pad_modes.vh"
  wire            blk_valid, blk_last, blk_ready;
  wire [RATE-1:0] blk_data;
  // the sponge needs no counter beside the block
  /* verilator lint_off UNUSEDSIGNAL */
  wire            blk_first;
  wire [15:0]     blk_nbits;
  wire [63:0]     blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(RATE), .PAD_MODE(VERSION == 0 ? HF_PAD_10 : HF_PAD_10_LSB)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  reg [319:0]  s_q;
  reg          busy_q, busy_d;   // a permutation is under way (its next round runs this cycle)
  reg [3:0]    rnd_q, rnd_d;     // index of that round; R0 between permutations
  reg          fin_q, fin_d;     // output phase: from the last block's hand-over to the last chunk
  reg          sq_q, sq_d;       // a chunk is ready in x0
  reg [ZW-1:0] zc_q, zc_d;       // chunks still to send, this one included
  reg          lastc_q, lastc_d; // zc_q == 1
  // blk_ready as a register, computed from the next state: it gates the padder's buffer and
  // the state, so it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;

  assign blk_ready = rdy_q;
  wire take = blk_valid & rdy_q;

  // ---- output serializer ----
  // It loads only when empty (BACK_TO_BACK = 0: its ld_ready is a flip-flop's output), not in
  // the cycle its last beat leaves, which would take m_ready through ser_ld to the 320-bit
  // state's enable and set, with the serializer's counter logic in between. No cycle is lost
  // without stalls: a chunk is ready R / U >= 3 cycles after the one before, and the
  // serializer is empty C + 1 <= 3 cycles after a load.
  wire            ser_ready, ser_ready_nx;
  wire            ser_ld = sq_q & ser_ready;
  wire [RATE-1:0] chunk  = lane(s_q[RATE-1:0]) & (lastc_q ? MASK_LAST : {RATE{1'b1}});
  hf_ser #(.W(W), .CHUNK_BITS(RATE), .BACK_TO_BACK(0)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(chunk), .ld_beats(lastc_q ? BEATS_LAST : BEATS_FULL), .ld_last(lastc_q),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  wire unused_ser = ser_ready_nx;

  // ---- the rounds: UNROLL instances in a chain ----
  // The block enters x0 gated by rdy_q rather than by the hand-over: rdy_q is high only
  // between permutations, where the state keeps its value unless a block is taken, so the
  // round's result is discarded whenever rdy_q is high without a block.
  wire [RATE-1:0] m = lane(blk_data) & {RATE{rdy_q}};
  // p^a after the last block starts at round 0 (only Hasha's p^b starts elsewhere)
  wire [3:0]   r_idx = (R0 != 4'd0 && rdy_q && blk_last) ? 4'd0 : rnd_q;
  wire [320*(UNROLL+1)-1:0] r_s;   // the state before round k of the cycle in [320k +: 320]
  assign r_s[319:0] = s_q ^ {256'd0, m};
  genvar k;
  generate
    for (k = 0; k < UNROLL; k = k + 1) begin : g_round
      hf_ascon_round u_round (.s_i(r_s[320*k +: 320]), .r_i(r_idx + k[3:0]),
                              .s_o(r_s[320*(k+1) +: 320]));
    end
  endgenerate

  wire run   = take | busy_q | (ser_ld & ~lastc_q);   // a round runs this cycle
  wire r_end = (r_idx == R_END);                       // ... and it ends its permutation

  // The control's next state, {busy, rnd, fin, sq, rdy}, is formed for ser_ld low and high
  // (kept nets: ABC otherwise folds ser_ld back into the decode), and ser_ld picks one in the
  // LUT that feeds each flip-flop: ser_ld comes from the serializer's valid_q, and through
  // run and the round index it was three LUTs deep in sq_q's logic on the median seed.
  // (every signal it reads is an argument: a continuous assignment re-evaluates a function
  // only when its arguments change, so a four-state simulator would keep a stale value)
  function [7:0] ctl;
    input       ld, tk, busy, lastc, fin, sq_i, last, rend;
    input [3:0] rnd, ridx;
    reg run_l, bz, fn, sq;
    reg [3:0] rn;
    begin
      run_l = tk | busy | (ld & ~lastc);
      bz = busy; rn = rnd; fn = fin; sq = sq_i;
      if (tk)
        fn = last;
      if (ld) begin
        sq = 1'b0;
        if (lastc)
          fn = 1'b0;
      end
      if (run_l) begin
        bz = ~rend;
        rn = rend ? R0 : ridx + U4;
        if (rend)
          sq = fn;
      end
      ctl = {bz, rn, fn, sq, ~bz & ~fn};
    end
  endfunction
  (* keep *) wire [7:0] ctl0 = ctl(1'b0, take, busy_q, lastc_q, fin_q, sq_q, blk_last, r_end, rnd_q, r_idx);
  (* keep *) wire [7:0] ctl1 = ctl(1'b1, take, busy_q, lastc_q, fin_q, sq_q, blk_last, r_end, rnd_q, r_idx);
  wire [7:0] ctl_d = ser_ld ? ctl1 : ctl0;

  always @* begin
    {busy_d, rnd_d, fin_d, sq_d, rdy_d} = ctl_d;
    zc_d = zc_q; lastc_d = lastc_q;
    if (ser_ld) begin
      if (lastc_q) begin
        zc_d    = NZ_Z;
        lastc_d = (NZ == 1);
      end else begin
        zc_d    = zc_q - 1'b1;
        lastc_d = (zc_q == 16'd2);
      end
    end
  end

  // The state takes the rounds' output whenever rounds run, and is set to INIT when the last
  // chunk leaves: enable and synchronous set/reset, absorbed by the flip-flops.
  wire st_init = ser_ld & lastc_q;
  always @(posedge clk) begin
    if (!rst_n || st_init)
      s_q <= INIT;
    else if (run)
      s_q <= r_s[320*UNROLL +: 320];
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      busy_q  <= 1'b0;
      rnd_q   <= R0;
      fin_q   <= 1'b0;
      sq_q    <= 1'b0;
      zc_q    <= NZ_Z;
      lastc_q <= (NZ == 1);
      rdy_q   <= 1'b1;
    end else begin
      busy_q  <= busy_d;
      rnd_q   <= rnd_d;
      fin_q   <= fin_d;
      sq_q    <= sq_d;
      zc_q    <= zc_d;
      lastc_q <= lastc_d;
      rdy_q   <= rdy_d;
    end
  end
endmodule

`default_nettype wire
