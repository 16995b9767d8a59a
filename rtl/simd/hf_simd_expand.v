// hf_simd_expand: SIMD's message expansion (round-2 tweak), the twin of expand() in
// c/simd.c: the block's bytes (and the tweak: X^(N-1) always, X^(N-3) for the final block)
// as a polynomial over F_257, its number-theoretic transform of N = 32 LANES points
// (N = 128 for SIMD-256, 256 for SIMD-512), then the inner codes (x 185, x 233, centred
// values, 16-bit products) and the word permutation of the 32 steps.
//
// The NTT is iterative in a constant-geometry (Pease) form: every stage pairs the same
// positions (i, i + N/2) and writes (2i, 2i+1), so the butterflies are wired once and only
// their twiddles change per stage (a small constant table each). The input is in natural
// order; the output at position p is the transform's coefficient bitrev(p). Each butterfly
// is a 9 x 9-bit product reduced mod 257 (256 = -1: low byte minus high part), an addition
// and a subtraction mod 257.
//
// BFLY butterflies run per clock, so a stage takes FOLD = N / (2 BFLY) cycles and the
// transform LOGN FOLD. BFLY = N/2 (the default, `ladders`) is one stage per clock; fewer
// butterflies (`folded`) trade cycles the ladders' 36 steps hide for area. Seen as rows of
// BFLY positions, cycle c of a stage reads rows c and FOLD + c and writes rows 2c and 2c+1,
// in place: the upper rows and row 0 are no longer read when they are written, rows 1 ..
// FOLD-1 still are (row r is read in cycle r), so their new values wait in FOLD-1 spare rows
// until then. That costs FOLD-1 rows of registers instead of a second bank of N positions,
// and the butterflies read through a FOLD:1 choice instead of a 2 FOLD:1 one.
//
// Interface (hf_simd): ld_i loads a block and starts the NTT (LOGN FOLD cycles, done_o after
// them); xfer_i copies the result into the step buffer and computes step 0's words into w_o
// (the NTT registers are free again for the next ld_i); adv_i computes the words of step
// sel_i from the step buffer.
// So the NTT of the next block overlaps the steps of the current one, and w_o is a register
// (the 32:1 selection, centring and inner-code product do not sit in front of the step).
`default_nettype none

module hf_simd_expand #(
  parameter integer LANES = 4,
  // butterflies per clock: a power of two dividing N / 2 = 16 LANES (N / 2: a stage per clock)
  parameter integer BFLY  = 16 * LANES
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
  localparam integer FOLD  = N / (2 * BFLY);          // cycles per stage
  localparam integer ROWS  = 2 * FOLD;                // BFLY positions each
  localparam integer LOGF  = (FOLD > 1) ? $clog2(FOLD) : 1;
  localparam integer PHASES = LOGN * FOLD;            // cycles of the transform
  localparam integer LOGP  = $clog2(PHASES + 1);

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
  reg [LOGP-1:0] ph_q;   // cycle of the transform: stage ph_q / FOLD, its cycle ph_q mod FOLD
  reg           run_q, done_q;

  // ---- BFLY butterflies: unit i runs butterfly c BFLY + i in cycle c of a stage
  wire [LOGF-1:0] cyc;
  wire [18*BFLY-1:0] o;  // outputs of the cycle: positions 2 c BFLY .. 2 c BFLY + 2 BFLY - 1
  genvar i, s, j, h, r;
  generate
    if (FOLD > 1) begin : g_cyc
      assign cyc = ph_q[LOGF-1:0];
    end else begin : g_cyc1
      assign cyc = 1'b0;
    end
    for (i = 0; i < BFLY; i = i + 1) begin : g_bf
      // the unit's twiddle in every cycle of the transform, indexed by ph_q
      wire [9*PHASES-1:0] tws;
      for (s = 0; s < PHASES; s = s + 1) begin : g_tw
        localparam integer TW = twiddle(s / FOLD, (s % FOLD) * BFLY + i);
        assign tws[9*s +: 9] = TW[8:0];
      end
      // its inputs: column i of rows c and FOLD + c
      wire [9*FOLD-1:0] los, his;
      for (r = 0; r < FOLD; r = r + 1) begin : g_rd
        assign los[9*r +: 9] = y_q[9*(r*BFLY + i) +: 9];
        assign his[9*r +: 9] = y_q[9*((FOLD + r)*BFLY + i) +: 9];
      end
      wire [8:0]  tw = tws[9*ph_q +: 9];
      wire [8:0]  lo = los[9*cyc +: 9];
      wire [8:0]  hi = his[9*cyc +: 9];
      // on a multiplier block: in LUTs the 9 x 9 products of 32 units would take more LUTs than
      // the rest of the expansion, and the DSPs are otherwise idle
      wire [17:0] p  = hi * tw;
      // p = 256 ph + pl = pl - ph (mod 257), pl - ph in [-256, 255]
      wire [9:0]  rd = {2'b00, p[7:0]} - {1'b0, p[16:8]};
      wire [8:0]  v  = rd[9] ? rd[8:0] + 9'd257 : rd[8:0];
      wire [9:0]  sm = {1'b0, lo} + {1'b0, v};
      wire [9:0]  df = {1'b0, lo} - {1'b0, v};
      assign o[9*(2*i) +: 9]     = (sm >= 10'd257) ? sm[8:0] - 9'd257 : sm[8:0];
      assign o[9*(2*i + 1) +: 9] = df[9] ? df[8:0] + 9'd257 : df[8:0];
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

  // row r of the stage's output is written in cycle r / 2: in place for row 0 and the upper
  // rows (FOLD + c is read in cycle c <= r / 2), through spare row r for rows 1 .. FOLD-1,
  // copied in place in cycle r, after the row's last read
  wire run_last = run_q & (ph_q == PHASES[LOGP-1:0] - 1'b1);
  generate
    for (r = 0; r < ROWS; r = r + 1) begin : g_row
      localparam integer CW = r / 2;      // the cycle that writes the row
      localparam integer CR = r % FOLD;   // the cycle that reads it (rows < FOLD)
      wire [9*BFLY-1:0] nx = o[9*BFLY*(r % 2) +: 9*BFLY];
      wire wr = run_q & (cyc == CW[LOGF-1:0]);
      if (r == 0 || r >= FOLD) begin : g_direct
        always @(posedge clk)
          if (ld_i)
            y_q[9*BFLY*r +: 9*BFLY] <= y_in[9*BFLY*r +: 9*BFLY];
          else if (wr)
            y_q[9*BFLY*r +: 9*BFLY] <= nx;
      end else begin : g_spare
        reg [9*BFLY-1:0] sp_q;
        always @(posedge clk) begin
          if (wr) sp_q <= nx;
          if (ld_i)
            y_q[9*BFLY*r +: 9*BFLY] <= y_in[9*BFLY*r +: 9*BFLY];
          else if (run_q & (cyc == CR[LOGF-1:0]))
            y_q[9*BFLY*r +: 9*BFLY] <= sp_q;
        end
      end
    end
  endgenerate

  always @(posedge clk) begin
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
      ph_q   <= {LOGP{1'b0}};
    end else begin
      if (ld_i) begin
        run_q <= 1'b1;
        ph_q  <= {LOGP{1'b0}};
      end else if (run_q) begin
        ph_q <= ph_q + 1'b1;
        if (run_last) begin
          run_q  <= 1'b0;
          done_q <= 1'b1;
        end
      end
      if (xfer_i) done_q <= 1'b0;
    end
  end
endmodule

`default_nettype wire
