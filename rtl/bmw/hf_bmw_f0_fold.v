// hf_bmw_f0_fold: BMW's f0 (round-2 tweak) folded: UNITS units, reused over 16 / UNITS cycles,
// compute Q_0 .. Q_15 (the twin of the f0 loop of bmw32_compress / bmw64_compress in c/bmw.c).
// Words are WB = 32 or 64 bits; word j of each vector in [WB*j +: WB].
//
// Why it can fold: the parallel f0 (hf_bmw_f0) is sixteen five-term signed sums, sixteen
// s-functions and sixteen adders, a quarter of BMW-512 folded's logic, and the core has cycles
// to spare at W=32 (arch `compact`, rtl/bmw/CYCLES.md). One unit serves every j because the
// sums are circulant: W_j = +-X_{j+5} +- X_{j+7} +- X_{j+10} +- X_{j+13} +- X_{j+14} (indices
// mod 16, X = M ^ H), only the signs depend on j (sign_mask). So
// - X is loaded once (ld_i) into a circular register that turns by UNITS words per cycle:
//   word k is X_{j+k}, j = this cycle's first index, and unit u reads fixed words;
// - a negative term is the complemented word plus one: the ones are added as a small sixth
//   operand (the number of negative terms), so the signs are only XORs before a carry-save
//   chain;
// - s_{j mod 5} is a select among the five s-functions (j_q is a register);
// - H_{j+1} comes from the caller's chaining value register, turned the same way (hr_i).
// Q_j .. Q_{j+UNITS-1} leave in q_o in the cycle of step_i; the caller shifts them into the
// Q register of hf_bmw_f1_fold (its SHIFT_IN mode).
`default_nettype none

module hf_bmw_f0_fold #(
  parameter integer WB    = 32,
  parameter integer UNITS = 2      // words per cycle: 1, 2, 4 or 8 (16 / UNITS cycles)
) (
  input  wire                clk,
  input  wire                ld_i,    // X = m_i ^ h_i, j = 0
  input  wire                step_i,  // an f0 cycle: q_o is valid, X turns by UNITS words
  input  wire [16*WB-1:0]    m_i,     // read with ld_i only
  input  wire [16*WB-1:0]    h_i,
  // word k = H_{(j+k) mod 16} (only H_{j+u+1} of each unit u is read)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [16*WB-1:0]    hr_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [UNITS*WB-1:0] q_o      // Q_{j+u} in word u
);
`define HF_WORD_W WB
  `include "hf_word.vh"
  `include "hf_bmw.vh"

  localparam [3:0] JU = UNITS[3:0];   // j's step per cycle (wraps to 0 after 16 / UNITS cycles)

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

  reg [16*WB-1:0] x_q, x_d;   // word k = X_{(j+k) mod 16}
  reg [3:0]       j_q, j_d;   // j, the first index of this cycle

  genvar u;
  generate
    for (u = 0; u < UNITS; u = u + 1) begin : g_unit
      localparam [3:0] U4 = u;
      wire [3:0] jj   = j_q + U4;
      wire [4:0] neg  = sign_mask(jj);
      wire [2:0] nneg = ones(neg);

      // W_{j+u}: five signed words and the ones, a carry-save chain and one adder
      reg  [WB-1:0]   w, s_acc, c_acc, t;
      reg  [2*WB-1:0] cs;
      integer         k;
      always @* begin
        s_acc = x_q[WB*((u+off(0))%16) +: WB] ^ {WB{neg[0]}};
        c_acc = x_q[WB*((u+off(1))%16) +: WB] ^ {WB{neg[1]}};
        for (k = 2; k < 5; k = k + 1) begin
          t     = x_q[WB*((u+off(k))%16) +: WB] ^ {WB{neg[k]}};
          cs    = hf_csa_w(s_acc, c_acc, t);
          c_acc = cs[2*WB-1:WB];
          s_acc = cs[WB-1:0];
        end
        cs = hf_csa_w(s_acc, c_acc, {{(WB-3){1'b0}}, nneg});
        w  = cs[WB-1:0] + cs[2*WB-1:WB];
      end

      // s_{(j+u) mod 5}
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

      assign q_o[WB*u +: WB] = sw + hr_i[WB*((u+1)%16) +: WB];
    end
  endgenerate

  always @* begin
    x_d = x_q;
    j_d = j_q;
    if (ld_i) begin
      x_d = m_i ^ h_i;
      j_d = 4'd0;
    end else if (step_i) begin
      x_d = {x_q[WB*UNITS-1:0], x_q[16*WB-1:WB*UNITS]};
      j_d = j_q + JU;
    end
  end

  // datapath registers: loaded by ld_i before use, so no reset
  always @(posedge clk) begin
    x_q <= x_d;
    j_q <= j_d;
  end
endmodule

`default_nettype wire
