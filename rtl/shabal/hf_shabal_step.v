// hf_shabal_step: one step of Shabal's keyed permutation P_{M,C} (the NLFSR), purely
// combinational; the body of the inner loop of shabal_perm in c/shabal.c.
//
// Step i of pass j (k = (16 j + i) mod 12) computes
//   A[k] = U(A[k] ^ V(A[k-1] <<< 15) ^ C[8-i]) ^ B[i+13] ^ (B[i+9] & ~B[i+6]) ^ M[i]
//   B[i] = ~((B[i] <<< 1) ^ A[k])
// with U(x) = 3x and V(x) = 5x mod 2^32. In hf_shabal the state words sit in shift registers
// whose fixed taps are these operands (seed 002, Sec. 3.11), so the step only sees words:
// a0_i = A[k], a11_i = A[k-1], c_i = C[8-i], b0_i/b6_i/b9_i/b13_i = B[i]/B[i+6]/B[i+9]/B[i+13],
// m_i = M[i]. U and V are shift-then-add (x + 2x, x + 4x): two adders in series are the
// critical path.
`default_nettype none

module hf_shabal_step (
  input  wire [31:0] a0_i,
  input  wire [31:0] a11_i,
  input  wire [31:0] c_i,
  input  wire [31:0] b0_i,
  input  wire [31:0] b6_i,
  input  wire [31:0] b9_i,
  input  wire [31:0] b13_i,
  input  wire [31:0] m_i,
  output wire [31:0] a_o,
  output wire [31:0] b_o
);
  `include "hf_word.vh"

  wire [31:0] r = hf_rotl32(a11_i, 15);
  wire [31:0] v = r + {r[29:0], 2'b00};
  wire [31:0] x = a0_i ^ v ^ c_i;
  wire [31:0] u = x + {x[30:0], 1'b0};
  assign a_o = u ^ b13_i ^ (b9_i & ~b6_i) ^ m_i;
  assign b_o = ~(hf_rotl32(b0_i, 1) ^ a_o);
endmodule

`default_nettype wire
