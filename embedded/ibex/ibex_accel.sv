// The accelerator of the ibex target's variant `accel`: one hash core behind the Wishbone B4
// wrapper of rtl/bus/ (hf_wb, the register map of rtl/bus/README.md; the core is the generated
// module hf_bus_core), attached to Ibex's data bus by an adapter from Ibex's request / grant /
// rvalid protocol to a Wishbone classic cycle. ibex_bench.sv routes the requests of its 4 KiB
// window here.
//
// A request is granted at once while no cycle is open and starts the Wishbone cycle in the same
// clock: cyc/stb and the address, data and byte enables come straight from Ibex in that cycle and
// from registers taken at the grant after it (Ibex keeps them only until the grant). hf_wb
// answers from registers (ack_o or err_o, one cycle), which this module hands back as rvalid in
// that cycle, so an access the register file completes at once takes two cycles, as the memory's
// do; the wrapper's wait states (the core busy with a block, a digest word not ready) add to it.
// A request that comes while a cycle is open waits for the grant. err_o becomes Ibex's data_err_i:
// a bad access (an unmapped offset, a message word while a digest is pending) traps, never hangs.
module ibex_accel (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        req_i,
  output logic        gnt_o,
  input  logic        we_i,
  input  logic [3:0]  be_i,
  input  logic [11:0] addr_i,
  input  logic [31:0] wdata_i,
  output logic        rvalid_o,
  output logic [31:0] rdata_o,
  output logic        err_o
);
  logic        open_q, we_q;
  logic [3:0]  be_q;
  logic [11:0] addr_q;
  logic [31:0] wdata_q;
  logic        ack, err;

  assign gnt_o    = req_i && !open_q;
  assign rvalid_o = open_q && (ack || err);
  assign err_o    = open_q && err;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      open_q  <= 1'b0;
      we_q    <= 1'b0;
      be_q    <= '0;
      addr_q  <= '0;
      wdata_q <= '0;
    end else if (gnt_o) begin
      open_q  <= 1'b1;
      we_q    <= we_i;
      be_q    <= be_i;
      addr_q  <= addr_i;
      wdata_q <= wdata_i;
    end else if (rvalid_o) begin
      open_q  <= 1'b0;
    end
  end

  hf_wb u_wb (
    .clk_i (clk_i),
    .rst_i (!rst_ni),
    .cyc_i (gnt_o || open_q),
    .stb_i (gnt_o || open_q),
    .we_i  (open_q ? we_q : we_i),
    .adr_i (open_q ? addr_q : addr_i),
    .dat_i (open_q ? wdata_q : wdata_i),
    .sel_i (open_q ? be_q : be_i),
    .dat_o (rdata_o),
    .ack_o (ack),
    .err_o (err),
    .irq   ()
  );
endmodule
