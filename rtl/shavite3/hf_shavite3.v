// hf_shavite3: SHAvite-3-224 / -256 / -384 / -512 (round-2 specification, HAIFA with a zero
// salt), padding in hardware; the stream interface of docs/hardware.md.
//
// DIGEST_BITS 224 / 256 select C_256 (hf_shavite3_c256: 512-bit blocks, one AES round per
// clock, 36 cycles per block), 384 / 512 select C_512 (hf_shavite3_c512: 1024-bit blocks, two
// AES rounds per clock, 56 cycles per block); both compute the message expansion beside the
// rounds on AES rounds of their own (seed 002, Sec. 3.12). This top holds what they share: the
// padder and the HAIFA counter it gives, and the digest serializer.
//
// Byte order: words are 32-bit little-endian and an AES state of four words has word i in
// bytes 4i..4i+3, byte 0 of a word in row 0, so a 128-bit group is the words' little-endian
// concatenation (word 0 in bits [31:0]) and the padder's byte string is the block as it is;
// the digest is the chaining value's first DIGEST_BITS bits in the same order.
`default_nettype none

module hf_shavite3 #(
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
  localparam         BIG   = (DIGEST_BITS > 256);
  localparam integer BLOCK = BIG ? 1024 : 512;
  localparam integer CV    = BIG ? 512 : 256;
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];

  // ---- padding unit: M, 1, zeros, n (64 / 128 bits LE), DIGEST_BITS (16 bits LE) ----
`include "hf_pad_modes.vh"
  wire             blk_valid, blk_last, blk_ready, blk_first;
  wire [BLOCK-1:0] blk_data;
  wire [15:0]      blk_nbits;
  wire [63:0]      blk_total;
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK), .PAD_MODE(HF_PAD_SHAVITE), .LEN_BITS(BIG ? 128 : 64),
           .DIGEST_BITS(DIGEST_BITS)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );
  // HAIFA counter: message bits so far, 0 for a block of padding only (its upper 64 bits,
  // C_512's counter words 2 and 3, are zero: messages below 2^64 bits)
  wire [63:0] ctr = (blk_nbits != 16'd0) ? blk_total : 64'd0;

  // ---- digest serializer ----
  wire          dig_valid, ser_ready, ser_ready_nx;
  wire [CV-1:0] h;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(dig_valid & ser_ready), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(h[DIGEST_BITS-1:0]), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  generate
    if (DIGEST_BITS < CV) begin : g_trunc
      // SHAvite-3-224 / -384: the chaining value's tail is not output
      wire unused_h = ^h[CV-1:DIGEST_BITS];
    end
    if (BIG) begin : g_c512
      hf_shavite3_c512 #(.DIGEST_BITS(DIGEST_BITS)) u_c (
        .clk(clk), .rst_n(rst_n),
        .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
        .blk_first(blk_first), .ctr_i(ctr),
        .dig_valid(dig_valid), .dig_ready(ser_ready), .dig_ready_nx(ser_ready_nx), .h_o(h)
      );
    end else begin : g_c256
      hf_shavite3_c256 #(.DIGEST_BITS(DIGEST_BITS)) u_c (
        .clk(clk), .rst_n(rst_n),
        .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
        .blk_first(blk_first), .ctr_i(ctr),
        .dig_valid(dig_valid), .dig_ready(ser_ready), .dig_ready_nx(ser_ready_nx), .h_o(h)
      );
    end
  endgenerate
endmodule

`default_nettype wire
