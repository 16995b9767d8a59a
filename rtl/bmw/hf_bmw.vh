// hf_bmw.vh: the word functions of Blue Midnight Wish (round-2 tweak), the twins of s32/s64,
// sh32/sh64 and the rotation table R_ROT of c/bmw.c, at the word width WB (32 or 64) of the
// including module.
//
// `include it inside a module body after a localparam WB and after hf_word.vh included with
// HF_WORD_W defined as WB (it uses hf_rotl_w / hf_shl_w / hf_shr_w). No include guard, as
// hf_word.vh: Verilog functions belong to the module that declares them.

// s_0 .. s_5: s_i(x) = x >> a ^ x << b ^ rotl(x, c) ^ rotl(x, d) for i < 4 (c/bmw.c
// S_SHIFTS, one row per word size), s_4(x) = x ^ x >> 1, s_5(x) = x ^ x >> 2
function [WB-1:0] bmw_s;
  input [WB-1:0] x;
  input integer  i;
  begin
    case (i)
      0: bmw_s = hf_shr_w(x, 1) ^ hf_shl_w(x, 3) ^ hf_rotl_w(x, 4) ^
                 hf_rotl_w(x, (WB == 32) ? 19 : 37);
      1: bmw_s = hf_shr_w(x, 1) ^ hf_shl_w(x, 2) ^ hf_rotl_w(x, (WB == 32) ? 8 : 13) ^
                 hf_rotl_w(x, (WB == 32) ? 23 : 43);
      2: bmw_s = hf_shr_w(x, 2) ^ hf_shl_w(x, 1) ^ hf_rotl_w(x, (WB == 32) ? 12 : 19) ^
                 hf_rotl_w(x, (WB == 32) ? 25 : 53);
      3: bmw_s = hf_shr_w(x, 2) ^ hf_shl_w(x, 2) ^ hf_rotl_w(x, (WB == 32) ? 15 : 28) ^
                 hf_rotl_w(x, (WB == 32) ? 29 : 59);
      4: bmw_s = x ^ hf_shr_w(x, 1);
      default: bmw_s = x ^ hf_shr_w(x, 2);
    endcase
  end
endfunction

// r_1 .. r_7 of expand2 (c/bmw.c R_ROT), k = 1..7
function integer bmw_r;
  input integer k;
  begin
    case (k)
      1: bmw_r = (WB == 32) ?  3 :  5;
      2: bmw_r = (WB == 32) ?  7 : 11;
      3: bmw_r = (WB == 32) ? 13 : 27;
      4: bmw_r = (WB == 32) ? 16 : 32;
      5: bmw_r = (WB == 32) ? 19 : 37;
      6: bmw_r = (WB == 32) ? 23 : 43;
      default: bmw_r = (WB == 32) ? 27 : 53;
    endcase
  end
endfunction

// f2's shifts: a positive amount shifts left, a negative one right (c/bmw.c sh32 / sh64)
function [WB-1:0] bmw_sh;
  input [WB-1:0] x;
  input integer  n;
  bmw_sh = (n > 0) ? hf_shl_w(x, n) : hf_shr_w(x, -n);
endfunction
