// hf_blake: BLAKE-224 / -256 / -384 / -512 (SHA-3 round 2 and final), padding in hardware;
// the stream interface of docs/hardware.md (bus width W = 32 or 64).
// DIGEST_BITS 224 or 256 selects 32-bit words (512-bit blocks), 384 or 512 64-bit words
// (1024-bit blocks); ROUNDS is 10 / 14 (round 2) or 14 / 16 (final): the versions differ in
// nothing else, so one description serves all eight identifiers.
//
// Architecture (seed 002, Sec. 3.1, Fig. 2): four half-G units (hf_blake_g) side by side, each
// doing half a G per clock, so a round (column step, then diagonal step) takes 4 cycles and
// the critical path holds two adders. The block's first half-step runs in its hand-over cycle
// on the initial state (chaining value, constants, counter) and the feed-forward is computed
// in the last half-step, so a block takes exactly 4 * ROUNDS cycles (40 / 56 / 56 / 64).
//
// The state is kept so that the units always read columns: after the column step the rows
// are stored rotated (row r by r words), which turns the diagonals into columns, and after
// the diagonal step they are stored back. The message word XOR constant of each unit is
// registered one cycle ahead (mc_q), so the message permutation (a 16:1 multiplexer per unit)
// and the constant table are off the G path.
`default_nettype none

module hf_blake #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer ROUNDS      = 14
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
  localparam integer WB         = (DIGEST_BITS > 256) ? 64 : 32;   // word bits
  localparam integer BLOCK_BITS = 16 * WB;
  localparam integer LEN_BITS   = 2 * WB;                          // 64 / 128-bit length field
  localparam integer HB         = 8 * WB;                          // chaining value bits
  localparam integer VB         = 16 * WB;                         // state bits

  localparam integer RB = 5;                                       // round counter bits
  localparam integer R_LAST_I = ROUNDS - 1;
  localparam [RB-1:0] R_LAST = R_LAST_I[RB-1:0];

  // ---- constants (c/blake.c): the first 16 64-bit words of the fraction of pi; BLAKE-32
  // takes the halves of the first 8, high half first ----
  localparam [1023:0] PI64 = {
    64'h636920D871574E69, 64'h0801F2E2858EFC16, 64'h24A19947B3916CF7, 64'hBA7C9045F12C7F99,
    64'hB8E1AFED6A267E96, 64'h2FFD72DBD01ADFB7, 64'hD1310BA698DFB5AC, 64'h9216D5D98979FB1B,
    64'h3F84D5B5B5470917, 64'hC0AC29B7C97C50DD, 64'hBE5466CF34E90C6C, 64'h452821E638D01377,
    64'h082EFA98EC4E6C89, 64'hA4093822299F31D0, 64'h13198A2E03707344, 64'h243F6A8885A308D3};

  localparam [1023:0] PI32 = {512'd0,
    32'hB5470917, 32'h3F84D5B5, 32'hC97C50DD, 32'hC0AC29B7, 32'h34E90C6C, 32'hBE5466CF,
    32'h38D01377, 32'h452821E6, 32'hEC4E6C89, 32'h082EFA98, 32'h299F31D0, 32'hA4093822,
    32'h03707344, 32'h13198A2E, 32'h85A308D3, 32'h243F6A88};
  // constant c_i at [WB*i +: WB]
  localparam [1023:0] CST_ALL = (WB == 64) ? PI64 : PI32;
  localparam [VB-1:0] CST = CST_ALL[VB-1:0];

  // The message permutations sigma_0..9 (round r uses sigma_(r mod 10)); entry k of row r is
  // the nibble at [4*(16*r + k) +: 4].
  localparam [639:0] SIGMA = {
    64'h0DC3E9BF5167482A, 64'h5A417D2C803B9EF6, 64'hA2684F05931CE7BD, 64'hB8293670A4DEF15C,
    64'h91EF57D438B0A6C2, 64'hD386CB1EFA427509, 64'h8F04A562EBCD1397, 64'h491763EADF250C8B,
    64'h357B20C16DF984AE, 64'hFEDCBA9876543210};

  // sha2's IVs: BLAKE-256/512 take SHA-256/512's, BLAKE-224/384 SHA-224/384's (the SHA-256 IV
  // is the top half of each SHA-512 IV word, the SHA-224 IV the low half of each SHA-384 one)
  localparam [511:0] IV_512 =
    {64'h5be0cd19137e2179, 64'h1f83d9abfb41bd6b, 64'h9b05688c2b3e6c1f, 64'h510e527fade682d1,
     64'ha54ff53a5f1d36f1, 64'h3c6ef372fe94f82b, 64'hbb67ae8584caa73b, 64'h6a09e667f3bcc908};
  localparam [511:0] IV_384 =
    {64'h47b5481dbefa4fa4, 64'hdb0c2e0d64f98fa7, 64'h8eb44a8768581511, 64'h67332667ffc00b31,
     64'h152fecd8f70e5939, 64'h9159015a3070dd17, 64'h629a292a367cd507, 64'hcbbb9d5dc1059ed8};
  localparam [511:0] IV_SRC = (DIGEST_BITS == 384 || DIGEST_BITS == 224) ? IV_384 : IV_512;
  localparam integer IV_OFF = (DIGEST_BITS == 256) ? 32 : 0;
  localparam [HB-1:0] IV =
    {IV_SRC[448+IV_OFF +: WB], IV_SRC[384+IV_OFF +: WB], IV_SRC[320+IV_OFF +: WB],
     IV_SRC[256+IV_OFF +: WB], IV_SRC[192+IV_OFF +: WB], IV_SRC[128+IV_OFF +: WB],
     IV_SRC[64+IV_OFF +: WB],  IV_SRC[IV_OFF +: WB]};

  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS = OUT_BEATS_I[7:0];

  // ---- padding unit: HAIFA, BLAKE's 0/1 bit before the length; the block counter ----
`include "hf_pad_modes.vh"
  wire                  blk_valid, blk_last, blk_ready, blk_first;
  wire [BLOCK_BITS-1:0] blk_data;
  wire [15:0]           blk_nbits;
  wire [63:0]           blk_total;
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK_BITS), .PAD_MODE(HF_PAD_BLAKE), .LEN_BITS(LEN_BITS),
           .DIGEST_BITS(DIGEST_BITS)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- digest serializer ----
  wire                   ser_ready, ser_ready_nx, ser_ld;
  reg  [DIGEST_BITS-1:0] digest;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(digest), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );

  // ---- state and control ----
  reg [HB-1:0]   h_q, h_d;       // chaining value, word 0 at the bottom
  reg [VB-1:0]   v_q, v_d;       // state v0..v15 (rows rotated during the diagonal step)
  reg [VB-1:0]   m_q, m_d;       // message words m0..m15
  reg [4*WB-1:0] mc_q, mc_d;     // per unit: message word XOR constant of the next half-step
  reg [1:0]      ph_q, ph_d;     // half-step in the round: column 1st/2nd, diagonal 1st/2nd
  reg [3:0]      r10_q, r10_d;   // round mod 10 (the permutation)
  reg [RB-1:0]   rnd_q, rnd_d;   // round
  reg            busy_q, busy_d;
  reg            blast_q, blast_d;
  reg            fin_q, fin_d;   // h_q holds a digest the serializer has not taken yet
  // blk_ready as a register, computed from the next state: it gates the padder's buffer
  reg            rdy_q, rdy_d;

  wire take = blk_valid & blk_ready;
  assign blk_ready = rdy_q;
  assign ser_ld    = fin_q & ser_ready;

  // message word index of unit i (which = 0) or constant index (which = 1) at a half-step
  function [3:0] sel;
    input [3:0] r10;
    input [1:0] ph;
    input [1:0] i;
    input       which;
    // G number g = 4 ph[1] + i reads sigma entries 2g and 2g + 1; the half picks which one
    // is the message word and which one the constant's index
    sel = SIGMA[{r10, ph[1], i, ph[0] ^ which, 2'b00} +: 4];
  endfunction

  // ---- the four half-G units ----
  reg  [VB-1:0]   g_in;
  reg  [4*WB-1:0] mc_in;
  wire [VB-1:0]   g_out;
  genvar u;
  generate
    for (u = 0; u < 4; u = u + 1) begin : g_unit
      hf_blake_g #(.WORD(WB)) u_g (
        .half(ph_q[0]),
        .a_i(g_in[WB*u +: WB]), .b_i(g_in[WB*(4+u) +: WB]),
        .c_i(g_in[WB*(8+u) +: WB]), .d_i(g_in[WB*(12+u) +: WB]), .mc_i(mc_in[WB*u +: WB]),
        .a_o(g_out[WB*u +: WB]), .b_o(g_out[WB*(4+u) +: WB]),
        .c_o(g_out[WB*(8+u) +: WB]), .d_o(g_out[WB*(12+u) +: WB]));
    end
  endgenerate

  reg [VB-1:0]         blk_be;   // the block as big-endian words, m0 at the bottom
  reg [VB-1:0]         v_rot, v_unrot;
  reg [HB-1:0]         h_init;
  // the block's counter, as 128 bits (BLAKE-224/256 read the low 64)
  /* verilator lint_off UNUSEDSIGNAL */
  reg [127:0]          t;
  /* verilator lint_on UNUSEDSIGNAL */
  reg [3:0]            r10n;
  reg [1:0]            phn;
  integer              j, n, r;

  always @* begin
    for (j = 0; j < 16; j = j + 1)
      for (n = 0; n < WB / 8; n = n + 1)
        blk_be[WB*j + 8*n +: 8] = blk_data[WB*j + WB - 8 - 8*n +: 8];

    // BLAKE-224/384 are the leading DIGEST_BITS of the big-endian chaining value
    digest = {DIGEST_BITS{1'b0}};
    for (j = 0; j < DIGEST_BITS / 8; j = j + 1)
      digest[8*j +: 8] = h_q[WB*(j / (WB/8)) + WB - 8 - 8*(j % (WB/8)) +: 8];

    // initial state of a block: chaining value (the IV for a message's first block),
    // constants, the counter in v12..v15 (a padding-only block counts 0)
    h_init = blk_first ? IV : h_q;
    t = {64'd0, (blk_nbits != 16'd0) ? blk_total : 64'd0};
    g_in = v_q;
    mc_in = mc_q;
    if (take) begin
      g_in = {CST[HB-1:0], h_init};
      // v12, v13 ^= t0; v14, v15 ^= t1 (the counter's low and high word; BLAKE-384/512's
      // 128-bit counter has a zero high word below 2^64 bits)
      g_in[WB*12 +: 4*WB] = g_in[WB*12 +: 4*WB] ^ {{2{t[2*WB-1:WB]}}, {2{t[WB-1:0]}}};
      for (j = 0; j < 4; j = j + 1)
        mc_in[WB*j +: WB] = blk_be[WB*(2*j) +: WB] ^ CST[WB*(2*j+1) +: WB];
    end

    // row r moved r words to the left (diagonals become columns) and back
    for (r = 0; r < 4; r = r + 1)
      for (j = 0; j < 4; j = j + 1) begin
        v_rot[WB*(4*r + j) +: WB]   = g_out[WB*(4*r + (j + r) % 4) +: WB];
        v_unrot[WB*(4*r + j) +: WB] = g_out[WB*(4*r + (j + 4 - r) % 4) +: WB];
      end

    h_d = h_q; m_d = m_q; mc_d = mc_q;
    ph_d = ph_q; r10_d = r10_q; rnd_d = rnd_q;
    busy_d = busy_q; blast_d = blast_q; fin_d = fin_q;
    if (ser_ld)
      fin_d = 1'b0;

    case (ph_q)
      2'd1:    v_d = v_rot;
      2'd3:    v_d = v_unrot;
      default: v_d = g_out;
    endcase

    // the next half-step's message words and constants: from the block in the hand-over
    // cycle (round 0, column step, second half), then from m_q
    if (ph_q == 2'd3) begin
      phn  = 2'd0;
      r10n = (r10_q == 4'd9) ? 4'd0 : r10_q + 4'd1;
    end else begin
      phn  = ph_q + 2'd1;
      r10n = r10_q;
    end
    for (j = 0; j < 4; j = j + 1)
      mc_d[WB*j +: WB] = m_q[WB*sel(r10n, phn, j[1:0], 1'b0) +: WB] ^ CST[WB*sel(r10n, phn, j[1:0], 1'b1) +: WB];

    if (take) begin
      h_d     = h_init;
      m_d     = blk_be;
      for (j = 0; j < 4; j = j + 1)
        mc_d[WB*j +: WB] = blk_be[WB*(2*j+1) +: WB] ^ CST[WB*(2*j) +: WB];
      ph_d    = 2'd1;
      r10_d   = 4'd0;
      rnd_d   = {RB{1'b0}};
      busy_d  = 1'b1;
      blast_d = blk_last;
    end
    if (busy_q) begin
      ph_d  = phn;
      r10_d = r10n;
      if (ph_q == 2'd3) begin
        rnd_d = rnd_q + 1'b1;
        if (rnd_q == R_LAST) begin
          // feed-forward in the last half-step
          busy_d = 1'b0;
          h_d    = h_q ^ v_unrot[0 +: HB] ^ v_unrot[HB +: HB];
          fin_d  = blast_q;
        end
      end
    end
    rdy_d = ~busy_d & (~fin_d | ser_ready_nx);
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      ph_q    <= 2'd0;
      r10_q   <= 4'd0;
      rnd_q   <= {RB{1'b0}};
      busy_q  <= 1'b0;
      blast_q <= 1'b0;
      fin_q   <= 1'b0;
      rdy_q   <= 1'b1;
    end else begin
      ph_q    <= ph_d;
      r10_q   <= r10_d;
      rnd_q   <= rnd_d;
      busy_q  <= busy_d;
      blast_q <= blast_d;
      fin_q   <= fin_d;
      rdy_q   <= rdy_d;
    end
  end

  // Datapath registers: no reset, every block loads them at its hand-over (a message's first
  // block takes the IV, not h_q).
  always @(posedge clk) begin
    h_q  <= h_d;
    v_q  <= v_d;
    m_q  <= m_d;
    mc_q <= mc_d;
  end
endmodule

`default_nettype wire
