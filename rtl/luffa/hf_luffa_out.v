// hf_luffa_out: Luffa's output function, purely combinational: Z = V_0 ^ ... ^ V_{w-1} as the
// 256-bit chunk a serializer sends (message byte order: the big-endian words of c/luffa.c's
// output, byte i in z_o[8i +: 8]). In the last chunk (last_i) the words past LAST_BITS are
// zero, so a partial last beat carries no state bits.
`default_nettype none

module hf_luffa_out #(
  parameter integer WN        = 3,
  parameter integer LAST_BITS = 256    // bits of the last chunk (224 / 256: the digest)
) (
  input  wire [256*WN-1:0] v_i,
  input  wire              last_i,
  output wire [255:0]      z_o
);
  reg [255:0] z;
  integer q;
  always @* begin
    z = v_i[255:0];
    for (q = 1; q < WN; q = q + 1)
      z = z ^ v_i[256*q +: 256];
  end

  genvar k, b;
  generate
    for (k = 0; k < 8; k = k + 1) begin : g_z
      localparam KEEP_LAST = (32 * k < LAST_BITS);
      for (b = 0; b < 4; b = b + 1) begin : g_byte
        assign z_o[32*k + 8*b +: 8] = (!KEEP_LAST && last_i) ? 8'd0 : z[32*k + 24 - 8*b +: 8];
      end
    end
  endgenerate
endmodule

`default_nettype wire
