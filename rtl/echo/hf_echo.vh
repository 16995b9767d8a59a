// hf_echo.vh: BIG.MixColumns on one column of ECHO's state, shared by hf_echo_round (four
// columns per clock) and hf_echo_fold (UNITS / 4 per clock).
//
// `include it inside a module body after hf_gf8.vh (it uses hf_aes_mix_column). No include
// guard, as hf_gf8.vh: Verilog functions belong to the module that declares them.

// The column's four 128-bit words, row r in [128r +: 128]: AES MixColumns on byte j of the
// four words, for j = 0..15
function [511:0] echo_mix_column;
  input [511:0] w;
  integer    j;
  reg [31:0] m;
  begin
    for (j = 0; j < 16; j = j + 1) begin
      m = hf_aes_mix_column({w[384 + 8*j +: 8], w[256 + 8*j +: 8], w[128 + 8*j +: 8], w[8*j +: 8]});
      echo_mix_column[8*j +: 8]       = m[7:0];
      echo_mix_column[128 + 8*j +: 8] = m[15:8];
      echo_mix_column[256 + 8*j +: 8] = m[23:16];
      echo_mix_column[384 + 8*j +: 8] = m[31:24];
    end
  end
endfunction
