// hf_aes_tb: bench top for hf_aes_sbox and hf_aes_round, their ports brought out as they are
// (the cocotb bench, rtl/prim/tb/prim_bench.py, compares them with the C twins).
`default_nettype none

module hf_aes_tb (
  input  wire [7:0]   sbox_x_i,
  output wire [7:0]   sbox_y_o,
  input  wire [127:0] state_i,
  input  wire [127:0] rk_i,
  output wire [127:0] state_o
);
  hf_aes_sbox u_sbox (
    .x_i(sbox_x_i),
    .y_o(sbox_y_o)
  );

  hf_aes_round u_round (
    .state_i(state_i),
    .rk_i   (rk_i),
    .state_o(state_o)
  );
endmodule

`default_nettype wire
