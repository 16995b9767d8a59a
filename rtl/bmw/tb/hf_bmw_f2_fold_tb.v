// hf_bmw_f2_fold_tb: BMW's compression function with the folded f2 for the unit bench
// (tb/bmw_compress_bench.py, its clocked mode): hf_bmw_f0 and hf_bmw_f1 give Q_0 .. Q_31
// combinationally; ld_i registers them, with M' (word i = rotl(M_i, i + 1)); then 16 cycles
// hand f1's words Q_16 .. Q_31 to hf_bmw_f2_fold in order (its XL and XH) and 4 cycles run
// f2, moving Q down by a word and turning M' and the result as the core does (hf_bmw.v,
// g_f2_fold): h_o is the new chaining value 20 cycles after ld_i.
`default_nettype none

module hf_bmw_f2_fold_tb #(
  parameter integer WB = 32
) (
  input  wire             clk,
  input  wire             ld_i,   // one cycle; m_i and h_i hold until h_o is read
  input  wire [16*WB-1:0] m_i,
  input  wire [16*WB-1:0] h_i,
  output wire [16*WB-1:0] h_o     // valid 20 cycles after ld_i
);
`define HF_WORD_W WB
  `include "hf_word.vh"

  wire [16*WB-1:0] qa, qb;
  hf_bmw_f0 #(.WB(WB)) u_f0 (.m_i(m_i), .h_i(h_i), .qa_o(qa));
  hf_bmw_f1 #(.WB(WB), .STEPS(16)) u_f1 (.m_i(m_i), .h_i(h_i), .qa_i(qa), .qb_i(qb), .qb_o(qb));

  reg  [32*WB-1:0] q_q;    // Q, moved down a word per f2 cycle but the last
  reg  [16*WB-1:0] qb_q;   // Q_16 .. Q_31, handed over a word per f1 cycle
  reg  [16*WB-1:0] mr_q;   // M', turned as q_q moves
  reg  [16*WB-1:0] h_q;    // the result, turned a word per f2 cycle, f2's words into 3, 7, 11, 15
  reg  [4:0]       k_q;    // cycles since ld_i: 0 .. 15 f1, 16 .. 19 f2, then 20 (done)
  wire             acc  = k_q < 5'd16;
  wire             f2   = (k_q >= 5'd16) && (k_q < 5'd20);
  wire             step = (k_q >= 5'd16) && (k_q < 5'd19);
  wire [4*WB-1:0]  h4;

  hf_bmw_f2_fold #(.WB(WB)) u_f2 (
    .clk(clk), .clr_i(ld_i), .acc_i(acc), .step_i(step), .qn_i(qb_q[0 +: WB]),
    .q_i(q_q), .mr_i(mr_q), .h_o(h4)
  );

  integer i;
  always @(posedge clk) begin
    if (ld_i) begin
      q_q  <= {qb, qa};
      qb_q <= qb;
      for (i = 0; i < 16; i = i + 1)
        mr_q[WB*i +: WB] <= hf_rotl_w(m_i[WB*i +: WB], i + 1);
      k_q  <= 5'd0;
    end else begin
      if (acc) qb_q <= {{WB{1'b0}}, qb_q[16*WB-1:WB]};
      if (step) begin
        q_q  <= {{WB{1'b0}}, q_q[32*WB-1:WB]};
        mr_q <= {mr_q[WB-1:0], mr_q[16*WB-1:WB]};
      end
      if (f2) begin
        h_q <= {h_q[WB-1:0], h_q[16*WB-1:WB]};
        for (i = 0; i < 4; i = i + 1)
          h_q[WB*(4*i+3) +: WB] <= h4[WB*i +: WB];
      end
      if (k_q != 5'd20) k_q <= k_q + 5'd1;
    end
  end

  assign h_o = h_q;
endmodule

`default_nettype wire
