// hf_luffa: Luffa-224 / -256 / -384 / -512 (SHA-3 round 2), padding, blank rounds and output
// function in hardware; the stream interface of docs/hardware.md (bus width W = 32 or 64).
// 256-bit blocks; w = 3 (224/256), 4 (384), 5 (512) sub-permutations Q_j of 8 steps.
//
// Architectures (seed paper 003, Knezevic and Verbauwhede), one top:
//   SHARE = 0, MERGE = 0 -- `ht` (Fig. 8): w step blocks in parallel, the state registers
//     retimed to the permutation inputs: a round is the message injection (MI, with the
//     Q_j's tweaks) in one cycle, then the 8 steps, one per cycle: 9 cycles per block, and
//     the critical path is one step or the MI, not both.
//   SHARE = 0, MERGE = 1 -- `straight` (Fig. 7; seed 002's architecture): the MI and step 0
//     in the same cycle, 8 cycles per block, a longer path.
//   SHARE = 1 -- `compact` (Table 2): one step block shared by the w sub-permutations: the
//     state is a ring of w 256-bit registers that shifts by one sub-state per step cycle,
//     the step computing the one leaving position 0 (so no w:1 multiplexer): the MI cycle
//     and 8w step cycles per block.
// A round starts in a "boundary" cycle, when the state holds the chaining value V: the
// hand-over of a block, or a blank round after the last one (an all-zero block), or the
// output. The output Z = V_0 ^ ... ^ V_{w-1} is loaded into the serializer in the boundary
// cycle after each blank round (for 384/512 the first Z together with the second blank
// round's MI); after the last one the state returns to the IV.
`default_nettype none

module hf_luffa #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer SHARE       = 0,    // 1: one step block shared by the w sub-permutations
  parameter integer MERGE       = 0     // 1: the MI and step 0 in one cycle (SHARE = 0 only)
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
  localparam integer WN     = (DIGEST_BITS > 384) ? 5 : (DIGEST_BITS > 256) ? 4 : 3;
  localparam integer SW     = 256 * WN;
  localparam         TWO    = (DIGEST_BITS > 256);     // two blank rounds (two Z chunks)
  localparam         SH     = (SHARE != 0);
  localparam         MG     = (SHARE == 0) && (MERGE != 0);
  localparam [2:0]   WLAST  = WN[2:0] - 3'd1;
  // bits and beats of the last Z chunk (the whole digest, or its part after the first 256)
  localparam integer LAST_BITS_I  = TWO ? DIGEST_BITS - 256 : DIGEST_BITS;
  localparam integer LAST_BEATS_I = (LAST_BITS_I + W - 1) / W;
  localparam integer FULL_BEATS_I = 256 / W;
  localparam [7:0]   LAST_BEATS   = LAST_BEATS_I[7:0];
  localparam [7:0]   FULL_BEATS   = FULL_BEATS_I[7:0];

`include "hf_luffa_consts.vh"

  localparam [SW-1:0] IV = iv_words(WN);

  // ---- padding unit: M, 1, zeros to the block end (no length); blk_last starts the blank
  // rounds ----
`include "hf_pad_modes.vh"
  wire         blk_valid, blk_last, blk_ready;
  wire [255:0] blk_data;
  /* verilator lint_off UNUSEDSIGNAL */
  wire         blk_first;
  wire [15:0]  blk_nbits;
  wire [63:0]  blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(256), .PAD_MODE(HF_PAD_10)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  localparam [1:0] ST_MSG = 2'd0, ST_BLANK1 = 2'd1, ST_BLANK2 = 2'd2, ST_OUT = 2'd3;
  reg [SW-1:0] v_q, v_d;         // the w sub-states (V between rounds)
  reg [1:0]    st_q, st_d;       // what the next boundary cycle does
  reg          busy_q, busy_d;   // a round's step cycles
  reg [2:0]    rr_q, rr_d;       // the step the next step cycle computes
  reg [2:0]    jj_q, jj_d;       // SHARE: the sub-permutation at position 0
  // blk_ready as a register, computed from the next state: it gates the padder's buffer and
  // the MI's input, so it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;
  assign blk_ready = rdy_q;

  wire take = blk_valid & blk_ready;

  // ---- MI: the block (big-endian words; zero in blank rounds: st_q is a register) ----
  wire [255:0] msg;
  genvar j, k, b;
  generate
    for (k = 0; k < 8; k = k + 1) begin : g_msg
      for (b = 0; b < 4; b = b + 1) begin : g_byte
        assign msg[32*k + 24 - 8*b +: 8] = (st_q == ST_MSG) ? blk_data[32*k + 8*b +: 8] : 8'd0;
      end
    end
  endgenerate
  wire [SW-1:0] mi;
  hf_luffa_mi #(.WN(WN)) u_mi (.v_i(v_q), .m_i(msg), .v_o(mi));

  // ---- steps ----
  wire [SW-1:0] st_out;    // the state after this cycle's step(s)
  generate
    if (SH) begin : g_share
      // one step on position 0; the ring shifts (position i takes i + 1, the top the result)
      reg  [31:0]  c0, c4;
      wire [255:0] a_o;
      always @* begin
        c0 = rc(0, 0, rr_q); c4 = rc(0, 1, rr_q);
        case (jj_q)
          3'd1: begin c0 = rc(1, 0, rr_q); c4 = rc(1, 1, rr_q); end
          3'd2: begin c0 = rc(2, 0, rr_q); c4 = rc(2, 1, rr_q); end
          3'd3: begin c0 = rc(3, 0, rr_q); c4 = rc(3, 1, rr_q); end
          3'd4: begin c0 = rc(4, 0, rr_q); c4 = rc(4, 1, rr_q); end
          default: ;
        endcase
      end
      hf_luffa_step u_step (.a_i(v_q[255:0]), .c0_i(c0), .c4_i(c4), .a_o(a_o));
      assign st_out = {a_o, v_q[SW-1:256]};
    end else begin : g_par
      // MERGE: the boundary cycle runs step 0 on the MI's output (busy_q is the select: a
      // register, not the handshake)
      wire [2:0] r_c = busy_q ? rr_q : 3'd0;
      for (j = 0; j < WN; j = j + 1) begin : g_q
        wire [255:0] a_i = (MG && !busy_q) ? mi[256*j +: 256] : v_q[256*j +: 256];
        hf_luffa_step u_step (
          .a_i(a_i), .c0_i(rc(j, 0, r_c)), .c4_i(rc(j, 1, r_c)), .a_o(st_out[256*j +: 256])
        );
      end
    end
  endgenerate

  // ---- output: Z = V_0 ^ ... ^ V_{w-1} in message byte order ----
  wire         last_chunk = (st_q == ST_OUT);
  wire [255:0] zb;
  hf_luffa_out #(.WN(WN), .LAST_BITS(LAST_BITS_I)) u_out (.v_i(v_q), .last_i(last_chunk), .z_o(zb));

  wire ser_ready, ser_ready_nx;
  wire out_c  = !busy_q && (st_q == ST_BLANK2 || st_q == ST_OUT);
  wire ser_ld = out_c & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(256)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(zb), .ld_beats(last_chunk ? LAST_BEATS : FULL_BEATS), .ld_last(last_chunk),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: the output boundary waits for ser_ready itself)
  wire unused_ser = ser_ready_nx;

  // ---- the round's cycles ----
  wire start = !busy_q && ((st_q == ST_MSG && take) || st_q == ST_BLANK1 ||
                           (st_q == ST_BLANK2 && ser_ready));
  wire round_end = SH ? (rr_q == 3'd7 && jj_q == WLAST) : (rr_q == 3'd7);

  always @* begin
    v_d = v_q; st_d = st_q; busy_d = busy_q; rr_d = rr_q; jj_d = jj_q;
    if (start) begin
      v_d    = MG ? st_out : mi;
      busy_d = 1'b1;
      rr_d   = MG ? 3'd1 : 3'd0;
      jj_d   = 3'd0;
      case (st_q)
        ST_MSG:    st_d = blk_last ? ST_BLANK1 : ST_MSG;
        ST_BLANK1: st_d = TWO ? ST_BLANK2 : ST_OUT;
        default:   st_d = ST_OUT;
      endcase
    end else if (busy_q) begin
      v_d = st_out;
      if (SH && jj_q != WLAST) begin
        jj_d = jj_q + 3'd1;
      end else begin
        jj_d = 3'd0;
        rr_d = rr_q + 3'd1;
      end
      if (round_end) busy_d = 1'b0;
    end else if (st_q == ST_OUT && ser_ready) begin
      v_d  = IV;
      st_d = ST_MSG;
    end
    rdy_d = (st_d == ST_MSG) && !busy_d;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      v_q    <= IV;
      st_q   <= ST_MSG;
      busy_q <= 1'b0;
      rr_q   <= 3'd0;
      jj_q   <= 3'd0;
      rdy_q  <= 1'b1;
    end else begin
      v_q    <= v_d;
      st_q   <= st_d;
      busy_q <= busy_d;
      rr_q   <= rr_d;
      jj_q   <= jj_d;
      rdy_q  <= rdy_d;
    end
  end
endmodule

`default_nettype wire
