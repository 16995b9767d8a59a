// hf_echo_round: one ECHO BIG.ROUND (BIG.SubWords, BIG.ShiftRows, BIG.MixColumns), purely
// combinational; the twin of one iteration of the round loop of echo_compress_with() in
// c/echo.c (salt zero).
//
// Layout: the state is the C byte string w[16][16]: 128-bit word i (row i % 4, column i / 4)
// in state_i[128i +: 128], its byte j in [128i + 8j +: 8]; a word is an AES state in the
// byte order of hf_aes_round.
//
// BIG.SubWords: word i goes through two AES rounds (hf_aes_round), the first keyed with the
// counter ctr_i + i (128 bits, little-endian as the C key bytes), the second with the salt
// (zero: the constant key folds away). All 16 pairs run side by side (seed paper 002,
// Sec. 3.4: "16 pairs of the AES functions are processed in parallel").
// The 16 keys come from one incrementer: with ctr_i = {hi, lo} (lo its low 4 bits),
// ctr_i + i is {hi, lo + i} or, when lo + i carries, {hi + 1, lo + i - 16}. hi + 1 is also the
// next round's counter (ctr_i + 16), which the core takes from ctr_o.
// BIG.ShiftRows is wiring; BIG.MixColumns is AES MixColumns (hf_gf8.vh) on byte j of the four
// words of a column (echo_mix_column, hf_echo.vh, shared with hf_echo_fold).
`default_nettype none

module hf_echo_round (
  input  wire [2047:0] state_i,
  input  wire [127:0]  ctr_i,
  output wire [2047:0] state_o,
  output wire [127:0]  ctr_o
);
  `include "hf_gf8.vh"
  `include "hf_echo.vh"

  wire [123:0] hi     = ctr_i[127:4];
  wire [123:0] hi_inc = hi + 124'd1;
  assign ctr_o = {hi_inc, ctr_i[3:0]};

  wire [2047:0] sub;   // after BIG.SubWords
  genvar i, c;
  generate
    for (i = 0; i < 16; i = i + 1) begin : g_word
      localparam [4:0] I5 = i;
      wire [4:0]   lo  = {1'b0, ctr_i[3:0]} + I5;
      wire [127:0] key = {lo[4] ? hi_inc : hi, lo[3:0]};
      wire [127:0] mid;
      hf_aes_round u_aes1 (.state_i(state_i[128*i +: 128]), .rk_i(key), .state_o(mid));
      hf_aes_round u_aes2 (.state_i(mid), .rk_i(128'd0), .state_o(sub[128*i +: 128]));
    end
    // BIG.ShiftRows: word 4c + r of the result is word 4((c + r) mod 4) + r; BIG.MixColumns on
    // the column's four words (hf_echo.vh)
    for (c = 0; c < 4; c = c + 1) begin : g_col
      assign state_o[512*c +: 512] = echo_mix_column({sub[128*(4*((c + 3) % 4) + 3) +: 128],
                                                      sub[128*(4*((c + 2) % 4) + 2) +: 128],
                                                      sub[128*(4*((c + 1) % 4) + 1) +: 128],
                                                      sub[128*(4*c) +: 128]});
    end
  endgenerate
endmodule

`default_nettype wire
