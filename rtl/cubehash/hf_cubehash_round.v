// hf_cubehash_round: one CubeHash round (Bernstein, round-2 specification), purely
// combinational; the twin of one pass of the round loop of cubehash_rounds() in c/cubehash.c.
//
// Layout: the 1024-bit state as 32 words, x[i] (the spec's x_{ijklm} with i the binary index,
// its bit 4 the leftmost coordinate) in state_i[32*i +: 32]; byte j of the state (the message
// and digest byte order) is state_i[8*j +: 8].
//
// The four swaps are wiring (index permutations) and the rotations are wiring too, so a round
// is two adder layers and two XOR layers in series: x1 += x0, then x0 (rotated, swapped) ^= x1,
// then x1 (swapped) += that, then x0 ^= x1 again. Seed 002 (Sec. 3.3, Fig. 4) names the same
// critical path: two additions and two XORs per f_C unit.
`default_nettype none

module hf_cubehash_round (
  input  wire [1023:0] state_i,
  output wire [1023:0] state_o
);
  `include "hf_word.vh"

  // stage names follow c/cubehash.c's ten steps: a = first add, c = first XOR (after the swap
  // x_00klm <-> x_01klm), e = second add (after x_1jk0m <-> x_1jk1m), h = second XOR (after
  // x_0j0lm <-> x_0j1lm); the last swap x_1jkl0 <-> x_1jkl1 is the output wiring
  wire [511:0] a;     // x1 + x0, words 16..31 as 0..15
  wire [511:0] c;     // words 0..15 after the first XOR
  wire [511:0] e;     // words 16..31 after the second add
  wire [511:0] h;     // words 0..15 after the second XOR

  genvar i;
  generate
    for (i = 0; i < 16; i = i + 1) begin : g_half1
      assign a[32*i +: 32] = state_i[32*(16+i) +: 32] + state_i[32*i +: 32];
      // x0 rotated by 7 and swapped along bit 3, then XORed with x1
      assign c[32*i +: 32] = hf_rotl32(state_i[32*(i^8) +: 32], 7) ^ a[32*i +: 32];
    end
    for (i = 0; i < 16; i = i + 1) begin : g_half2
      // x1 swapped along bit 1, plus x0
      assign e[32*i +: 32] = a[32*(i^2) +: 32] + c[32*i +: 32];
      // x0 rotated by 11 and swapped along bit 2, then XORed with x1
      assign h[32*i +: 32] = hf_rotl32(c[32*(i^4) +: 32], 11) ^ e[32*i +: 32];
      assign state_o[32*i +: 32]      = h[32*i +: 32];
      assign state_o[32*(16+i) +: 32] = e[32*(i^1) +: 32];   // x1 swapped along bit 0
    end
  endgenerate
endmodule

`default_nettype wire
