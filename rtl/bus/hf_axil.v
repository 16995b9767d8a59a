// hf_axil: AXI4-Lite slave in front of hf_bus_regs (the register map of rtl/bus/README.md) and
// the core inside it (hf_bus_core). 32-bit data, 12-bit byte addresses (a 4 KiB page; AWPROT
// and ARPROT are not used, so they are not ports).
//
// Each channel has a one-entry holding register: AWREADY, WREADY and ARREADY are high while it
// is empty, so the master's handshake never waits on the core. A write is executed once both
// its address and data are held and the previous write response has been taken; a read once
// its address is held and the previous read data has been taken. One request reaches the
// register file at a time (reads and writes alternate when both wait), and it is held there,
// unchanged, until the register file completes it (rsp_done); then the response is registered:
// BVALID/BRESP or RVALID/RDATA/RRESP, SLVERR for every error the register file reports. So
// every output is a register, each request gets exactly one response, and no response comes
// before its request's handshake.
`default_nettype none

module hf_axil (
  input  wire        aclk,
  input  wire        aresetn,
  input  wire [11:0] s_axil_awaddr,
  input  wire        s_axil_awvalid,
  output wire        s_axil_awready,
  input  wire [31:0] s_axil_wdata,
  input  wire [3:0]  s_axil_wstrb,
  input  wire        s_axil_wvalid,
  output wire        s_axil_wready,
  output wire [1:0]  s_axil_bresp,
  output wire        s_axil_bvalid,
  input  wire        s_axil_bready,
  input  wire [11:0] s_axil_araddr,
  input  wire        s_axil_arvalid,
  output wire        s_axil_arready,
  output wire [31:0] s_axil_rdata,
  output wire [1:0]  s_axil_rresp,
  output wire        s_axil_rvalid,
  input  wire        s_axil_rready,
  output wire        irq
);
  localparam [1:0] OKAY = 2'b00, SLVERR = 2'b10;

  reg        aw_full_q, w_full_q, ar_full_q;
  reg [11:0] awaddr_q, araddr_q;
  reg [31:0] wdata_q;
  reg [3:0]  wstrb_q;
  reg        bvalid_q, rvalid_q;
  reg [1:0]  bresp_q, rresp_q;
  reg [31:0] rdata_q;
  reg        lock_q, lock_rd_q;  // a request is at the register file and waits: which kind
  reg        turn_rd_q;          // when both wait, the read goes first

  wire        rsp_done, rsp_err;
  wire [31:0] rsp_rdata;

  wire wr_ok  = aw_full_q && w_full_q && !bvalid_q;
  wire rd_ok  = ar_full_q && !rvalid_q;
  wire is_rd  = lock_q ? lock_rd_q : (rd_ok && (!wr_ok || turn_rd_q));
  wire req_valid = lock_q || wr_ok || rd_ok;

  hf_bus_regs u_regs (
    .clk(aclk), .rst_n(aresetn),
    .req_valid(req_valid), .req_we(!is_rd), .req_addr(is_rd ? araddr_q : awaddr_q),
    .req_wdata(wdata_q), .req_wstrb(wstrb_q),
    .rsp_done(rsp_done), .rsp_err(rsp_err), .rsp_rdata(rsp_rdata), .irq(irq)
  );

  assign s_axil_awready = !aw_full_q;
  assign s_axil_wready  = !w_full_q;
  assign s_axil_arready = !ar_full_q;
  assign s_axil_bvalid  = bvalid_q;
  assign s_axil_bresp   = bresp_q;
  assign s_axil_rvalid  = rvalid_q;
  assign s_axil_rresp   = rresp_q;
  assign s_axil_rdata   = rdata_q;

  wire done_wr = req_valid && rsp_done && !is_rd;
  wire done_rd = req_valid && rsp_done && is_rd;

  always @(posedge aclk) begin
    if (!aresetn) begin
      aw_full_q <= 1'b0;
      w_full_q  <= 1'b0;
      ar_full_q <= 1'b0;
      bvalid_q  <= 1'b0;
      rvalid_q  <= 1'b0;
      bresp_q   <= OKAY;
      rresp_q   <= OKAY;
      rdata_q   <= 32'd0;
      lock_q    <= 1'b0;
      lock_rd_q <= 1'b0;
      turn_rd_q <= 1'b0;
    end else begin
      if (s_axil_awvalid && !aw_full_q) begin
        aw_full_q <= 1'b1;
        awaddr_q  <= s_axil_awaddr;
      end
      if (s_axil_wvalid && !w_full_q) begin
        w_full_q <= 1'b1;
        wdata_q  <= s_axil_wdata;
        wstrb_q  <= s_axil_wstrb;
      end
      if (s_axil_arvalid && !ar_full_q) begin
        ar_full_q <= 1'b1;
        araddr_q  <= s_axil_araddr;
      end
      if (s_axil_bready) bvalid_q <= 1'b0;
      if (s_axil_rready) rvalid_q <= 1'b0;
      lock_q    <= req_valid && !rsp_done;
      lock_rd_q <= is_rd;
      if (done_wr) begin
        aw_full_q <= 1'b0;
        w_full_q  <= 1'b0;
        bvalid_q  <= 1'b1;
        bresp_q   <= rsp_err ? SLVERR : OKAY;
        turn_rd_q <= 1'b1;
      end
      if (done_rd) begin
        ar_full_q <= 1'b0;
        rvalid_q  <= 1'b1;
        rresp_q   <= rsp_err ? SLVERR : OKAY;
        rdata_q   <= rsp_rdata;   // don't-care with SLVERR
        turn_rd_q <= 1'b0;
      end
    end
  end
endmodule

`default_nettype wire
