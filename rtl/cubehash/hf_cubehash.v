// hf_cubehash: CubeHash16/32-224 / -256 / -384 / -512 (SHA-3 round 2: r = 16 rounds per
// 32-byte block, 10r = 160 final rounds), padding in hardware; the stream interface of
// docs/hardware.md (bus width W = 32 or 64). One description for all four digest sizes: they
// differ only in the IV and in how many state bytes leave as the digest.
//
// Architecture (seed paper 002, Sec. 3.3 and Fig. 4): the round unrolled, UNROLL = 4 chained
// copies of hf_cubehash_round (the seed's four f_C units in series), so a clock runs four
// rounds. A block is XORed into the state and its first rounds run in its hand-over cycle; the
// cycle of its last rounds writes the state back and the next block can be handed over in the
// cycle after, so a block costs 16 / UNROLL cycles and a long message runs at
// max(256 / W, 16 / UNROLL) cycles per block: load-bound at W=32 (8 cycles per block) for
// UNROLL >= 2.
//
// The last block (blk_last) runs on: after its 16 rounds, the 1 is XORed into x[31] at the
// input of the next cycle's rounds, then the 160 final rounds; their last cycle loads the
// digest straight into the serializer (no digest register) and returns the state to the IV,
// so the next message's first block can be handed over in the following cycle.
//
// The IV (the state after 160 rounds from x[0] = h/8, x[1] = 32, x[2] = 16, as
// cubehash_init() in c/cubehash.c computes it) is a constant here, one per digest size:
// computing it at every message would cost 160 / UNROLL cycles. The round bench
// (tb/cubehash_round_bench.py) recomputes the four with hf_cubehash_round and checks
// them against the constants below.
`default_nettype none

module hf_cubehash #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer UNROLL      = 4     // rounds per clock: 1, 2, 4 or 8 (divides 16)
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
  localparam integer BLOCK = 256;
  localparam integer SW    = 1024;
  localparam integer R     = 16;                // rounds per block
  localparam integer F     = R + 10 * R;        // rounds of the last block: its 16, then 160
  localparam integer RL_I  = R - UNROLL;        // first round of a block's last cycle
  localparam integer FL_I  = F - UNROLL;        // ... of the last block's
  localparam [7:0]   RL    = RL_I[7:0];
  localparam [7:0]   FL    = FL_I[7:0];
  localparam [7:0]   R8    = 8'd16;
  localparam [7:0]   U8    = UNROLL[7:0];
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];

  // ---- IVs: x[i] in [32i +: 32] (generated from the round, see above) ----
  localparam [SW-1:0] IV224 = 1024'h00cb573efd20151cd277aebec73d4b989cab81c33a6445ffe387c214aa3ec95f704d6eceacd228a47f709df7db086314cef15e28d8f23a32aa3080e00a713362e2f6ecaacddaaa66eb0a79a8b3e1c9321f4e977421a70ca641da807df35d13f385b0e2efa63721c803a7aa2424d91c306362c342829e1a221bee1a90b0fc8217;
  localparam [SW-1:0] IV256 = 1024'hd6032c0a9cdaf8af4ab6aad615815aeb85254725774abfdd9e4b4e602af2b5ae93cb628565c892fd5fa2560309392549f0b266796c859d416107fbd5d89041c340e5fbab4680ac008ef8ad8328cceca43361da8cd0720c3542af2070c2d0b696f4cc12be7e624131e5d94e6322512d5b35481eae63117e71ccd6f29fea2bd4b4;
  localparam [SW-1:0] IV384 = 1024'h1fc5f22e04ee475f2d18ba014eb95a7b0c12e5d2d33bbaec23de176d796c25436184a8e432c195f6b4b97e1edbeaef7017958f7f2104e6cb5fc1e63d44bfc10dd83d4de4f89e5e7eb3482babfc8e20edcb629052f426309f649c7eee6aa7a9225057b7926bdd01b53528df881a05c7a969524b135ef4645304c00c87e623087e;
  localparam [SW-1:0] IV512 = 1024'hd43e3b447795d246e7989af11921c8f7bc796576b1c62456a5a70e75d65c8a2b0dbadea991fa79342ff5781c6a536159b64445321b017bef148fe485fcd398d9a23911aed0e5cd33f22090c4eef864d2825b453797cf0befa647a8b34d42c78750ac5695cc39968ec701cf8c3fee23134167d83e2d538b8b50f494d42aea2a61;
  localparam [SW-1:0] IV    = (DIGEST_BITS == 224) ? IV224 : (DIGEST_BITS == 256) ? IV256 :
                              (DIGEST_BITS == 384) ? IV384 : IV512;

  // ---- padding unit: M, 1, zeros to the block end (no length); blk_last marks the block
  // after which the final rounds run ----
`include "hf_pad_modes.vh"
  wire             blk_valid, blk_last, blk_ready;
  wire [BLOCK-1:0] blk_data;
  // no counter: CubeHash hashes no length
  /* verilator lint_off UNUSEDSIGNAL */
  wire             blk_first;
  wire [15:0]      blk_nbits;
  wire [63:0]      blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK), .PAD_MODE(HF_PAD_10)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  reg [SW-1:0] x_q, x_d;         // the state
  // rounds run so far on the current block, counted in rounds (not cycles) so that the round
  // numbers need no multiplier
  reg [7:0]    rnd_q, rnd_d;
  reg          busy_q, busy_d;   // the rounds continue from x_q
  reg          fin_q, fin_d;     // ... and they are the last block's (16 + 160 rounds)
  // blk_ready as a register, computed from the next state: it gates the padder's buffer, so
  // it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;
  assign blk_ready = rdy_q;

  wire take = blk_valid & blk_ready;

  // ---- UNROLL rounds per clock: a new block XORed into x[0..7] while idle (busy_q is the
  // select: a register, not the handshake), the running rounds' state while busy, with the 1
  // into x[31] where the last block's final rounds begin ----
  wire           fin_c  = busy_q ? fin_q : blk_last;
  wire           flip   = busy_q & fin_q & (rnd_q == R8);
  wire [SW-1:0]  x_in   = busy_q ? x_q ^ {31'd0, flip, {(SW-32){1'b0}}} :
                                   x_q ^ {{(SW-BLOCK){1'b0}}, blk_data};
  wire [SW*(UNROLL+1)-1:0] chain;
  assign chain[0 +: SW] = x_in;
  genvar r;
  generate
    for (r = 0; r < UNROLL; r = r + 1) begin : g_round
      hf_cubehash_round u_round (.state_i(chain[SW*r +: SW]), .state_o(chain[SW*(r+1) +: SW]));
    end
  endgenerate
  wire [SW-1:0] x_out = chain[SW*UNROLL +: SW];

  wire last_c = rnd_q == (fin_c ? FL : RL);    // this cycle runs the block's last rounds
  wire ser_ready, ser_ready_nx;
  wire ser_ld = busy_q & fin_q & last_c & ser_ready;
  // the digest is the state's first DIGEST_BITS / 8 bytes, byte j in [8j +: 8] as the bus
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(x_out[DIGEST_BITS-1:0]), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: the last final cycle waits for ser_ready itself)
  wire unused_ser = ser_ready_nx;

  wire run  = take | busy_q;
  wire step = run & ~last_c;

  always @* begin
    x_d = x_q; rnd_d = rnd_q; busy_d = busy_q; fin_d = fin_q;
    if (step) begin
      x_d    = x_out;
      rnd_d  = rnd_q + U8;
      busy_d = 1'b1;
      fin_d  = fin_c;
    end else if (run && (!fin_c || ser_ready)) begin
      // the block's last rounds (the final ones: the digest leaves, the IV returns)
      x_d    = fin_c ? IV : x_out;
      rnd_d  = 8'd0;
      busy_d = 1'b0;
    end
    rdy_d = ~busy_d;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      x_q    <= IV;
      rnd_q  <= 8'd0;
      busy_q <= 1'b0;
      fin_q  <= 1'b0;
      rdy_q  <= 1'b1;
    end else begin
      x_q    <= x_d;
      rnd_q  <= rnd_d;
      busy_q <= busy_d;
      fin_q  <= fin_d;
      rdy_q  <= rdy_d;
    end
  end
endmodule

`default_nettype wire
