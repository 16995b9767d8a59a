// hf_keccak: Keccak-f[1600] sponge, one round per clock, padding in hardware.
// One core for every Keccak guise (parameters as in c/keccak.c):
//   keccak*-r2  DIVERSIFY=1 (round-2 padding with d = OUT_BITS/8 and r/8)
//   keccak*     DIVERSIFY=0, SUFFIX=8'h01 (pad10*1)
//   sha3-*      DIVERSIFY=0, SUFFIX=8'h06
//   shake*      DIVERSIFY=0, SUFFIX=8'h1F, OUT_BITS = output length (any multiple of 8)
// RATE is the block size in bits (a multiple of 64). Stream interface of docs/hardware.md.
// The block is XORed into the state and round 0 computed in the hand-over cycle; rounds 1..23
// follow. Output longer than RATE is squeezed chunk by chunk: the next permutation runs while
// the serializer sends the current chunk.
`default_nettype none

module hf_keccak #(
  parameter integer W         = 32,
  parameter integer RATE      = 1088,
  parameter integer OUT_BITS  = 256,
  parameter integer SUFFIX    = 1,
  parameter integer DIVERSIFY = 0
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
  localparam integer CHUNK = (OUT_BITS < RATE) ? OUT_BITS : RATE;
  localparam integer LW    = 16;    // output bit counter width
  localparam [LW-1:0] OUT_L  = OUT_BITS[LW-1:0];
  localparam [LW-1:0] RATE_L = RATE[LW-1:0];
  localparam [LW-1:0] RATE2_L = RATE_L + RATE_L;
  localparam integer LOGW  = (W == 64) ? 6 : 5;

  // ---- padding unit ----
`include "hf_pad_modes.vh"
  wire            blk_valid, blk_last, blk_ready;
  wire [RATE-1:0] blk_data;
  // the sponge needs no counter beside the block
  /* verilator lint_off UNUSEDSIGNAL */
  wire            blk_first;
  wire [15:0]     blk_nbits;
  wire [63:0]     blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(RATE), .PAD_MODE(DIVERSIFY != 0 ? HF_PAD_KECCAK_R2 : HF_PAD_SPONGE),
           .SUFFIX(SUFFIX), .DIGEST_BITS(OUT_BITS)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- output serializer ----
  wire       ser_ready, ser_ready_nx, ser_ld;
  reg  [7:0] ser_beats;
  wire       last_chunk;
  hf_ser #(.W(W), .CHUNK_BITS(CHUNK)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(a_q[CHUNK-1:0]), .ld_beats(ser_beats),
    .ld_last(last_chunk),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: a block is taken only once the last chunk has left the state)
  wire unused_ser = ser_ready_nx;

  function [63:0] rc;
    input [4:0] i;
    case (i)
      5'd0:  rc = 64'h0000000000000001; 5'd1:  rc = 64'h0000000000008082;
      5'd2:  rc = 64'h800000000000808a; 5'd3:  rc = 64'h8000000080008000;
      5'd4:  rc = 64'h000000000000808b; 5'd5:  rc = 64'h0000000080000001;
      5'd6:  rc = 64'h8000000080008081; 5'd7:  rc = 64'h8000000000008009;
      5'd8:  rc = 64'h000000000000008a; 5'd9:  rc = 64'h0000000000000088;
      5'd10: rc = 64'h0000000080008009; 5'd11: rc = 64'h000000008000000a;
      5'd12: rc = 64'h000000008000808b; 5'd13: rc = 64'h800000000000008b;
      5'd14: rc = 64'h8000000000008089; 5'd15: rc = 64'h8000000000008003;
      5'd16: rc = 64'h8000000000008002; 5'd17: rc = 64'h8000000000000080;
      5'd18: rc = 64'h000000000000800a; 5'd19: rc = 64'h800000008000000a;
      5'd20: rc = 64'h8000000080008081; 5'd21: rc = 64'h8000000000008080;
      5'd22: rc = 64'h0000000080000001; default: rc = 64'h8000000080008008;
    endcase
  endfunction

  // rho offsets, lane x + 5y
  function integer rho;
    input integer l;
    case (l)
      0: rho = 0;   1: rho = 1;   2: rho = 62;  3: rho = 28;  4: rho = 27;
      5: rho = 36;  6: rho = 44;  7: rho = 6;   8: rho = 55;  9: rho = 20;
      10: rho = 3;  11: rho = 10; 12: rho = 43; 13: rho = 25; 14: rho = 39;
      15: rho = 41; 16: rho = 45; 17: rho = 15; 18: rho = 21; 19: rho = 8;
      20: rho = 18; 21: rho = 2;  22: rho = 61; 23: rho = 56; default: rho = 14;
    endcase
  endfunction

  // 64-bit lane rotations: hf_rotl64 of the shared rtl/prim/hf_word.vh
  `include "hf_word.vh"

  // one round: theta, rho, pi, chi, iota; lane x + 5y in bits [64(x+5y) +: 64]
  function [1599:0] round_f;
    input [1599:0] s;
    input [63:0]   k;
    reg [319:0]  c, d;
    reg [1599:0] bb, o;
    integer x, y;
    begin
      for (x = 0; x < 5; x = x + 1)
        c[64*x +: 64] = s[64*x +: 64] ^ s[64*(x+5) +: 64] ^ s[64*(x+10) +: 64] ^
                        s[64*(x+15) +: 64] ^ s[64*(x+20) +: 64];
      for (x = 0; x < 5; x = x + 1)
        d[64*x +: 64] = c[64*((x+4)%5) +: 64] ^ hf_rotl64(c[64*((x+1)%5) +: 64], 1);
      for (y = 0; y < 5; y = y + 1)
        for (x = 0; x < 5; x = x + 1)
          bb[64*(y + 5*((2*x + 3*y) % 5)) +: 64] = hf_rotl64(s[64*(x+5*y) +: 64] ^ d[64*x +: 64], rho(x + 5*y));
      for (y = 0; y < 5; y = y + 1)
        for (x = 0; x < 5; x = x + 1)
          o[64*(x+5*y) +: 64] = bb[64*(x+5*y) +: 64] ^
                                (~bb[64*((x+1)%5 + 5*y) +: 64] & bb[64*((x+2)%5 + 5*y) +: 64]);
      o[63:0] = o[63:0] ^ k;
      round_f = o;
    end
  endfunction

  // ---- state ----
  reg [1599:0] a_q;
  reg [4:0]    rnd_q, rnd_d;
  reg          busy_q, busy_d;
  reg          fin_q, fin_d;     // the block being permuted is the message's last
  reg          sq_q, sq_d;       // a chunk of output is ready in the state
  reg [LW-1:0] left_q, left_d;   // output bits still to send
  reg          lastc_q, lastc_d; // left_q <= RATE
  // blk_ready as a register, computed from the next state: it gates the padder's 1088-bit
  // buffer and the 1600-bit state, so it must not sit at the end of a chain of logic
  reg          rdy_q, rdy_d;

  assign last_chunk = lastc_q;
  assign blk_ready  = rdy_q;
  assign ser_ld     = sq_q & ser_ready;
  // the last chunk's load clears the state for the next message
  wire clr = ser_ld & last_chunk;

  // take (blk_valid & blk_ready) as a register, set a cycle ahead from the padder's
  // blk_valid_nx and the next ready, in copies: one per 64-bit lane of the block (decoded
  // from blk_valid, take sat in front of all RATE gates of the block's injection). The keep
  // is on the always block: it puts it on the flip-flop, so Yosys does not merge the copies.
  // The state's enable is take_q | busy_q: registered per state lane as well, it took 133
  // LUT4 more (keccak512-r2) and made the netlist about three times slower to route on ECP5.
  localparam integer NL = RATE / 64;
  wire            take_nx = blk_valid_nx & rdy_d;
  reg             take_q;
  wire            take = take_q;
  wire [RATE-1:0] tk_m;
  wire unused_blk_valid = blk_valid;   // read a cycle ahead, as blk_valid_nx

  reg [LW-1:0]  chunk_bits;
  reg [LW-1:0]  beats_w;
  reg [1599:0]  r_in;
  reg [63:0]    r_k;
  reg [1599:0]  r_out;

  always @* begin
    chunk_bits = last_chunk ? left_q : RATE_L;
    beats_w    = (chunk_bits + W[LW-1:0] - 16'd1) >> LOGW;
    ser_beats  = (beats_w > 16'd255) ? 8'd255 : beats_w[7:0];   // RATE / W < 256

    // one round instance: round 0 on (state ^ block) in the hand-over cycle, else round rnd_q.
    // The hand-over only masks the block (rnd_q is 0 when idle, and a block is never taken
    // while the state holds output), so the take signal fans out to RATE AND gates and not to a
    // multiplexer in front of all 1600 bits of the round.
    r_in  = a_q ^ {{(1600-RATE){1'b0}}, blk_data & tk_m};
    r_k   = rc(rnd_q);
    r_out = round_f(r_in, r_k);

    rnd_d = rnd_q; busy_d = busy_q; fin_d = fin_q; sq_d = sq_q; left_d = left_q;
    if (ser_ld) begin
      sq_d = 1'b0;
      if (last_chunk) begin
        left_d = OUT_L;
      end else begin
        left_d = left_q - RATE_L;
        busy_d = 1'b1;           // squeeze: permute again while the chunk goes out
        rnd_d  = 5'd0;
      end
    end
    if (take) begin
      rnd_d  = 5'd1;
      busy_d = 1'b1;
      fin_d  = blk_last;
    end
    if (busy_q) begin
      rnd_d = rnd_q + 5'd1;
      if (rnd_q == 5'd23) begin
        busy_d = 1'b0;
        sq_d   = fin_q;
        rnd_d  = 5'd0;
      end
    end
    // lastc_d = (left_d <= RATE), without the subtraction in front of the comparison
    lastc_d = ser_ld ? (last_chunk ? (OUT_L <= RATE_L) : (left_q <= RATE2_L)) : lastc_q;
    rdy_d   = ~busy_d & ~sq_d;
  end

  genvar l;
  generate
    for (l = 0; l < NL; l = l + 1) begin : g_tk
      reg tk_l;
      (* keep *)
      always @(posedge clk) tk_l <= rst_n & take_nx;
      assign tk_m[64*l +: 64] = {64{tk_l}};
    end
  endgenerate

  // the state takes the round's output in a hand-over and while permuting; the last chunk's
  // load clears it for the next message
  always @(posedge clk) begin
    if (!rst_n || clr)       a_q <= {1600{1'b0}};
    else if (take | busy_q)  a_q <= r_out;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      take_q <= 1'b0;
      rnd_q  <= 5'd0;
      busy_q <= 1'b0;
      fin_q  <= 1'b0;
      sq_q   <= 1'b0;
      left_q <= OUT_L;
      lastc_q <= (OUT_L <= RATE_L);
      rdy_q   <= 1'b1;
    end else begin
      take_q <= take_nx;
      rnd_q  <= rnd_d;
      busy_q <= busy_d;
      fin_q  <= fin_d;
      sq_q   <= sq_d;
      left_q <= left_d;
      lastc_q <= lastc_d;
      rdy_q   <= rdy_d;
    end
  end
endmodule

`default_nettype wire
