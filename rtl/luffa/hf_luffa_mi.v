// hf_luffa_mi: Luffa's message injection MI (round 2) followed by the tweaks that open each
// Q_j (the right half of V_j rotated left by j bits), purely combinational: the permutation
// inputs of a round. Twin of inject() and permute()'s first loop in c/luffa.c.
//
// Layout: V_j (the C code's s->v[j]) in v_i[256j +: 256], its word k in [256j + 32k +: 32];
// the message block as words m_i[32k +: 32] (c/luffa.c's msg[k], big-endian loaded). WN = w:
// 3 (Luffa-224/256), 4 (384), 5 (512). Multiplications by x in GF(2^32)^8 are wiring and XORs.
`default_nettype none

module hf_luffa_mi #(
  parameter integer WN = 3
) (
  input  wire [256*WN-1:0] v_i,
  input  wire [255:0]      m_i,
  output wire [256*WN-1:0] v_o
);
`include "hf_word.vh"

  // multiplication by x modulo x^8 + x^4 + x^3 + x + 1, word i the coefficient of x^i
  function [255:0] mul2;
    input [255:0] s;
    reg   [31:0]  t;
    begin
      t = s[255:224];
      mul2 = {s[223:0], t};
      mul2[63:32]   = mul2[63:32] ^ t;
      mul2[127:96]  = mul2[127:96] ^ t;
      mul2[159:128] = mul2[159:128] ^ t;
    end
  endfunction

  reg [256*WN-1:0] v, u, p;
  reg [255:0]      a, m;
  integer j;
  always @* begin
    // every V_j gets 2 (V_0 + ... + V_{w-1})
    a = v_i[255:0];
    for (j = 1; j < WN; j = j + 1)
      a = a ^ v_i[256*j +: 256];
    a = mul2(a);
    for (j = 0; j < WN; j = j + 1)
      v[256*j +: 256] = v_i[256*j +: 256] ^ a;
    // w = 5: the ring forward (V_j = 2 V_j + V_{j+1}, the last with the old V_0)
    u = v;
    if (WN == 5)
      for (j = 0; j < WN; j = j + 1)
        u[256*j +: 256] = mul2(v[256*j +: 256]) ^ v[256*((j + 1) % WN) +: 256];
    // w >= 4: the ring backward (V_j = 2 V_j + V_{j-1}, the first with the old V_{w-1})
    p = u;
    if (WN >= 4)
      for (j = 0; j < WN; j = j + 1)
        p[256*j +: 256] = mul2(u[256*j +: 256]) ^ u[256*((j + WN - 1) % WN) +: 256];
    // V_j gets x^j M
    m = m_i;
    for (j = 0; j < WN; j = j + 1) begin
      p[256*j +: 256] = p[256*j +: 256] ^ m;
      m = mul2(m);
    end
  end

  // the tweaks: words 4..7 of V_j rotated left by j
  genvar q, k;
  generate
    for (q = 0; q < WN; q = q + 1) begin : g_tw
      assign v_o[256*q +: 128] = p[256*q +: 128];
      for (k = 4; k < 8; k = k + 1) begin : g_w
        assign v_o[256*q + 32*k +: 32] = hf_rotl32(p[256*q + 32*k +: 32], q);
      end
    end
  endgenerate
endmodule

`default_nettype wire
