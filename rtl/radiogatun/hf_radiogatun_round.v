// hf_radiogatun_round: one RadioGatun belt-and-mill round R() (Bertoni, Daemen, Peeters,
// Van Assche, 2006), purely combinational; the twin of rg32_round / rg64_round in
// c/radiogatun.c. WORD = 32 or 64 (RadioGatun[32], RadioGatun[64]).
//
// Layout: mill word a[i] in a_i[WORD*i +: WORD] (i = 0..18); belt word b[r][j] (row r = 0..12,
// j = 0..2) in b_i[WORD*(3r+j) +: WORD].
//
// Belt and Mill run side by side (seed paper 001, Fig. 2): the belt is a row rotation plus
// the Mill-to-Belt feed-forward (one XOR level); the mill is gamma, pi (a fixed permutation
// with fixed rotations: wiring only), theta (a 3-input XOR), iota and the Belt-to-Mill XOR
// folded into theta's XOR tree. The critical path is gamma + theta: about four gate levels.
`default_nettype none

module hf_radiogatun_round #(
  parameter integer WORD = 32
) (
  input  wire [19*WORD-1:0] a_i,
  input  wire [39*WORD-1:0] b_i,
  output wire [19*WORD-1:0] a_o,
  output wire [39*WORD-1:0] b_o
);
  localparam integer MILL = 19;
  localparam integer BELT = 13;
  // word rotations from the shared helpers (rtl/prim/hf_word.vh) at this module's word size
  `define HF_WORD_W WORD
  `include "hf_word.vh"

  wire [MILL*WORD-1:0] g;   // after gamma
  wire [MILL*WORD-1:0] p;   // after pi (and its rotations)

  genvar i, r, j;
  generate
    for (i = 0; i < MILL; i = i + 1) begin : g_mill
      // gamma: the only nonlinear step
      assign g[WORD*i +: WORD] = a_i[WORD*i +: WORD] ^
                                 (a_i[WORD*((i+1)%MILL) +: WORD] | ~a_i[WORD*((i+2)%MILL) +: WORD]);
      // pi: word 7i mod 19 moves to i, rotated right by i(i+1)/2 (a rewiring of bits)
      localparam integer SRC = (7 * i) % MILL;
      localparam integer ROT = (i * (i + 1)) / 2;   // hf_rotr_w takes it mod WORD
      assign p[WORD*i +: WORD] = hf_rotr_w(g[WORD*SRC +: WORD], ROT);
    end
    for (i = 0; i < MILL; i = i + 1) begin : g_theta
      // theta, iota (a[0] ^= 1) and Belt-to-Mill (a[13+j] ^= b[12][j], the row that leaves the
      // belt) in one XOR tree per word
      wire [WORD-1:0] t = p[WORD*i +: WORD] ^ p[WORD*((i+1)%MILL) +: WORD] ^ p[WORD*((i+4)%MILL) +: WORD];
      if (i == 0) begin : g_iota
        assign a_o[WORD*i +: WORD] = t ^ {{(WORD-1){1'b0}}, 1'b1};
      end else if (i >= 13 && i <= 15) begin : g_b2m
        assign a_o[WORD*i +: WORD] = t ^ b_i[WORD*(3*(BELT-1)+i-13) +: WORD];
      end else begin : g_plain
        assign a_o[WORD*i +: WORD] = t;
      end
    end
    // Belt: rows move one place down the belt, the last row wraps to row 0; Mill-to-Belt adds
    // a[r] into word (r-1) mod 3 of new row r (r = 1..12)
    for (j = 0; j < 3; j = j + 1) begin : g_belt0
      assign b_o[WORD*j +: WORD] = b_i[WORD*(3*(BELT-1)+j) +: WORD];
    end
    for (r = 1; r < BELT; r = r + 1) begin : g_belt
      for (j = 0; j < 3; j = j + 1) begin : g_word
        if (j == (r - 1) % 3) begin : g_m2b
          assign b_o[WORD*(3*r+j) +: WORD] = b_i[WORD*(3*(r-1)+j) +: WORD] ^ a_i[WORD*r +: WORD];
        end else begin : g_move
          assign b_o[WORD*(3*r+j) +: WORD] = b_i[WORD*(3*(r-1)+j) +: WORD];
        end
      end
    end
  endgenerate
endmodule

`default_nettype wire
