// hf_bmw_compress_tb: BMW's compression function for the unit bench
// (tb/bmw_compress_bench.py): hf_bmw_f0, hf_bmw_f1 and hf_bmw_f2 chained without the
// core's pipeline registers, h_o = the new chaining value from the message m_i and the
// chaining value h_i (c/bmw.c bmw32_compress / bmw64_compress; words in [WB*j +: WB]).
`default_nettype none

module hf_bmw_compress_tb #(
  parameter integer WB    = 32,
  parameter integer STEPS = 16
) (
  input  wire [16*WB-1:0] m_i,
  input  wire [16*WB-1:0] h_i,
  output wire [16*WB-1:0] h_o
);
  wire [16*WB-1:0] qa, qb;
  hf_bmw_f0 #(.WB(WB)) u_f0 (.m_i(m_i), .h_i(h_i), .qa_o(qa));
  // every expansion in one pass: qb_i is the module's own output (the words of "earlier
  // cycles" are the same wires when STEPS = 16; the bench runs STEPS = 16 only)
  hf_bmw_f1 #(.WB(WB), .STEPS(STEPS)) u_f1 (.m_i(m_i), .h_i(h_i), .qa_i(qa), .qb_i(qb), .qb_o(qb));
  hf_bmw_f2 #(.WB(WB)) u_f2 (.m_i(m_i), .q_i({qb, qa}), .h_o(h_o));
endmodule

`default_nettype wire
