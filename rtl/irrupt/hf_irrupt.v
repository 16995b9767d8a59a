// hf_irrupt: irRUPT32-256 and irRUPT64-512 (WORD = 32 / 64; EnRUPT stream hashing, SHA-3
// round-1 candidate, P = 2, s = 4, H = 16 words), padding, blank rounds and output in
// hardware; the stream interface of docs/hardware.md (bus width W = 32 or 64). The algorithm
// is c/irrupt.c's: one WORD-bit block per message word, ir2s(word) = eight rounds ir1 then
// d[1] ^= word; after the padded last word ir2s(DIGEST_BITS), 16 blank ir2s(0), then per
// output word ir2s(0) and d[1] as a big-endian word.
//
// Architecture (seed paper 001, Fig. 3): UNROLL = rounds ir1 per clock (hf_irrupt_ir1 in
// series). 8: one ir2s per clock ("8-irRUPT", Fig. 3A, the default); 1: one ir1 per clock,
// eight clocks per ir2s ("1-irRUPT", Fig. 3B); 2 and 4 work too.
//
// The state is word-shifted (seed 001, Fig. 4): word j of x_q is x[(r + j) mod 16] and word
// j of d_q is d[(r + j) mod 2], so every round reads and writes fixed words and a round is a
// one-word rotation of the wiring, not a multiplexer; only UNROLL = 1 needs one (x[r ^ 1] is
// x[r + 1] or x[r - 1] with the parity of r). At the end of an ir2s r is a multiple of 8, so
// word 1 of d_q is d[1] there: the message word is XORed into it, and the digest word read
// from it.
//
// Schedule: the rounds of an ir2s never depend on its word (it enters after the eighth), and
// every message has at least one (padded) word, so the rounds of a message's first ir2s run
// as soon as the state is cleared, before the message arrives. The state register holds the
// state before the word XOR: a clock that begins an ir2s XORs the word of the ir2s before it
// into d[1] and then runs its rounds, so the first clock of every ir2s after the first waits
// for its predecessor's block, which is handed over then. No word register is needed, a long
// message costs max(8 / UNROLL, load) cycles per word, and the clock that takes the last word
// already runs the length ir2s's (first) rounds. After the last word: the length ir2s, 16
// blank ir2s, then the output ir2s, whose last clock waits until the serializer can take its
// word (at W = 64 irRUPT32's words go out in pairs: the first waits in z_q). The last output
// ir2s clears the state, and the next message's first ir2s begins.
`default_nettype none

module hf_irrupt #(
  parameter integer W           = 32,
  parameter integer WORD        = 32,
  parameter integer UNROLL      = 8,     // ir1 rounds per clock: 8, 4, 2 or 1
  parameter integer DIGEST_BITS = 256    // a multiple of 2 * WORD (256: irRUPT32, 512: irRUPT64)
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
  localparam integer H      = 16;                          // state words x
  localparam integer XW     = H * WORD;
  localparam integer DW     = 2 * WORD;                    // d[0], d[1]
  localparam integer LG     = (UNROLL == 8) ? 3 : (UNROLL == 4) ? 2 : (UNROLL == 2) ? 1 : 0;
  localparam integer RW     = WORD - LG;                   // r / UNROLL is stored
  localparam integer NW     = DIGEST_BITS / WORD;          // output words
  localparam integer WPC    = (W > WORD) ? W / WORD : 1;   // words per serializer chunk
  localparam integer CHUNK  = WPC * WORD;
  localparam integer BEATS  = (CHUNK + W - 1) / W;
  localparam [7:0]   BEATS8 = BEATS[7:0];
  localparam integer KW     = 6;
  localparam [KW-1:0] K_OUT0 = 17;                         // length ir2s, 16 blank, then output
                                                           // (k counts the length ir2s as 1)
  localparam integer  NLAST  = 17 + NW - 1;
  localparam [KW-1:0] K_LAST = NLAST[KW-1:0];
  localparam [31:0]   DLEN32 = DIGEST_BITS;

  // message words and digest words are big-endian; the stream carries byte i in lane i
  function [WORD-1:0] bswap;
    input [WORD-1:0] v;
    integer b;
    begin
      for (b = 0; b < WORD / 8; b = b + 1)
        bswap[8*b +: 8] = v[WORD-8-8*b +: 8];
    end
  endfunction

  // ---- padding unit: a 1 bit after the message (MSB-first) and zeros to the end of its
  // word, always (a word-aligned message gets one more word). irRUPT32's 32-bit block at
  // W=64 goes through hf_pad's input gearbox (32-bit slots, one block per cycle).
`include "hf_pad_modes.vh"
  wire            blk_valid, blk_last, blk_ready;
  wire [WORD-1:0] blk_data;
  // irRUPT hashes no length and no counter
  /* verilator lint_off UNUSEDSIGNAL */
  wire            blk_first;
  wire [15:0]     blk_nbits;
  wire [63:0]     blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(WORD), .PAD_MODE(HF_PAD_10)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  reg [XW-1:0]  x_q;             // word j = x[(r + j) mod 16]
  reg [DW-1:0]  d_q;             // word j = d[(r + j) mod 2]
  reg [RW-1:0]  rc_q;            // r / UNROLL: r's low LG bits are 0 at every clock edge
  reg           fin_q, fin_d;    // the last word is in: length, blank and output ir2s run
  reg [KW-1:0]  k_q, k_d;        // ir2s finished since the last word
  reg           run_q, run_d;    // a message ir2s has run since the clear: its word is due
  // blk_ready as a register, computed from the next state: it gates the padder's buffer and
  // the state, so it must not come at the end of a chain of logic
  reg           rdy_q, rdy_d;

  wire [WORD-1:0] r_base;        // r at this clock
  wire            last_clk;      // this clock ends an ir2s
  wire            first_clk;     // this clock begins an ir2s
  wire [RW-1:0]   rc_inc = rc_q + 1'b1;
  wire            first_d;       // first_clk of the next cycle
  wire            step;          // this clock runs its rounds
  wire            clr;           // this clock ends the last output ir2s: clear the state
  wire [WORD-1:0] dlen_w;        // the digest length as a word
  generate
    if (LG == 0) begin : g_r_full
      assign r_base = rc_q;
    end else begin : g_r_low
      assign r_base = {rc_q, {LG{1'b0}}};
    end
    if (LG == 3) begin : g_one_clk
      assign last_clk  = 1'b1;
      assign first_clk = 1'b1;
      assign first_d   = 1'b1;
    end else begin : g_sub_clk
      // the clock within the ir2s: r's bits LG..2
      wire [2-LG:0] sub_d = clr ? {(3-LG){1'b0}} : step ? rc_inc[2-LG:0] : rc_q[2-LG:0];
      assign last_clk  = &rc_q[2-LG:0];
      assign first_clk = ~|rc_q[2-LG:0];
      assign first_d   = ~|sub_d;
    end
    if (WORD == 32) begin : g_dlen32
      assign dlen_w = DLEN32;
    end else begin : g_dlen64
      assign dlen_w = {{(WORD-32){1'b0}}, DLEN32};
    end
  endgenerate

  wire take = blk_valid & blk_ready;   // only ever at the first clock of a message ir2s

  // the word of the ir2s before this clock's, XORed into d[1] before its rounds: the block
  // taken, or the digest length in the first blank ir2s
  wire            dlen = fin_q & (k_q == {{(KW-1){1'b0}}, 1'b1}) & first_clk;
  wire [WORD-1:0] p    = ({WORD{take}} & bswap(blk_data)) | ({WORD{dlen}} & dlen_w);

  // ---- the rounds: UNROLL ir1 in series, each on the state shifted by one word ----
  wire [(UNROLL+1)*XW-1:0] xs;
  wire [(UNROLL+1)*DW-1:0] ds;
  assign xs[XW-1:0] = x_q;
  assign ds[DW-1:0] = {d_q[DW-1:WORD] ^ p, d_q[WORD-1:0]};
  genvar i;
  generate
    for (i = 0; i < UNROLL; i = i + 1) begin : g_round
      localparam [WORD-1:0] RI = i;    // r = r_base + i = r_base | i
      wire [XW-1:0]   xi = xs[i*XW +: XW];
      wire [DW-1:0]   di = ds[i*DW +: DW];
      wire [WORD-1:0] x1;              // x[r ^ 1]
      wire [WORD-1:0] x2n, dn;
      if (UNROLL == 1) begin : g_par
        assign x1 = rc_q[0] ? xi[15*WORD +: WORD] : xi[WORD +: WORD];
      end else if (i % 2 == 1) begin : g_odd
        assign x1 = xi[15*WORD +: WORD];
      end else begin : g_even
        assign x1 = xi[WORD +: WORD];
      end
      hf_irrupt_ir1 #(.WORD(WORD)) u_ir1 (
        .x1_i(x1), .x4_i(xi[4*WORD +: WORD]), .x2_i(xi[2*WORD +: WORD]), .x0_i(xi[0 +: WORD]),
        .d_i(di[0 +: WORD]), .r_i(r_base | RI), .x2_o(x2n), .d_o(dn)
      );
      // r + 1: x[r + 1] becomes word 0 (the updated x[r + 2] word 1), d[r + 1] word 0
      assign xs[(i+1)*XW +: XW] = {xi[0 +: WORD], xi[XW-1:3*WORD], x2n, xi[WORD +: WORD]};
      assign ds[(i+1)*DW +: DW] = {dn, di[WORD +: WORD]};
    end
  endgenerate

  wire [XW-1:0]   x_nx  = xs[UNROLL*XW +: XW];
  wire [WORD-1:0] d0_nx = ds[UNROLL*DW +: WORD];
  wire [WORD-1:0] d1_nx = ds[UNROLL*DW + WORD +: WORD];

  // ---- output: an output ir2s ends when its word can leave ----
  wire             out_clk = fin_q & (k_q >= K_OUT0) & last_clk;
  // at W > WORD the even words wait in z_q for the odd ones (one beat holds both)
  wire             pair_hi = (WPC == 1) | (k_q[0] ^ K_OUT0[0]);
  wire             ser_ready, ser_ready_nx;
  wire             ser_ld  = out_clk & pair_hi & ser_ready;
  wire             word_last = (k_q == K_LAST);
  wire [CHUNK-1:0] chunk;
  generate
    if (WPC == 1) begin : g_chunk_word
      assign chunk = bswap(d1_nx);
    end else begin : g_chunk_pair
      reg [WORD-1:0] z_q;
      always @(posedge clk) begin
        if (out_clk & ~pair_hi) z_q <= d1_nx;
      end
      assign chunk = {bswap(d1_nx), bswap(z_q)};
    end
  endgenerate
  hf_ser #(.W(W), .CHUNK_BITS(CHUNK)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(chunk), .ld_beats(BEATS8), .ld_last(word_last),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: the serializer is only waited for by output clocks)
  wire unused_ser = ser_ready_nx;

  // A clock runs its rounds unless it begins a message ir2s while its predecessor's block is
  // missing, or ends an output ir2s whose word the serializer cannot take yet.
  assign step = fin_q ? ~(out_clk & pair_hi) | ser_ready : ~(first_clk & run_q) | take;
  assign clr  = fin_q & last_clk & step & word_last;
  assign blk_ready = rdy_q;

  always @* begin
    fin_d = fin_q;
    k_d   = k_q;
    run_d = (run_q | (~fin_q & step)) & ~clr;
    if (take & blk_last) begin
      // this clock runs the length ir2s's first rounds (at UNROLL = 8 all of them)
      fin_d = 1'b1;
      k_d   = {{(KW-1){1'b0}}, last_clk};
    end
    if (fin_q & last_clk & step) begin
      k_d = k_q + 1'b1;
      if (word_last) fin_d = 1'b0;
    end
    rdy_d = ~fin_d & run_d & first_d;
  end

  // Written as enable and synchronous clear, so that the flip-flops' own enable and reset
  // absorb them.
  always @(posedge clk) begin
    if (!rst_n || clr) begin
      x_q  <= {XW{1'b0}};
      d_q  <= {DW{1'b0}};
      rc_q <= {RW{1'b0}};
    end else if (step) begin
      x_q  <= x_nx;
      d_q  <= {d1_nx, d0_nx};
      rc_q <= rc_inc;
    end
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      fin_q <= 1'b0;
      k_q   <= {KW{1'b0}};
      run_q <= 1'b0;
      rdy_q <= 1'b0;
    end else begin
      fin_q <= fin_d;
      k_q   <= k_d;
      run_q <= run_d;
      rdy_q <= rdy_d;
    end
  end
endmodule

`default_nettype wire
