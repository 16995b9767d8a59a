// hf_pad_tb: the padding unit as a core sees it, for its unit bench (src/hashforge/hw/pad_bench.py).
// blk_ready is a register, as in every hashforge core (s_ready depends on it): the bench
// drives its next value (blk_ready_nx) and reads the register, so a handshake is decided by
// values that are all settled at the falling edge where the bench samples them.
`default_nettype none

module hf_pad_tb #(
  parameter integer W           = 32,
  parameter integer BLOCK_BITS  = 512,
  parameter integer PAD_MODE    = 0,
  parameter integer LEN_BITS    = 64,
  parameter integer SUFFIX      = 1,
  parameter integer DIGEST_BITS = 256
) (
  input  wire                  clk,
  input  wire                  rst_n,
  input  wire                  s_valid,
  output wire                  s_ready,
  input  wire [W-1:0]          s_data,
  input  wire                  s_last,
  input  wire [6:0]            s_bits,
  input  wire                  blk_ready_nx,
  output reg                   blk_ready,
  output wire                  blk_valid,
  output wire [BLOCK_BITS-1:0] blk_data,
  output wire                  blk_last,
  output wire                  blk_first,
  output wire [15:0]           blk_nbits,
  output wire [63:0]           blk_total
);
  always @(posedge clk) begin
    if (!rst_n) blk_ready <= 1'b0;
    else        blk_ready <= blk_ready_nx;
  end

  wire blk_valid_nx;   // proved against blk_valid by the formal harness, not benched
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK_BITS), .PAD_MODE(PAD_MODE), .LEN_BITS(LEN_BITS),
           .SUFFIX(SUFFIX), .DIGEST_BITS(DIGEST_BITS)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );
endmodule

`default_nettype wire
