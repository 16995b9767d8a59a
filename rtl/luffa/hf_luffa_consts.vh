// hf_luffa_consts.vh: Luffa's initial values and step constants (round 2), `included inside
// the module of every Luffa top (hf_luffa, hf_luffa_pipe): one copy of the tables.
  // c/luffa.c's IV[5][8], V_0's word 0 in the top bits
  localparam [1279:0] IV_T = {
    32'h6d251e69, 32'h44b051e0, 32'h4eaa6fb4, 32'hdbf78465, 32'h6e292011, 32'h90152df4, 32'hee058139, 32'hdef610bb,
    32'hc3b44b95, 32'hd9d2f256, 32'h70eee9a0, 32'hde099fa3, 32'h5d9b0557, 32'h8fc944b3, 32'hcf1ccf0e, 32'h746cd581,
    32'hf7efc89d, 32'h5dba5781, 32'h04016ce5, 32'had659c05, 32'h0306194f, 32'h666d1836, 32'h24aa230a, 32'h8b264ae7,
    32'h858075d5, 32'h36d79cce, 32'he571f7d7, 32'h204b1f67, 32'h35870c6a, 32'h57e9e923, 32'h14bcb808, 32'h7cde72ce,
    32'h6c68e9be, 32'h5ec41e22, 32'hc825b7c7, 32'haffb4363, 32'hf5df3999, 32'h0fc688f1, 32'hb07224cc, 32'h03e86cea
  };
  // c/luffa.c's RC[5][2][8] (Q_j's constants of words 0 and 4, step r), RC[0][0][0] in the top bits
  localparam [2559:0] RC_T = {
    32'h303994a6, 32'hc0e65299, 32'h6cc33a12, 32'hdc56983e, 32'h1e00108f, 32'h7800423d, 32'h8f5b7882, 32'h96e1db12,
    32'he0337818, 32'h441ba90d, 32'h7f34d442, 32'h9389217f, 32'he5a8bce6, 32'h5274baf4, 32'h26889ba7, 32'h9a226e9d,
    32'hb6de10ed, 32'h70f47aae, 32'h0707a3d4, 32'h1c1e8f51, 32'h707a3d45, 32'haeb28562, 32'hbaca1589, 32'h40a46f3e,
    32'h01685f3d, 32'h05a17cf4, 32'hbd09caca, 32'hf4272b28, 32'h144ae5cc, 32'hfaa7ae2b, 32'h2e48f1c1, 32'hb923c704,
    32'hfc20d9d2, 32'h34552e25, 32'h7ad8818f, 32'h8438764a, 32'hbb6de032, 32'hedb780c8, 32'hd9847356, 32'ha2c78434,
    32'he25e72c1, 32'he623bb72, 32'h5c58a4a4, 32'h1e38e2e7, 32'h78e38b9d, 32'h27586719, 32'h36eda57f, 32'h703aace7,
    32'hb213afa5, 32'hc84ebe95, 32'h4e608a22, 32'h56d858fe, 32'h343b138f, 32'hd0ec4e3d, 32'h2ceb4882, 32'hb3ad2208,
    32'he028c9bf, 32'h44756f91, 32'h7e8fce32, 32'h956548be, 32'hfe191be2, 32'h3cb226e5, 32'h5944a28e, 32'ha1c4c355,
    32'hf0d2e9e3, 32'hac11d7fa, 32'h1bcb66f2, 32'h6f2d9bc9, 32'h78602649, 32'h8edae952, 32'h3b6ba548, 32'hedae9520,
    32'h5090d577, 32'h2d1925ab, 32'hb46496ac, 32'hd1925ab0, 32'h29131ab6, 32'h0fc053c3, 32'h3f014f0c, 32'hfc053c31
  };

  // the first n initial values, V_j in [256j +: 256], word k in [256j + 32k +: 32]
  function [SW-1:0] iv_words;
    input integer n;
    integer i;
    begin
      for (i = 0; i < 8 * n; i = i + 1)
        iv_words[32*i +: 32] = IV_T[1279 - 32*i -: 32];
    end
  endfunction

  // the step constant of Q_q for word 0 (h = 0) or word 4 (h = 1), step r
  function [31:0] rc;
    input integer q;       // sub-permutation
    input integer h;       // 0: word 0's constant, 1: word 4's
    input [2:0]   r;       // step
    rc = RC_T[2559 - 32*(16*q + 8*h + {29'd0, r}) -: 32];
  endfunction
