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
  // The rest is written as loops in always blocks, not as a generate of one-bit assigns: in an
  // event-driven simulator every one-bit assign into a 1,024-bit net re-evaluates every reader
  // of the whole net, about a million events per round (Icarus took seconds per evaluation).
  // Synthesis and Verilator see the same wiring either way.
  reg [1023:0] y, z, r;
  reg [3:0]    hi, lo, lo2, hi2;
  integer      j, k;
  always @* begin
    // the S-box choice per column by the constant bit
    for (k = 0; k < 4; k = k + 1)
      y[256*k +: 256] = (rc_i & y1[256*k +: 256]) | (~rc_i & y0[256*k +: 256]);
    // L on the pairs (hi = element 2i, lo = element 2i+1): lo ^= 2 hi, hi ^= 2 lo, with
    // 2x = (x2, x1, x0 ^ x3, x3) in bits 3..0 (x^4 + x + 1)
    for (j = 0; j < 256; j = j + 2) begin
      hi  = {y[768 + j], y[512 + j], y[256 + j], y[j]};
      lo  = {y[769 + j], y[513 + j], y[257 + j], y[j + 1]};
      lo2 = lo ^ {hi[2], hi[1], hi[0] ^ hi[3], hi[3]};
      hi2 = hi ^ {lo2[2], lo2[1], lo2[0] ^ lo2[3], lo2[3]};
      for (k = 0; k < 4; k = k + 1) begin
        z[256*k + j]     = hi2[k];
        z[256*k + j + 1] = lo2[k];
      end
    end
    // P8
    for (j = 0; j < 256; j = j + 1)
      for (k = 0; k < 4; k = k + 1)
        r[256*k + j] = z[256*k + psrc(j, 256)];
  end
  // the half round's bypass
  assign s_o = half_i ? y : r;

  // ---- R6 on the constant: element i has bits 3..0 = rc_i[4i], [4i+1], [4i+2], [4i+3] ----
  reg  [63:0]  ca, cb, cc, cd;
  integer      i;
  wire [63:0]  ya, yb, yc, yd;
  always @* begin
    for (i = 0; i < 64; i = i + 1)
      {ca[i], cb[i], cc[i], cd[i]} = rc_i[4*i +: 4];
  end
  hf_sbox4_layer #(.SBOX(S0), .N(64)) u_rc (
    .a_i(ca), .b_i(cb), .c_i(cc), .d_i(cd), .a_o(ya), .b_o(yb), .c_o(yc), .d_o(yd)
  );
  reg [255:0]  cz;   // after L, element i in [4i +: 4], bit 3 at 4i + 3
  reg [255:0]  rc_next;
  reg [3:0]    chi, clo, clo2, chi2;
  integer      n, m;
  always @* begin
    for (n = 0; n < 64; n = n + 2) begin
      chi  = {yd[n], yc[n], yb[n], ya[n]};
      clo  = {yd[n + 1], yc[n + 1], yb[n + 1], ya[n + 1]};
      clo2 = clo ^ {chi[2], chi[1], chi[0] ^ chi[3], chi[3]};
      chi2 = chi ^ {clo2[2], clo2[1], clo2[0] ^ clo2[3], clo2[3]};
      cz[4*n +: 4]       = chi2;
      cz[4*(n + 1) +: 4] = clo2;
    end
    // back to the register's order: element bit 3 at 4i, bit 0 at 4i + 3
    for (n = 0; n < 64; n = n + 1)
      for (m = 0; m < 4; m = m + 1)
        rc_next[4*n + m] = cz[4*psrc(n, 64) + 3 - m];
  end
  assign rc_o = rc_next;
endmodule

`default_nettype wire
