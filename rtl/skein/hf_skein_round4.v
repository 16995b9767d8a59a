// hf_skein_round4: a Threefish-512 subkey injection followed by four Threefish-512 rounds,
// purely combinational; the twin of four iterations of the round loop of threefish512 in
// c/skein.c (Skein 1.3, Ferguson et al., section 3.3).
//
// Layout: word i of the state in v_i[64*i +: 64] (i = 0..7), likewise the key words k_i.
// The subkey of group s is k_i (ks[(s+i) mod 9], the caller rotates its key schedule) plus
// the tweak words t_i = {s, ts[(s+1) mod 3], ts[s mod 3]} on lanes 7, 6, 5; lanes 5..7 add
// three operands through one carry-save level, so the injection is a single carry chain on
// every lane. cin is a carry into lane 5's adder (the core's hand-over adds
// ceil(bits / 8) as bits / 8 plus a carry). inj_o is the injected state (the last subkey of a
// block needs no rounds after it); v_o the state after the four rounds.
// odd selects the rotation constants of rounds 4..7 (odd groups) instead of 0..3: Threefish's
// rotations repeat every eight rounds, two groups. Skein v1.2 and v1.3 share them (they
// differ in the key schedule's parity constant, the core's).
`default_nettype none

module hf_skein_round4 (
  input  wire         odd,
  input  wire [511:0] v_i,
  input  wire [511:0] k_i,
  input  wire [191:0] t_i,
  input  wire         cin,
  output wire [511:0] inj_o,
  output wire [511:0] v_o
);
  `include "hf_word.vh"

  // rotation constant of round d mod 8, pair j
  function integer rot;
    input integer d;
    input integer j;
    reg [255:0] tab;
    begin
      // row d at [32*(7-d) +: 32], pair j at [8*(3-j) +: 8]
      tab = {8'd46, 8'd36, 8'd19, 8'd37,  8'd33, 8'd27, 8'd14, 8'd42,
             8'd17, 8'd49, 8'd36, 8'd39,  8'd44, 8'd9,  8'd54, 8'd56,
             8'd39, 8'd30, 8'd34, 8'd24,  8'd13, 8'd50, 8'd10, 8'd17,
             8'd25, 8'd29, 8'd39, 8'd43,  8'd8,  8'd35, 8'd56, 8'd22};
      rot = {24'd0, tab[32*(7-d) + 8*(3-j) +: 8]};
    end
  endfunction

  // word permutation after each round: new v[i] = old v[PERM[i]]
  function integer perm;
    input integer i;
    case (i)
      0: perm = 2; 1: perm = 1; 2: perm = 4; 3: perm = 7;
      4: perm = 6; 5: perm = 5; 6: perm = 0; default: perm = 3;
    endcase
  endfunction

  // ---- injection ----
  wire [63:0] c5, s5, c6, s6, c7, s7;
  assign {c5, s5} = hf_csa64(v_i[64*5 +: 64], k_i[64*5 +: 64], t_i[0 +: 64]);
  assign {c6, s6} = hf_csa64(v_i[64*6 +: 64], k_i[64*6 +: 64], t_i[64 +: 64]);
  assign {c7, s7} = hf_csa64(v_i[64*7 +: 64], k_i[64*7 +: 64], t_i[128 +: 64]);
  genvar i;
  generate
    for (i = 0; i < 5; i = i + 1) begin : g_inj
      assign inj_o[64*i +: 64] = v_i[64*i +: 64] + k_i[64*i +: 64];
    end
  endgenerate
  // the carry-save carry's bit 0 is always 0: the carry in takes its place
  assign inj_o[64*5 +: 64] = s5 + {c5[63:1], cin};
  wire   unused_c5 = c5[0];
  assign inj_o[64*6 +: 64] = s6 + c6;
  assign inj_o[64*7 +: 64] = s7 + c7;

  // ---- four rounds: MIX on pairs (2j, 2j+1), then the permutation ----
  // One 64-bit wire per word and round (not 512-bit vectors): the simulator then works on
  // machine words, which keeps the model small and fast to build.
  genvar r;
  generate
    for (r = 0; r < 4; r = r + 1) begin : g_round
      wire [63:0] x [0:7];     // the round's input words
      wire [63:0] f [0:7];     // after MIX, before the permutation
      for (i = 0; i < 8; i = i + 1) begin : g_in
        if (r == 0) begin : g_first
          assign x[i] = inj_o[64*i +: 64];
        end else begin : g_next
          assign x[i] = g_round[r-1].f[perm(i)];
        end
      end
      for (i = 0; i < 4; i = i + 1) begin : g_mix
        wire [63:0] y0 = x[2*i] + x[2*i+1];
        assign f[2*i]   = y0;
        assign f[2*i+1] = (odd ? hf_rotl64(x[2*i+1], rot(r + 4, i))
                               : hf_rotl64(x[2*i+1], rot(r, i))) ^ y0;
      end
    end
    for (i = 0; i < 8; i = i + 1) begin : g_out
      assign v_o[64*i +: 64] = g_round[3].f[perm(i)];
    end
  endgenerate
endmodule

`default_nettype wire
