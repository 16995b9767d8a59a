// hf_bus_regs: the register file behind the AXI4-Lite (hf_axil) and Wishbone (hf_wb) wrappers,
// with the core (hf_bus_core, generated per core by hashforge.hw.busmap) inside. The map's
// offsets and bits are the localparams of hf_bus_map.vh, generated from the one table in
// hashforge.hw.busmap; rtl/bus/README.md documents it.
//
// One request at a time, held stable by the front end until rsp_done: rsp_done says that the
// request completes at this clock edge, with rsp_err / rsp_rdata (combinational from the
// request and registers; each front end registers its bus response from them). A request
// waits (rsp_done low) in two cases only, both bounded:
//   - a message word while the core's s_ready is low and no digest is pending (BUSY low): the
//     core's output side is then empty, so it is only computing a block of this message and
//     takes the word within its block time;
//   - a DIGEST read while BUSY and the next digest beat is not out yet: the message has ended,
//     so the core delivers it within its finalization time.
// Every other case completes at once, an error with rsp_err (SLVERR / ERR) and a sticky STATUS
// bit: a message word while BUSY (the previous digest not read to its end: the core may not
// take more input until it is, so waiting could hang the bus), byte enables that miss a valid
// byte, a DIGEST read with no digest pending or out of order, anything unmapped.
// The core runs at W = 32, the data width of both buses.
`default_nettype none

module hf_bus_regs (
  input  wire        clk,
  input  wire        rst_n,
  input  wire        req_valid,
  input  wire        req_we,
  input  wire [11:0] req_addr,    // byte address; bits [1:0] are not decoded (word registers)
  input  wire [31:0] req_wdata,
  input  wire [3:0]  req_wstrb,
  output wire        rsp_done,
  output wire        rsp_err,
  output reg  [31:0] rsp_rdata,
  output wire        irq
);
`include "hf_bus_map.vh"

  localparam integer NAME_BITS = 32 * HF_BUS_NAME_WORDS;

  // ---- the core ----
  wire                 s_ready, m_valid, m_last;
  wire [31:0]          m_data;
  wire [15:0]          info_digest_bits, info_block_bits;
  wire                 info_xof;
  wire [NAME_BITS-1:0] info_name;
  wire                 s_valid, s_last, m_ready;
  wire [6:0]           s_bits;
  reg                  srst_q;

  hf_bus_core #(.W(32)) u_core (
    .clk(clk), .rst_n(rst_n & ~srst_q),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(req_wdata), .s_last(s_last), .s_bits(s_bits),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last),
    .info_digest_bits(info_digest_bits), .info_block_bits(info_block_bits),
    .info_xof(info_xof), .info_name(info_name)
  );

  // ---- decode (word addresses) ----
  // Every comparison is with a constant, and a multi-word entry (NAME, LAST, DIGEST) starts at a
  // multiple of its power-of-two span (hashforge.hw.busmap checks it), so its word index is the
  // low address bits: no adder or subtractor sits between the address and the core.
  /* verilator lint_off UNUSEDSIGNAL */
  wire [11:0] addr = req_addr;     // [1:0]: byte within the word, given by the byte enables
  /* verilator lint_on UNUSEDSIGNAL */
  wire [9:0] a = addr[11:2];

  localparam integer NAME_SB = HF_BUS_NAME_SPAN_BITS;
  localparam integer LAST_SB = HF_BUS_LAST_SPAN_BITS;
  localparam integer DIG_SB  = HF_BUS_DIGEST_SPAN_BITS;

  function automatic is_at(input [9:0] word, input integer offset);
    is_at = ({22'd0, word} == offset / 4);
  endfunction
  // word is in the SB-word block at offset and its index there is below `words`
  function automatic in_win(input [9:0] word, input integer offset, input integer sb, input integer words);
    in_win = ({22'd0, word} >> sb) == (offset / 4) >> sb
             && ({22'd0, word} & ((32'd1 << sb) - 32'd1)) < words;
  endfunction

  wire [LAST_SB-1:0] last_i = a[LAST_SB-1:0];   // valid bits of a LAST write
  wire [DIG_SB-1:0]  dig_i  = a[DIG_SB-1:0];    // word of a DIGEST read
  wire [NAME_SB-1:0] name_i = a[NAME_SB-1:0];
  wire [6:0] last_k = {{(7 - LAST_SB){1'b0}}, last_i};
  wire is_ro   = is_at(a, HF_BUS_ID) || is_at(a, HF_BUS_VERSION) || is_at(a, HF_BUS_INFO)
              || is_at(a, HF_BUS_DIGEST_BITS) || is_at(a, HF_BUS_BLOCK_BITS)
              || in_win(a, HF_BUS_NAME, NAME_SB, HF_BUS_NAME_WORDS);
  wire is_rw   = is_at(a, HF_BUS_CTRL) || is_at(a, HF_BUS_STATUS);
  wire is_msg  = is_at(a, HF_BUS_MSG);
  wire is_last = in_win(a, HF_BUS_LAST, LAST_SB, HF_BUS_LAST_WORDS);
  wire is_dig  = in_win(a, HF_BUS_DIGEST, DIG_SB, HF_BUS_DIGEST_WORDS);

  // ---- state ----
  reg       pending_q;          // STATUS.BUSY: a message has ended, its digest not read to its end
  reg [DIG_SB-1:0] dig_q;       // the DIGEST word the next read must address
  reg       irq_en_q, irq_q;
  reg       e_access_q, e_busy_q, e_strb_q, e_digest_q;

  // ---- the request ----
  wire wr_word = req_we && (is_msg || is_last);
  wire rd_dig  = !req_we && is_dig;
  // byte b of a word holding k valid bits is needed when k > 8b (a full MSG word: all four)
  wire [3:0] need;
  genvar b;
  generate
    for (b = 0; b < 4; b = b + 1) begin : g_need
      assign need[b] = is_msg || (last_k > 7'd8 * b[6:0]);
    end
  endgenerate
  wire strb_ok   = &(req_wstrb | ~need);
  wire e_busy    = wr_word && pending_q;
  wire e_strb    = wr_word && !pending_q && !strb_ok;
  wire e_digest  = rd_dig && (!pending_q || dig_i != dig_q);
  wire e_access  = req_we ? !(wr_word || is_rw) : !(is_ro || is_rw || is_dig);
  wire go_word   = wr_word && !pending_q && strb_ok;
  wire go_dig    = rd_dig && pending_q && dig_i == dig_q;

  assign s_valid  = req_valid && go_word;
  assign s_last   = is_last;
  assign s_bits   = is_last ? last_k : 7'd32;
  assign m_ready  = req_valid && go_dig;
  assign rsp_done = req_valid && !(go_word && !s_ready) && !(go_dig && !m_valid);
  assign rsp_err  = e_access || e_busy || e_strb || e_digest;
  assign irq      = irq_q;

  // ---- read data ----
  reg [31:0] info_w, ctrl_w, status_w, name_w;
  integer i;
  always @* begin
    info_w = 32'd0;
    info_w[HF_BUS_INFO_W +: 8] = 8'd32;
    info_w[HF_BUS_INFO_XOF]    = info_xof;
    info_w[HF_BUS_INFO_IRQ]    = 1'b1;
    ctrl_w = 32'd0;
    ctrl_w[HF_BUS_CTRL_IRQ_EN] = irq_en_q;
    status_w = 32'd0;
    status_w[HF_BUS_STATUS_IN_READY]     = s_ready;
    status_w[HF_BUS_STATUS_DIGEST_VALID] = m_valid;
    status_w[HF_BUS_STATUS_BUSY]         = pending_q;
    status_w[HF_BUS_STATUS_ERR_ACCESS]   = e_access_q;
    status_w[HF_BUS_STATUS_ERR_BUSY]     = e_busy_q;
    status_w[HF_BUS_STATUS_ERR_STRB]     = e_strb_q;
    status_w[HF_BUS_STATUS_ERR_DIGEST]   = e_digest_q;
    name_w = 32'd0;
    for (i = 0; i < HF_BUS_NAME_WORDS; i = i + 1)
      if ({{(32 - NAME_SB){1'b0}}, name_i} == i) name_w = info_name[32*i +: 32];
    // the entries are disjoint: an OR of one-hot selections, not a priority chain
    rsp_rdata = ({32{is_at(a, HF_BUS_ID)}}          & HF_BUS_ID_VALUE)
              | ({32{is_at(a, HF_BUS_VERSION)}}     & HF_BUS_VERSION_VALUE)
              | ({32{is_at(a, HF_BUS_INFO)}}        & info_w)
              | ({32{is_at(a, HF_BUS_DIGEST_BITS)}} & {16'd0, info_digest_bits})
              | ({32{is_at(a, HF_BUS_BLOCK_BITS)}}  & {16'd0, info_block_bits})
              | ({32{is_at(a, HF_BUS_CTRL)}}        & ctrl_w)
              | ({32{is_at(a, HF_BUS_STATUS)}}      & status_w)
              | ({32{in_win(a, HF_BUS_NAME, NAME_SB, HF_BUS_NAME_WORDS)}} & name_w)
              | ({32{go_dig}}                       & m_data);
  end

  // a register bit is written when its byte is enabled
  function automatic wbit(input [31:0] data, input [3:0] strb, input integer bit_i, input old);
    wbit = strb[bit_i / 8] ? data[bit_i] : old;
  endfunction

  wire done   = rsp_done;
  wire wr_reg = done && req_we && !rsp_err;
  wire clr    = wr_reg && is_at(a, HF_BUS_STATUS);   // write 1 to clear
  always @(posedge clk) begin
    if (!rst_n) begin
      pending_q  <= 1'b0;
      dig_q      <= {DIG_SB{1'b0}};
      irq_en_q   <= 1'b0;
      irq_q      <= 1'b0;
      srst_q     <= 1'b0;
      e_access_q <= 1'b0;
      e_busy_q   <= 1'b0;
      e_strb_q   <= 1'b0;
      e_digest_q <= 1'b0;
    end else begin
      irq_q  <= irq_en_q && m_valid;
      srst_q <= wr_reg && is_at(a, HF_BUS_CTRL)
                && wbit(req_wdata, req_wstrb, HF_BUS_CTRL_SRST, 1'b0);
      if (wr_reg && is_at(a, HF_BUS_CTRL))
        irq_en_q <= wbit(req_wdata, req_wstrb, HF_BUS_CTRL_IRQ_EN, irq_en_q);
      if (srst_q) begin
        pending_q <= 1'b0;
        dig_q     <= {DIG_SB{1'b0}};
      end else begin
        if (s_valid && s_ready && s_last) pending_q <= 1'b1;
        if (m_valid && m_ready) begin
          dig_q <= m_last ? {DIG_SB{1'b0}} : dig_q + {{(DIG_SB - 1){1'b0}}, 1'b1};
          if (m_last) pending_q <= 1'b0;
        end
      end
      e_access_q <= (done && e_access) || (e_access_q && !(clr && wbit(req_wdata, req_wstrb, HF_BUS_STATUS_ERR_ACCESS, 1'b0)));
      e_busy_q   <= (done && e_busy)   || (e_busy_q   && !(clr && wbit(req_wdata, req_wstrb, HF_BUS_STATUS_ERR_BUSY, 1'b0)));
      e_strb_q   <= (done && e_strb)   || (e_strb_q   && !(clr && wbit(req_wdata, req_wstrb, HF_BUS_STATUS_ERR_STRB, 1'b0)));
      e_digest_q <= (done && e_digest) || (e_digest_q && !(clr && wbit(req_wdata, req_wstrb, HF_BUS_STATUS_ERR_DIGEST, 1'b0)));
    end
  end
endmodule

`default_nettype wire
