// hf_fugue_smix: Fugue's SMIX on the state's columns 0..3, combinational; the twin of smix()
// in c/fugue.c. Column c is 32 bits, row r (byte r of the input word) in bits [8r+7:8r].
//
// The AES S-box on all 16 bytes (the shared hf_aes_sbox), then the super-mix N: with U the
// substituted 4x4 matrix and M the circulant matrix of rows (1 4 7 1) rotated right by the
// row number, N(U) = M U + diag(d) M^T, d[r] the XOR of row r off the diagonal; finally row
// r is rotated left by r columns. The products are by the constants 1, 4 and 7 (hf_gf_mul
// folds them to XORs of the shared hf_gf8.vh).
`default_nettype none

module hf_fugue_smix (
  input  wire [127:0] col_i,
  output reg  [127:0] col_o
);
  `include "hf_gf8.vh"

  wire [127:0] u;     // u[r][c] in bits [32c + 8r +: 8]
  genvar g;
  generate
    for (g = 0; g < 16; g = g + 1) begin : g_sbox
      hf_aes_sbox u_sbox (.x_i(col_i[8*g +: 8]), .y_o(u[8*g +: 8]));
    end
  endgenerate

  // M[i][j] = (1 4 7 1)[(j - i) mod 4]
  function [7:0] m_entry;
    input integer i;
    input integer j;
    case ((j + 4 - i) % 4)
      1:       m_entry = 8'd4;
      2:       m_entry = 8'd7;
      default: m_entry = 8'd1;
    endcase
  endfunction

  reg [7:0] d [0:3];
  reg [7:0] w;
  integer r, c, k;
  always @* begin
    for (r = 0; r < 4; r = r + 1) begin
      d[r] = 8'h00;
      for (c = 0; c < 4; c = c + 1)
        if (c != r)
          d[r] = d[r] ^ u[32*c + 8*r +: 8];
    end
    col_o = 128'd0;
    for (r = 0; r < 4; r = r + 1)
      for (c = 0; c < 4; c = c + 1) begin
        w = hf_gf_mul(d[r], m_entry(c, r));
        for (k = 0; k < 4; k = k + 1)
          w = w ^ hf_gf_mul(u[32*c + 8*k +: 8], m_entry(r, k));
        col_o[32*((c + 4 - r) % 4) + 8*r +: 8] = w;
      end
  end
endmodule

`default_nettype wire
