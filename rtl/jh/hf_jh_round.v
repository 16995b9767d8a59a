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
  //   t = k >= n/2 ? k ^ 1 : k;   m = t < n/2 ? 2t : 2(t - n/2) + 1;   psrc = m ^ ((m >> 1) & 1)
  // perm_plane applies it to one plane (bit e = element e, the bits from n up zero) in whole-word
  // steps, the three stages from the left: an event-driven simulator evaluates the round once
  // per cycle, where a loop over single bits of a 1,024-bit vector cost Icarus milliseconds
  // (tests/test_hw_fourstate.py); synthesis sees the same wiring.
  localparam [255:0] PAIR_LO = {128{2'b01}};   // the even element of every pair
  // the unshuffle's delta-swap masks: stage s moves bits [2^s, 2^(s+1)) of every
  // 2^(s+2)-bit group up by 2^s positions' worth of exchange
  function [255:0] unshuffle_mask;
    input integer st;
    case (st)
      0:       unshuffle_mask = {64{4'b0010}};
      1:       unshuffle_mask = {32{8'h0c}};
      2:       unshuffle_mask = {16{16'h00f0}};
      3:       unshuffle_mask = {8{32'h0000ff00}};
      4:       unshuffle_mask = {4{64'h00000000_ffff0000}};
      5:       unshuffle_mask = {2{128'h0000000000000000_ffffffff00000000}};
      default: unshuffle_mask = {128'h0, 64'hffffffffffffffff, 64'h0};
    endcase
  endfunction

  function [255:0] perm_plane;
    input [255:0] x;
    input integer d;          // n = 2^d elements
    reg   [255:0] v, t, second;
    integer st;
    begin
      // swap elements 2 and 3 of every group of four
      v = (x & {64{4'h3}}) | ((x & {64{4'h4}}) << 1) | ((x & {64{4'h8}}) >> 1);
      // even elements to the first half, odd ones to the second
      for (st = 0; st < d - 1; st = st + 1) begin
        t = (v ^ (v >> (1 << st))) & unshuffle_mask(st);
        v = v ^ t ^ (t << (1 << st));
      end
      // swap the pairs of the second half
      second = (256'd1 << (1 << d)) - (256'd1 << (1 << (d - 1)));
      perm_plane = (v & ~second) | ((((v & PAIR_LO) << 1) | ((v >> 1) & PAIR_LO)) & second);
    end
  endfunction

  // L on the pairs (hi = element 2i, lo = element 2i+1) of four planes p3..p0 ({p3, p2, p1, p0}):
  // lo ^= 2 hi, hi ^= 2 lo, with 2x = (x2, x1, x0 ^ x3, x3) in bits 3..0 (x^4 + x + 1).
  // Each plane's hi and lo bits are aligned at the even positions, combined, and put back.
  function [1023:0] mds_planes;
    input [1023:0] p;
    reg [255:0] h0, h1, h2, h3, l0, l1, l2, l3;
    begin
      h0 = p[0 +: 256] & PAIR_LO;   l0 = (p[0 +: 256] >> 1) & PAIR_LO;
      h1 = p[256 +: 256] & PAIR_LO; l1 = (p[256 +: 256] >> 1) & PAIR_LO;
      h2 = p[512 +: 256] & PAIR_LO; l2 = (p[512 +: 256] >> 1) & PAIR_LO;
      h3 = p[768 +: 256] & PAIR_LO; l3 = (p[768 +: 256] >> 1) & PAIR_LO;
      l3 = l3 ^ h2;  l2 = l2 ^ h1;  l1 = l1 ^ h0 ^ h3;  l0 = l0 ^ h3;
      h3 = h3 ^ l2;  h2 = h2 ^ l1;  h1 = h1 ^ l0 ^ l3;  h0 = h0 ^ l3;
      mds_planes = {h3 | (l3 << 1), h2 | (l2 << 1), h1 | (l1 << 1), h0 | (l0 << 1)};
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
  // the S-box choice per column by the constant bit, then L and P8 on whole planes
  wire [1023:0] y = {(rc_i & y1[768 +: 256]) | (~rc_i & y0[768 +: 256]),
                     (rc_i & y1[512 +: 256]) | (~rc_i & y0[512 +: 256]),
                     (rc_i & y1[256 +: 256]) | (~rc_i & y0[256 +: 256]),
                     (rc_i & y1[0 +: 256])   | (~rc_i & y0[0 +: 256])};
  wire [1023:0] z = mds_planes(y);
  wire [1023:0] r = {perm_plane(z[768 +: 256], 8), perm_plane(z[512 +: 256], 8),
                     perm_plane(z[256 +: 256], 8), perm_plane(z[0 +: 256], 8)};
  // the half round's bypass
  assign s_o = half_i ? y : r;

  // ---- R6 on the constant: element i has bits 3..0 = rc_i[4i], [4i+1], [4i+2], [4i+3];
  // as planes of 64 elements (a = bit 0) for the S-box layer, L and P6, then back (functions,
  // for the reason perm_plane gives) ----
  function [255:0] rc_to_planes;      // {d, c, b, a}
    input [255:0] word;
    reg   [63:0]  a, b, c, d;
    integer       e;
    begin
      for (e = 0; e < 64; e = e + 1)
        {a[e], b[e], c[e], d[e]} = word[4*e +: 4];
      rc_to_planes = {d, c, b, a};
    end
  endfunction

  function [255:0] planes_to_rc;      // from {d, c, b, a}, 256 bits a plane, elements 0..63 used
    input [1023:0] p;
    integer        e;
    begin
      for (e = 0; e < 64; e = e + 1)
        planes_to_rc[4*e +: 4] = {p[e], p[256 + e], p[512 + e], p[768 + e]};
    end
  endfunction

  wire [255:0] cp = rc_to_planes(rc_i);
  wire [63:0]  ya, yb, yc, yd;
  hf_sbox4_layer #(.SBOX(S0), .N(64)) u_rc (
    .a_i(cp[0 +: 64]), .b_i(cp[64 +: 64]), .c_i(cp[128 +: 64]), .d_i(cp[192 +: 64]),
    .a_o(ya), .b_o(yb), .c_o(yc), .d_o(yd)
  );
  wire [1023:0] cz = mds_planes({192'd0, yd, 192'd0, yc, 192'd0, yb, 192'd0, ya});
  assign rc_o = planes_to_rc({perm_plane(cz[768 +: 256], 6), perm_plane(cz[512 +: 256], 6),
                              perm_plane(cz[256 +: 256], 6), perm_plane(cz[0 +: 256], 6)});
endmodule

`default_nettype wire
