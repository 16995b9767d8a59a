// The simulated part: one Ibex core (ibex_top, from the pythondata-cpu-ibex package) and a
// memory with single-cycle access on both of its buses. Every request is granted in the
// cycle it is made and answered in the next one, the timing of a tightly coupled SRAM, or
// of flash read without wait states as on seed 004's GD32VF103 at its measured clock: what
// the cycle counts show is then the core's pipeline alone. The memory itself, the text port
// and the exit port live in the C++ driver (simrun.cpp) behind the DPI calls below.
//
// Zbb selects Ibex's RV32B option: ibex_top takes an enum (ibex_pkg::rv32b_e), which the
// simulator's -G option cannot set, so the wrapper takes a bit and maps it. RV32BBalanced is the
// smallest option that has Zbb's rotations (rol, ror, rori) and andn.
//
// MaxPerf selects what Ibex's ibex_configs.yaml names "maxperf" (with Zbb,
// "maxperf-pmp-bmbalanced"): the single-cycle multiplier, the branch target ALU (a taken
// branch stalls one cycle instead of two) and the writeback stage (a load or store no longer
// stalls the ID/EX stage for its response), with PMP as that configuration has it. Without it
// the core is ibex_top's default, the file's "small" configuration (with Zbb: RV32BBalanced
// added, which that file names no configuration for). In every RV32B option Ibex's rotations
// (rol, ror, rori) take two cycles (ibex_decoder.sv marks them multicycle).
//
// Accel (the variant `accel`) adds one hash core behind rtl/bus/'s Wishbone wrapper on the data
// bus (ibex_accel.sv): the data requests of the 4 KiB window at AccelBase go there, the rest to
// the memory as without it. Without Accel the model has no such module and reads no file of it.
module ibex_bench #(
  parameter bit          Zbb       = 1'b0,
  parameter bit          MaxPerf   = 1'b0,
  parameter bit          Accel     = 1'b0,
  parameter int unsigned AccelBase = 32'h9000_0000
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  output logic        sleeping_o
);
  import "DPI-C" function int unsigned hf_mem_read(input int unsigned addr, input bit fetch);
  import "DPI-C" function void hf_mem_write(input int unsigned addr, input int unsigned data,
                                            input int unsigned be);

  localparam ibex_pkg::rv32b_e RV32B = Zbb ? ibex_pkg::RV32BBalanced : ibex_pkg::RV32BNone;

  logic        instr_req, instr_rvalid;
  logic [31:0] instr_addr, instr_rdata;
  logic        data_req, data_we, data_rvalid;
  logic [3:0]  data_be;
  logic [31:0] data_addr, data_wdata, data_rdata;
  logic        mem_req, mem_rvalid;
  logic [31:0] mem_rdata;
  logic        dev_sel, dev_gnt, dev_rvalid, dev_err;
  logic [31:0] dev_rdata;

  if (Accel) begin : g_accel
    assign dev_sel = data_addr[31:12] == AccelBase[31:12];
    ibex_accel u_accel (
      .clk_i    (clk_i),
      .rst_ni   (rst_ni),
      .req_i    (data_req && dev_sel),
      .gnt_o    (dev_gnt),
      .we_i     (data_we),
      .be_i     (data_be),
      .addr_i   (data_addr[11:0]),
      .wdata_i  (data_wdata),
      .rvalid_o (dev_rvalid),
      .rdata_o  (dev_rdata),
      .err_o    (dev_err)
    );
  end else begin : g_memory_only
    assign dev_sel    = 1'b0;
    assign dev_gnt    = 1'b0;
    assign dev_rvalid = 1'b0;
    assign dev_rdata  = '0;
    assign dev_err    = 1'b0;
  end

  assign mem_req     = data_req && !dev_sel;
  assign data_rvalid = mem_rvalid || dev_rvalid;
  assign data_rdata  = dev_rvalid ? dev_rdata : mem_rdata;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      instr_rvalid <= 1'b0;
      mem_rvalid   <= 1'b0;
      instr_rdata  <= '0;
      mem_rdata    <= '0;
    end else begin
      instr_rvalid <= instr_req;
      mem_rvalid   <= mem_req;
      if (instr_req) instr_rdata <= hf_mem_read(instr_addr, 1'b1);
      if (mem_req) begin
        if (data_we) hf_mem_write(data_addr, data_wdata, {28'b0, data_be});
        else mem_rdata <= hf_mem_read(data_addr, 1'b0);
      end
    end
  end

  ibex_top #(
    .RV32B           (RV32B),
    .RV32M           (MaxPerf ? ibex_pkg::RV32MSingleCycle : ibex_pkg::RV32MFast),
    .BranchTargetALU (MaxPerf),
    .WritebackStage  (MaxPerf),
    .PMPEnable       (MaxPerf),
    .PMPNumRegions   (MaxPerf ? 16 : 4)
  ) u_core (
    .clk_i                  (clk_i),
    .rst_ni                 (rst_ni),
    .test_en_i              (1'b0),
    .ram_cfg_i              (prim_ram_1p_pkg::RAM_1P_CFG_DEFAULT),
    .hart_id_i              (32'b0),
    .boot_addr_i            (32'h8000_0000),
    .instr_req_o            (instr_req),
    .instr_gnt_i            (instr_req),
    .instr_rvalid_i         (instr_rvalid),
    .instr_addr_o           (instr_addr),
    .instr_rdata_i          (instr_rdata),
    .instr_rdata_intg_i     (7'b0),
    .instr_err_i            (1'b0),
    .data_req_o             (data_req),
    .data_gnt_i             (mem_req || dev_gnt),
    .data_rvalid_i          (data_rvalid),
    .data_we_o              (data_we),
    .data_be_o              (data_be),
    .data_addr_o            (data_addr),
    .data_wdata_o           (data_wdata),
    .data_wdata_intg_o      (),
    .data_rdata_i           (data_rdata),
    .data_rdata_intg_i      (7'b0),
    .data_err_i             (dev_err),
    .irq_software_i         (1'b0),
    .irq_timer_i            (1'b0),
    .irq_external_i         (1'b0),
    .irq_fast_i             (15'b0),
    .irq_nm_i               (1'b0),
    .scramble_key_valid_i   (1'b0),
    .scramble_key_i         ('0),
    .scramble_nonce_i       ('0),
    .scramble_req_o         (),
    .debug_req_i            (1'b0),
    .crash_dump_o           (),
    .double_fault_seen_o    (),
    .fetch_enable_i         (ibex_pkg::IbexMuBiOn),
    .alert_minor_o          (),
    .alert_major_internal_o (),
    .alert_major_bus_o      (),
    .core_sleep_o           (sleeping_o),
    .scan_rst_ni            (1'b1)
  );
endmodule
