// hf_bus_lint: the lint top of the register wrappers' FuseSoC cores (hf_bus_regs.core,
// hf_axil.core, hf_wb.core): hf_axil and hf_wb around the example shim (tb/hf_bus_core.v),
// every port brought out. W is the example core's FuseSoC parameter, which FuseSoC hands to the
// top level; the register wrappers run their core at W = 32, so they exist here only then.
`default_nettype none

module hf_bus_lint #(
  parameter integer W = 32
) (
  input  wire        clk,
  input  wire        rst_n,
  input  wire [11:0] awaddr,
  input  wire        awvalid,
  output wire        awready,
  input  wire [31:0] wdata,
  input  wire [3:0]  wstrb,
  input  wire        wvalid,
  output wire        wready,
  output wire [1:0]  bresp,
  output wire        bvalid,
  input  wire        bready,
  input  wire [11:0] araddr,
  input  wire        arvalid,
  output wire        arready,
  output wire [31:0] rdata,
  output wire [1:0]  rresp,
  output wire        rvalid,
  input  wire        rready,
  output wire        axil_irq,
  input  wire        cyc_i,
  input  wire        stb_i,
  input  wire        we_i,
  input  wire [11:0] adr_i,
  input  wire [31:0] dat_i,
  input  wire [3:0]  sel_i,
  output wire [31:0] dat_o,
  output wire        ack_o,
  output wire        err_o,
  output wire        wb_irq
);
  generate
    if (W == 32) begin : g_bus
      hf_axil u_axil (
        .aclk(clk), .aresetn(rst_n),
        .s_axil_awaddr(awaddr), .s_axil_awvalid(awvalid), .s_axil_awready(awready),
        .s_axil_wdata(wdata), .s_axil_wstrb(wstrb), .s_axil_wvalid(wvalid), .s_axil_wready(wready),
        .s_axil_bresp(bresp), .s_axil_bvalid(bvalid), .s_axil_bready(bready),
        .s_axil_araddr(araddr), .s_axil_arvalid(arvalid), .s_axil_arready(arready),
        .s_axil_rdata(rdata), .s_axil_rresp(rresp), .s_axil_rvalid(rvalid), .s_axil_rready(rready),
        .irq(axil_irq)
      );
      hf_wb u_wb (
        .clk_i(clk), .rst_i(!rst_n), .cyc_i(cyc_i), .stb_i(stb_i), .we_i(we_i), .adr_i(adr_i),
        .dat_i(dat_i), .sel_i(sel_i), .dat_o(dat_o), .ack_o(ack_o), .err_o(err_o), .irq(wb_irq)
      );
    end
  endgenerate
endmodule

`default_nettype wire
