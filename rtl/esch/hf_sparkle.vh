// hf_sparkle.vh: the linear map l of SPARKLE (ell() in c/esch.c), shared by the Feistel layer
// of hf_sparkle_step and Esch's message injection in hf_esch, so that both use one copy.
//
// `include it inside a module body after rtl/prim/hf_word.vh (it rotates with hf_rotr32),
// once per module; no include guard, for the reason hf_word.vh gives.

function [31:0] hf_sparkle_ell;
  input [31:0] x;
  hf_sparkle_ell = hf_rotr32(x ^ (x << 16), 16);
endfunction
