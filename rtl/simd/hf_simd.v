// hf_simd: SIMD-224/256/384/512 (SHA-3 round 2, the tweaked SIMD v1.1), padding in hardware;
// the stream interface of docs/hardware.md (bus width W = 32 or 64). DIGEST_BITS 224/256
// select SIMD-256 (4 Feistel lanes, 512-bit blocks), 384/512 SIMD-512 (8 lanes, 1024-bit).
//
// Architecture (seed 002, Sec. 3.13): the LANES Feistel ladders run side by side, one
// registered step per clock: 4 rounds of 8 steps with the expanded message, then the 4
// feed-forward steps with the block's input state as message, 36 steps per block. The
// message expansion (hf_simd_expand: an iterative NTT, one stage per clock in `ladders`,
// BFLY butterflies per clock in `folded`) is a pipeline stage of its own: it takes the
// padder's block, transforms it while the ladders run the previous block, and hands it over
// with the block's words; the hand-over cycle XORs the block into the state (and keeps the
// input state for the feed-forward), the 36 steps follow: 37 cycles per block, as long as
// the transform fits under the 36 steps.
//
// HF_PAD_SIMD zero-pads a partial last block and appends a block with the message length;
// that last block (blk_last) is compressed with the final tweak. The IV (the zero state
// compressed with "SIMD-<n> v1.1") is stored; the digest is the first DIGEST_BITS / 32 state
// words after the last block.
`default_nettype none

module hf_simd #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  // NTT butterflies per clock, a power of two up to N / 2 = 16 LANES; 0: all N / 2, one
  // stage per clock (`ladders`)
  parameter integer BFLY        = 0
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
  localparam integer LANES = (DIGEST_BITS > 256) ? 8 : 4;
  localparam integer BLOCK = 128 * LANES;
  localparam integer SW    = 128 * LANES;     // state bits: A, B, C, D of LANES words
  localparam integer LOGN  = (LANES == 8) ? 8 : 7;   // NTT stages of the expansion
  localparam integer BF    = (BFLY == 0) ? 16 * LANES : BFLY;
  localparam integer ET    = LOGN * 16 * LANES / BF;  // cycles of the transform
  // the step at which the expansion takes the next block, so that its transform ends with
  // the current block's steps (step 35); at 0 when it is too long for that
  localparam integer TAKE  = (ET >= 35) ? 0 : 35 - ET;
  localparam integer NB    = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   BEATS = NB[7:0];
  `include "hf_word.vh"

  // the state after the IV block (word i in bits [32i +: 32])
  function [1023:0] iv;
    input integer d;
    case (d)
      224: iv = {512'd0, 512'h7fb29ce8_7dc1ee5b_fa373b76_f64ae77c_236b86a6_33e00cdc_c862b3a8_22e7b0af_62b9ff96_4fbab5ac_2742e439_de943106_6f8fea53_b2d9f64d_12fff033_33586e9f};
      256: iv = {512'd0, 512'h55693de1_d0c661a5_1ff47833_e2eaa8d2_668626c9_f67caf46_49b3bcb4_c2c2ba14_c96006d3_afd5e751_3ee20b03_aaf3d925_39d726e9_8474577b_07190ba9_4d567983};
      384: iv = 1024'h1416df71_fade2cea_71ddd962_039b5cb8_3f782ab5_8ac8db23_1deb91a8_e64071ec_28d2f462_64b06794_b1aadda1_7ae11542_f8cc4ac2_8fe506b9_63bece2a_b9e3bfe8_51d062f8_468bfe77_e39e9664_a699a9d2_3414c45a_17dcb4b9_18361a03_7360ca61_b4d144d1_0055c339_b6f81e20_f463f1b5_b25b070b_d1537b83_94a3bd90_8a36eebc;
      default: iv = 1024'h6ffddc22_b94d0943_21bf9bd3_8fa14956_2b9022e4_9019b6dc_d699c7bc_09254899_fdb7a257_cd8d65bb_ed1c014f_ab02675e_b958e2a8_9c1714d1_6b70e3e8_7eef60a1_598f657e_559a7550_0a02892b_88817f7a_aab7878f_e25b878b_a90635a5_ac506643_f0f2c558_2f1daa37_8e9f30e5_5e894929_ba3264fc_9fecc2ae_72f999ad_0ba16b95;
    endcase
  endfunction
  localparam [1023:0] IV_ALL = iv(DIGEST_BITS);
  localparam [SW-1:0] IV     = IV_ALL[SW-1:0];

  // ---- padding unit
`include "hf_pad_modes.vh"
  wire             blk_valid, blk_last, blk_ready, blk_first;
  wire [BLOCK-1:0] blk_data;
  // the final tweak comes from blk_last; SIMD has no block counter
  /* verilator lint_off UNUSEDSIGNAL */
  wire [15:0]      blk_nbits;
  wire [63:0]      blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK), .PAD_MODE(HF_PAD_SIMD)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- expansion stage: the block, its flags and its transform
  reg [BLOCK-1:0] eb_q;        // the block, XORed into the state at the hand-over
  reg             efirst_q, elast_q;
  reg             rdy_q, rdy_d;   // blk_ready, a register computed from the next state
  reg             run_q, run_d;   // the ladders are stepping
  reg [5:0]       t_q, t_d;       // step 0..35
  reg             last_q, last_d; // the block being stepped is the message's last
  reg             out_q, out_d;   // the digest waits for the serializer
  reg [2:0]       pm_q, pm_d;     // t mod 3 (4 lanes) or t mod 7 (8 lanes)

  wire take = blk_valid & rdy_q;
  wire e_done;
  wire xfer = e_done & ~run_q & ~out_q;      // hand-over to the ladders
  wire [32*LANES-1:0] w_m;
  hf_simd_expand #(.LANES(LANES), .BFLY(BF)) u_exp (
    .clk(clk), .rst_n(rst_n), .ld_i(take), .blk_i(blk_data), .final_i(blk_last),
    .done_o(e_done), .xfer_i(xfer), .adv_i(run_q), .sel_i(t_q[4:0] + 5'd1), .w_o(w_m)
  );

  // ---- the ladders
  reg [SW-1:0] s_q;            // A, B, C, D
  reg [SW-1:0] sv_q;           // the block's input state, the feed-forward's message

  // rotations of step t: ROUND_ROT[min(t / 8, 3)][t mod 4] and [(t + 1) mod 4]
  function [4:0] rot;
    input [1:0] rnd;
    input [1:0] k;
    begin
      case ({rnd, k})
        4'h0: rot = 5'd3;  4'h1: rot = 5'd23; 4'h2: rot = 5'd17; 4'h3: rot = 5'd27;
        4'h4: rot = 5'd28; 4'h5: rot = 5'd19; 4'h6: rot = 5'd22; 4'h7: rot = 5'd7;
        4'h8: rot = 5'd29; 4'h9: rot = 5'd9;  4'ha: rot = 5'd15; 4'hb: rot = 5'd5;
        4'hc: rot = 5'd4;  4'hd: rot = 5'd13; 4'he: rot = 5'd10; default: rot = 5'd25;
      endcase
    end
  endfunction
  // lane permutation of step t: lane j takes tA[j ^ c] (PERM4_XOR / PERM8_XOR in c/simd.c)
  function [2:0] pxor;
    input [2:0] k;
    begin
      if (LANES == 4)
        case (k) 3'd0: pxor = 3'd1; 3'd1: pxor = 3'd2; default: pxor = 3'd3; endcase
      else
        case (k)
          3'd0: pxor = 3'd1; 3'd1: pxor = 3'd6; 3'd2: pxor = 3'd2; 3'd3: pxor = 3'd3;
          3'd4: pxor = 3'd5; 3'd5: pxor = 3'd7; default: pxor = 3'd4;
        endcase
    end
  endfunction

  wire [1:0] rnd = t_q[5] ? 2'd3 : t_q[4:3];       // the feed-forward steps use round 3's
  wire [4:0] r_a = rot(rnd, t_q[1:0]);
  wire [4:0] r_s = rot(rnd, t_q[1:0] + 2'd1);
  wire       maj = ~t_q[5] & t_q[2];
  wire [2:0] px  = pxor(pm_q);
  wire       ff  = t_q[5];                          // steps 32..35

  wire [32*LANES-1:0] ta, s_a;
  genvar j;
  generate
    for (j = 0; j < LANES; j = j + 1) begin : g_lane
      assign ta[32*j +: 32] = hf_rotl32(s_q[32*j +: 32], {27'd0, r_a});
    end
    for (j = 0; j < LANES; j = j + 1) begin : g_step
      wire [31:0] a = s_q[32*j +: 32];
      wire [31:0] b = s_q[32*(LANES + j) +: 32];
      wire [31:0] c = s_q[32*(2*LANES + j) +: 32];
      wire [31:0] d = s_q[32*(3*LANES + j) +: 32];
      wire [31:0] f = maj ? ((a & b) | (a & c) | (b & c)) : ((a & b) | (~a & c));
      wire [31:0] m = ff ? sv_q[32*(LANES*t_q[1:0] + j) +: 32] : w_m[32*j +: 32];
      wire [63:0] cs = hf_csa32(d, m, f);
      wire [31:0] x  = cs[31:0] + cs[63:32];
      wire [2:0]  jx = j[2:0] ^ px;
      assign s_a[32*j +: 32] = hf_rotl32(x, {27'd0, r_s}) + ta[32*jx +: 32];
    end
  endgenerate

  // ---- output: the first DIGEST_BITS / 32 state words
  wire ser_ready, ser_ready_nx;
  wire ser_ld = out_q & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(s_q[DIGEST_BITS-1:0]), .ld_beats(BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (the hand-over waits for the digest load: a new message's IV would overwrite the state)
  wire unused_ser = ser_ready_nx;

  assign blk_ready = rdy_q;

  // the expansion's own next state, for blk_ready
  reg e_busy_q, e_busy_d;      // a block is in the expansion stage (transforming or done)
  always @* begin
    run_d = run_q; t_d = t_q; last_d = last_q; out_d = out_q; pm_d = pm_q;
    e_busy_d = e_busy_q;
    if (xfer) begin
      run_d  = 1'b1;
      t_d    = 6'd0;
      pm_d   = 3'd0;
      last_d = elast_q;
      e_busy_d = 1'b0;
    end
    if (take) e_busy_d = 1'b1;
    if (run_q) begin
      t_d  = t_q + 6'd1;
      pm_d = (pm_q == ((LANES == 4) ? 3'd2 : 3'd6)) ? 3'd0 : pm_q + 3'd1;
      if (t_q == 6'd35) begin
        run_d = 1'b0;
        out_d = last_q;
      end
    end
    if (ser_ld) out_d = 1'b0;
    // The expansion takes a block when it is empty and either the ladders are free or the
    // transform ends exactly when they finish the current block (at step 35 - ET): taken
    // earlier, the block would wait in the expansion, and the padder would start loading a
    // second block ahead, so the blocks of a long message would not enter at a steady pace.
    rdy_d = ~e_busy_d & (~run_d | (t_d >= TAKE[5:0]));
  end

  always @(posedge clk) begin
    if (take) begin
      eb_q     <= blk_data;
      efirst_q <= blk_first;
      elast_q  <= blk_last;
    end
    if (xfer) begin
      s_q  <= (efirst_q ? IV : s_q) ^ eb_q;
      sv_q <= efirst_q ? IV : s_q;
    end else if (run_q) begin
      s_q  <= {s_q[SW-32*LANES-1 -: 2*32*LANES], ta, s_a};
    end
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      run_q    <= 1'b0;
      t_q      <= 6'd0;
      last_q   <= 1'b0;
      out_q    <= 1'b0;
      pm_q     <= 3'd0;
      e_busy_q <= 1'b0;
      rdy_q    <= 1'b1;
    end else begin
      run_q    <= run_d;
      t_q      <= t_d;
      last_q   <= last_d;
      out_q    <= out_d;
      pm_q     <= pm_d;
      e_busy_q <= e_busy_d;
      rdy_q    <= rdy_d;
    end
  end
endmodule

`default_nettype wire
