module tiny_acc #(parameter W = 8) (
  input clk, input rst_n, input [W-1:0] a, input [W-1:0] b, input en,
  output reg [W-1:0] acc, output wire par);
  always @(posedge clk)
    if (!rst_n) acc <= 0; else if (en) acc <= acc + (a ^ {b[W-2:0], b[W-1]});
  assign par = ^acc;
endmodule
