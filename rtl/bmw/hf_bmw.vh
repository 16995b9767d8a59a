// hf_bmw.vh: the word functions of Blue Midnight Wish (round-2 tweak), the twins of s32/s64,
// sh32/sh64 and the rotation table R_ROT of c/bmw.c, one expansion of f1 (bmw_expand) and
// AddElement's constant (BMW_K), shared by hf_bmw_f1 and hf_bmw_f1_fold, and f2's shift tables,
// shared by hf_bmw_f2 and hf_bmw_f2_fold, at the word width WB (32 or 64) of the including module.
//
// `include it inside a module body after a localparam WB and after hf_word.vh included with
// HF_WORD_W defined as WB (it uses hf_rotl_w / hf_shl_w / hf_shr_w / hf_csa_w). No include
// guard, as hf_word.vh: Verilog functions belong to the module that declares them.

// AddElement's K = 0x0555555555555555 >> (64 - w) (c/bmw.c); f0 and f2 include this header
// for the word functions and leave it unused
/* verilator lint_off UNUSEDPARAM */
localparam [63:0]   BMW_K64 = 64'h0555555555555555;
localparam [WB-1:0] BMW_K   = BMW_K64[63 -: WB];
/* verilator lint_on UNUSEDPARAM */

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

// The term of window word i (Q_{j-16+i}) in an expansion of f1: expand1's (e1: the first two
// expansions) or expand2's, which is the same for every expansion (that lets hf_bmw_f1_fold
// reuse one unit for all of them)
function [WB-1:0] bmw_term;
  input          e1;
  input [WB-1:0] v;
  input integer  i;
  begin
    if (e1)
      bmw_term = bmw_s(v, (i + 1) % 4);                               // expand1
    else if (i >= 14)
      bmw_term = bmw_s(v, i - 10);                                    // expand2: s_4, s_5
    else
      bmw_term = (i % 2 == 1) ? hf_rotl_w(v, bmw_r(i / 2 + 1)) : v;   // expand2: r_1 .. r_7
  end
endfunction

// One expansion of f1, Q_j = AddElement + the sum of the terms of the window w (word i =
// Q_{j-16+i}). The sum is a chain of carry-save steps (hf_csa_w) that takes its terms oldest
// first -- AddElement (from M and H only), then Q_{j-16} .. Q_{j-1} -- so the newest word,
// Q_{j-1}, enters at the last step: an expansion adds only s_5, one carry-save step and one
// carry-propagate adder to Q_{j-1}'s path, not a 17-operand tree (hf_bmw_f1, and
// hf_bmw_f1_fold's units after the first, take Q_{j-1} from the expansion before in the
// same cycle).
function [WB-1:0] bmw_expand;
  input             e1;
  input [WB-1:0]    ae;        // AddElement
  input [16*WB-1:0] w;
  reg   [WB-1:0]    s_acc, c_acc;
  reg   [2*WB-1:0]  t;
  integer           i;
  begin
    s_acc = ae;
    c_acc = bmw_term(e1, w[0 +: WB], 0);
    for (i = 1; i < 16; i = i + 1) begin
      t     = hf_csa_w(s_acc, c_acc, bmw_term(e1, w[WB*i +: WB], i));
      c_acc = t[2*WB-1:WB];
      s_acc = t[WB-1:0];
    end
    bmw_expand = s_acc + c_acc;
  end
endfunction

// A carry-save level: the first n words of a (n / 3 full triples, then n mod 3 words passed
// on) as 2 (n / 3) + n mod 3 words
function [17*WB-1:0] bmw_csa_level;
  input [17*WB-1:0] a;
  input integer     n;
  integer           k;
  begin
    bmw_csa_level = {(17*WB){1'b0}};
    for (k = 0; k < n / 3; k = k + 1)
      bmw_csa_level[2*WB*k +: 2*WB] = hf_csa_w(a[WB*3*k +: WB], a[WB*(3*k+1) +: WB],
                                               a[WB*(3*k+2) +: WB]);
    for (k = 0; k < n % 3; k = k + 1)
      bmw_csa_level[WB*(2*(n/3)+k) +: WB] = a[WB*(3*(n/3)+k) +: WB];
  end
endfunction

// The same expansion when every window word comes from a register (hf_bmw_f1_fold with one
// unit): no word is late, so the 17 operands go through a balanced carry-save tree, six
// levels (17, 12, 8, 6, 4, 3, 2 words) instead of the chain's fifteen
function [WB-1:0] bmw_expand_tree;
  input             e1;
  input [WB-1:0]    ae;
  input [16*WB-1:0] w;
  reg   [17*WB-1:0] a;
  integer           i;
  begin
    a = {(17*WB){1'b0}};
    for (i = 0; i < 16; i = i + 1)
      a[WB*i +: WB] = bmw_term(e1, w[WB*i +: WB], i);
    a[WB*16 +: WB] = ae;
    a = bmw_csa_level(a, 17);
    a = bmw_csa_level(a, 12);
    a = bmw_csa_level(a, 8);
    a = bmw_csa_level(a, 6);
    a = bmw_csa_level(a, 4);
    a = bmw_csa_level(a, 3);
    bmw_expand_tree = a[0 +: WB] + a[WB +: WB];
  end
endfunction

// f2's shifts: a positive amount shifts left, a negative one right (c/bmw.c sh32 / sh64)
function [WB-1:0] bmw_sh;
  input [WB-1:0] x;
  input integer  n;
  bmw_sh = (n > 0) ? hf_shl_w(x, n) : hf_shr_w(x, -n);
endfunction

// f2's shift amounts, word i of its first half (c/bmw.c F2_XH / F2_Q / F2_XL): XH's, Q_{16+i}'s
// and XL's (bmw_sh's sign)
function integer bmw_xh_sh;
  input integer i;
  case (i)
    0: bmw_xh_sh = 5;  1: bmw_xh_sh = -7; 2: bmw_xh_sh = -5;  3: bmw_xh_sh = -1;
    4: bmw_xh_sh = -3; 5: bmw_xh_sh = 6;  6: bmw_xh_sh = -4;  default: bmw_xh_sh = -11;
  endcase
endfunction
function integer bmw_q_sh;
  input integer i;
  case (i)
    0: bmw_q_sh = -5; 1: bmw_q_sh = 8;  2: bmw_q_sh = 5; 3: bmw_q_sh = 5;
    4: bmw_q_sh = 0;  5: bmw_q_sh = -6; 6: bmw_q_sh = 6; default: bmw_q_sh = 2;
  endcase
endfunction
function integer bmw_xl_sh;
  input integer i;
  case (i)
    0: bmw_xl_sh = 8;  1: bmw_xl_sh = -6; 2: bmw_xl_sh = 6;  3: bmw_xl_sh = 4;
    4: bmw_xl_sh = -3; 5: bmw_xl_sh = -4; 6: bmw_xl_sh = -7; default: bmw_xl_sh = -2;
  endcase
endfunction
