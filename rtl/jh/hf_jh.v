// hf_jh: JH-224 / -256 / -384 / -512, the final version (FINAL = 1: E8 of 42 rounds) and
// round 2 (FINAL = 0: 35 rounds and a closing S-box-only half round), padding in hardware;
// the stream interface of docs/hardware.md (bus width W = 32 or 64). 512-bit blocks.
//
// Architecture (seed paper 002, Sec. 3.8): one round R8 per clock (hf_jh_round), the round
// constants generated on the fly by R6 beside it (a 256-bit register, no table of 42). The
// block is XORed into the first half of the state and round 0 computed in its hand-over
// cycle; the cycle of E8's last round XORs the block into the second half. So a block takes
// 42 cycles (round 2: 36) and the next one is handed over in the cycle after.
//
// Layout: the state is kept after E8's grouping, as hf_jh_round's four planes, so that the
// grouping, the block's two XORs and the digest are all wiring (block bit i -- bit i of H --
// is plane 3 - i / 256 at element e(i % 256), e(p) = 2p for p < 128, else 2(p - 128) + 1).
// H(0) = F8(H(-1), 0) is a constant per digest size and version (tb/jh_round_bench.py
// computes it; tests/test_hw_cores.py checks the numbers below against it).
//
// The final feed-forward is the digest: it is computed when the serializer is empty and goes
// straight into it (no digest register), and the state returns to H(0) in that same cycle,
// so the next message's first block can be handed over in the following one.
`default_nettype none

module hf_jh #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer FINAL       = 1     // 1: final version (42 rounds); 0: round 2 (35.5)
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
  localparam integer CYC_I = (FINAL != 0) ? 42 : 36;   // cycles of E8 (round 2: 35 + half)
  localparam [5:0]   LAST  = CYC_I[5:0] - 6'd1;        // E8's last cycle
  localparam         HALF  = (FINAL == 0);
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];

  // ---- H(0) in the plane layout (plane k in [256k +: 256]), and the first round constant
  // (c/jh.c's RC0; bit j = its bit j, most significant first) ----
  localparam [1023:0] IV224_R2 = {256'h485b84f897ad4afa374113da0d0a6f81a8529a0a6d1d73a2aa3508d61a05ba03,
    256'h5ec396a9cd72cab5675ac309e07cfd1b59d6451a964be9be51791940209d609e,
    256'hf5f3a1d51a0e84f9716c6f590c7289887fc3d397ad5bc7f3dde04eccd18967f7,
    256'h926fceb0006c2aa8c13edb3636f24e0eee9a7ed5ce8be825f2cbf66e10d6e4a1};
  localparam [1023:0] IV256_R2 = {256'hc415343593766d4057bdc42cbd5eba2437bcebc491f86c05929fa9f3891cc12d,
    256'hbecd1a33ec272f03e03d8d0471b2a48fba9fcb98e3c041d3620f6ae34130717c,
    256'h42fc90dc3044206b0e6e00005637a2d10480c87acad8ed143bd125a13f5a0e48,
    256'h01d21a73c67dec3a0c78145bab53207fec91aea840c7ffcc6bf432fe54ec7dc1};
  localparam [1023:0] IV384_R2 = {256'h45034bbfbf655404a6358f606cf327a3822c6598711b2ebc7139d0b2a7c3de02,
    256'hcaf8a28ecb404858b331f0b97f34efb3b17a5e48af2922f0751dadf9d713d307,
    256'h66af1038060c857fb18809515672b9a1c497046e937a1c111ba7b55aac87b077,
    256'h92626ca3d8d22c5da17719863bc7a747149b17d9864d574e19fa52efe85a6a7c};
  localparam [1023:0] IV512_R2 = {256'hd162054fc9db4d5ba7266e195cbf8d2e0d253a8cc122948fa3ee22bc7b31aa66,
    256'h2968e7f07bab3be3b1bd6081f0436bc3f85e28b2144c87221ebed28e987daf0e,
    256'h20a4dac0dbaa17836e6e62c90ee75e42aab5abcd3a58190a3fde5d3a99e3dd00,
    256'hf145f0044ff1e0b58751c6e3f1a473400c8514172db6a41d641a2fc22120aee8};
  localparam [1023:0] IV224_F = {256'h5c970cd03c6dc34a3c4f07b1057c17b32d9121c111e14bf7981445c5b5574d32,
    256'h854f394073eb6540fbe8d8131dc397af55942a7c28a1e6b8ffc961a1436f9494,
    256'h43692283f0dc971e7fde423b94f55c63f0dba026232f8b678d66f1c2ff8e5bca,
    256'h2a7d273e4c3d8fcb44eb0f9b84d46cc7aeb7e231b6238db7332bcb112cd39890};
  localparam [1023:0] IV256_F = {256'he005660610d92fe979de35534505386173bff84f089a0538c086d099a1c35b95,
    256'h5676ae61bbeaae45210c196051ff289d66ace9d1b63874543c30b763d8b28e1b,
    256'h1a3c92354556fc5da98869a68ccaed424cd6ef061d307dfce9ab9cc378b9e874,
    256'hd728b9de4e80f4ceb485a266a42bc246273e65801d2105b9ed38f49a1d6ea7ec};
  localparam [1023:0] IV384_F = {256'hf9697403bf45130cc121b74e5b70e5b43b21cb72504209cf162d737a37eaa12c,
    256'hc12e1aa448ea62a6a0d23315cc64ac4f0b3ae959120920c365a6898d9dbb29e1,
    256'h378a7f31f66bda964b06e753055f15438f0e440673677c309ba9755efbc316cc,
    256'heafcb1fc604d47c767b3feb44b78acd719d2f4dacced09778bb7e08b49f69323};
  localparam [1023:0] IV512_F = {256'hd02ce44fe4e231fec688359019b4d23ef640bb3ba8821f509e437b8c60657716,
    256'ha8abe7b453ba33b779bc66a0eb1193323d6222a3ddbc5064e28f0a1b6f424389,
    256'h93c6941f779c9f3095a391a96e79b6a449341ba45817c00e448abc37e91c4080,
    256'hb64ccadb1e425e4e07fc290936885c99b6eea9d5c8536d6baf9f1eff744ef52f};
  localparam [1023:0] IV = (FINAL != 0) ?
    ((DIGEST_BITS == 224) ? IV224_F : (DIGEST_BITS == 256) ? IV256_F :
     (DIGEST_BITS == 384) ? IV384_F : IV512_F) :
    ((DIGEST_BITS == 224) ? IV224_R2 : (DIGEST_BITS == 256) ? IV256_R2 :
     (DIGEST_BITS == 384) ? IV384_R2 : IV512_R2);
  localparam [255:0] RC0 = 256'h544ce660d09af45b990aee48ae837b5c7cbea95766c8df4d10933dcfe6679056;

  // element of H's bit position p (0..255) within its 256-bit quarter
  function integer elem;
    input integer p;
    elem = (p < 128) ? 2 * p : 2 * (p - 128) + 1;
  endfunction

  // ---- padding unit: M, 1, zeros, n as 128 bits big-endian, at least 512 bits of padding
  // (the length block holds no message bits) ----
`include "hf_pad_modes.vh"
  wire         blk_valid, blk_last, blk_ready;
  wire [511:0] blk_data;
  // the length is in the padding, so no counter is needed beside the block
  /* verilator lint_off UNUSEDSIGNAL */
  wire         blk_first;
  wire [15:0]  blk_nbits;
  wire [63:0]  blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(512), .PAD_MODE(HF_PAD_JH)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // the block as planes 3 and 2 (H bits 0..511; the padder's byte i in [8i+7:8i], its most
  // significant bit first)
  // (functions over whole words rather than generated one-bit assigns: see hf_jh_round)
  function [511:0] block_planes;
    input [511:0] b;
    integer       i;
    begin
      for (i = 0; i < 512; i = i + 1)
        block_planes[256 * (1 - i / 256) + elem(i % 256)] = b[8 * (i / 8) + 7 - i % 8];
    end
  endfunction
  wire [511:0] blk_pl = block_planes(blk_data);

  // ---- state and control ----
  reg [1023:0] s_q;              // H between blocks, E8's state during one
  reg [511:0]  m_q;              // the block in planes 3, 2, for the feed-forward
  reg [255:0]  rc_q;             // the next round's constant
  reg [5:0]    rnd_q, rnd_d;     // cycle of E8 (0 in the hand-over cycle)
  reg          busy_q, busy_d;   // E8 continues from s_q
  reg          fin_q, fin_d;     // ... for the message's last block
  // blk_ready as a register, computed from the next state: it gates the padder's buffer and
  // the round's input, so it must not come at the end of a chain of logic
  reg          rdy_q, rdy_d;
  assign blk_ready = rdy_q;

  wire take = blk_valid & blk_ready;

  // ---- one round per clock: the new block's round 0 while idle (busy_q is the select: a
  // register, not the handshake), E8's next round while busy ----
  wire [1023:0] r_in  = busy_q ? s_q : {s_q[1023:512] ^ blk_pl, s_q[511:0]};
  wire [255:0]  rc_in = busy_q ? rc_q : RC0;
  wire [1023:0] r_out;
  wire [255:0]  rc_out;
  wire          last_c = rnd_q == LAST;
  hf_jh_round u_round (
    .s_i(r_in), .rc_i(rc_in), .half_i(HALF & last_c), .s_o(r_out), .rc_o(rc_out)
  );
  // the block into the second half (planes 1, 0)
  wire [1023:0] h_ff = {r_out[1023:512], r_out[511:0] ^ m_q};

  // ---- digest serializer: the last DIGEST_BITS bits of H, message byte order ----
  function [DIGEST_BITS-1:0] digest_of;
    input [1023:0] h;
    integer        d, hb;
    begin
      for (d = 0; d < DIGEST_BITS; d = d + 1) begin
        hb = 1024 - DIGEST_BITS + d;      // digest bit d is H bit hb (planes 1 and 0)
        digest_of[8 * (d / 8) + 7 - d % 8] = h[256 * (3 - hb / 256) + elem(hb % 256)];
      end
    end
  endfunction
  wire [DIGEST_BITS-1:0] digest = digest_of(h_ff);

  wire fin_c = busy_q ? fin_q : blk_last;
  wire ser_ready, ser_ready_nx;
  wire ser_ld = busy_q & fin_q & last_c & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(digest), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: the last cycle waits for ser_ready itself)
  wire unused_ser = ser_ready_nx;

  wire run  = take | busy_q;
  wire step = run & ~last_c;
  wire done = busy_q & last_c & (~fin_q | ser_ready);

  always @* begin
    rnd_d = rnd_q; busy_d = busy_q; fin_d = fin_q;
    if (step) begin
      rnd_d  = rnd_q + 6'd1;
      busy_d = 1'b1;
      fin_d  = fin_c;
    end else if (done) begin
      rnd_d  = 6'd0;
      busy_d = 1'b0;
    end
    rdy_d = ~busy_d;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      s_q    <= IV;
      rnd_q  <= 6'd0;
      busy_q <= 1'b0;
      fin_q  <= 1'b0;
      rdy_q  <= 1'b1;
    end else begin
      if (step)      s_q <= r_out;
      else if (done) s_q <= fin_q ? IV : h_ff;
      rnd_q  <= rnd_d;
      busy_q <= busy_d;
      fin_q  <= fin_d;
      rdy_q  <= rdy_d;
    end
  end

  // the block and the constants hold nothing between blocks: no reset
  always @(posedge clk) begin
    if (take) m_q <= blk_pl;
    if (step) rc_q <= rc_out;
  end
endmodule

`default_nettype wire
