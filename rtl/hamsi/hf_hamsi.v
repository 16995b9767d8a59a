// hf_hamsi: Hamsi-224 / -256 / -384 / -512 (SHA-3 round 2, corrected IVs as c/hamsi.c),
// padding in hardware; the stream interface of docs/hardware.md (bus width W = 32 or 64).
// DIGEST_BITS 224 or 256: 32-bit blocks, a 512-bit state, P = 3 rounds, Pf = 6; 384 or 512:
// 64-bit blocks, a 1024-bit state, P = 6 rounds, Pf = 12. One description for all four.
//
// Architecture (seed paper 002, Sec. 3.7 and Fig. 8): fully parallel, the round unrolled
// UNROLL = 3 times, so a clock runs three rounds. Each block is expanded (hf_hamsi_expand),
// concatenated with the chaining value and its first three rounds computed in its hand-over
// cycle; the cycle of its last rounds also truncates and feeds forward into the chaining
// value. Hamsi-256 so hashes a block in one cycle (P = 3 rounds), Hamsi-512 in two; Pf takes
// two / four. The next block is handed over in the cycle after, so a long message runs at
// max(B / S, P / UNROLL) cycles per block (S = W, or 32 behind hf_pad's gearbox).
//
// The final feed-forward is the digest: it is computed when the serializer is empty and goes
// straight into it (no digest register), and the chaining value returns to the IV in that
// same cycle, so the next message's first block can be handed over in the following one.
`default_nettype none

module hf_hamsi #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer UNROLL      = 3     // rounds per clock; divides P's rounds (3 / 6)
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
  localparam         BIG   = (DIGEST_BITS > 256);
  localparam integer BLOCK = BIG ? 64 : 32;
  localparam integer COLS  = BIG ? 8 : 4;
  localparam integer NW    = 4 * COLS;          // state words
  localparam integer SW    = 32 * NW;           // state bits
  localparam integer HW    = SW / 2;            // chaining value bits (rows 0 and 2)
  localparam integer RW    = 32 * COLS;         // bits per row
  localparam integer NP    = BIG ? 6 : 3;       // rounds of P
  localparam integer NF    = 2 * NP;            // rounds of Pf
  localparam integer PL_I  = NP - UNROLL;       // first round of P's last cycle
  localparam integer FL_I  = NF - UNROLL;       // ... of Pf's
  localparam [3:0]   PL    = PL_I[3:0];
  localparam [3:0]   FL    = FL_I[3:0];
  localparam [3:0]   U4    = UNROLL[3:0];
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];

  // ---- IVs: the chaining words are big-endian slices of the designer's address in UTF-8
  // (c/hamsi.c's IV_TEXT, corrected encoding); word 0 in the top bits here ----
  localparam [255:0] IV224_T = {16'hC396, "zg", 16'hC3BC, "l K", 48'hC3BCC3A7C3BC,
                                "k, Katholieke Uni"};
  localparam [255:0] IV256_T = "versiteit Leuven, Departement El";
  localparam [511:0] IV384_T = "ektrotechniek, Computer Security and Industrial Cryptography, Ka";
  localparam [511:0] IV512_T = "steelpark Arenberg 10, bus 2446, B-3001 Leuven-Heverlee, Belgium";
  localparam [511:0] IV_T    = (DIGEST_BITS == 224) ? {IV224_T, 256'd0} :
                               (DIGEST_BITS == 256) ? {IV256_T, 256'd0} :
                               (DIGEST_BITS == 384) ? IV384_T : IV512_T;

  // the chaining value with word i in [32i +: 32] (the C code's h[i])
  function [HW-1:0] iv_words;
    input [511:0] t;
    integer i;
    begin
      for (i = 0; i < HW / 32; i = i + 1)
        iv_words[32*i +: 32] = t[511 - 32*i -: 32];
    end
  endfunction
  localparam [HW-1:0] IV = iv_words(IV_T);

  // digest word q is chaining word dw(q): Hamsi-384 keeps 12 of the 16 (c/hamsi.c OUT_384)
  localparam [95:0] OUT_384 = {8'd0, 8'd1, 8'd3, 8'd4, 8'd5, 8'd6, 8'd8, 8'd9, 8'd10, 8'd12,
                               8'd13, 8'd15};
  function integer dw;
    input integer q;
    dw = (DIGEST_BITS == 384) ? {24'd0, OUT_384[95 - 8*q -: 8]} : q;
  endfunction

  // which state words come from the expanded message (1) and which from the chaining value
  // (0), word 0 first: c/hamsi.c's LAYOUT_SMALL / LAYOUT_BIG
  localparam [31:0] LAYOUT = BIG ? 32'b11001100_00110011_11001100_00110011 :
                                   {16'b11000011_11000011, 16'd0};
  function integer n_before;   // words of kind m before word i
    input integer i;
    input         m;
    integer j;
    begin
      n_before = 0;
      for (j = 0; j < i; j = j + 1)
        if (LAYOUT[31 - j] == m) n_before = n_before + 1;
    end
  endfunction

  // ---- padding unit: M, 1, zeros to the block end, then the 64-bit big-endian length in
  // blocks of its own (two 32-bit blocks for Hamsi-224/256); blk_last marks the block for Pf.
  // The 32-bit block at W=64 passes hf_pad's input gearbox (32-bit slots).
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
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK), .PAD_MODE(HF_PAD_HAMSI)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  reg [SW-1:0] s_q;              // the permutation's state between its cycles
  reg [HW-1:0] h_q, h_d;         // chaining value
  // the first round of this cycle (0 in the hand-over cycle), counted in rounds rather than
  // cycles so that the round numbers need no multiplier
  reg [3:0]    rnd_q, rnd_d;
  reg          busy_q, busy_d;   // a permutation continues from s_q
  reg          fin_q, fin_d;     // ... and it is Pf
  // blk_ready as a register, computed from the next state: it gates the padder's buffer and
  // selects the round's input, so it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;
  assign blk_ready = rdy_q;

  wire take = blk_valid & blk_ready;

  // ---- concatenation: the expanded block and the chaining value in LAYOUT's order ----
  wire [HW-1:0] m_exp;
  hf_hamsi_expand #(.BIG(BIG ? 1 : 0)) u_expand (.blk_i(blk_data), .m_o(m_exp));
  wire [SW-1:0] s_cat;
  genvar i, r;
  generate
    for (i = 0; i < NW; i = i + 1) begin : g_cat
      if (LAYOUT[31 - i]) begin : g_m
        assign s_cat[32*i +: 32] = m_exp[32*n_before(i, 1'b1) +: 32];
      end else begin : g_c
        assign s_cat[32*i +: 32] = h_q[32*n_before(i, 1'b0) +: 32];
      end
    end
  endgenerate

  // ---- UNROLL rounds per clock: the new block's first ones while idle (busy_q is the
  // select: a register, not the handshake), the permutation's next ones while busy ----
  wire          fin_c = busy_q ? fin_q : blk_last;
  wire [SW*(UNROLL+1)-1:0] chain;
  assign chain[0 +: SW] = busy_q ? s_q : s_cat;
  generate
    for (r = 0; r < UNROLL; r = r + 1) begin : g_round
      localparam [3:0] R4 = r;
      hf_hamsi_round #(.BIG(BIG ? 1 : 0)) u_round (
        .s_i(chain[SW*r +: SW]), .fin_i(fin_c), .rc_i(rnd_q + R4), .s_o(chain[SW*(r+1) +: SW])
      );
    end
  endgenerate

  // truncation (rows 0 and 2) and feed-forward
  wire [HW-1:0] h_ff = h_q ^ {chain[SW*UNROLL + 2*RW +: RW], chain[SW*UNROLL +: RW]};

  // ---- digest serializer: big-endian chaining words, message byte order ----
  wire [DIGEST_BITS-1:0] digest;
  genvar q, b;
  generate
    for (q = 0; q < DIGEST_BITS / 32; q = q + 1) begin : g_dig
      for (b = 0; b < 4; b = b + 1) begin : g_byte
        assign digest[32*q + 8*b +: 8] = h_ff[32*dw(q) + 24 - 8*b +: 8];
      end
    end
  endgenerate

  wire last_c  = rnd_q == (fin_c ? FL : PL);   // this cycle runs the permutation's last rounds
  wire ser_ready, ser_ready_nx;
  wire ser_ld  = busy_q & fin_q & last_c & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(digest), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: the last Pf cycle waits for ser_ready itself)
  wire unused_ser = ser_ready_nx;

  // The state register takes the rounds' output in every cycle that is not a permutation's
  // last (it holds nothing between blocks, so it needs no reset).
  wire run  = take | busy_q;
  wire step = run & ~last_c;

  always @* begin
    h_d = h_q; rnd_d = rnd_q; busy_d = busy_q; fin_d = fin_q;
    if (step) begin
      rnd_d  = rnd_q + U4;
      busy_d = 1'b1;
      fin_d  = fin_c;
    end else if (run && (!fin_c || ser_ready)) begin
      // the last rounds: feed-forward (Pf: the digest leaves, the IV returns)
      h_d    = fin_c ? IV : h_ff;
      rnd_d  = 4'd0;
      busy_d = 1'b0;
    end
    rdy_d = ~busy_d;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      h_q    <= IV;
      rnd_q  <= 4'd0;
      busy_q <= 1'b0;
      fin_q  <= 1'b0;
      rdy_q  <= 1'b1;
    end else begin
      h_q    <= h_d;
      rnd_q  <= rnd_d;
      busy_q <= busy_d;
      fin_q  <= fin_d;
      rdy_q  <= rdy_d;
    end
  end

  always @(posedge clk) begin
    if (step) s_q <= chain[SW*UNROLL +: SW];
  end
endmodule

`default_nettype wire
