// hf_wb: Wishbone B4 classic slave in front of hf_bus_regs (the register map of
// rtl/bus/README.md, the same as hf_axil's) and the core inside it (hf_bus_core). 32-bit data
// with byte selects, 12-bit byte addresses, synchronous active-high reset (rst_i).
//
// Registered feedback: a cycle (cyc_i && stb_i) is the request, held by the master until it
// sees the acknowledgement; the register file completes it (at once, or after the bounded
// waits hf_bus_regs describes, which are the slave's wait states) and ack_o or err_o (every
// error of the register file) is a register, high for one cycle. A request is not taken again
// in the cycle its ack_o/err_o is high, when a classic master still holds stb_i.
`default_nettype none

module hf_wb (
  input  wire        clk_i,
  input  wire        rst_i,
  input  wire        cyc_i,
  input  wire        stb_i,
  input  wire        we_i,
  input  wire [11:0] adr_i,
  input  wire [31:0] dat_i,
  input  wire [3:0]  sel_i,
  output wire [31:0] dat_o,
  output wire        ack_o,
  output wire        err_o,
  output wire        irq
);
  reg        ack_q, err_q;
  reg [31:0] dat_q;
  wire        rsp_done, rsp_err;
  wire [31:0] rsp_rdata;
  wire        req_valid = cyc_i && stb_i && !ack_q && !err_q;

  hf_bus_regs u_regs (
    .clk(clk_i), .rst_n(!rst_i),
    .req_valid(req_valid), .req_we(we_i), .req_addr(adr_i), .req_wdata(dat_i), .req_wstrb(sel_i),
    .rsp_done(rsp_done), .rsp_err(rsp_err), .rsp_rdata(rsp_rdata), .irq(irq)
  );

  assign ack_o = ack_q;
  assign err_o = err_q;
  assign dat_o = dat_q;

  always @(posedge clk_i) begin
    if (rst_i) begin
      ack_q <= 1'b0;
      err_q <= 1'b0;
      dat_q <= 32'd0;
    end else begin
      ack_q <= req_valid && rsp_done && !rsp_err;
      err_q <= req_valid && rsp_done && rsp_err;
      if (req_valid && rsp_done && !we_i) dat_q <= rsp_rdata;   // don't-care with ERR
    end
  end
endmodule

`default_nettype wire
