// hf_bmw_f0_fold: BMW's f0 (round-2 tweak) folded: UNITS units, reused over L = 16 / UNITS
// cycles, compute Q_0 .. Q_15 (the twin of the f0 loop of bmw32_compress / bmw64_compress in
// c/bmw.c). Words are WB = 32 or 64 bits; word j of each vector in [WB*j +: WB].
//
// Why it can fold: the parallel f0 (hf_bmw_f0) is sixteen five-term signed sums, sixteen
// s-functions and sixteen adders, a quarter of BMW-512 folded's logic, and the core has cycles
// to spare at W=32 (arch `compact`, rtl/bmw/CYCLES.md). One unit serves every j because the
// sums are circulant: W_j = +-X_{j+5} +- X_{j+7} +- X_{j+10} +- X_{j+13} +- X_{j+14} (indices
// mod 16, X = M ^ H), only the signs depend on j (sign_mask). So
// - in cycle c (0 .. L-1) unit u computes Q_{c + uL}: the units take the word ranges of Q
//   that are L apart, so X, H and the caller's Q register all move by one word per cycle,
//   whatever UNITS is (the caller's chaining value register turns by one word in f0 and in
//   f1, one multiplexer input fewer than turning by UNITS words here and by one there);
// - X is loaded once (ld_i) into a circular register that turns by a word per cycle: word k
//   is X_{c+k}, and unit u reads fixed words;
// - a negative term is the complemented word plus one: the ones are added as a small sixth
//   operand (the number of negative terms), so the signs are only XORs before a carry-save
//   chain;
// - s_{j mod 5} is a select among the five s-functions (c_q is a register);
// - H_{j+1} comes from the caller's chaining value register turned the same way (hr_i).
// Q_{c + uL} leaves in word u of q_o in the cycle of step_i; the caller puts word u on top of
// the u-th L-word segment of hf_bmw_f1_fold's Q window (its SHIFT_IN mode), so after L cycles
// the window holds Q_0 .. Q_15 in order.
`default_nettype none

module hf_bmw_f0_fold #(
  parameter integer WB    = 32,
  parameter integer UNITS = 2      // words per cycle: 1, 2, 4 or 8 (16 / UNITS cycles)
) (
  input  wire                clk,
  input  wire                ld_i,    // X = x_i, c = 0
  input  wire                step_i,  // an f0 cycle: q_o is valid, X turns by one word
  input  wire [16*WB-1:0]    x_i,     // X = M ^ H, read with ld_i only
  // word k = H_{(c+k) mod 16} (only H_{c+uL+1} of each unit u is read)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [16*WB-1:0]    hr_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [UNITS*WB-1:0] q_o      // Q_{c+uL} in word u
);
`define HF_WORD_W WB
  `include "hf_word.vh"
  `include "hf_bmw.vh"

  localparam integer L = 16 / UNITS;   // cycles, and the distance of the units' words

  // bit t set: the term X_{j+OFF_t} of W_j is subtracted, OFF = 5, 7, 10, 13, 14 (the table of
  // the specification, c/bmw.c F0, read along its circulant diagonals)
  function [4:0] sign_mask;
    input [3:0] j;
    case (j)
      4'd0:  sign_mask = 5'b00010;  4'd1:  sign_mask = 5'b10010;
      4'd2:  sign_mask = 5'b00100;  4'd3:  sign_mask = 5'b10010;
      4'd4:  sign_mask = 5'b00110;  4'd5:  sign_mask = 5'b01010;
      4'd6:  sign_mask = 5'b01101;  4'd7:  sign_mask = 5'b11011;
      4'd8:  sign_mask = 5'b11010;  4'd9:  sign_mask = 5'b10100;
      4'd10: sign_mask = 5'b01110;  4'd11: sign_mask = 5'b00111;
      4'd12: sign_mask = 5'b01100;  4'd13: sign_mask = 5'b00000;
      4'd14: sign_mask = 5'b11010;  default: sign_mask = 5'b00111;
    endcase
  endfunction

  // the number of set bits of a sign mask (0 .. 5): the ones of the two's complements
  function [2:0] ones;
    input [4:0] mask;
    ones = {2'b00, mask[0]} + {2'b00, mask[1]} + {2'b00, mask[2]} + {2'b00, mask[3]}
           + {2'b00, mask[4]};
  endfunction

  // the word offsets of W_j's terms
  function integer off;
    input integer t;
    case (t)
      0: off = 5;  1: off = 7;  2: off = 10;  3: off = 13;  default: off = 14;
    endcase
  endfunction

  reg [16*WB-1:0] x_q, x_d;   // word k = X_{(c+k) mod 16}
  reg [3:0]       c_q, c_d;   // c, the cycle of f0 (unit 0's j)

  genvar u;
  generate
    for (u = 0; u < UNITS; u = u + 1) begin : g_unit
      localparam integer B  = u * L;            // unit u's j is c + B
      localparam [3:0]   B4 = B[3:0];
      wire [3:0] jj   = c_q + B4;
      wire [4:0] neg  = sign_mask(jj);
      wire [2:0] nneg = ones(neg);

      // W_{c+B}: five signed words and the ones, a carry-save chain and one adder
      reg  [WB-1:0]   w, s_acc, c_acc, t;
      reg  [2*WB-1:0] cs;
      integer         k;
      always @* begin
        s_acc = x_q[WB*((B+off(0))%16) +: WB] ^ {WB{neg[0]}};
        c_acc = x_q[WB*((B+off(1))%16) +: WB] ^ {WB{neg[1]}};
        for (k = 2; k < 5; k = k + 1) begin
          t     = x_q[WB*((B+off(k))%16) +: WB] ^ {WB{neg[k]}};
          cs    = hf_csa_w(s_acc, c_acc, t);
          c_acc = cs[2*WB-1:WB];
          s_acc = cs[WB-1:0];
        end
        cs = hf_csa_w(s_acc, c_acc, {{(WB-3){1'b0}}, nneg});
        w  = cs[WB-1:0] + cs[2*WB-1:WB];
      end

      // s_{(c+B) mod 5}
      reg [WB-1:0] sw;
      always @* begin
        case (jj)
          4'd0, 4'd5, 4'd10, 4'd15: sw = bmw_s(w, 0);
          4'd1, 4'd6, 4'd11:        sw = bmw_s(w, 1);
          4'd2, 4'd7, 4'd12:        sw = bmw_s(w, 2);
          4'd3, 4'd8, 4'd13:        sw = bmw_s(w, 3);
          default:                  sw = bmw_s(w, 4);
        endcase
      end

      assign q_o[WB*u +: WB] = sw + hr_i[WB*((B+1)%16) +: WB];
    end
  endgenerate

  always @* begin
    x_d = x_q;
    c_d = c_q;
    // ld_i and step_i never come together: step_i alone selects, so that it can be a register
    // of the caller's and each bit of X a function of it and its two data inputs
    if (ld_i || step_i)
      x_d = step_i ? {x_q[WB-1:0], x_q[16*WB-1:WB]} : x_i;
    if (ld_i)
      c_d = 4'd0;
    else if (step_i)
      c_d = c_q + 4'd1;
  end

  // datapath registers: loaded by ld_i before use, so no reset
  always @(posedge clk) begin
    x_q <= x_d;
    c_q <= c_d;
  end
endmodule

`default_nettype wire
