// hf_gf8.vh: GF(2^8) arithmetic modulo x^8 + x^4 + x^3 + x + 1 (the AES field, also
// Grøstl's MixBytes and Fugue's SMIX), the twins of hf_gf_xtime, hf_gf_mul and
// hf_aes_mix_column in c/aes.h (unit bench: rtl/prim/tb/hf_gf8_tb.v).
//
// `include it inside a module body, once per module. No include guard on purpose: functions
// belong to the module that declares them and the preprocessor state is shared by every file
// of a build, so a guard would leave the second including module without them.
//
// hf_gf_mul takes both operands as values. The MDS layers multiply by constants (Grøstl 2..7,
// Fugue 1, 4, 7, AES 1, 2, 3): called with a constant b, the loop folds to the few XORs of
// that constant, so one function serves all of them and no core keeps its own multipliers.

function [7:0] hf_gf_xtime;
  input [7:0] x;
  hf_gf_xtime = {x[6:0], 1'b0} ^ (x[7] ? 8'h1b : 8'h00);
endfunction

function [7:0] hf_gf_mul;
  input [7:0] a;
  input [7:0] b;
  reg   [7:0] p, r;
  integer     i;
  begin
    p = a;
    r = 8'h00;
    for (i = 0; i < 8; i = i + 1) begin
      if (b[i])
        r = r ^ p;
      p = hf_gf_xtime(p);
    end
    hf_gf_mul = r;
  end
endfunction

// AES MixColumns on one column, byte 0 (the top row) in bits [7:0], as the C twin's col[0].
// Written as the C twin does it (all four XORed, plus xtime of neighbour pairs): one xtime per
// byte instead of the 2 and 3 products.
function [31:0] hf_aes_mix_column;
  input [31:0] col;
  reg   [7:0]  a0, a1, a2, a3, all;
  begin
    a0  = col[7:0];
    a1  = col[15:8];
    a2  = col[23:16];
    a3  = col[31:24];
    all = a0 ^ a1 ^ a2 ^ a3;
    hf_aes_mix_column = {a3 ^ all ^ hf_gf_xtime(a3 ^ a0),
                         a2 ^ all ^ hf_gf_xtime(a2 ^ a3),
                         a1 ^ all ^ hf_gf_xtime(a1 ^ a2),
                         a0 ^ all ^ hf_gf_xtime(a0 ^ a1)};
  end
endfunction
