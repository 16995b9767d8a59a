// hf_fugue: Fugue-224 / -256 / -384 / -512 (SHA-3 round 2), one round (ROR3, CMIX, SMIX) per
// clock, padding and the final G in hardware; the stream interface of docs/hardware.md.
//
// Architecture (seed 002, Sec. 3.5, Fig. 5): the state is S 32-bit columns (30 for 224/256,
// 36 for 384/512), column c in bits [32c +: 32], row r of a column (byte r of a word) in its
// bits [8r +: 8]. Each 32-bit word (one hf_pad block) is absorbed by TIX and K rounds R
// (K = 2, 2, 3, 4): TIX and the first round in the word's hand-over cycle, the other K - 1
// in the following cycles, so a long message costs K cycles per word. Rotations are wiring;
// SMIX (hf_fugue_smix, on the shared AES S-box and GF(2^8) helpers) is the only logic in
// depth. The padder appends the zero-padded last word and the 64-bit length as two words of
// their own; after the word marked blk_last the core runs G: G1 = G1R rounds R, then
// G2 = 13 passes of GR steps (XOR column 0 into column 4 and into each output group's start,
// rotate by the group span, SMIX), one step per clock. The digest (G's closing XORs applied
// on the way) is loaded into the serializer in the following cycle, which also resets the
// state to the IV state (zeros, the IV in the last N columns) for the next message.
`default_nettype none

module hf_fugue #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256
) (
  input  wire         clk,
  input  wire         rst_n,
  input  wire         s_valid,
  output wire         s_ready,
  input  wire [W-1:0] s_data,
  input  wire         s_last,
  input  wire [6:0]   s_bits,
  output wire         m_valid,
  input  wire         m_ready,
  output wire [W-1:0] m_data,
  output wire         m_last
);
  localparam integer S    = (DIGEST_BITS > 256) ? 36 : 30;                       // columns
  localparam integer K    = (DIGEST_BITS == 512) ? 4 : (DIGEST_BITS == 384) ? 3 : 2;
  localparam integer G1R  = (DIGEST_BITS == 512) ? 32 : (DIGEST_BITS == 384) ? 18 : 10;
  localparam integer N    = DIGEST_BITS / 32;                    // digest words
  localparam integer GR   = (N + 3) / 4;                         // output groups
  localparam integer SPAN = S / GR;
  localparam integer SB   = 32 * S;
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];
  localparam integer CW   = 7;                                   // op counter width
  localparam integer ABS_LEFT_I = K - 1;                      // rounds after the hand-over
  localparam integer FIN_LEFT_I = K - 1 + G1R;                // ... of the last word, with G1
  localparam integer G2_STEPS_I = 13 * GR;
  localparam integer LAST_STEP_I = GR - 1;
  localparam [CW-1:0] ABS_LEFT  = ABS_LEFT_I[CW-1:0];
  localparam [CW-1:0] FIN_LEFT  = FIN_LEFT_I[CW-1:0];
  localparam [CW-1:0] G2_STEPS  = G2_STEPS_I[CW-1:0];
  localparam [1:0]    LAST_STEP = LAST_STEP_I[1:0];

  // IVs (c/fugue.c), column 0 of the IV in the low bits
  localparam [223:0] IV224 = {32'h9a678dbd, 32'h15d2439a, 32'h627c12a1, 32'hcbe374e0,
                              32'h1ce039ee, 32'h57f78662, 32'h0d12c9f4};
  localparam [255:0] IV256 = {32'h48c2f834, 32'h99e84991, 32'hde29f9fb, 32'h1d626cf9,
                              32'h94b5b0d2, 32'h68f6d4e0, 32'h5f137166, 32'hdebd52e9};
  localparam [383:0] IV384 = {32'ha195105c, 32'h7c5195bc, 32'he0259ca9, 32'h8aae02e5,
                              32'h40b03e47, 32'h9a3e69fa, 32'h9c5e1b74, 32'h4af45e21,
                              32'h85096000, 32'hc7b41da0, 32'h1f2e2531, 32'h0dec61aa};
  localparam [511:0] IV512 = {32'h67353ee1, 32'h1dd16eda, 32'hd6dd1f95, 32'he778ea25,
                              32'h3f207f43, 32'h3858e6ca, 32'h9813b2dd, 32'hc9e2c6aa,
                              32'hd1ef924a, 32'h0b02e806, 32'h54cceeb6, 32'h17f115d9,
                              32'h27b09aac, 32'hdbe4d3c5, 32'h75af16e6, 32'h7ea50788};
  localparam [511:0] IV_SEL =
    (DIGEST_BITS == 224) ? {288'd0, IV224} : (DIGEST_BITS == 256) ? {256'd0, IV256} :
    (DIGEST_BITS == 384) ? {128'd0, IV384} : IV512;
  localparam [DIGEST_BITS-1:0] IV = IV_SEL[DIGEST_BITS-1:0];
  // the initial state: zeros, the IV in columns S - N .. S - 1
  localparam [SB-1:0] IV_STATE = {IV, {(SB - DIGEST_BITS){1'b0}}};

  // ---- padding unit: M, zeros to the word, n as two 32-bit words (big-endian) ----
`include "hf_pad_modes.vh"
  wire          blk_valid, blk_last, blk_ready;
  wire [31:0]   blk_data;
  // the length is in the padding: no counter beside the word
  /* verilator lint_off UNUSEDSIGNAL */
  wire          blk_first;
  wire [15:0]   blk_nbits;
  wire [63:0]   blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(32), .PAD_MODE(HF_PAD_FUGUE)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  localparam [1:0] IDLE = 2'd0, RND = 2'd1, G2 = 2'd2, FIN = 2'd3;
  reg [SB-1:0]   st_q;
  reg [1:0]      mode_q, mode_d;
  reg [CW-1:0]   left_q, left_d;   // operations left in RND / G2, this one included
  reg [1:0]      step_q, step_d;   // G2 step within a pass (0 .. GR-1)
  reg            gpend_q, gpend_d; // the rounds running are the last word's: G follows
  reg            rdy_q, rdy_d;     // blk_ready as a register, from the next state

  wire take = blk_valid & blk_ready;
  assign blk_ready = rdy_q;

  // column c of a state vector
  function [31:0] cl;
    input [SB-1:0] v;
    input integer  c;
    cl = v[32*c +: 32];
  endfunction

  // ---- one operation: (TIX and) R, or a G2 step; both end in SMIX on columns 0..3 ----
  reg [SB-1:0] a, r3, g, gr, pre, st_nx;
  integer i, j;
  always @* begin
    // TIX, while idle (the select is the mode register, not the handshake)
    a = st_q;
    if (mode_q == IDLE) begin
      a[32*(6*K-2) +: 32] = cl(a, 6*K-2) ^ cl(a, 0);
      a[0 +: 32]          = blk_data;
      a[32*8 +: 32]       = cl(a, 8) ^ blk_data;
      for (i = 0; i + 1 < K; i = i + 1)
        a[32*(3*i+1) +: 32] = cl(a, 3*i+1) ^ cl(a, S - 3*K + 3*i);
    end
    // ROR3, CMIX
    for (i = 0; i < S; i = i + 1)
      r3[32*i +: 32] = cl(a, (i + S - 3) % S);
    for (i = 0; i < 3; i = i + 1) begin
      r3[32*i +: 32]         = cl(r3, i) ^ cl(r3, 4 + i);
      r3[32*(S/2 + i) +: 32] = cl(r3, S/2 + i) ^ cl(r3, 4 + i);
    end
    // G2 step: column 0 into column 4 and into group j's start (one further from step j on),
    // then rotate right by the span (one less at the pass's last step)
    g = st_q;
    g[32*4 +: 32] = cl(g, 4) ^ cl(g, 0);
    for (j = 1; j < GR; j = j + 1)
      if ({30'd0, step_q} >= j)
        g[32*(j*SPAN+1) +: 32] = cl(g, j*SPAN+1) ^ cl(g, 0);
      else
        g[32*(j*SPAN) +: 32] = cl(g, j*SPAN) ^ cl(g, 0);
    for (i = 0; i < S; i = i + 1)
      gr[32*i +: 32] = (step_q == LAST_STEP) ? cl(g, (i + S - SPAN + 1) % S)
                                             : cl(g, (i + S - SPAN) % S);
    pre = (mode_q == G2) ? gr : r3;
  end

  wire [127:0] smix_o;
  hf_fugue_smix u_smix (.col_i(pre[127:0]), .col_o(smix_o));
  always @* st_nx = {pre[SB-1:128], smix_o};

  // ---- digest: G's closing XORs, then columns 1..4 and four from each group's start ----
  reg [SB-1:0]          f;
  reg [DIGEST_BITS-1:0] digest;
  always @* begin
    f = st_q;
    f[32*4 +: 32] = cl(f, 4) ^ cl(f, 0);
    for (j = 1; j < GR; j = j + 1)
      f[32*(j*SPAN) +: 32] = cl(f, j*SPAN) ^ cl(f, 0);
    for (i = 0; i < N; i = i + 1)
      digest[32*i +: 32] = cl(f, (i < 4) ? 1 + i : (i / 4) * SPAN + i % 4);
  end

  wire ser_ready, ser_ready_nx;
  wire ser_ld = (mode_q == FIN) & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(digest), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (blk_ready waits for the digest load, which frees the serializer's input itself)
  wire unused_ser = ser_ready_nx;

  always @* begin
    mode_d = mode_q; left_d = left_q; step_d = step_q; gpend_d = gpend_q;
    case (mode_q)
      IDLE:
        if (take) begin
          mode_d  = RND;
          left_d  = blk_last ? FIN_LEFT : ABS_LEFT;
          gpend_d = blk_last;
        end
      RND: begin
        left_d = left_q - 1'b1;
        if (left_q == 1) begin
          mode_d = gpend_q ? G2 : IDLE;
          left_d = G2_STEPS;
          step_d = 2'd0;
        end
      end
      G2: begin
        left_d = left_q - 1'b1;
        step_d = (step_q == LAST_STEP) ? 2'd0 : step_q + 2'd1;
        if (left_q == 1)
          mode_d = FIN;
      end
      default:   // FIN
        if (ser_ready) begin
          mode_d  = IDLE;
          gpend_d = 1'b0;
        end
    endcase
    rdy_d = (mode_d == IDLE);
  end

  // The state takes an operation's result on a hand-over, a round or a G2 step; the digest
  // load resets it to the IV state (enable and synchronous set/clear: the flip-flops' own).
  wire st_en  = take | (mode_q == RND) | (mode_q == G2);
  always @(posedge clk) begin
    if (!rst_n || ser_ld)
      st_q <= IV_STATE;
    else if (st_en)
      st_q <= st_nx;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      mode_q  <= IDLE;
      left_q  <= {CW{1'b0}};
      step_q  <= 2'd0;
      gpend_q <= 1'b0;
      rdy_q   <= 1'b1;
    end else begin
      mode_q  <= mode_d;
      left_q  <= left_d;
      step_q  <= step_d;
      gpend_q <= gpend_d;
      rdy_q   <= rdy_d;
    end
  end
endmodule

`default_nettype wire
