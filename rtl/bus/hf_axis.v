// hf_axis: a core (hf_bus_core, generated per core by hashforge.hw.busmap) with AXI4-Stream
// ports: the message on s_axis_*, the digest on m_axis_*, TDATA W bits (32 or 64).
//
// Byte order: AXI4-Stream puts the byte of the lowest address in TDATA[7:0] and byte k in
// TDATA[8k+7:8k]; the cores' own order is the same (byte i of the message in lane i mod W/8,
// docs/hardware.md), so TDATA passes through unchanged, and so does the digest.
// Message length: every beat without TLAST is W message bits (TKEEP is then all ones). On the
// TLAST beat TKEEP marks the message bytes, which must be the low lanes (TKEEP = 0..01..1:
// the bytes are counted, null bytes elsewhere are not removed); TKEEP all zero is an empty last
// beat (so the empty message is one beat with TLAST and no byte). TUSER (3 bits) on the TLAST
// beat is the number of valid bits in the last kept byte, its most significant ones (the NIST
// convention of the cores), 0 for a whole byte. A frame is one message; frames may follow
// each other directly.
// Digest: ceil(DIGEST_BITS / W) beats, TLAST on the last, TKEEP all ones except on a partial
// last beat (SHA-224 at W=64: four bytes).
// Every output comes from the core's registers (TREADY is the core's s_ready), as the stream
// rules of docs/hardware.md require.
`default_nettype none

module hf_axis #(
  parameter integer W = 32
) (
  input  wire           aclk,
  input  wire           aresetn,
  input  wire [W-1:0]   s_axis_tdata,
  input  wire [W/8-1:0] s_axis_tkeep,
  input  wire [2:0]     s_axis_tuser,
  input  wire           s_axis_tlast,
  input  wire           s_axis_tvalid,
  output wire           s_axis_tready,
  output wire [W-1:0]   m_axis_tdata,
  output wire [W/8-1:0] m_axis_tkeep,
  output wire           m_axis_tlast,
  output wire           m_axis_tvalid,
  input  wire           m_axis_tready
);
  /* verilator lint_off UNUSEDPARAM */
`include "hf_bus_map.vh"
  /* verilator lint_on UNUSEDPARAM */
  localparam integer NB = W / 8;
  localparam [15:0]  NB16 = NB[15:0];

  // message bits of the TLAST beat: 8 per kept byte, less the invalid low bits of a partial one
  reg [6:0] nbytes;
  integer i;
  always @* begin
    nbytes = 7'd0;
    for (i = 0; i < NB; i = i + 1)
      nbytes = nbytes + {6'd0, s_axis_tkeep[i]};
  end
  wire       partial = (s_axis_tuser != 3'd0) && (nbytes != 7'd0);
  wire [6:0] s_bits  = {nbytes[3:0], 3'b000} - (partial ? 7'd8 - {4'd0, s_axis_tuser} : 7'd0);

  /* verilator lint_off UNUSEDSIGNAL */
  wire [15:0] info_digest_bits, info_block_bits;   // the block size is not needed here
  wire        info_xof;
  wire [32*HF_BUS_NAME_WORDS-1:0] info_name;
  /* verilator lint_on UNUSEDSIGNAL */

  hf_bus_core #(.W(W)) u_core (
    .clk(aclk), .rst_n(aresetn),
    .s_valid(s_axis_tvalid), .s_ready(s_axis_tready), .s_data(s_axis_tdata),
    .s_last(s_axis_tlast), .s_bits(s_bits),
    .m_valid(m_axis_tvalid), .m_ready(m_axis_tready), .m_data(m_axis_tdata), .m_last(m_axis_tlast),
    .info_digest_bits(info_digest_bits), .info_block_bits(info_block_bits),
    .info_xof(info_xof), .info_name(info_name)
  );

  // bytes of the digest's last beat (0: a full beat); a constant of the core
  wire [15:0] digest_bytes = info_digest_bits >> 3;
  wire [15:0] tail = digest_bytes % NB16;
  reg [NB-1:0] last_keep;
  integer k;
  always @* begin
    for (k = 0; k < NB; k = k + 1)
      last_keep[k] = (tail == 16'd0) || (k < tail);
  end
  assign m_axis_tkeep = m_axis_tlast ? last_keep : {NB{1'b1}};
endmodule

`default_nettype wire
