// hf_shabal: Shabal-224/256/384/512 (SHA-3 round 2), one datapath for every digest size
// (DIGEST_BITS selects the IV and the output words); padding in hardware; the stream
// interface of docs/hardware.md (bus width W = 32 or 64).
//
// Architecture (seed 002, Sec. 3.11): A (12 words), B and C (16 words) and the block M are
// shift registers; the NLFSR computes one of the 48 steps of P_{M,C} per clock
// (hf_shabal_step) on fixed taps and shifts the new A and B words in, C and M rotate. After 48
// steps (four turns of A, three of B, C and M) every register is back in its rest alignment.
//
// A block costs its hand-over cycle plus 48 steps (49 cycles). The hand-over cycle also
// finishes the previous block, so the final additions cost no cycle of their own:
//   A = (A + C[k+3] + C[k+15] + C[k+11]) ^ W   (P's 36 additions, 4 operands per word; the
//                                              first block of a message takes the IV's A)
//   B = (C - M_prev + M) <<< 17               (C -= M, the B/C swap, B += M and P's first
//                                              rotation; the IV's B + M for a first block)
//   C = B                                     (the swap; the IV's C for a first block)
// with W the block counter (1 for the first block). After the last block the three extra
// permutations (same block, same W, no subtraction) start with the same cycle without a
// block: A = (A + C terms) ^ W, B = C <<< 17, C = B. The digest is the last DIGEST_BITS/32
// words of B after the fourth permutation, loaded into the serializer the cycle after.
// The IV is stored (the state after the prefix blocks M(-1), M(0) of the specification),
// as the seed does, so no message pays for the two prefix blocks.
`default_nettype none

module hf_shabal #(
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
  localparam integer BLOCK = 512;
  localparam integer STEPS = 48;
  localparam integer NB    = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   BEATS = NB[7:0];
  `include "hf_word.vh"

  // the state after the prefix blocks (word j in bits [32j +: 32], C in its natural order)
  function [383:0] iv_a;
    input integer d;
    case (d)
      224: iv_a = 384'hfaecf061_5e2dff25_069a149f_2f25374e_e0bcfd0f_606782bf_f1a2546b_a7fc73ba_68379d7b_d4ced997_a9b8d94a_a5201467;
      256: iv_a = 384'heb21b74a_effdbc6b_22af50dc_14ce5a45_b0d2eb8c_d2b5c1ca_bb7c44c9_e0078b86_b9645191_2d8ee3ec_e54b7999_52f84552;
      384: iv_a = 384'h3fcb8f2d_1460fd7e_ca54c77b_b6e2673e_8d659cff_0a7c9601_41b82789_7b0448c1_bb6b8d83_003ebf26_e55c504e_c8fca331;
      default: iv_a = 384'h28acab7f_76d2adac_8bd14410_be0cae40_fad06b8b_dbb930f1_0ea9e82c_71b4ef90_55304632_e782b699_46c0bd53_20728dfd;
    endcase
  endfunction
  function [511:0] iv_b;
    input integer d;
    case (d)
      224: iv_b = 512'hb58e1b9c_918c580e_1d2c362e_a3513861_cbc139f0_7b81111a_8a1e9573_feee44b6_8a2d4fb5_26303e40_088c97f2_35156eeb_21dad498_c0a746c8_f21850cf_ec9905d8;
      256: iv_b = 512'h55cb34a5_30924dd4_3299ace4_3ea8b96b_b38b8890_be216306_5138c1d4_a6e03615_0afe4002_9cb6bf72_696fd868_da28c1fa_9301515f_a72a652f_3e710596_b555c6ee;
      384: iv_b = 512'h86829b36_b285d165_333f4b89_b01d2116_f9f671b8_93711a25_cf5c4309_30117dcb_f2c62641_8db98abe_a854ea25_1ca6f016_944f169f_78e627e5_2a16455f_527291fc;
      default: iv_b = 512'ha1a7502b_6d8bde82_75941d99_72d2f240_bbc4324e_c5a0df44_893b22db_48910a5a_1de85d08_73b9d314_1ea81aa9_eb6f56c7_cc8ad640_e7442c26_07b385f3_c1099cb7;
    endcase
  endfunction
  function [511:0] iv_c;
    input integer d;
    case (d)
      224: iv_c = 512'hb1096d83_9b01dc60_38bbeb56_16f1ac05_a10c25c2_70ab1d43_e5b648a1_99405f2d_2204cb18_02512c53_16b21302_3ad8cde5_04807efd_1e907c51_4c1a0880_e4b573a1;
      256: iv_c = 512'h9b491c60_ba839e55_e6e00bf7_bc968828_83e82a7f_758b4b8b_60e2ceba_88b59d60_ed614433_56c56167_a327b8e1_c51c28ae_c0dd9d55_b3733979_c4233eba_b405f031;
      384: iv_c = 512'hcb3dee70_aa340e0d_28d95e6d_7c35073b_1e90ea0c_a9c69bd6_63130dad_6e6e36dc_51353261_5048ecf5_5e6018b4_fe095f61_c6d28399_cef6934d_76172146_f764b11a;
      default: iv_c = 512'h7cdb5969_2537dc8d_aed9a06d_950c3434_be97d79a_3c60d665_5194358f_7f07d787_04052780_418b2a6e_941a8cc2_b5d469d8_8134f359_56028cb2_58bad750_d9bf68d1;
    endcase
  endfunction
  localparam [383:0] IV_A = iv_a(DIGEST_BITS);
  localparam [511:0] IV_B = iv_b(DIGEST_BITS);
  localparam [511:0] IV_C = iv_c(DIGEST_BITS);

  // ---- padding unit: a 1 bit after the message, zeros to the end of the block; the padder
  // only marks the last block, the extra permutations are the core's
`include "hf_pad_modes.vh"
  wire             blk_valid, blk_last, blk_ready, blk_first;
  wire [BLOCK-1:0] blk_data;
  // the block counter W counts blocks, not bits
  /* verilator lint_off UNUSEDSIGNAL */
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

  // ---- state. At rest (hand-over) a_q word j = A[j], b_q word j = B[j], m_q word j = M[j],
  // and c_q word j = C[(j + 8) mod 16]: step i reads C[8 - i] at word 0 while C rotates the
  // other way round than B and M.
  reg [383:0] a_q;
  reg [511:0] b_q, c_q, m_q;
  reg [63:0]  w_q;              // block counter W of the current block
  reg         run_q, run_d;     // steps are running
  reg [5:0]   cnt_q, cnt_d;     // step index 0..47
  reg         last_q, last_d;   // the current block is the message's last
  reg [1:0]   ext_q, ext_d;     // extra permutations started after the last block
  reg         fh_q, fh_d;       // next cycle starts an extra permutation
  reg         out_q, out_d;     // the digest waits for the serializer
  // blk_ready as a register, computed from the next state: it gates the padder's buffer and
  // the message register, so it must not come at the end of a chain of logic
  reg         rdy_q, rdy_d;

  wire take  = blk_valid & rdy_q;
  wire first = take & blk_first;
  wire sub   = take & ~blk_first;   // C -= M of the previous block
  wire hand  = take | fh_q;         // a cycle that starts a permutation

  // ---- the step on the shift registers' taps
  wire [31:0] step_a, step_b;
  hf_shabal_step u_step (
    .a0_i(a_q[0 +: 32]), .a11_i(a_q[32*11 +: 32]), .c_i(c_q[0 +: 32]),
    .b0_i(b_q[0 +: 32]), .b6_i(b_q[32*6 +: 32]), .b9_i(b_q[32*9 +: 32]),
    .b13_i(b_q[32*13 +: 32]), .m_i(m_q[0 +: 32]),
    .a_o(step_a), .b_o(step_b)
  );

  // ---- the hand-over: P's final additions and the next permutation's start
  wire [63:0] w_x = first ? 64'd1 : (take ? w_q + 64'd1 : w_q);
  wire [383:0] a_h;
  wire [511:0] b_h, c_h;
  genvar j;
  generate
    for (j = 0; j < 12; j = j + 1) begin : g_a
      // A[j] + C[j+3] + C[j+15] + C[j+11], C[t] at c_q word (t + 8) mod 16
      wire [63:0] cs1 = hf_csa32(a_q[32*j +: 32], c_q[32*((j + 11) % 16) +: 32],
                                 c_q[32*((j + 7) % 16) +: 32]);
      wire [63:0] cs2 = hf_csa32(cs1[31:0], cs1[63:32], c_q[32*((j + 3) % 16) +: 32]);
      wire [31:0] fin = cs2[31:0] + cs2[63:32];
      wire [31:0] wx  = (j == 0) ? w_x[31:0] : (j == 1) ? w_x[63:32] : 32'd0;
      assign a_h[32*j +: 32] = (first ? IV_A[32*j +: 32] : fin) ^ wx;
    end
    for (j = 0; j < 16; j = j + 1) begin : g_bc
      // B = C - M_prev + M as one carry-save step; the subtraction's +1 enters the carry
      // word's free bit 0
      wire [31:0] x  = first ? IV_B[32*j +: 32] : c_q[32*((j + 8) % 16) +: 32];
      wire [31:0] y  = sub ? ~m_q[32*j +: 32] : 32'd0;
      wire [31:0] z  = take ? blk_data[32*j +: 32] : 32'd0;
      wire [63:0] cs = hf_csa32(x, y, z);
      wire [31:0] s  = cs[31:0] + (cs[63:32] | {31'd0, sub});
      assign b_h[32*j +: 32] = hf_rotl32(s, 17);
      // the swap: C[t] = B[t], stored at word t - 8
      assign c_h[32*j +: 32] = first ? IV_C[32*((j + 8) % 16) +: 32]
                                     : b_q[32*((j + 8) % 16) +: 32];
    end
  endgenerate

  // ---- output: the last DIGEST_BITS/32 words of B
  wire ser_ready, ser_ready_nx;
  wire ser_ld = out_q & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(b_q[BLOCK-DIGEST_BITS +: DIGEST_BITS]), .ld_beats(BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (blk_ready waits for the digest load: a new message's IV would overwrite B)
  wire unused_ser = ser_ready_nx;

  assign blk_ready = rdy_q;

  always @* begin
    run_d = run_q; cnt_d = cnt_q; last_d = last_q; ext_d = ext_q; fh_d = 1'b0; out_d = out_q;
    if (hand) begin
      run_d = 1'b1;
      cnt_d = 6'd0;
    end
    if (take) begin
      last_d = blk_last;
      ext_d  = 2'd0;
    end
    if (fh_q) ext_d = ext_q + 2'd1;
    if (run_q) begin
      cnt_d = cnt_q + 6'd1;
      if (cnt_q == STEPS[5:0] - 6'd1) begin
        run_d = 1'b0;
        fh_d  = last_q & (ext_q != 2'd3);
        out_d = last_q & (ext_q == 2'd3);
      end
    end
    if (ser_ld) out_d = 1'b0;
    rdy_d = ~run_d & ~fh_d & ~out_d;
  end

  // the datapath registers need no reset: a message's first hand-over loads the IV
  always @(posedge clk) begin
    if (run_q) begin
      a_q <= {step_a, a_q[383:32]};
      b_q <= {step_b, b_q[511:32]};
      c_q <= {c_q[479:0], c_q[511:480]};
      m_q <= {m_q[31:0], m_q[511:32]};
    end else if (hand) begin
      a_q <= a_h;
      b_q <= b_h;
      c_q <= c_h;
    end
    if (take) begin
      m_q <= blk_data;
      w_q <= w_x;
    end
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      run_q  <= 1'b0;
      cnt_q  <= 6'd0;
      last_q <= 1'b0;
      ext_q  <= 2'd0;
      fh_q   <= 1'b0;
      out_q  <= 1'b0;
      rdy_q  <= 1'b1;
    end else begin
      run_q  <= run_d;
      cnt_q  <= cnt_d;
      last_q <= last_d;
      ext_q  <= ext_d;
      fh_q   <= fh_d;
      out_q  <= out_d;
      rdy_q  <= rdy_d;
    end
  end
endmodule

`default_nettype wire
