// hf_simd_expand: SIMD's message expansion (round-2 tweak), the twin of expand() in
// c/simd.c: the block's bytes (and the tweak: X^(N-1) always, X^(N-3) for the final block)
// as a polynomial over F_257, its number-theoretic transform of N = 32 LANES points
// (N = 128 for SIMD-256, 256 for SIMD-512), then the inner codes (x 185, x 233, centred
// values, 16-bit products) and the word permutation of the 32 steps.
//
// The NTT is iterative, one radix-2 stage per clock (log2 N stages): a constant-geometry
// (Pease) form, where every stage pairs the same positions (i, i + N/2) and writes (2i, 2i+1),
// so the N/2 butterflies are wired once and only their twiddles change per stage (a small
// constant table each). The input is in natural order; the output at position p is the
// transform's coefficient bitrev(p). Each butterfly is a 9 x 9-bit product reduced mod 257
// (256 = -1: low byte minus high part), an addition and a subtraction mod 257.
//
// Interface (hf_simd): ld_i loads a block and starts the NTT (stages in the next log2 N
// cycles, done_o after them); xfer_i copies the result into the step buffer and computes
// step 0's words into w_o (the NTT registers are free again for the next ld_i); adv_i
// computes the words of step sel_i from the step buffer.
// So the NTT of the next block overlaps the steps of the current one, and w_o is a register
// (the 32:1 selection, centring and inner-code product do not sit in front of the step).
`default_nettype none

module hf_simd_expand #(
  parameter integer LANES = 4
) (
  input  wire                    clk,
  input  wire                    rst_n,
  input  wire                    ld_i,
  input  wire [128*LANES-1:0]    blk_i,     // message byte i in [8i +: 8]
  input  wire                    final_i,
  output wire                    done_o,
  input  wire                    xfer_i,
  input  wire                    adv_i,
  input  wire [4:0]              sel_i,
  output reg  [32*LANES-1:0]     w_o        // lane j's word in [32j +: 32]
);
  localparam integer N     = 32 * LANES;
  localparam integer LOGN  = (LANES == 8) ? 8 : 7;
  localparam integer ROOT  = (LANES == 8) ? 41 : 139;   // a primitive N-th root of unity mod 257
  localparam integer MB    = 16 * LANES;               // message bytes per block
  localparam integer Q     = 257;

  function integer brev;
    input integer x, bits;
    integer k;
    begin
      brev = 0;
      for (k = 0; k < bits; k = k + 1)
        if (((x >> k) & 1) != 0) brev = brev | (1 << (bits - 1 - k));
    end
  endfunction

  function integer powmod;
    input integer b, e;
    integer r, x, k;
    begin
      r = 1; x = b % Q;
      for (k = 0; k < 16; k = k + 1) begin
        if (((e >> k) & 1) != 0) r = (r * x) % Q;
        x = (x * x) % Q;
      end
      powmod = r;
    end
  endfunction

  // twiddle of butterfly i in stage s: position i holds the Cooley-Tukey element
  // j = bitrev(i rotated right by s), whose twiddle is ROOT^((N / 2^(s+1)) (j mod 2^s))
  function integer twiddle;
    input integer s, i;
    integer j;
    begin
      j = brev(((i >> s) | (i << (LOGN - s))) & (N - 1), LOGN);
      twiddle = powmod(ROOT, (N >> (s + 1)) * (j % (1 << s)));
    end
  endfunction

  // the word permutation of the 32 steps (WORD_PERM in c/simd.c)
  function integer wperm;
    input integer t;
    begin
      case (t)
        0: wperm = 4;   1: wperm = 6;   2: wperm = 0;   3: wperm = 2;
        4: wperm = 7;   5: wperm = 5;   6: wperm = 3;   7: wperm = 1;
        8: wperm = 15;  9: wperm = 11; 10: wperm = 12; 11: wperm = 8;
       12: wperm = 9;  13: wperm = 13; 14: wperm = 10; 15: wperm = 14;
       16: wperm = 17; 17: wperm = 18; 18: wperm = 23; 19: wperm = 20;
       20: wperm = 22; 21: wperm = 21; 22: wperm = 16; 23: wperm = 19;
       24: wperm = 30; 25: wperm = 24; 26: wperm = 25; 27: wperm = 31;
       28: wperm = 27; 29: wperm = 29; 30: wperm = 28; default: wperm = 26;
      endcase
    end
  endfunction

  // coefficient c of the transform for word group g, lane j, half h (0: low 16 bits)
  function integer coef;
    input integer g, j, h;
    begin
      if (g < 16)      coef = 2 * g * LANES + 2 * j + h;
      else if (g < 24) coef = 2 * (g - 16) * LANES + 2 * j + h * (N / 2);
      else             coef = 2 * (g - 24) * LANES + 2 * j + 1 + h * (N / 2);
    end
  endfunction

  reg [9*N-1:0] y_q;     // NTT registers, 9 bits per coefficient (0..256)
  reg [9*N-1:0] yc_q;    // the current block's transform, held for its steps
  reg [3:0]     sc_q;    // stage
  reg           run_q, done_q;

  // ---- one stage
  wire [9*N-1:0] y_st;
  genvar i, s, j, h;
  generate
    for (i = 0; i < N / 2; i = i + 1) begin : g_bf
      wire [9*LOGN-1:0] tws;
      for (s = 0; s < LOGN; s = s + 1) begin : g_tw
        localparam integer TW = twiddle(s, i);
        assign tws[9*s +: 9] = TW[8:0];
      end
      wire [8:0]  tw = tws[9*sc_q +: 9];
      wire [8:0]  lo = y_q[9*i +: 9];
      wire [8:0]  hi = y_q[9*(i + N/2) +: 9];
      wire [17:0] p  = hi * tw;
      // p = 256 ph + pl = pl - ph (mod 257), pl - ph in [-256, 255]
      wire [9:0]  r  = {2'b00, p[7:0]} - {1'b0, p[16:8]};
      wire [8:0]  v  = r[9] ? r[8:0] + 9'd257 : r[8:0];
      wire [9:0]  sm = {1'b0, lo} + {1'b0, v};
      wire [9:0]  df = {1'b0, lo} - {1'b0, v};
      assign y_st[9*(2*i) +: 9]     = (sm >= 10'd257) ? sm[8:0] - 9'd257 : sm[8:0];
      assign y_st[9*(2*i + 1) +: 9] = df[9] ? df[8:0] + 9'd257 : df[8:0];
      wire unused_p = p[17];
    end
  endgenerate

  // ---- the block as the polynomial's coefficients, in natural order
  wire [9*N-1:0] y_in;
  generate
    for (i = 0; i < N; i = i + 1) begin : g_in
      if (i < MB) begin : g_msg
        assign y_in[9*i +: 9] = {1'b0, blk_i[8*i +: 8]};
      end else if (i == N - 1) begin : g_tweak
        assign y_in[9*i +: 9] = 9'd1;
      end else if (i == N - 3) begin : g_final
        assign y_in[9*i +: 9] = {8'd0, final_i};
      end else begin : g_zero
        assign y_in[9*i +: 9] = 9'd0;
      end
    end
  endgenerate

  // ---- step words: the 2 LANES coefficients of a step, centred, times 185 or 233
  function [15:0] inner;
    input [8:0] v;
    input       k233;
    reg signed [15:0] c;
    begin
      c = (v > 9'd128) ? $signed({7'd0, v}) - 16'sd257 : $signed({7'd0, v});
      inner = k233 ? c * 16'sd233 : c * 16'sd185;
    end
  endfunction

  // per lane and half: the coefficient of step 0 (from y_q, at xfer) and of every step
  // (from yc_q, at adv); coefficient c sits at position bitrev(c)
  wire [32*LANES-1:0] w0, ws;
  // steps 16..31 take the x 233 code (their word groups are 16..31)
  wire k233_sel = sel_i[4];
  generate
    for (j = 0; j < LANES; j = j + 1) begin : g_lane
      for (h = 0; h < 2; h = h + 1) begin : g_half
        localparam integer P0 = brev(coef(wperm(0), j, h), LOGN);
        wire [9*32-1:0] cand;
        for (s = 0; s < 32; s = s + 1) begin : g_step
          localparam integer P = brev(coef(wperm(s), j, h), LOGN);
          assign cand[9*s +: 9] = yc_q[9*P +: 9];
        end
        assign w0[32*j + 16*h +: 16] = inner(y_q[9*P0 +: 9], 1'b0);
        assign ws[32*j + 16*h +: 16] = inner(cand[9*sel_i +: 9], k233_sel);
      end
    end
  endgenerate

  assign done_o = done_q;

  always @(posedge clk) begin
    if (ld_i)
      y_q <= y_in;
    else if (run_q)
      y_q <= y_st;
    if (xfer_i) begin
      yc_q <= y_q;
      w_o  <= w0;
    end else if (adv_i) begin
      w_o  <= ws;
    end
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      run_q  <= 1'b0;
      done_q <= 1'b0;
      sc_q   <= 4'd0;
    end else begin
      if (ld_i) begin
        run_q <= 1'b1;
        sc_q  <= 4'd0;
      end else if (run_q) begin
        sc_q <= sc_q + 4'd1;
        if (sc_q == LOGN[3:0] - 4'd1) begin
          run_q  <= 1'b0;
          done_q <= 1'b1;
        end
      end
      if (xfer_i) done_q <= 1'b0;
    end
  end
endmodule

`default_nettype wire
