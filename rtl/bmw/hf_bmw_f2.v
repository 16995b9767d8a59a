// hf_bmw_f2: BMW's f2 (the folding of the quadrupled pipe into the new double pipe), purely
// combinational; the twin of the f2 loops of bmw32_compress / bmw64_compress in c/bmw.c.
// Words are WB = 32 or 64 bits; word j of each vector in [WB*j +: WB], Q_0 .. Q_31 in q_i.
//
// H_i = (XH <<>> a_i ^ Q_{16+i} <<>> b_i ^ M_i) + (XL ^ Q_{24+i} ^ Q_i) for i < 8, and
// H_{8+i} = rotl(H_{(i+4) mod 8}, 9 + i) + (XH ^ Q_{24+i} ^ M_{8+i})
//           + (XL <<>> c_i ^ Q_{16+(i+7) mod 8} ^ Q_{8+i}),
// with the shift amounts of c/bmw.c F2_XH / F2_Q / F2_XL (positive: left, negative: right).
`default_nettype none

module hf_bmw_f2 #(
  parameter integer WB = 32
) (
  input  wire [16*WB-1:0] m_i,
  input  wire [32*WB-1:0] q_i,
  output wire [16*WB-1:0] h_o
);
`define HF_WORD_W WB
  `include "hf_word.vh"
  `include "hf_bmw.vh"

`define Q(j) q_i[WB*(j) +: WB]
`define M(j) m_i[WB*(j) +: WB]
  wire [WB-1:0] xl = `Q(16) ^ `Q(17) ^ `Q(18) ^ `Q(19) ^ `Q(20) ^ `Q(21) ^ `Q(22) ^ `Q(23);
  wire [WB-1:0] xh = xl ^ `Q(24) ^ `Q(25) ^ `Q(26) ^ `Q(27) ^ `Q(28) ^ `Q(29) ^ `Q(30) ^ `Q(31);

  genvar i;
  generate
    for (i = 0; i < 8; i = i + 1) begin : g_lo
      assign h_o[WB*i +: WB] = (bmw_sh(xh, bmw_xh_sh(i)) ^ bmw_sh(`Q(16+i), bmw_q_sh(i))
                                ^ `M(i)) + (xl ^ `Q(24+i) ^ `Q(i));
    end
    for (i = 0; i < 8; i = i + 1) begin : g_hi
      // three operands: one carry-save step, then one carry-propagate adder
      wire [2*WB-1:0] cs = hf_csa_w(hf_rotl_w(h_o[WB*((i+4)%8) +: WB], 9 + i),
                                    xh ^ `Q(24+i) ^ `M(8+i),
                                    bmw_sh(xl, bmw_xl_sh(i)) ^ `Q(16+(i+7)%8) ^ `Q(8+i));
      assign h_o[WB*(8+i) +: WB] = cs[WB-1:0] + cs[2*WB-1:WB];
    end
  endgenerate
`undef Q
`undef M
endmodule

`default_nettype wire
