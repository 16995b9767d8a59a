// hf_xoodoo_parity: the first stage of hf_xoodoo_round (its header has the layout): the 128
// column parities of theta, one XOR of three state bits each.
`default_nettype none

(* keep_hierarchy *)
module hf_xoodoo_parity (
  input  wire [383:0] state_i,
  output wire [127:0] p_o
);
  genvar x;
  generate
    for (x = 0; x < 4; x = x + 1) begin : g_col
      assign p_o[32*x +: 32] = state_i[32*x +: 32] ^ state_i[32*(4+x) +: 32] ^ state_i[32*(8+x) +: 32];
    end
  endgenerate
endmodule

`default_nettype wire
