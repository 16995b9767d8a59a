// hf_hamsi_expand: Hamsi's message expansion (round 2), purely combinational; the twin of
// expand() in c/hamsi.c. BIG = 0: a 32-bit block to 256 bits (Hamsi-224/256); BIG = 1: a
// 64-bit block to 512 bits (Hamsi-384/512).
//
// Layout: blk_i is the block as the padder hands it over (message byte i in [8i+7:8i]);
// expanded word i (the C code's m[i]) in m_o[32i +: 32].
//
// The code is linear over GF(2): each message bit adds a fixed codeword, so every output bit is
// the XOR of the message bits whose codeword has a 1 there, written as a balanced tree (at most
// 32 / 64 inputs, 5 / 6 levels) and not as a chain of additions. The generator tables are
// the C code's (one row per GF(4) symbol, bits 2i and 2i+1), in the same order: row 0, word 0
// in the top bits. The odd bit's codeword is the row times the generator w of GF(4):
// (hi, lo) -> (hi + lo, hi) on the two bit planes, as expand() does.
`default_nettype none

module hf_hamsi_expand #(
  parameter integer BIG = 0
) (
  input  wire [((BIG != 0) ? 64 : 32)-1:0]   blk_i,
  output wire [((BIG != 0) ? 512 : 256)-1:0] m_o
);
  localparam integer NB   = (BIG != 0) ? 64 : 32;   // message bits per block
  localparam integer EB   = 8 * NB;          // expanded bits
  localparam integer HALF = EB / 2;          // one bit plane: words 0..n/2-1, then n/2..n-1

  // GEN256[16][8] and GEN512[32][16] of c/hamsi.c, row by row
  localparam [16*256-1:0] GEN256 = {
    32'h045f0000, 32'h9c4a93c9, 32'h62fc79d0, 32'h731ebdc2, 32'he0278000, 32'h19dce008, 32'hd7075d82, 32'h5ad2e31d,
    32'he6570000, 32'h4bb33a25, 32'h848598ba, 32'h1041003e, 32'hf44c4000, 32'h10a4e3cd, 32'h097f5711, 32'hde77cc4c,
    32'h97530000, 32'h204f6ed3, 32'h77b9e80f, 32'ha1ec5ec1, 32'h7e792000, 32'h9418e22f, 32'h6643d258, 32'h9c255be5,
    32'hcba90000, 32'h90273769, 32'hbbdcf407, 32'hd0f4af61, 32'hbf3c1000, 32'hca0c7117, 32'h3321e92c, 32'hce122df3,
    32'he18b0000, 32'h5459887d, 32'hbf1283d3, 32'h1b666a73, 32'h3fb90800, 32'h7cdad883, 32'hce97a914, 32'hbdd9f5e5,
    32'h14bd0000, 32'h2fba37ff, 32'h6a72e5bb, 32'h247febe6, 32'h9b830400, 32'h2227ff88, 32'h05b7ad5a, 32'hadf2c730,
    32'hee260000, 32'h124b683e, 32'h80c2d68f, 32'h3bf3ab2c, 32'h499e0200, 32'h0d59ec0d, 32'he0272f7d, 32'ha5e7de5a,
    32'h734c0000, 32'h956fa7d6, 32'ha29d1297, 32'h6ee56854, 32'hc4e80100, 32'h1f70960e, 32'h2714ca3c, 32'h88210c30,
    32'h39a60000, 32'h4ab753eb, 32'hd14e094b, 32'hb772b42b, 32'h62740080, 32'h0fb84b07, 32'h138a651e, 32'h44100618,
    32'h78ab0000, 32'ha0cd5a34, 32'h5d5ca0f7, 32'h727784cb, 32'h35650040, 32'h9b96b64a, 32'h6b39cb5f, 32'h5114bece,
    32'h5c720000, 32'hc9bacd12, 32'h79a90df9, 32'h63e92178, 32'hfeca0020, 32'h485d28e4, 32'h806741fd, 32'h814681b8,
    32'h2e390000, 32'h64dd6689, 32'h3cd406fc, 32'hb1f490bc, 32'h7f650010, 32'h242e1472, 32'hc03320fe, 32'hc0a3c0dd,
    32'h171c0000, 32'hb26e3344, 32'h9e6a837e, 32'h58f8485f, 32'hbfb20008, 32'h92170a39, 32'h6019107f, 32'he051606e,
    32'h6ba90000, 32'h40ebf9aa, 32'h98321c3d, 32'h76acc733, 32'hbba10004, 32'hcc9d76dd, 32'h05f7ac6d, 32'hd9e6eee9,
    32'h51ac0000, 32'h25e30f14, 32'h79e22a4c, 32'h1298bd46, 32'hd98f0002, 32'h7a04a8a7, 32'he007afe6, 32'h9fed4ab7,
    32'hc8f10000, 32'h0b2de782, 32'h6bf648a4, 32'h539cbdbf, 32'h08bf0001, 32'h38942792, 32'hc5f8f3a1, 32'he6387b84
  };
  localparam [32*512-1:0] GEN512 = {
    32'h466d0c00, 32'h08620000, 32'hdd5d0000, 32'hbadd0000, 32'h6a927942, 32'h441f2b93, 32'h218ace6f, 32'hbf2c0be2,
    32'h6f299000, 32'h6c850000, 32'h2f160000, 32'h782e0000, 32'h644c37cd, 32'h12dd1cd6, 32'hd26a8c36, 32'h32219526,
    32'h9cbb1800, 32'hb0d30000, 32'h92510000, 32'hed930000, 32'h593a4345, 32'he114d5f4, 32'h430633da, 32'h78cace29,
    32'hc8934400, 32'h5a3e0000, 32'h57870000, 32'h4c560000, 32'hea982435, 32'h75b11115, 32'h28b67247, 32'h2dd1f9ab,
    32'h23671400, 32'hc8b90000, 32'hf4c70000, 32'hfb750000, 32'h73cd2465, 32'hf8a6a549, 32'h02c40a3f, 32'hdc24e61f,
    32'h373d2800, 32'h71500000, 32'h95e00000, 32'h0a140000, 32'hbdac1909, 32'h48ef9831, 32'h456d6d1f, 32'h3daac2da,
    32'hc96b0030, 32'he7250000, 32'h2f840000, 32'h264f0000, 32'h08695bf9, 32'h6dfcf137, 32'h509f6984, 32'h9e69af68,
    32'h26600240, 32'hddd80000, 32'h722a0000, 32'h4f060000, 32'h936667ff, 32'h29f944ce, 32'h368b63d5, 32'h0c26f262,
    32'hb4370060, 32'h0c4c0000, 32'h56c20000, 32'h5cae0000, 32'h94541f3f, 32'h3b3ef825, 32'h1b365f3d, 32'hf3d45758,
    32'h5cb00110, 32'h913e0000, 32'h44190000, 32'h888c0000, 32'h66dc7418, 32'h921f1d66, 32'h55ceea25, 32'h925c44e9,
    32'hf46c0050, 32'h96180000, 32'h14a50000, 32'h031f0000, 32'h42947eb8, 32'h66bf7e19, 32'h9ca470d2, 32'h8a341574,
    32'h832800a0, 32'h67420000, 32'he1170000, 32'h370b0000, 32'hcba30034, 32'h3c34923c, 32'h9767bdcc, 32'h450360bf,
    32'hd46a0000, 32'h8dc8c000, 32'ha5af0000, 32'h4a290000, 32'hfc4e427a, 32'hc9b4866c, 32'h98369604, 32'hf746c320,
    32'h231f0009, 32'h42f40000, 32'h66790000, 32'h4ebb0000, 32'hfedb5bd3, 32'h315cb0d6, 32'he2b1674a, 32'h69505b3a,
    32'ha67f0001, 32'h71378000, 32'h19fc0000, 32'h96db0000, 32'h3a8b6dfd, 32'hebcaaef3, 32'h2c6d478f, 32'hac8e6c88,
    32'h50ff0004, 32'h45744000, 32'h3dfb0000, 32'h19e60000, 32'h1bbc5606, 32'he1727b5d, 32'he1a8cc96, 32'h7b1bd6b9,
    32'heecf0001, 32'h6f564000, 32'hf33e0000, 32'ha79e0000, 32'hbdb57219, 32'hb711ebc5, 32'h4a3b40ba, 32'hfeabf254,
    32'h9b060002, 32'h61468000, 32'h221e0000, 32'h1d740000, 32'h36715d27, 32'h30495c92, 32'hf11336a7, 32'hfe1cdc7f,
    32'hd1660000, 32'h1bbc0300, 32'h9eec0000, 32'hf6940000, 32'h03024527, 32'hcf70fcf2, 32'hb4431b17, 32'h857f3c2b,
    32'ha4c20000, 32'hd9372400, 32'h0a480000, 32'h66610000, 32'hf87a12c7, 32'h86bef75c, 32'ha324df94, 32'h2ba05a55,
    32'hb83d0000, 32'h16710600, 32'h379a0000, 32'hf5b10000, 32'h228161ac, 32'hae48f145, 32'h66241616, 32'hc5c1eb3e,
    32'hfd250000, 32'hb3c41100, 32'hcef00000, 32'hcef90000, 32'h3c4d7580, 32'h8d5b6493, 32'h7098b0a6, 32'h1af21fe1,
    32'hfe220000, 32'ha7580500, 32'h25d10000, 32'hf7600000, 32'h893178da, 32'h1fd4f860, 32'h4ed0a315, 32'ha123ff9f,
    32'hf2500000, 32'heebd0a00, 32'h67a80000, 32'hab8a0000, 32'hba9b48c0, 32'h0a56dd74, 32'hdb73e86e, 32'h1568ff0f,
    32'hc6730000, 32'haf8d000c, 32'ha4c10000, 32'h218d0000, 32'h23111587, 32'h7913512f, 32'h1d28ac88, 32'h378dd173,
    32'haf220000, 32'h7b6c0090, 32'h67e20000, 32'h8da20000, 32'hc7841e29, 32'hb7b744f3, 32'h9ac484f4, 32'h8b6c72bd,
    32'hbc8d0000, 32'hfc3b0018, 32'h19830000, 32'hd10b0000, 32'hae1878c4, 32'h42a69856, 32'h0012da37, 32'h2c3b504e,
    32'he8dd0000, 32'hfa4a0044, 32'h3c2d0000, 32'hbb150000, 32'h80bd361b, 32'h24e81d44, 32'hbfa8c2f4, 32'h524a0d59,
    32'he3430000, 32'h3a4e0014, 32'hf2c60000, 32'haa4e0000, 32'hdb1e42a6, 32'h256bbe15, 32'h123db156, 32'h3a4e99d7,
    32'hf75a0000, 32'h19840028, 32'ha2190000, 32'heef80000, 32'hc0722516, 32'h19981260, 32'h73dba1e6, 32'he1844257,
    32'h30b70000, 32'he5d00000, 32'hf4f46000, 32'h42c40000, 32'h63b83d6a, 32'h78ba9460, 32'h21afa1ea, 32'hb0a51834,
    32'hb6ce0000, 32'hdae90002, 32'h156e8000, 32'hda920000, 32'hf6dd5a64, 32'h36325c8a, 32'hf272e8ae, 32'ha6b8c28d,
    32'hdb250000, 32'h09290000, 32'h49aac000, 32'h81e10000, 32'hcafe6b59, 32'h42793431, 32'h43566b76, 32'he86cba2e,
    32'h75e60000, 32'h95660001, 32'h307b2000, 32'hadf40000, 32'h8f321eea, 32'h24298307, 32'he8c49cf9, 32'h4b7eec55,
    32'h1e4e0000, 32'hdecf0000, 32'h6df80180, 32'h77240000, 32'hec47079e, 32'hf4a0694e, 32'hcda31812, 32'h98aa496e,
    32'hb2060000, 32'hc5690000, 32'h28031200, 32'h74670000, 32'hb6c236f4, 32'heb1239f8, 32'h33d1dfec, 32'h094e3198,
    32'h02af0000, 32'hb7280000, 32'hba1c0300, 32'h56980000, 32'hba8d45d3, 32'h8048c667, 32'ha95c149a, 32'hf4f6ea7b,
    32'h7a8c0000, 32'ha5d40000, 32'h13260880, 32'hc63d0000, 32'hcbb36daa, 32'hfea14f43, 32'h59d0b4f8, 32'h979961d0,
    32'h819e0000, 32'hec570000, 32'h66320280, 32'h95f30000, 32'h5da92802, 32'h48f43cbc, 32'he65aa22d, 32'h8e67b7fa,
    32'h4d8a0000, 32'h49340000, 32'h3c8b0500, 32'haea30000, 32'h16793bfd, 32'hcf6f08a4, 32'h8f19eaec, 32'h443d3004,
    32'h538d0000, 32'ha9fc0000, 32'h9ef70006, 32'h56ff0000, 32'h0ae4004e, 32'h92c5cdf9, 32'ha9444018, 32'h7f975691,
    32'h01dd0000, 32'h80a80000, 32'hf4960048, 32'ha6000000, 32'h90d57ea2, 32'hd7e68c37, 32'h6612cffd, 32'h2c94459e,
    32'h0bc20000, 32'hdb630000, 32'h7e88000c, 32'h15860000, 32'h91fd48f3, 32'h7581bb43, 32'hf460449e, 32'hd8b61463,
    32'h835a0000, 32'hc4f70000, 32'h01470022, 32'heec80000, 32'h60a54f69, 32'h142f2a24, 32'h5cf534f2, 32'h3ea660f7,
    32'h07ed0000, 32'hb2500000, 32'h8774000a, 32'h970d0000, 32'h437223ae, 32'h48c76ea4, 32'hf4786222, 32'h9075b1ce,
    32'ha2d60000, 32'ha6760000, 32'hc9440014, 32'heba30000, 32'hccec2e7b, 32'h3018c499, 32'h03490afa, 32'h9b6ef888,
    32'h1d5a0000, 32'h2b720000, 32'h488d0000, 32'haf611800, 32'h25cb2ec5, 32'hc879bfd0, 32'h81a20429, 32'h1e7536a6,
    32'h45190000, 32'hab0c0000, 32'h30be0001, 32'h690a2000, 32'hc2fc7219, 32'hb1d4800d, 32'h2dd1fa46, 32'h24314f17,
    32'h92560000, 32'h1eda0000, 32'hea510000, 32'he8b13000, 32'ha93556a5, 32'hebfb6199, 32'hb15c2254, 32'h33c5244f,
    32'h8c3a0000, 32'hda980000, 32'h607f0000, 32'h54078800, 32'h85714513, 32'h6006b243, 32'hdb50399c, 32'h8a58e6a4,
    32'hbadd0000, 32'h13ad0000, 32'hb7e70000, 32'hf7282800, 32'hdf45144d, 32'h361ac33a, 32'hea5a8d14, 32'h2a2c18f0,
    32'hb82f0000, 32'hb12c0000, 32'h30d80000, 32'h14445000, 32'hc15860a2, 32'h3127e8ec, 32'h2e98bf23, 32'h551e3d6e,
    32'he3060000, 32'hbdc10000, 32'h87130000, 32'hbff20060, 32'h2eba0a1a, 32'h8db53751, 32'h73c5ab06, 32'h5bd61539,
    32'h57370000, 32'hcaf20000, 32'h364e0000, 32'hc0220480, 32'h56186b22, 32'h5ca3f40c, 32'ha1937f8f, 32'h15b961e7,
    32'hf0c50000, 32'h59230000, 32'h45820000, 32'he18d00c0, 32'h3b6d0631, 32'hc2ed5699, 32'hcbe0fe1c, 32'h56a7b19f,
    32'h16ed0000, 32'h15680000, 32'hedd70000, 32'h325d0220, 32'he30c3689, 32'h5a4ae643, 32'he375f8a8, 32'h81fdf908,
    32'h7b280000, 32'h57420000, 32'ha9e50000, 32'h634300a0, 32'h9edb442f, 32'h6d9995bb, 32'h27f83b03, 32'hc7ff60f0,
    32'h95bb0000, 32'h81450000, 32'h3b240000, 32'h48db0140, 32'h0a8a6c53, 32'h56f56eec, 32'h62c91877, 32'he7e00a94,
    32'h00440000, 32'h7f480000, 32'hda7c0000, 32'h2a230001, 32'h3badc9cc, 32'ha9b69c87, 32'h030a9e60, 32'hbe0a679e,
    32'h5fec0000, 32'h294b0000, 32'h99d20000, 32'h4ed00012, 32'h1ed34f73, 32'hbaa708c9, 32'h57140bdf, 32'h30aebcf7,
    32'h92280000, 32'hdc850000, 32'h57fa0000, 32'h56dc0003, 32'hbae92316, 32'h5aefa30c, 32'h90cef752, 32'h7b1675d7,
    32'h93bb0000, 32'h3b070000, 32'hba010000, 32'h99d00008, 32'h3739ae4e, 32'he64c1722, 32'h96f896b3, 32'h2879ebac,
    32'ha8da0000, 32'h96be0000, 32'h5c1d0000, 32'h07da0002, 32'h7d669583, 32'h1f98708a, 32'hbb668808, 32'hda878000,
    32'habe70000, 32'h9e0d0000, 32'haf270000, 32'h3d180005, 32'h2c4f1fd3, 32'h74f61695, 32'hb5c347eb, 32'h3c5dfffe
  };

  localparam integer TOP  = ((BIG != 0) ? 32*512 : 16*256) - 1;   // row 0, word 0 ends here

  // message bit k in the C order: MSB-first within each byte
  wire [NB-1:0] mb;
  // A balanced XOR tree over the message bits' codewords, as a heap: node i (1 .. 2 NB - 1) in
  // nd[EB*(i-1) +: EB]; leaf NB + k is bit k's codeword if bit k is set, else zero; node i < NB
  // is the XOR of nodes 2i and 2i + 1; node 1 is the expansion. The codewords are constants,
  // so synthesis keeps, per output bit, only the set bits' XORs (at most log2(NB) levels).
  // (Whole words per node, not one reduction per output bit: thousands of single-bit selects
  // of one wide vector take Yosys minutes to elaborate.)
  wire [(2*NB-1)*EB-1:0] nd;
  genvar k, n, w;
  generate
    for (k = 0; k < NB; k = k + 1) begin : g_bit
      // row k/2 with word w at [32w +: 32] (the C index order of m[])
      wire [EB-1:0] g;
      for (w = 0; w < EB / 32; w = w + 1) begin : g_word
        if (BIG != 0) begin : g_big
          assign g[32*w +: 32] = GEN512[TOP - EB*(k/2) - 32*w -: 32];
        end else begin : g_small
          assign g[32*w +: 32] = GEN256[TOP - EB*(k/2) - 32*w -: 32];
        end
      end
      wire [EB-1:0] cw = (k % 2 == 0) ? g : {g[0 +: HALF], g[0 +: HALF] ^ g[HALF +: HALF]};
      assign mb[k] = blk_i[8*(k/8) + 7 - k%8];
      assign nd[EB*(NB+k-1) +: EB] = cw & {EB{mb[k]}};
    end
    for (n = 1; n < NB; n = n + 1) begin : g_node
      assign nd[EB*(n-1) +: EB] = nd[EB*(2*n-1) +: EB] ^ nd[EB*(2*n) +: EB];
    end
  endgenerate
  assign m_o = nd[0 +: EB];
endmodule

`default_nettype wire
