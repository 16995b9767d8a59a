// hf_axil_checker: AXI4-Lite protocol rules on hf_axil's port, as immediate assertions for
// simulation (the bus benches bind it to hf_axil; Verilator --assert). Observes only.
//   A1 the master: AWVALID/WVALID/ARVALID held, and AWADDR / WDATA, WSTRB / ARADDR stable,
//      until the handshake;
//   A2 the slave: BVALID/RVALID held, and BRESP / RDATA, RRESP stable, until the handshake;
//   A3 no response before its request: BVALID only while more writes (both AW and W taken)
//      than write responses, RVALID only while more reads taken than read responses; with A2
//      and the counts, each request gets exactly one response.
`default_nettype none

module hf_axil_checker (
  input wire        aclk,
  input wire        aresetn,
  input wire [11:0] awaddr,
  input wire        awvalid,
  input wire        awready,
  input wire [31:0] wdata,
  input wire [3:0]  wstrb,
  input wire        wvalid,
  input wire        wready,
  input wire [1:0]  bresp,
  input wire        bvalid,
  input wire        bready,
  input wire [11:0] araddr,
  input wire        arvalid,
  input wire        arready,
  input wire [31:0] rdata,
  input wire [1:0]  rresp,
  input wire        rvalid,
  input wire        rready
);
  reg        aw_held_q, w_held_q, ar_held_q, b_held_q, r_held_q;
  reg [11:0] awaddr_q, araddr_q;
  reg [31:0] wdata_q, rdata_q;
  reg [3:0]  wstrb_q;
  reg [1:0]  bresp_q, rresp_q;
  reg [31:0] aw_n_q, w_n_q, b_n_q, ar_n_q, r_n_q;   // handshakes so far
  // The checks start after the first reset (as in hf_stream_checker: every register, these
  // included, holds its power-up value before it); a checker is not hardware, so its own start
  // is an initial value.
  reg        armed_q;
  initial armed_q = 1'b0;

  always @(posedge aclk) begin
    if (!aresetn) begin
      armed_q   <= 1'b1;
      aw_held_q <= 1'b0;
      w_held_q  <= 1'b0;
      ar_held_q <= 1'b0;
      b_held_q  <= 1'b0;
      r_held_q  <= 1'b0;
      aw_n_q    <= 32'd0;
      w_n_q     <= 32'd0;
      b_n_q     <= 32'd0;
      ar_n_q    <= 32'd0;
      r_n_q     <= 32'd0;
    end else if (armed_q) begin
      if (aw_held_q) assert (awvalid && awaddr == awaddr_q)
        else $error("hf_axil_checker: AWVALID dropped or AWADDR changed before AWREADY");
      if (w_held_q) assert (wvalid && wdata == wdata_q && wstrb == wstrb_q)
        else $error("hf_axil_checker: WVALID dropped or WDATA/WSTRB changed before WREADY");
      if (ar_held_q) assert (arvalid && araddr == araddr_q)
        else $error("hf_axil_checker: ARVALID dropped or ARADDR changed before ARREADY");
      if (b_held_q) assert (bvalid && bresp == bresp_q)
        else $error("hf_axil_checker: BVALID dropped or BRESP changed before BREADY");
      if (r_held_q) assert (rvalid && rdata == rdata_q && rresp == rresp_q)
        else $error("hf_axil_checker: RVALID dropped or RDATA/RRESP changed before RREADY");
      if (bvalid) assert (b_n_q < aw_n_q && b_n_q < w_n_q)
        else $error("hf_axil_checker: a write response without a write request");
      if (rvalid) assert (r_n_q < ar_n_q)
        else $error("hf_axil_checker: a read response without a read request");
      aw_held_q <= awvalid && !awready;
      w_held_q  <= wvalid && !wready;
      ar_held_q <= arvalid && !arready;
      b_held_q  <= bvalid && !bready;
      r_held_q  <= rvalid && !rready;
      aw_n_q <= aw_n_q + {31'd0, awvalid && awready};
      w_n_q  <= w_n_q + {31'd0, wvalid && wready};
      b_n_q  <= b_n_q + {31'd0, bvalid && bready};
      ar_n_q <= ar_n_q + {31'd0, arvalid && arready};
      r_n_q  <= r_n_q + {31'd0, rvalid && rready};
    end
    awaddr_q <= awaddr;
    araddr_q <= araddr;
    wdata_q  <= wdata;
    wstrb_q  <= wstrb;
    bresp_q  <= bresp;
    rresp_q  <= rresp;
    rdata_q  <= rdata;
  end
endmodule

`default_nettype wire
