// hf_bmw_compress_fold_tb: BMW's compression function with the folded f0 for the unit bench
// (tb/bmw_compress_bench.py, its clocked mode): hf_bmw_f0_fold computes Q_0 .. Q_15 in
// 16 / F0_UNITS cycles after ld_i, then hf_bmw_f1 and hf_bmw_f2 give h_o combinationally from
// them. The chaining value for f0's H_{j+1} turns as the core's h_q does (a word per cycle);
// Q_0 .. Q_15 are shifted into a register as the core's Q window takes them (unit u's word on
// top of the u-th segment of 16 / F0_UNITS words, everything one word down).
`default_nettype none

module hf_bmw_compress_fold_tb #(
  parameter integer WB       = 32,
  parameter integer F0_UNITS = 2
) (
  input  wire             clk,
  input  wire             ld_i,   // one cycle: X = m_i ^ h_i; then 16 / F0_UNITS f0 cycles
  input  wire [16*WB-1:0] m_i,
  input  wire [16*WB-1:0] h_i,
  output wire [16*WB-1:0] h_o     // valid after the f0 cycles, while m_i and h_i hold
);
  localparam integer STEPS_I = 16 / F0_UNITS;

  reg  [16*WB-1:0] hr_q;          // h_i turned to this cycle's first j
  reg  [16*WB-1:0] qa_q;          // Q_0 .. Q_15, shifted in from the top
  reg  [4:0]       n_q;           // f0 cycles left
  wire             step = n_q != 5'd0;
  wire [F0_UNITS*WB-1:0] q0;

  hf_bmw_f0_fold #(.WB(WB), .UNITS(F0_UNITS)) u_f0 (
    .clk(clk), .ld_i(ld_i), .step_i(step), .x_i(m_i ^ h_i), .hr_i(hr_q), .q_o(q0)
  );

  integer s;
  always @(posedge clk) begin
    if (ld_i) begin
      hr_q <= h_i;
      n_q  <= STEPS_I[4:0];
    end else if (step) begin
      hr_q <= {hr_q[WB-1:0], hr_q[16*WB-1:WB]};
      qa_q <= {{WB{1'b0}}, qa_q[16*WB-1:WB]};
      for (s = 0; s < F0_UNITS; s = s + 1)
        qa_q[WB*((s+1)*STEPS_I-1) +: WB] <= q0[WB*s +: WB];
      n_q  <= n_q - 5'd1;
    end
  end

  wire [16*WB-1:0] qb;
  hf_bmw_f1 #(.WB(WB), .STEPS(16)) u_f1 (.m_i(m_i), .h_i(h_i), .qa_i(qa_q), .qb_i(qb), .qb_o(qb));
  hf_bmw_f2 #(.WB(WB)) u_f2 (.m_i(m_i), .q_i({qb, qa_q}), .h_o(h_o));
endmodule

`default_nettype wire
