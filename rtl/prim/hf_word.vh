// hf_word.vh: ARX word helpers, the twins of hf_rotl32 / hf_rotr32 / hf_rotl64 / hf_rotr64
// and hf_csa32 / hf_csa64 in c/hf_util.h (unit bench: rtl/prim/tb/hf_word_tb.v).
//
// `include it inside a module body, once per module. There is no include guard on purpose:
// Verilog functions belong to the module that declares them, and the preprocessor state is
// shared by every file of a build, so a guard would leave the second module of a build that
// includes this header without the functions.
//
// Word width from the including module: hf_sha2 is one description for 32- and 64-bit words,
// so it needs the helpers at a width that is one of its localparams. Define HF_WORD_W to that
// width (a constant expression, e.g. a localparam declared above) before the `include and
// the header adds hf_rotl_w, hf_rotr_w, hf_shl_w, hf_shr_w and hf_csa_w at that width. The
// header undefines HF_WORD_W at its end, so the next module that includes it starts clean.
//
// Rotation amounts are taken modulo the word size, as the C helpers do. With a constant
// amount (every current use) a rotation is wiring; a variable amount gives a barrel rotator.
//
// Carry-save step: x + y + z == sum + carry (mod 2^w) with no carry chain (one LUT level per
// bit), returned as {carry, sum} so that `{c, s} = hf_csa32(x, y, z)` unpacks it. Chains of
// them reduce many operands to two, and only the final sum + carry pays for a carry chain.

function [31:0] hf_rotl32;
  input [31:0]  x;
  input integer n;
  integer       s;
  begin
    s = n & 31;
    hf_rotl32 = (x << s) | (x >> (32 - s));
  end
endfunction

function [31:0] hf_rotr32;
  input [31:0]  x;
  input integer n;
  integer       s;
  begin
    s = n & 31;
    hf_rotr32 = (x >> s) | (x << (32 - s));
  end
endfunction

function [63:0] hf_rotl64;
  input [63:0]  x;
  input integer n;
  integer       s;
  begin
    s = n & 63;
    hf_rotl64 = (x << s) | (x >> (64 - s));
  end
endfunction

function [63:0] hf_rotr64;
  input [63:0]  x;
  input integer n;
  integer       s;
  begin
    s = n & 63;
    hf_rotr64 = (x >> s) | (x << (64 - s));
  end
endfunction

function [63:0] hf_csa32;
  input [31:0] x, y, z;
  hf_csa32 = {((x & y) | (x & z) | (y & z)) << 1, x ^ y ^ z};
endfunction

function [127:0] hf_csa64;
  input [63:0] x, y, z;
  hf_csa64 = {((x & y) | (x & z) | (y & z)) << 1, x ^ y ^ z};
endfunction

`ifdef HF_WORD_W
function [(`HF_WORD_W)-1:0] hf_rotl_w;
  input [(`HF_WORD_W)-1:0] x;
  input integer            n;
  integer                  s;
  begin
    s = n % (`HF_WORD_W);
    hf_rotl_w = (x << s) | (x >> ((`HF_WORD_W) - s));
  end
endfunction

function [(`HF_WORD_W)-1:0] hf_rotr_w;
  input [(`HF_WORD_W)-1:0] x;
  input integer            n;
  integer                  s;
  begin
    s = n % (`HF_WORD_W);
    hf_rotr_w = (x >> s) | (x << ((`HF_WORD_W) - s));
  end
endfunction

// Shifts exist as functions only so that a description written for the word width reads
// the same for every operation; they are plain Verilog shifts (amounts >= width give 0).
function [(`HF_WORD_W)-1:0] hf_shl_w;
  input [(`HF_WORD_W)-1:0] x;
  input integer            n;
  hf_shl_w = x << n;
endfunction

function [(`HF_WORD_W)-1:0] hf_shr_w;
  input [(`HF_WORD_W)-1:0] x;
  input integer            n;
  hf_shr_w = x >> n;
endfunction

function [2*(`HF_WORD_W)-1:0] hf_csa_w;
  input [(`HF_WORD_W)-1:0] x, y, z;
  hf_csa_w = {((x & y) | (x & z) | (y & z)) << 1, x ^ y ^ z};
endfunction
`undef HF_WORD_W
`endif
