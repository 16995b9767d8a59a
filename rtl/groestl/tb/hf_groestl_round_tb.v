// hf_groestl_round_tb: P's and Q's round side by side (the two instances hf_groestl has), for
// the unit bench tb/groestl_round_bench.py, which hashes whole messages with them.
`default_nettype none

module hf_groestl_round_tb #(
  parameter integer COLS  = 8,
  parameter integer FINAL = 1
) (
  input  wire [64*COLS-1:0] p_i,
  input  wire [64*COLS-1:0] q_i,
  input  wire [3:0]         rnd_i,
  output wire [64*COLS-1:0] p_o,
  output wire [64*COLS-1:0] q_o
);
  hf_groestl_round #(.COLS(COLS), .Q(0), .FINAL(FINAL)) u_p (.x_i(p_i), .rnd_i(rnd_i), .col_i(4'd0),
                                                                .x_o(p_o));
  hf_groestl_round #(.COLS(COLS), .Q(1), .FINAL(FINAL)) u_q (.x_i(q_i), .rnd_i(rnd_i), .col_i(4'd0),
                                                                .x_o(q_o));
endmodule

`default_nettype wire
