// hf_sparkle_step: one step of the SPARKLE permutation (Beierle et al., NIST LWC final round),
// purely combinational; the twin of one iteration of sparkle() in c/esch.c. NB = 6 branches
// for SPARKLE-384 (Esch256), 8 for SPARKLE-512 (Esch384).
//
// Layout: word k of the C state w[] in bits [32k +: 32], the branches interleaved (x_j = w[2j],
// y_j = w[2j+1]); the left half is branches 0..NB/2-1. step_i is the step index s: the step
// adds c_(s mod 8) to y_0 and s to y_1 before the ARX layer.
//
// The ARX layer is NB Alzette boxes side by side, each four chained 32-bit additions with
// rotations (wiring) and XORs between them: the critical path is four carry chains, then the
// linear layer's XOR tree (the half's parity, l, and the three-way XOR into the new left
// half), whose branch rotation and half swap are wiring.
`default_nettype none

module hf_sparkle_step #(
  parameter integer NB = 6
) (
  input  wire [64*NB-1:0] state_i,
  input  wire [3:0]       step_i,
  output wire [64*NB-1:0] state_o
);
  localparam integer HB = NB / 2;   // branches per half

  `include "hf_word.vh"
  `include "hf_sparkle.vh"

  // c_0..c_7: the Alzette constants, c_i in [32i +: 32]; branch j uses c_j, step s adds
  // c_(s mod 8)
  localparam [255:0] RCON = {32'hC2B3293D, 32'hCFBFA1C8, 32'h4F7C7B57, 32'hBB1185EB,
                             32'h324E7738, 32'h38B4DA56, 32'hBF715880, 32'hB7E15162};

  // Alzette with constant c: {y, x} in, {y, x} out
  function [63:0] alzette;
    input [31:0] xi, yi, c;
    reg   [31:0] x, y;
    begin
      x = xi; y = yi;
      x = x + hf_rotr32(y, 31); y = y ^ hf_rotr32(x, 24); x = x ^ c;
      x = x + hf_rotr32(y, 17); y = y ^ hf_rotr32(x, 17); x = x ^ c;
      x = x + y;                y = y ^ hf_rotr32(x, 31); x = x ^ c;
      x = x + hf_rotr32(y, 24); y = y ^ hf_rotr32(x, 16); x = x ^ c;
      alzette = {y, x};
    end
  endfunction

  // the step's constants enter y_0 and y_1 (words 1 and 3)
  wire [64*NB-1:0] s_in = state_i ^ {{(64*NB-128){1'b0}}, 28'd0, step_i, 32'd0,
                                     RCON[32*step_i[2:0] +: 32], 32'd0};

  wire [64*NB-1:0] a;         // after the ARX layer
  wire [32*HB-1:0] px, py;    // running XOR of the left half's x and y words
  genvar j;
  generate
    for (j = 0; j < NB; j = j + 1) begin : g_arx
      assign a[64*j +: 64] = alzette(s_in[64*j +: 32], s_in[64*j+32 +: 32], RCON[32*j +: 32]);
    end
    for (j = 0; j < HB; j = j + 1) begin : g_par
      if (j == 0) begin : g_first
        assign px[31:0] = a[31:0];
        assign py[31:0] = a[63:32];
      end else begin : g_next
        assign px[32*j +: 32] = px[32*(j-1) +: 32] ^ a[64*j +: 32];
        assign py[32*j +: 32] = py[32*(j-1) +: 32] ^ a[64*j+32 +: 32];
      end
    end
  endgenerate

  // l of the parities; ty goes into the x words, tx into the y words
  wire [31:0] tx = hf_sparkle_ell(px[32*(HB-1) +: 32]);
  wire [31:0] ty = hf_sparkle_ell(py[32*(HB-1) +: 32]);

  // Feistel layer with the branch rotation and the swap of the halves: new left branch b is
  // right branch b+1 ^ left branch b+1 ^ (ty, tx), indices mod HB; the old left half becomes
  // the new right half unchanged
  generate
    for (j = 0; j < HB; j = j + 1) begin : g_lin
      localparam integer N = (j + 1) % HB;
      assign state_o[64*j +: 32]      = a[64*(HB+N) +: 32] ^ a[64*N +: 32] ^ ty;
      assign state_o[64*j+32 +: 32]   = a[64*(HB+N)+32 +: 32] ^ a[64*N+32 +: 32] ^ tx;
      assign state_o[64*(HB+j) +: 64] = a[64*j +: 64];
    end
  endgenerate
endmodule

`default_nettype wire
