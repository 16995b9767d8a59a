// hf_jh_round: one round R8 of JH's E8 and one step R6 of its round-constant generator,
// purely combinational; the twins of round8() and next_constant() in c/jh.c.
//
// Layout: E8's 256 4-bit elements after the grouping (c/jh.c's a[]) as four 256-bit planes:
// bit k of element j in s_i[256k + j] (hf_sbox4_layer's a..d are planes 0..3, so element j is
// its column j). rc_i holds the round constant as 256 S-box choices, bit j choosing S1 (1) or
// S0 (0) for element j (c/jh.c's rc[] bits, most significant first); rc_o is the next one.
// half_i drops the MDS and P8 (round 2's closing S-box-only half round).
//
// Round: both S-boxes down every column (two hf_sbox4_layer instances), a per-column choice
// by the constant bit; the MDS code L on each pair of elements (2i, 2i+1) (multiplications
// by 2 in GF(2^4) are wiring and XORs); the permutation P8, wiring. The constant generator
// is R6 with an all-zero constant on 64 elements (S0, L, P6): 64 S-boxes and 128 XORs, so
// the constants need no table.
`default_nettype none

module hf_jh_round (
  input  wire [1023:0] s_i,
  input  wire [255:0]  rc_i,
  input  wire          half_i,
  output wire [1023:0] s_o,
  output wire [255:0]  rc_o
);
  // c/jh.c's SBOX[0] and SBOX[1], entry i in [4i+3:4i]
  localparam [63:0] S0 = 64'he85762a1f3cdb409;
  localparam [63:0] S1 = 64'h8eab402f9175d6c3;

  // P_d (2^d = n elements) as sources: output element k is input element psrc(k, n).
  // Read from the right: swap the pairs of the second half, the first half from the even
  // elements and the second from the odd ones, swap elements 2 and 3 of each group of four.
  function integer psrc;
    input integer k;
    input integer n;
    integer t, m;
    begin
      t = (k >= n / 2) ? (k ^ 1) : k;
      m = (t < n / 2) ? 2 * t : 2 * (t - n / 2) + 1;
      psrc = m ^ ((m >> 1) & 1);
    end
  endfunction

  // ---- E8 round: S-boxes ----
  wire [1023:0] y0, y1;
  hf_sbox4_layer #(.SBOX(S0), .N(256)) u_s0 (
    .a_i(s_i[0 +: 256]), .b_i(s_i[256 +: 256]), .c_i(s_i[512 +: 256]), .d_i(s_i[768 +: 256]),
    .a_o(y0[0 +: 256]), .b_o(y0[256 +: 256]), .c_o(y0[512 +: 256]), .d_o(y0[768 +: 256])
  );
  hf_sbox4_layer #(.SBOX(S1), .N(256)) u_s1 (
    .a_i(s_i[0 +: 256]), .b_i(s_i[256 +: 256]), .c_i(s_i[512 +: 256]), .d_i(s_i[768 +: 256]),
    .a_o(y1[0 +: 256]), .b_o(y1[256 +: 256]), .c_o(y1[512 +: 256]), .d_o(y1[768 +: 256])
  );
  wire [1023:0] y;
  genvar j, k, p;
  generate
    for (p = 0; p < 4; p = p + 1) begin : g_sel
      assign y[256*p +: 256] = (rc_i & y1[256*p +: 256]) | (~rc_i & y0[256*p +: 256]);
    end
  endgenerate

  // ---- L on the pairs (hi = element 2i, lo = element 2i+1): lo ^= 2 hi, hi ^= 2 lo, with
  // 2x = (x2, x1, x0 ^ x3, x3) in bits 3..0 (x^4 + x + 1) ----
  wire [1023:0] z;
  generate
    for (j = 0; j < 256; j = j + 2) begin : g_mds
      wire [3:0] hi = {y[768 + j], y[512 + j], y[256 + j], y[j]};
      wire [3:0] lo = {y[769 + j], y[513 + j], y[257 + j], y[j + 1]};
      wire [3:0] lo2 = lo ^ {hi[2], hi[1], hi[0] ^ hi[3], hi[3]};
      wire [3:0] hi2 = hi ^ {lo2[2], lo2[1], lo2[0] ^ lo2[3], lo2[3]};
      for (k = 0; k < 4; k = k + 1) begin : g_bit
        assign z[256*k + j]     = hi2[k];
        assign z[256*k + j + 1] = lo2[k];
      end
    end
  endgenerate

  // ---- P8, then the half round's bypass ----
  wire [1023:0] r;
  generate
    for (j = 0; j < 256; j = j + 1) begin : g_perm
      for (k = 0; k < 4; k = k + 1) begin : g_bit
        assign r[256*k + j] = z[256*k + psrc(j, 256)];
      end
    end
  endgenerate
  assign s_o = half_i ? y : r;

  // ---- R6 on the constant: element i has bits 3..0 = rc_i[4i], [4i+1], [4i+2], [4i+3] ----
  wire [63:0] ca, cb, cc, cd, ya, yb, yc, yd;
  generate
    for (j = 0; j < 64; j = j + 1) begin : g_cin
      assign {ca[j], cb[j], cc[j], cd[j]} = rc_i[4*j +: 4];
    end
  endgenerate
  hf_sbox4_layer #(.SBOX(S0), .N(64)) u_rc (
    .a_i(ca), .b_i(cb), .c_i(cc), .d_i(cd), .a_o(ya), .b_o(yb), .c_o(yc), .d_o(yd)
  );
  wire [255:0] cz;   // after L, element i in [4i +: 4], bit 3 at 4i + 3
  generate
    for (j = 0; j < 64; j = j + 2) begin : g_cmds
      wire [3:0] hi = {yd[j], yc[j], yb[j], ya[j]};
      wire [3:0] lo = {yd[j + 1], yc[j + 1], yb[j + 1], ya[j + 1]};
      wire [3:0] lo2 = lo ^ {hi[2], hi[1], hi[0] ^ hi[3], hi[3]};
      wire [3:0] hi2 = hi ^ {lo2[2], lo2[1], lo2[0] ^ lo2[3], lo2[3]};
      assign cz[4*j +: 4]       = hi2;
      assign cz[4*(j + 1) +: 4] = lo2;
    end
    for (j = 0; j < 64; j = j + 1) begin : g_cperm
      // back to the register's order: element bit 3 at 4i, bit 0 at 4i + 3
      for (k = 0; k < 4; k = k + 1) begin : g_bit
        assign rc_o[4*j + k] = cz[4*psrc(j, 64) + 3 - k];
      end
    end
  endgenerate
endmodule

`default_nettype wire
