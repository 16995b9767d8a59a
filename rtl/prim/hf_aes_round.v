// hf_aes_round: one full AES round (SubBytes, ShiftRows, MixColumns, AddRoundKey),
// combinational; twin of hf_aes_round in c/aes.c with a non-NULL round key (a zero rk_i is
// the C NULL key). ECHO and SHAvite-3 build their rounds from it.
// The state is column-major like the C uint8_t state[16]: byte i in bits [8i+7:8i], byte
// 4c + r is row r of column c. Keeping the C byte order means a core can load its state
// straight from the padder's byte string and the bench compares bytes without reordering.
`default_nettype none

module hf_aes_round (
  input  wire [127:0] state_i,
  input  wire [127:0] rk_i,
  output wire [127:0] state_o
);
  `include "hf_gf8.vh"

  // ShiftRows before SubBytes (they commute): S-box output byte 4c + r reads state byte
  // 4((c + r) mod 4) + r, as sub_shift() in c/aes.c does.
  wire [127:0] sub;

  genvar c, r;
  generate
    for (c = 0; c < 4; c = c + 1) begin : g_col
      for (r = 0; r < 4; r = r + 1) begin : g_row
        hf_aes_sbox u_sbox (
          .x_i(state_i[8 * (4 * ((c + r) % 4) + r) +: 8]),
          .y_o(sub[8 * (4 * c + r) +: 8])
        );
      end
      assign state_o[32 * c +: 32] = hf_aes_mix_column(sub[32 * c +: 32]) ^ rk_i[32 * c +: 32];
    end
  endgenerate
endmodule

`default_nettype wire
