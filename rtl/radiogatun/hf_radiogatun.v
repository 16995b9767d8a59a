// hf_radiogatun: RadioGatun[32] and RadioGatun[64] (WORD = 32 / 64), one round R() per clock,
// padding in hardware; the stream interface of docs/hardware.md (bus width W = 32 or 64).
//
// Schedule (seed paper 001, Alg. 1 and Fig. 2): every 3-word block is injected (F: XOR into
// belt row 0 and mill words 16..18) and one R() computed in its hand-over cycle, so the core
// could take a block every cycle: a long message is load-bound (3*WORD / W cycles per block;
// 2 for RadioGatun[32] at W=64, whose block passes hf_pad's gearbox: three beats per two
// blocks, the one that straddles them in two halves).
// After the last block: 16 blank rounds, then one round per output chunk; each chunk is mill
// words a[1], a[2] (2*WORD bits, a[1] first, little-endian), handed to the serializer.
// OUT_BITS (any multiple of 8) sets the output length: RadioGatun is an XOF, 256 bits is the
// length of the published vectors.
//
// An output round writes its a[1], a[2] into a chunk register beside the state, and the
// serializer loads it from there in a later cycle. An output round runs when that register
// is empty or being loaded (the serializer empty, or the chunk's last beat leaving), so the
// bus, not the round, sets the output pace, and the round's path ends at an enable-only
// register like the state's, not behind the serializer's load/shift select. The last output
// round clears the state instead of writing it, so the next message's first block is taken
// in the following cycle on a zero state, with no clear multiplexer in front of the round.
`default_nettype none

module hf_radiogatun #(
  parameter integer W        = 32,
  parameter integer WORD     = 32,
  parameter integer OUT_BITS = 256
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
  localparam integer BLOCK  = 3 * WORD;
  localparam integer AW     = 19 * WORD;          // mill bits
  localparam integer BW     = 39 * WORD;          // belt bits (13 rows of 3 words)
  localparam integer CHUNK  = 2 * WORD;           // output bits per round
  localparam integer NZ     = (OUT_BITS + CHUNK - 1) / CHUNK;   // output rounds
  localparam integer LASTB  = OUT_BITS - (NZ - 1) * CHUNK;      // bits of the last chunk
  localparam integer BLANK  = 16;
  // output round counter: as wide as NZ needs, as it sits on the output phase's control path
  localparam integer ZW     = (NZ < 2) ? 2 : $clog2(NZ + 1);
  localparam [ZW-1:0] NZ_Z  = NZ[ZW-1:0];
  localparam [ZW-1:0] TWO_Z = 2;
  localparam integer NB_FULL = (CHUNK + W - 1) / W;   // serializer beats per chunk
  localparam integer NB_LAST = (LASTB + W - 1) / W;
  localparam [7:0] BEATS_FULL = NB_FULL[7:0];
  localparam [7:0] BEATS_LAST = NB_LAST[7:0];
  // a partial last chunk: the bits past OUT_BITS leave as zeros
  localparam [CHUNK-1:0] MASK_LAST = {CHUNK{1'b1}} >> (CHUNK - LASTB);

  // ---- padding unit: a 1 bit after the message (LSB-first: RadioGatun numbers the bits of a
  // byte from its least significant one), zeros to the end of the block. RadioGatun[32]'s
  // 96-bit block at W=64 goes through hf_pad's input gearbox (32-bit slots, two per beat).
`include "hf_pad_modes.vh"
  wire             blk_valid, blk_last, blk_ready;
  wire [BLOCK-1:0] blk_data;
  // the belt and mill need no counter beside the block
  /* verilator lint_off UNUSEDSIGNAL */
  wire             blk_first;
  wire [15:0]      blk_nbits;
  wire [63:0]      blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK), .PAD_MODE(HF_PAD_10_LSB)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  reg [AW-1:0] a_q;              // mill
  reg [BW-1:0] b_q;              // belt
  reg          busy_q, busy_d;   // blank rounds are running
  reg [3:0]    cnt_q, cnt_d;     // blank rounds done
  // the blank round running is the 16th: a register, as busy_d feeds every copy of the
  // state's enable
  reg          c15_q;
  reg          out_q, out_d;     // output phase: one round per chunk the serializer takes
  reg [ZW-1:0] zc_q, zc_d;       // output rounds still to run, this one included
  reg          lastc_q, lastc_d; // zc_q == 1
  // blk_ready as a register, computed from the next state: it gates the padder's buffer and
  // the whole state, so it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;
  wire         ser_ready, ser_ready_nx;   // the serializer can take a chunk (now, next cycle)
  // the chunk register holds a chunk for the serializer (chv_q); an output round can run
  // (orun): the register is empty or the serializer loads it now. One LUT of registers and
  // m_ready, like ser_ready, which it replaces wherever an output round is decided.
  reg          chv_q;
  wire         orun = ~chv_q | ser_ready;

  // the last output round runs (it clears the state): out_q & lastc_q from a register
  reg          outl_q;
  wire         st_clr = outl_q & orun;

  // ---- the round: on the state, with the block injected in a hand-over cycle ----
  wire          take = blk_valid & blk_ready;
  // F: the block's three words into mill words 16..18 and belt row 0 (gated, not muxed: only
  // these six words see the hand-over). The gate is rdy_q, not take: while rdy_q is set no
  // blank or output round runs, so the state only changes when the block is taken. It comes
  // from NRDY copies of rdy_q, one per 4 bits of the block, so that not even one buffer
  // sits at the head of the round's path (the hand-over is its longest: gate, injection,
  // gamma, theta, the state's enable). Each copy updates from itself: rdy_q, busy_q
  // and out_q are one-hot (ready, blank rounds, output rounds), so rdy_q's next value is
  // "ready and no last block taken, or the last output round runs"; that keeps the copies'
  // inputs apart from the state's enable and its buffer tree, and from each other, so that
  // synthesis cannot merge them.
  localparam integer NRDY = BLOCK / 4;
  reg  [NRDY-1:0]  rdy_k_q;
  wire [BLOCK-1:0] m;
  genvar k;
  generate
    for (k = 0; k < NRDY; k = k + 1) begin : g_rdy
      (* keep *)
      always @(posedge clk) begin
        rdy_k_q[k] <= ~rst_n | (rdy_k_q[k] & ~(blk_valid & blk_last)) | st_clr;
      end
      assign m[4*k +: 4] = blk_data[4*k +: 4] & {4{rdy_k_q[k]}};
    end
  endgenerate
  wire [AW-1:0] r_a = a_q ^ {m, {(16*WORD){1'b0}}};
  wire [BW-1:0] r_b = b_q ^ {{(BW-BLOCK){1'b0}}, m};
  wire [AW-1:0] r_a_o;
  wire [BW-1:0] r_b_o;
  hf_radiogatun_round #(.WORD(WORD)) u_round (.a_i(r_a), .b_i(r_b), .a_o(r_a_o), .b_o(r_b_o));

  // ---- output: an output round runs when the chunk register has room for its a[1], a[2] ----
  // (The round used to load the serializer itself: its load/shift select behind the round was
  // one level more than the state's path, and the core's critical path on every seed, 6.3 ns
  // on ECP5. The register costs the digest one cycle, not the output pace.)
  wire             o_ld   = out_q & orun;
  wire [CHUNK-1:0] chunk  = r_a_o[WORD +: CHUNK] & (lastc_q ? MASK_LAST : {CHUNK{1'b1}});
  reg  [CHUNK-1:0] ch_q;
  reg              chl_q;           // the chunk is the digest's last
  always @(posedge clk) begin
    if (o_ld) begin
      ch_q  <= chunk;
      chl_q <= lastc_q;
    end
    chv_q <= rst_n & (o_ld | (chv_q & ~ser_ready));
  end
  hf_ser #(.W(W), .CHUNK_BITS(CHUNK)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(chv_q), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(ch_q), .ld_beats(chl_q ? BEATS_LAST : BEATS_FULL), .ld_last(chl_q),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: blk_ready waits for the end of the output phase)
  wire unused_ser = ser_ready_nx;

  assign blk_ready = rdy_q;

  always @* begin
    busy_d = busy_q; cnt_d = cnt_q; out_d = out_q; zc_d = zc_q; lastc_d = lastc_q;
    if (take) begin
      busy_d = blk_last;
      cnt_d  = 4'd0;
    end
    if (busy_q) begin
      cnt_d = cnt_q + 4'd1;
      if (c15_q) begin   // the 16th blank round
        busy_d = 1'b0;
        out_d  = 1'b1;
      end
    end
    if (o_ld) begin
      if (lastc_q) begin
        out_d   = 1'b0;
        zc_d    = NZ_Z;
        lastc_d = (NZ == 1);
      end else begin
        zc_d    = zc_q - 1'b1;
        lastc_d = (zc_q == TWO_Z);
      end
    end
    // blocks are taken while no blank or output round needs the round
    rdy_d = ~busy_d & ~out_d;
  end

  // The state takes the round's output whenever a round runs (a hand-over, a blank round, an
  // output round); the last output round clears it for the next message instead. Written as
  // enable and synchronous clear, so that the flip-flops' own enable and reset absorb them.
  // Each of these reaches all 58 state words, so what drives them must be a register close to
  // the buffer tree, not a chain of decode in front of it:
  // - take | busy_q comes from registers set a cycle ahead from the padder's blk_valid_nx;
  // - "output phase" from registers beside out_q, and the last output round's clear from
  //   out_q & lastc_q registered: in an output round only orun (the chunk register's room,
  //   which waits on m_ready) is decoded.
  // Both kinds come in copies, one per GRP words (about 256 state bits each), so that no
  // single flip-flop drives the whole state. A copy's next value is written with the copy
  // itself (take | busy_q continues only while busy_d, which implies a round ran; the output
  // phase lasts until the clear), so the copies have different inputs and synthesis cannot
  // merge them back into one (a keep attribute does not stop that).
  localparam integer NW   = AW / WORD + BW / WORD;
  localparam integer GRP  = (WORD >= 256) ? 1 : 256 / WORD;
  localparam integer NG   = (NW + GRP - 1) / GRP;
  // (blk_valid_nx & rdy_d) | busy_d, with rdy_d = ~busy_d & ~out_d
  wire en_in  = blk_valid_nx & ~out_d;
  reg [NG-1:0] en_g_q;           // take | busy_q
  reg [NG-1:0] out_g_q;          // out_q
  generate
    for (k = 0; k < NG; k = k + 1) begin : g_grp
      always @(posedge clk) begin
        en_g_q[k]  <= rst_n & ((en_g_q[k] & busy_d) | en_in);
        out_g_q[k] <= rst_n & ((out_g_q[k] & ~st_clr) | (busy_q & c15_q));
      end
    end
    for (k = 0; k < NW; k = k + 1) begin : g_st
      wire ld_k = en_g_q[k / GRP] | (out_g_q[k / GRP] & orun);
      if (k < AW / WORD) begin : g_a
        always @(posedge clk) begin
          if (!rst_n || st_clr)      a_q[WORD*k +: WORD] <= {WORD{1'b0}};
          else if (ld_k)             a_q[WORD*k +: WORD] <= r_a_o[WORD*k +: WORD];
        end
      end else begin : g_b
        localparam integer KB = k - AW / WORD;
        always @(posedge clk) begin
          if (!rst_n || st_clr)      b_q[WORD*KB +: WORD] <= {WORD{1'b0}};
          else if (ld_k)             b_q[WORD*KB +: WORD] <= r_b_o[WORD*KB +: WORD];
        end
      end
    end
  endgenerate

  always @(posedge clk) begin
    c15_q  <= rst_n & busy_d & (cnt_d == BLANK[3:0] - 4'd1);
    outl_q <= rst_n & out_d & lastc_d;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      busy_q  <= 1'b0;
      cnt_q   <= 4'd0;
      out_q   <= 1'b0;
      zc_q    <= NZ_Z;
      lastc_q <= (NZ == 1);
      rdy_q   <= 1'b1;
    end else begin
      busy_q  <= busy_d;
      cnt_q   <= cnt_d;
      out_q   <= out_d;
      zc_q    <= zc_d;
      lastc_q <= lastc_d;
      rdy_q   <= rdy_d;
    end
  end
endmodule

`default_nettype wire
