// hf_bmw: Blue Midnight Wish BMW-224 / -256 / -384 / -512 (SHA-3 round 2 tweak), padding and
// the final compression in hardware; the stream interface of docs/hardware.md (bus width
// W = 32 or 64). DIGEST_BITS 224 / 256: 32-bit words, 512-bit blocks; 384 / 512: 64-bit
// words, 1024-bit blocks. One description for all four.
//
// Architecture (seed paper 002, Sec. 3.2 and Fig. 3): f0, f1 and f2 as a three-stage
// pipeline (hf_bmw_f0 / _f1 / _f2), each stage's result registered: the block's f0 in its
// hand-over cycle (the block is kept in m_q, since the padder loads the next one at once),
// f1 in the next, f2 in the one after, which writes the new chaining value. The stages cannot
// overlap across blocks (f0 needs the previous block's H), so a block costs 2 + 16 / STEPS
// cycles: 3 at STEPS = 16 (the seed's), far below the load of a block (16 beats at W=32 for
// BMW-256, 32 for BMW-512): the core is load-bound.
//
// STEPS < 16 splits f1 over 16 / STEPS cycles (f1's sixteen expansions run in series and are
// the critical path; see hf_bmw_f1): a block then costs 2 + 16 / STEPS cycles, still below
// the load bound for STEPS >= 2 at W=32. It cuts the chain only: all sixteen expansion units
// remain, and they are most of the core's area.
//
// F1_UNITS > 0 (arch `folded`) replaces hf_bmw_f1 by hf_bmw_f1_fold: F1_UNITS expansion units
// reused over 16 / F1_UNITS cycles, a block in 2 + 16 / F1_UNITS cycles (10 at F1_UNITS = 2:
// below the load bound at W=32 for every digest size, so the same long-message throughput
// there with an eighth of f1's units). The units need AddElement's words at fixed places, so
// in this mode m_q holds M'_i = rotl(M_i, i + 1) (the rotation is the word index's: wiring, and
// undone for f0 and f2), and m_q and h_q turn by F1_UNITS words per f1 cycle: 16 words in all,
// so they are back in order for f2. Q_0 .. Q_31 live in the fold's shift register.
//
// F0_UNITS > 0 (arch `compact`, with F1_UNITS = 1) replaces hf_bmw_f0 by hf_bmw_f0_fold: the
// hand-over cycle (or the final compression's phase 0) only loads X = M ^ H into the fold's
// circular register, then in each of 16 / F0_UNITS cycles the units compute F0_UNITS words of
// Q_0 .. Q_15, 16 / F0_UNITS apart, which go on top of the segments of f1's Q window (so f0
// has no output register) while X and h_q turn by one word (f0 reads H_{j+1} at fixed places):
// h_q then turns by one word per cycle in f0 and in f1 alike, and f1 reads it 16 / F0_UNITS
// words further on. A block costs 2 + 16 / F0_UNITS + 16 cycles: 26 with F0_UNITS = 2, below
// the 32-beat load of a 1024-bit block at W=32. The area is the multiplexers of the wide
// registers, so this mode decodes its phases into registers and gives h_q, m_q and X each few
// sources (g_compact), and its expansion unit sums through a tree (hf_bmw_f1_fold).
//
// F2_UNITS = 4 (arch `compact`, with F0_UNITS > 0) replaces hf_bmw_f2 by hf_bmw_f2_fold: f2
// over 4 cycles, four words of the chaining value per cycle, written into fixed words of h_q
// while h_q, m_q and Q go on turning by a word per cycle, so no logic reads all of Q and M at
// once (the parallel f2 kept BMW-512 `compact` from routing on ECP5: docs/evaluation.md). A
// block then costs 1 + 16 / F0_UNITS + 16 + 4 cycles: 29 with F0_UNITS = 2, still below 32.
//
// The final compression (the round-2 tweak): after the last block's f2, the chaining value
// becomes the message and the constant CONST_final (0xaa..a0 + i) the chaining value; f0, f1,
// f2 run once more and the last DIGEST_BITS of the result, loaded straight into the
// serializer, are the digest. That f2 cycle also returns the chaining value to the IV, so the
// next message's first block can be handed over in the following cycle.
`default_nettype none

module hf_bmw #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer STEPS       = 16,   // f1 expansions per cycle: 16 (seed 002), 8, 4, 2
  // 0: f1 is hf_bmw_f1 (STEPS); 1, 2, 4, 8: hf_bmw_f1_fold with that many expansion units
  parameter integer F1_UNITS    = 0,
  // 0: f0 is hf_bmw_f0 in the hand-over cycle; 1, 2, 4, 8 (arch `compact`, needs F1_UNITS = 1,
  // and 16 / F0_UNITS + 16 + f2's cycles <= 31 for the phase counter): hf_bmw_f0_fold with that
  // many units over 16 / F0_UNITS cycles after the hand-over
  parameter integer F0_UNITS    = 0,
  // 0: f2 is hf_bmw_f2 in one cycle; 4, the only other value (with F0_UNITS > 0):
  // hf_bmw_f2_fold, four words of the chaining value per cycle over 4 cycles
  parameter integer F2_UNITS    = 0
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
  localparam integer WB    = (DIGEST_BITS > 256) ? 64 : 32;   // word bits
  localparam integer BLOCK = 16 * WB;
  localparam         FOLD  = F1_UNITS > 0;
  localparam integer TURN  = FOLD ? F1_UNITS : 1;            // words m_q, h_q turn per f1 cycle
  localparam integer F1C_I = FOLD ? 16 / F1_UNITS : 16 / STEPS; // cycles of f1
  localparam         F0FOLD = FOLD && F0_UNITS > 0;
  localparam integer F0U    = F0FOLD ? F0_UNITS : 1;          // f0 units (F0FOLD)
  localparam integer F0C_I  = F0FOLD ? 16 / F0_UNITS : 0;     // cycles of f0 after the hand-over
  localparam [4:0]   F0C    = F0C_I[4:0];
  localparam         F2FOLD = F0FOLD && F2_UNITS > 0;
  localparam [4:0]   F2C    = F2FOLD ? 5'd4 : 5'd1;           // cycles of f2
  localparam [4:0]   F2PH0  = F0C + F1C_I[4:0] + 5'd1;         // f2's first phase
  localparam [4:0]   F2PH   = F2PH0 + F2C - 5'd1;              // f2's last phase (up to 31)
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];

  // IV: word i is the bytes f + wb i, f + wb i + 1, ... (wb = WB / 8) as a big-endian number,
  // f = 0x00 (BMW-224, -384), 0x40 (BMW-256), 0x80 (BMW-512), as bmw_init() in c/bmw.c
  function [BLOCK-1:0] iv_of;
    input integer first;
    integer i, b;
    /* verilator lint_off UNUSEDSIGNAL */
    integer v;     // a byte value, the low 8 bits
    /* verilator lint_on UNUSEDSIGNAL */
    begin
      iv_of = {BLOCK{1'b0}};
      for (i = 0; i < 16; i = i + 1)
        for (b = 0; b < WB / 8; b = b + 1) begin
          v = first + WB / 8 * i + b;
          iv_of[WB*i + WB - 8 - 8*b +: 8] = v[7:0];
        end
    end
  endfunction
  localparam [BLOCK-1:0] IV = iv_of((DIGEST_BITS == 256) ? 64 : (DIGEST_BITS == 512) ? 128 : 0);

  // CONST_final: word i = 0xaa..a0 + i
  function [BLOCK-1:0] const_final;
    input integer wb;
    integer i;
    begin
      const_final = {BLOCK{1'b0}};
      for (i = 0; i < 16; i = i + 1)
        const_final[wb*i +: WB] = {{(WB/8-1){8'hAA}}, 4'hA, i[3:0]};
    end
  endfunction
  localparam [BLOCK-1:0] CONST_FINAL = const_final(WB);

`define HF_WORD_W WB
  `include "hf_word.vh"

  // the message as m_q keeps it when FOLD (see above): word i rotated left by i + 1 (M'_i,
  // back = 0) or M' back to M (back = 1; f0, f2); otherwise x. A constant rotation: wiring
  function [BLOCK-1:0] m_rot;
    input [BLOCK-1:0] x;
    input             back;
    integer i;
    begin
      m_rot = x;
      if (FOLD)
        for (i = 0; i < 16; i = i + 1)
          m_rot[WB*i +: WB] = hf_rotl_w(x[WB*i +: WB], back ? WB - i - 1 : i + 1);
    end
  endfunction
  // a folded f1 cycle turns m_q and h_q: word k takes word k + F1_UNITS (mod 16)
  function [BLOCK-1:0] turn;
    input [BLOCK-1:0] x;
    turn = FOLD ? {x[WB*TURN-1:0], x[BLOCK-1:WB*TURN]} : x;
  endfunction

  // ---- padding unit: M, 1, zeros, the 64-bit bit length little-endian ending the block ----
`include "hf_pad_modes.vh"
  wire             blk_valid, blk_last, blk_ready;
  wire [BLOCK-1:0] blk_data;
  // the length is in the padding, so no counter is needed beside the block
  /* verilator lint_off UNUSEDSIGNAL */
  wire             blk_first;
  wire [15:0]      blk_nbits;
  wire [63:0]      blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK), .PAD_MODE(HF_PAD_MD_LE)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  // h_d, m_d: the next state of round and folded (compact has its own, h_dc and m_dc)
  /* verilator lint_off UNUSEDSIGNAL */
  reg [BLOCK-1:0] h_d, m_d;
  /* verilator lint_on UNUSEDSIGNAL */
  reg [BLOCK-1:0] h_q;            // chaining value (the final compression: CONST_final)
  // the block being compressed (final: the chaining value), in m_rot's form
  reg [BLOCK-1:0] m_q;
  // the stage of a running compression: 0 = f0 (the final compression's; a block's f0 runs in
  // its hand-over cycle, when busy_q is low; folded f0: X is loaded there), 1 .. F0C = the
  // folded f0's cycles, F0C + 1 .. F0C + F1C_I = f1, then f2
  reg [4:0]       ph_q, ph_d;
  reg             busy_q, busy_d;
  reg             last_q, last_d; // the block is the message's last: the final compression follows
  reg             fz_q, fz_d;     // the final compression runs
  // blk_ready as a register, computed from the next state: it gates the padder's buffer and
  // selects f0's message, so it must not come at the end of a chain of logic
  reg             rdy_q, rdy_d;
  assign blk_ready = rdy_q;

  wire take = blk_valid & blk_ready;
  // the phase decodes: f2, a folded f0 cycle (F0C = 0: never), an f1 cycle, the final
  // compression's phase 0 (F0FOLD: registers, below)
  wire f2_c, f1_c, p0_c;
  /* verilator lint_off UNUSEDSIGNAL */
  wire f0s_c;                     // (round: no folded f0)
  wire f2s_c;                     // a folded f2's cycle before its last (F2FOLD; else never)
  /* verilator lint_on UNUSEDSIGNAL */
  // f0 runs: f1 takes Q_0 .. Q_15 (folded f0: X is loaded)
  wire f0_c = take | p0_c;

  // ---- the three stages; f0's message: the new block while idle (busy_q is the select: a
  // register, not the handshake), the chaining value for the final compression ----
  wire [BLOCK-1:0] qa, h_new;
  wire [2*BLOCK-1:0] q;           // Q_0 .. Q_31, f2's input
  /* verilator lint_off UNUSEDSIGNAL */
  wire [WB*TURN-1:0] qn;          // f1's new words (only the folded f2 reads them)
  /* verilator lint_on UNUSEDSIGNAL */
  generate
    if (F0FOLD) begin : g_f0_fold
      // X = M ^ H loaded in the hand-over cycle (the block) or in the final compression's
      // phase 0 (h_q then holds the chaining value, its message, and CONST_final is its
      // chaining value); then F0_UNITS words of Q per cycle, which hf_bmw_f1_fold shifts in
      // (SHIFT_IN); h_q is turned to this cycle's c (g_compact)
      wire [WB*F0U-1:0] q0;
      hf_bmw_f0_fold #(.WB(WB), .UNITS(F0U)) u_f0 (
        .clk(clk), .ld_i(f0_c), .step_i(f0s_c), .x_i((busy_q ? CONST_FINAL : blk_data) ^ h_q),
        .hr_i(h_q), .q_o(q0)
      );
      assign qa = {{(BLOCK-WB*F0U){1'b0}}, q0};
    end else begin : g_f0
      wire [BLOCK-1:0] f0_m = busy_q ? m_rot(m_q, 1'b1) : blk_data;
      hf_bmw_f0 #(.WB(WB)) u_f0 (.m_i(f0_m), .h_i(h_q), .qa_o(qa));
    end
    if (FOLD) begin : g_fold
      // m_q and h_q are turned to this cycle's first expansion (turn, below); f0 left h_q
      // turned by its F0C_I cycles (H_OFF); a folded f2 moves Q down by a word per cycle too
      hf_bmw_f1_fold #(.WB(WB), .UNITS(F1_UNITS), .SHIFT_IN(F0FOLD ? F0U : 0),
                       .H_OFF(F0C_I % 16)) u_f1 (
        .clk(clk), .ld_i(F0FOLD ? f0s_c : f0_c), .step_i(f1_c | f2s_c), .qa_i(qa), .mr_i(m_q),
        .hr_i(h_q), .q_o(q), .qn_o(qn)
      );
    end else begin : g_round
      reg  [BLOCK-1:0] qa_q;      // Q_0 .. Q_15 (f0)
      reg  [BLOCK-1:0] qb_q;      // Q_16 .. Q_31 (f1)
      wire [BLOCK-1:0] qb;
      hf_bmw_f1 #(.WB(WB), .STEPS(STEPS)) u_f1 (
        .m_i(m_q), .h_i(h_q), .qa_i(qa_q), .qb_i(qb_q), .qb_o(qb)
      );
      // the datapath registers hold nothing between messages, so they need no reset
      always @(posedge clk) begin
        if (f0_c) qa_q <= qa;
        if (f1_c) qb_q <= qb;
      end
      assign q  = {qb_q, qa_q};
      assign qn = {WB*TURN{1'b0}};
    end
    if (F2FOLD) begin : g_f2_fold
      // f2 cycle c writes H_c, H_{c+4}, H_{8+c}, H_{12+c} into words 3, 7, 11, 15 of h_q, which
      // turns by a word per cycle as in f0 and f1: after the fourth, word k is H_k. h_new is
      // h_q's next value in an f2 cycle, the whole chaining value in the last (the digest)
      wire [4*WB-1:0] h4;
      hf_bmw_f2_fold #(.WB(WB)) u_f2 (
        .clk(clk), .clr_i(f0_c), .acc_i(f1_c), .step_i(f2s_c), .qn_i(qn), .q_i(q), .mr_i(m_q),
        .h_o(h4)
      );
      genvar k;
      for (k = 0; k < 16; k = k + 1) begin : g_h
        if (k % 4 == 3) begin : g_new
          assign h_new[WB*k +: WB] = h4[WB*(k/4) +: WB];
        end else begin : g_turn
          assign h_new[WB*k +: WB] = h_q[WB*((k+1)%16) +: WB];
        end
      end
    end else begin : g_f2
      hf_bmw_f2 #(.WB(WB)) u_f2 (.m_i(m_rot(m_q, 1'b1)), .q_i(q), .h_o(h_new));
    end
  endgenerate

  // ---- digest serializer: the last DIGEST_BITS of the final chaining value, little-endian
  // words, so byte i of the digest is byte i of that slice ----
  wire ser_ready, ser_ready_nx;
  wire ser_ld = f2_c & fz_q & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(h_new[BLOCK-1 -: DIGEST_BITS]), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: the final f2 waits for ser_ready itself)
  wire unused_ser = ser_ready_nx;

  // the next state; h_d and m_d are those of round and folded (compact: h_dc and m_dc below)
  always @* begin
    h_d = h_q; m_d = m_q; ph_d = ph_q; busy_d = busy_q; last_d = last_q; fz_d = fz_q;
    if (take) begin
      m_d    = m_rot(blk_data, 1'b0);
      ph_d   = 5'd1;
      busy_d = 1'b1;
      last_d = blk_last;
      fz_d   = 1'b0;
    end else if (busy_q && !f2_c) begin
      ph_d   = ph_q + 5'd1;
      if (f1_c) begin
        m_d  = turn(m_q);
        h_d  = turn(h_q);
      end
    end else if (f2_c && !fz_q) begin
      ph_d   = 5'd0;
      if (last_q) begin
        // the final compression: the chaining value as the message under CONST_final
        m_d  = m_rot(h_new, 1'b0);
        h_d  = CONST_FINAL;
        fz_d = 1'b1;
      end else begin
        h_d    = h_new;
        busy_d = 1'b0;
      end
    end else if (f2_c && ser_ready) begin
      h_d    = IV;
      ph_d   = 5'd0;
      busy_d = 1'b0;
      fz_d   = 1'b0;
    end
    rdy_d = ~busy_d;
  end

  // ---- the phase decodes, and compact's data registers ----
  wire [BLOCK-1:0] h_dc, m_dc;
  generate
    if (F0FOLD) begin : g_compact
      // The phase decodes as registers, set from the next state (so they equal the decodes of
      // round and folded): each bit of h_q, m_q and f0's X then takes its next value from
      // flip-flops and its own few data inputs (h_q: one LUT4 per bit), not from a copy of the
      // phase comparisons. fin_q: the final compression's phase 0 or its f2.
      reg f2_q, f2s_q, f0s_q, f1_q, p0_q, fin_q;
      always @(posedge clk) begin
        if (!rst_n) begin
          f2_q <= 1'b0; f2s_q <= 1'b0; f0s_q <= 1'b0; f1_q <= 1'b0; p0_q <= 1'b0; fin_q <= 1'b0;
        end else begin
          f2_q  <= busy_d & (ph_d == F2PH);
          f2s_q <= busy_d & (ph_d >= F2PH0) & (ph_d != F2PH);
          f0s_q <= busy_d & (ph_d != 5'd0) & (ph_d <= F0C);
          f1_q  <= busy_d & (ph_d > F0C) & (ph_d < F2PH0);
          p0_q  <= busy_d & (ph_d == 5'd0);
          fin_q <= busy_d & fz_d & ((ph_d == 5'd0) | (ph_d == F2PH));
        end
      end
      assign f2_c = f2_q;  assign f0s_c = f0s_q;  assign f1_c = f1_q;  assign p0_c = p0_q;
      assign f2s_c = f2s_q;

      // h_q turns in f0 and f1 (one word per cycle in both: F1_UNITS = 1), takes h_new in a
      // block's f2 (folded: in each of its cycles; the last block's too: phase 0 then moves it
      // to m_q), CONST_final in the final compression's phase 0 and the IV in its last f2 cycle
      // (once the serializer takes the digest)
      wire h_en = f0s_q | f1_q | p0_q | f2s_q | (f2_q & (~fz_q | ser_ready));
      reg [BLOCK-1:0] h_sel;
      always @* begin
        case ({fin_q, f2_q | f2s_q})
          2'b00:   h_sel = turn(h_q);
          2'b01:   h_sel = h_new;
          2'b10:   h_sel = CONST_FINAL;
          default: h_sel = IV;
        endcase
      end
      assign h_dc = h_en ? h_sel : h_q;
      // m_q: the block when it is handed over, the chaining value in the final compression's
      // phase 0, turned in f1 and in a folded f2's cycles but its last (the stall of the final
      // one's last cycle, waiting for the serializer, must not move what it reads)
      wire m_en = take | f1_q | f2s_q | p0_q;
      assign m_dc = m_en ? ((f1_q | f2s_q) ? turn(m_q) : m_rot(busy_q ? h_q : blk_data, 1'b0))
                         : m_q;
    end else begin : g_decode
      assign f2_c  = busy_q & (ph_q == F2PH);
      assign f0s_c = busy_q & (ph_q != 5'd0) & (ph_q <= F0C);
      assign f1_c  = busy_q & (ph_q > F0C) & ~f2_c;
      assign p0_c  = busy_q & (ph_q == 5'd0);
      assign f2s_c = 1'b0;
      assign h_dc  = h_d;
      assign m_dc  = m_d;
    end
  endgenerate

  always @(posedge clk) begin
    if (!rst_n) begin
      h_q    <= IV;
      ph_q   <= 5'd0;
      busy_q <= 1'b0;
      last_q <= 1'b0;
      fz_q   <= 1'b0;
      rdy_q  <= 1'b1;
    end else begin
      h_q    <= h_dc;
      ph_q   <= ph_d;
      busy_q <= busy_d;
      last_q <= last_d;
      fz_q   <= fz_d;
      rdy_q  <= rdy_d;
    end
  end

  // the datapath registers hold nothing between messages, so they need no reset
  always @(posedge clk) begin
    m_q <= m_dc;
  end
endmodule

`default_nettype wire
