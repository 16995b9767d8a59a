// hf_sha2: SHA-224 / SHA-256 / SHA-384 / SHA-512 (FIPS 180-4), one round per clock, padding
// in hardware. Stream interface of docs/hardware.md.
// DIGEST_BITS 224 or 256 selects the 32-bit-word family (512-bit blocks, 64 rounds), 384 or
// 512 the 64-bit-word family (1024-bit blocks, 80 rounds). Both families are the same
// datapath; only the word width, the round count, the constants and the rotation amounts
// differ, so one description serves all four and a fix applies to all of them.
// The rounds are hf_sha2_compress (shared with RFSB-509's SHA-256 output filter); this top
// adds padding, the chaining value with its feed-forward, and the digest.
// Cycles (docs in CYCLES.md): long message max(BLOCK_BITS/W, ROUNDS+1) per block; the block
// is handed over in one cycle, ROUNDS round cycles follow, the feed-forward shares a cycle
// with the next hand-over.
`default_nettype none

module hf_sha2 #(
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
  // ---- family parameters (FIPS 180-4, sections 4.1, 5.1) ----
  localparam integer WB         = (DIGEST_BITS > 256) ? 64 : 32;  // word bits
  localparam integer BLOCK_BITS = 16 * WB;
  localparam integer LEN_BITS   = 2 * WB;                         // 128 / 64-bit length field
  localparam integer SB         = 8 * WB;                         // state bits (8 words)

  // ---- initial hash values: one pair of 512-bit tables for both families ----
  // The SHA-256 IV is the top 32 bits of each SHA-512 IV word and the SHA-224 IV the low
  // 32 bits of each SHA-384 IV word (both are slices of the same square-root fractions),
  // so the 32-bit IVs are taken from the 64-bit ones at a per-word bit offset.
  localparam [511:0] IV_512 =
    {64'h6a09e667f3bcc908, 64'hbb67ae8584caa73b, 64'h3c6ef372fe94f82b, 64'ha54ff53a5f1d36f1,
     64'h510e527fade682d1, 64'h9b05688c2b3e6c1f, 64'h1f83d9abfb41bd6b, 64'h5be0cd19137e2179};
  localparam [511:0] IV_384 =
    {64'hcbbb9d5dc1059ed8, 64'h629a292a367cd507, 64'h9159015a3070dd17, 64'h152fecd8f70e5939,
     64'h67332667ffc00b31, 64'h8eb44a8768581511, 64'hdb0c2e0d64f98fa7, 64'h47b5481dbefa4fa4};
  localparam [511:0] IV_SRC = (DIGEST_BITS == 384 || DIGEST_BITS == 224) ? IV_384 : IV_512;
  localparam integer IV_OFF = (DIGEST_BITS == 256) ? 32 : 0;
  localparam [SB-1:0] IV =
    {IV_SRC[448+IV_OFF +: WB], IV_SRC[384+IV_OFF +: WB], IV_SRC[320+IV_OFF +: WB],
     IV_SRC[256+IV_OFF +: WB], IV_SRC[192+IV_OFF +: WB], IV_SRC[128+IV_OFF +: WB],
     IV_SRC[64+IV_OFF +: WB],  IV_SRC[IV_OFF +: WB]};

  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS = OUT_BEATS_I[7:0];

  // ---- padding unit ----
`include "hf_pad_modes.vh"
  wire                  blk_valid, blk_last, blk_ready;
  wire [BLOCK_BITS-1:0] blk_data;
  // SHA-2 needs no counter beside the block: the length is in the padding
  /* verilator lint_off UNUSEDSIGNAL */
  wire                  blk_first;
  wire [15:0]           blk_nbits;
  wire [63:0]           blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK_BITS), .PAD_MODE(HF_PAD_MD), .LEN_BITS(LEN_BITS)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- digest serializer ----
  wire                   ser_ready, ser_ready_nx;
  wire                   ser_ld;
  reg  [DIGEST_BITS-1:0] digest;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(digest), .ld_beats(OUT_BEATS),
    .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );

  // ---- state ----
  reg [SB-1:0] h_q, h_d;     // H0..H7, H0 in the top word
  reg          ff_q, ff_d;   // feed-forward pending
  reg          fin_q, fin_d; // ... of the last block of a message
  reg          blast_q, blast_d;

  wire take = blk_valid & blk_ready;
  // blk_ready as a register, computed from the next state (it gates the padder's buffer)
  reg  rdy_q, rdy_d;
  assign blk_ready = rdy_q;
  assign ser_ld    = ff_q & fin_q & ser_ready;

  reg [SB-1:0]         hsum, base;
  reg [BLOCK_BITS-1:0] blk_be;    // block as big-endian words, W[0] in the bottom word
  wire [SB-1:0]        v_q;
  wire                 busy_q, last_q;
  reg                  busy_d;
  integer              j, n;

  hf_sha2_compress #(.WB(WB)) u_rounds (
    .clk(clk), .rst_n(rst_n),
    .start_i(take), .h_i(base), .blk_i(blk_be),
    .busy_o(busy_q), .last_o(last_q), .v_o(v_q)
  );

  always @* begin
    for (j = 0; j < 8; j = j + 1)
      hsum[WB*j +: WB] = h_q[WB*j +: WB] + v_q[WB*j +: WB];
    base = ff_q ? (fin_q ? IV : hsum) : h_q;
    // SHA-224/384 are the leading DIGEST_BITS of the big-endian state.
    digest = {DIGEST_BITS{1'b0}};
    for (j = 0; j < DIGEST_BITS / 8; j = j + 1)
      digest[8*j +: 8] = hsum[SB - 1 - 8*j -: 8];

    // The padder delivers the block as a byte string, first byte in the low bits; the
    // words are big-endian, so each word's bytes are reversed. Done outside the hand-over
    // branch so that the loop variables are assigned on every path (no latch).
    for (j = 0; j < 16; j = j + 1)
      for (n = 0; n < WB / 8; n = n + 1)
        blk_be[WB*j + 8*n +: 8] = blk_data[WB*j + WB - 8 - 8*n +: 8];

    h_d = h_q;
    ff_d = ff_q; fin_d = fin_q; blast_d = blast_q;
    busy_d = take | (busy_q & ~last_q);
    if (ff_q && (!fin_q || ser_ready)) begin
      h_d  = base;
      ff_d = 1'b0;
    end
    if (take) begin
      h_d     = base;
      blast_d = blk_last;
    end
    if (last_q) begin
      ff_d  = 1'b1;
      fin_d = blast_q;
    end
    rdy_d = ~busy_d & (~ff_d | ~fin_d | ser_ready_nx);
  end

  // Control and chaining value: reset, so an idle core starts from the IV.
  always @(posedge clk) begin
    if (!rst_n) begin
      h_q     <= IV;
      ff_q    <= 1'b0;
      fin_q   <= 1'b0;
      blast_q <= 1'b0;
      rdy_q   <= 1'b1;
    end else begin
      h_q     <= h_d;
      ff_q    <= ff_d;
      fin_q   <= fin_d;
      blast_q <= blast_d;
      rdy_q   <= rdy_d;
    end
  end
endmodule

`default_nettype wire
