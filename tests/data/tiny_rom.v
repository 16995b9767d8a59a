// A 256 x 18 ROM read on two ports: port A's data goes into a plain register (the block RAM
// output register's pattern), port B's into a register with an enable (not that pattern).
module tiny_rom (input wire clk, input wire [7:0] a, input wire en, output wire [17:0] q, output wire [17:0] qe);
  reg [17:0] rom [0:255];
  integer i;
  initial for (i = 0; i < 256; i = i + 1) rom[i] = (i * i * 7 + 3) & 18'h3ffff;
  reg [17:0] d_q, o_q, e_q, oe_q;
  always @(posedge clk) begin
    d_q <= rom[a];
    o_q <= d_q;
    e_q <= rom[~a];
    if (en) oe_q <= e_q;
  end
  assign q = o_q;
  assign qe = oe_q;
endmodule
