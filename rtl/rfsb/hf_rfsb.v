// hf_rfsb: RFSB-509 (Bernstein, Lange, Peters, Schwabe 2011; c/rfsb.c) with its SHA-256
// output filter, padding and length in hardware. Stream interface of docs/hardware.md.
// The architectures of seed 000 (Section 5, Table 2) are parameters of this one top; they
// differ only in how the 256 x 509-bit constant table c[] is read:
//   AES = 0: LOOKUPS (1, 2, 4, 8, 16) constants per clock from block-RAM copies of the table
//            (rfsb509_table.hex, written by c/tools/rfsb509_gen.c --hex at build time):
//            one single-port table for LOOKUPS = 1, else LOOKUPS / 2 dual-port copies;
//   AES = 1: each constant generated on the fly, four AES-128 encryptions under the zero key
//            (hf_rfsb509_constant in c/rfsb.h) on the shared round hf_aes_round, one round
//            per clock (LOOKUPS must be 1).
// Compression (Merkle-Damgard, zero IV): the 112 bytes m_1..m_112 = (64-byte chaining state,
// 48 message bytes) give state' = sum c[m_i] x^(128 (112 - i)) mod x^509 - 1, by Horner's rule
// acc = acc * x^128 + c[m_i]; modulo x^509 - 1 a product by x^k is a rotation of the 509-bit
// vector, so a clock that takes P constants computes
//   acc' = rotl(acc, 128 P) ^ sum_k rotl(c[m_(i+k)], 128 (P - 1 - k)).
// Cycles (CYCLES.md): the block is handed over in one cycle, the N = 112 / P table reads
// follow one per clock and each result is accumulated the clock after it is read; the next
// hand-over shares the last accumulation's clock: N + 1 per block (AES: 112 x 40 + 1).
// OUTREG = 1 puts a register between the block RAMs and the accumulator: the XOR of P
// rotated constants, the accumulator and the next hand-over's lookup register no longer
// add to the block RAM's slow clock-to-out, for one more cycle per block (N + 2).
// After the last block the state goes (from the accumulator, the cycle after the last step)
// through SHA-256 (two compressions on hf_sha2_compress, the SHA-2 rounds of rtl/prim, also
// hf_sha2's: the 64-byte state, then the padding block) while the next message's blocks may
// already be compressed. SHA_ROUND_CLOCKS = 2 gives each SHA-256 round two clocks: the filter
// runs once per message, and a one-clock round (about 100 MHz on ECP5) would otherwise set
// the clock of the table lookups, which do all of a long message's work.
`default_nettype none

module hf_rfsb #(
  parameter integer W       = 32,
  parameter integer LOOKUPS = 1,   // constants per clock from the tables (1, 2, 4, 8, 16)
  parameter integer AES     = 0,   // 1: constants from AES-128 on the fly
  parameter integer OUTREG  = 0,   // 1: the tables' outputs registered before the sum (AES = 0)
  parameter integer SHA_ROUND_CLOCKS = 1  // 2: the filter's SHA-256 rounds over two clocks each
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
  localparam integer R          = 509;            // polynomial length
  localparam integer BLOCK_BITS = 384;            // 48 fresh message bytes
  localparam integer MB         = 112;            // bytes per compression
  localparam integer P          = LOOKUPS;
  localparam integer NG         = MB / P;         // groups of P bytes per compression
  localparam integer GB         = 7;              // group counter bits (up to 112)
  localparam integer NG_LAST_I  = NG - 1;
  localparam [GB-1:0] NG_LAST   = NG_LAST_I[GB-1:0];
  localparam [GB-1:0] GRP_ONE   = 7'd1;
  localparam integer DIGEST_BITS = 256;
  localparam integer OUT_BEATS_I = DIGEST_BITS / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];

  // SHA-256 initial value (FIPS 180-4, 5.3.3), H0 in the top word.
  localparam [255:0] SHA_IV = {32'h6a09e667, 32'hbb67ae85, 32'h3c6ef372, 32'ha54ff53a,
                               32'h510e527f, 32'h9b05688c, 32'h1f83d9ab, 32'h5be0cd19};
  // The filter's second block: the padding of a 512-bit message (0x80, zeros, length 512),
  // as words with W[0] in the bottom word.
  localparam [511:0] SHA_PAD = {32'h00000200, 448'd0, 32'h80000000};

  // x * x^s modulo x^509 - 1 (s in 0..508): a left rotation of the 509-bit vector.
  function [R-1:0] rotl;
    input [R-1:0] x;
    input integer s;
    begin
      rotl = (x << s) | (x >> (R - s));
    end
  endfunction

  // AES-128 under the zero key (AES = 1): its round keys, and InvMixColumns for the last round
  `include "hf_gf8.vh"
  function [127:0] rk;
    input [3:0] r;
    case (r)
      4'd1:    rk = 128'h63636362636363626363636263636362;
      4'd2:    rk = 128'haafbfbf9c998989baafbfbf9c998989b;
      4'd3:    rk = 128'h99ac0f0b3357f4f2facf6c6950349790;
      4'd4:    rk = 128'h2bee917eb2429e7581156a877bda06ee;
      4'd5:    rk = 128'h90924bf3bb7cda8d093e44f8882b2e7f;
      4'd6:    rk = 128'ha79bb46a3709ff998c752514854b61ec;
      4'd7:    rk = 128'h9bf01bc63c6bafac0b62503587177521;
      4'd8:    rk = 128'h9ffa1d51040a06973861a93b3303f90e;
      4'd9:    rk = 128'h4149664cdeb37b1ddab97d8ae2d8d4b1;
      default: rk = 128'h8e188f6fcf51e92311e2923ecb5befb4;
    endcase
  endfunction
  function [31:0] inv_mix_column;
    input [31:0] col;
    reg [7:0] a0, a1, a2, a3;
    begin
      {a3, a2, a1, a0} = col;
      inv_mix_column = {
        hf_gf_mul(a0, 8'd11) ^ hf_gf_mul(a1, 8'd13) ^ hf_gf_mul(a2, 8'd9) ^ hf_gf_mul(a3, 8'd14),
        hf_gf_mul(a0, 8'd13) ^ hf_gf_mul(a1, 8'd9) ^ hf_gf_mul(a2, 8'd14) ^ hf_gf_mul(a3, 8'd11),
        hf_gf_mul(a0, 8'd9) ^ hf_gf_mul(a1, 8'd14) ^ hf_gf_mul(a2, 8'd11) ^ hf_gf_mul(a3, 8'd13),
        hf_gf_mul(a0, 8'd14) ^ hf_gf_mul(a1, 8'd11) ^ hf_gf_mul(a2, 8'd13) ^ hf_gf_mul(a3, 8'd9)};
    end
  endfunction

  // ---- padding unit ----
`include "hf_pad_modes.vh"
  wire                  blk_valid, blk_last, blk_ready, blk_first;
  wire [BLOCK_BITS-1:0] blk_data;
  // the length is in the padding: only the first-block flag is read (zero IV)
  /* verilator lint_off UNUSEDSIGNAL */
  wire [15:0]           blk_nbits;
  wire [63:0]           blk_total;
  /* verilator lint_on UNUSEDSIGNAL */
  wire blk_valid_nx;   // unused here: the hand-over is decoded from blk_valid
  wire unused_blk_valid_nx = blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK_BITS), .PAD_MODE(HF_PAD_RFSB)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- digest serializer ----
  wire                   ser_ready, ser_ready_nx, ser_ld;
  // the serializer only holds the filter's last feed-forward, never a block hand-over
  wire                   unused_ser_nx = ser_ready_nx;
  reg  [DIGEST_BITS-1:0] digest;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(digest), .ld_beats(OUT_BEATS),
    .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );

  // ---- compression state ----
  reg [8*MB-1:0] m_q, m_d;          // the 112 bytes still to look up, next ones in the low bits
  reg [R-1:0]    acc_q, acc_d;      // Horner accumulator; the chaining state between blocks
  // The chaining state enters the lookup bytes in the cycle after the hand-over, from acc_q:
  // the hand-over shares the last accumulation's clock, and loading acc_d there would run the
  // block-RAM outputs through the accumulator on into m_q. m_cur is what the lookups read:
  // m_q, with the chaining state in its low bytes in that cycle (the first group's).
  // Two flip-flops say which, so each bit's select is one LUT4 (the first group's bytes go
  // to the block RAMs' address inputs).
  reg            cva_q;             // the cycle after a hand-over: the state from acc_q
  reg            cvz_q;             // ... of a message's first block: a zero state
  // a lookup byte by those two selects (here and in each table copy's addresses, which have
  // their own copies of the selects); everything it reads is an argument: Icarus re-evaluates
  // a continuous assignment's function call only when an argument changes
  function [7:0] cv_byte;
    input       cva, cvz;
    input [7:0] a;                  // the chaining state's byte
    input [7:0] m;                  // m_q's
    cv_byte = cva ? a : m & {8{~cvz}};
  endfunction
  wire [511:0]   acc512 = {{(512 - R){1'b0}}, acc_q};
  wire [8*MB-1:0] m_cur;
  assign m_cur[8*MB-1:512] = m_q[8*MB-1:512];
  genvar gc;
  generate
    for (gc = 0; gc < 64; gc = gc + 1) begin : g_cur
      assign m_cur[8*gc +: 8] = cv_byte(cva_q, cvz_q, acc512[8*gc +: 8], m_q[8*gc +: 8]);
    end
  endgenerate
  reg            run_q, run_d;      // a compression is in progress (hand-over to last step)
  reg            blast_q, blast_d;  // ... of a message's last block
  reg            pend_q, pend_d;    // a message's final state is in acc_q for SHA-256
  reg            rdy_q, rdy_d;
  // The constant source hands over one group of P constants per issue: dv_q marks the clock
  // its constants are in cdat, dfirst_q / dlast_q the compression's first / last group.
  reg            dv_q, dv_d, dfirst_q, dfirst_d, dlast_q, dlast_d;
  // The group accumulated this clock (av_q, afirst_q, alast_q: its first / last) and in the
  // next one (av_d ...): the group in cdat, or with OUTREG the one in cdat's register.
  wire           av_q, afirst_q, alast_q, av_d, alast_d;
  wire [P*R-1:0] cacc;              // the constants accumulated this clock
  reg [GB-1:0]   grp_q, grp_d;      // groups issued
  wire           issue;             // take the next group of bytes from m_q
  wire [P*R-1:0] cdat;              // constant k of the group in [R*k +: R]

  wire take    = blk_valid & blk_ready;
  wire fin_now = av_q & alast_q;   // the compression's last step
  assign blk_ready = rdy_q;

  // ---- constant sources ----
  genvar gk;
  generate
    if (AES == 0) begin : g_tab
      // one read per issue into the BRAM's own output register (accumulated the next clock);
      // copy gk serves bytes 2 gk and 2 gk + 1 of the group on its two ports
      for (gk = 0; gk < (P + 1) / 2; gk = gk + 1) begin : g_copy
        // rfsb509_table.hex: c[j] at address j, polynomial bit k = word bit k
        reg [R-1:0] rom [0:255];
        reg [R-1:0] da_q;
        initial $readmemh("rfsb509_table.hex", rom);
        // the copy's address bytes are m_cur's, selected by its own copies of cva_q and cvz_q:
        // those fan out to all 512 low bits of m_cur and were placed away from the block
        // RAMs (cvz_q into a DP16KD address, 2 levels, 7.3 to 7.7 ns of mostly routing:
        // bram15's slowest paths). keep on the always block: see hf_skein's copies.
        reg cva_c, cvz_c;
        (* keep *)
        always @(posedge clk) begin
          cva_c <= rst_n & take & ~blk_first;
          cvz_c <= rst_n & take & blk_first;
        end
        wire [7:0] adr_a = cv_byte(cva_c, cvz_c, acc_q[16*gk +: 8], m_q[16*gk +: 8]);
        always @(posedge clk)
          if (issue) da_q <= rom[adr_a];
        assign cdat[R*2*gk +: R] = da_q;
        if (P > 1) begin : g_port_b
          reg [R-1:0] db_q;
          wire [7:0] adr_b = cv_byte(cva_c, cvz_c, acc_q[16*gk + 8 +: 8], m_q[16*gk + 8 +: 8]);
          always @(posedge clk)
            if (issue) db_q <= rom[adr_b];
          assign cdat[R*(2*gk+1) +: R] = db_q;
        end
      end
      // issue = run_q & (grp_q != N), from a flip-flop decided a cycle ahead (a hand-over
      // starts the groups, the last one ends them): no compare in front of its fan-out into
      // the lookup register's shift and the block RAMs' enables
      reg iss_q;
      always @(posedge clk)
        if (!rst_n) iss_q <= 1'b0;
        else        iss_q <= take | (iss_q & (grp_q != NG_LAST));
      assign issue = iss_q;
    end else begin : g_aes
      // AES-128 of (i, j, 0, ..., 0) under the zero key for i = 0..3, one round per clock; the
      // round keys of the zero key are constants (no key schedule). AddRoundKey of round 0 is
      // with the zero key, so round 1 takes the plaintext itself. hf_aes_round always mixes
      // columns: the last round gets MixColumns(rk10) as its key, and its output goes through
      // InvMixColumns: InvMix(Mix(s) ^ Mix(rk10)) = s ^ rk10, the final round's result.
      // MixColumns(rk10)
      localparam [127:0] RK10_MIX = 128'h2159ccc25822d6f810402d22feab57c9;

      reg          on_q, on_d;       // encryptions running
      reg [3:0]    rnd_q, rnd_d;     // round 1..10
      reg [1:0]    enc_q, enc_d;     // encryption i = 0..3 of the constant
      reg [127:0]  st_q;
      reg [511:0]  c_q, c_d;         // the constant's four blocks, block i in [128 i +: 128]
      wire [127:0] st_in = (rnd_q == 4'd1) ? {112'd0, m_cur[7:0], 6'd0, enc_q} : st_q;
      wire [127:0] st_out;
      wire         last_rnd = on_q & (rnd_q == 4'd10);

      hf_aes_round u_round (
        .state_i(st_in), .rk_i(last_rnd ? RK10_MIX : rk(rnd_q)), .state_o(st_out)
      );

      reg [127:0] ct;
      integer     b;
      always @* begin
        for (b = 0; b < 4; b = b + 1)
          ct[32*b +: 32] = inv_mix_column(st_out[32*b +: 32]);
        on_d = on_q; rnd_d = rnd_q; enc_d = enc_q; c_d = c_q;
        if (take) begin
          on_d = 1'b1; rnd_d = 4'd1; enc_d = 2'd0;
        end
        if (on_q) begin
          rnd_d = rnd_q + 4'd1;
          if (last_rnd) begin
            rnd_d = 4'd1;
            enc_d = enc_q + 2'd1;
            c_d[128*enc_q +: 128] = ct;
            if (enc_q == 2'd3 && grp_q == NG_LAST) on_d = 1'b0;
          end
        end
      end
      always @(posedge clk) begin
        if (!rst_n) on_q <= 1'b0;
        else        on_q <= on_d;
        rnd_q <= rnd_d;
        enc_q <= enc_d;
        st_q  <= st_out;
        c_q   <= c_d;
      end
      // the constant reduced modulo x^509 - 1: bits 509..511 fold onto bits 0..2
      assign cdat  = c_q[R-1:0] ^ {{(R-3){1'b0}}, c_q[511:R]};
      assign issue = last_rnd & (enc_q == 2'd3);
    end
  endgenerate

  generate
    if (OUTREG != 0) begin : g_oreg
      // no reset: av_q says when the register holds a group
      reg [P*R-1:0] c_q;
      reg           v_q, first_q, last_q;
      always @(posedge clk) begin
        v_q                      <= rst_n & dv_q;
        {c_q, first_q, last_q}   <= {cdat, dfirst_q, dlast_q};
      end
      assign {av_q, afirst_q, alast_q, cacc} = {v_q, first_q, last_q, c_q};
      assign {av_d, alast_d}                 = {dv_q, dlast_q};
    end else begin : g_direct
      assign {av_q, afirst_q, alast_q, cacc} = {dv_q, dfirst_q, dlast_q, cdat};
      // dv_d and dlast_d, outside the always block that reads av_d
      assign {av_d, alast_d}                 = {issue, grp_q == NG_LAST};
    end
  endgenerate

  // Sum of the group's constants, each shifted by its place in Horner's rule.
  reg [R-1:0] gsum;
  integer     k;
  always @* begin
    gsum = {R{1'b0}};
    for (k = 0; k < P; k = k + 1)
      gsum = gsum ^ rotl(cacc[R*k +: R], (128 * (P - 1 - k)) % R);
  end

  // ---- SHA-256 output filter ----
  wire         sh_busy, sh_last;
  wire [255:0] sh_v;
  reg  [255:0] sh_h_q, sh_h_d, sh_sum;
  reg          ffp_q;              // v_o holds a compression's result: its feed-forward is summed
  reg  [255:0] sum_q;              // ... into this register, so no adder feeds the next
                                   // compression's first-round sum or the serializer
  reg          ff_q, ff_d;         // a compression's feed-forward is in sum_q
  reg          ph_q, ph_d;         // 0: the state block, 1: the padding block
  reg  [511:0] st_be;              // the 64-byte state as big-endian words, W[0] at the bottom
  wire         sha_free = ~sh_busy & ~ffp_q & ~ff_q;
  // SHA-256 starts from acc_q, the cycle after the last step, not from acc_d: the block-RAM
  // outputs would otherwise run through the accumulator into the first round's adder
  // The two starts, decided a cycle ahead (sh_go_q = pend_q & sha_free, sh_next_q = ff_q &
  // ~ph_q): they select the first round's 768 bits of state and schedule, so they come
  // straight from flip-flops, not through the filter's control logic.
  reg          sh_go_q, sh_go_d, sh_next_q, sh_next_d;
  wire         sh_go    = sh_go_q;
  wire         sh_next  = sh_next_q;
  wire         sh_start = sh_go | sh_next;
  assign ser_ld = ff_q & ph_q & ser_ready;

  hf_sha2_compress #(.WB(32), .ROUND_CLOCKS(SHA_ROUND_CLOCKS)) u_sha (
    .clk(clk), .rst_n(rst_n),
    .start_i(sh_start), .h_i(sh_go ? SHA_IV : sum_q), .blk_i(sh_go ? st_be : SHA_PAD),
    .busy_o(sh_busy), .last_o(sh_last), .v_o(sh_v)
  );

  reg sh_busy_d, sha_free_d;
  integer j, n;
  always @* begin
    // ---- compression ----
    acc_d = acc_q;
    if (av_q)
      acc_d = (afirst_q ? {R{1'b0}} : rotl(acc_q, (128 * P) % R)) ^ gsum;
    // no issue in a hand-over's cycle: the low bytes are then loaded the cycle after (m_cur)
    m_d = issue ? m_cur >> (8 * P) : m_cur;
    if (take)
      m_d[8*MB-1:512] = blk_data;
    run_d = take | (run_q & ~fin_now);
    blast_d = take ? blk_last : blast_q;
    grp_d = take ? {GB{1'b0}} : (issue ? grp_q + GRP_ONE : grp_q);
    dv_d = issue;
    dfirst_d = grp_q == {GB{1'b0}};
    dlast_d = grp_q == NG_LAST;

    // ---- output filter ----
    for (j = 0; j < 8; j = j + 1)
      sh_sum[32*j +: 32] = sh_h_q[32*j +: 32] + sh_v[32*j +: 32];
    for (j = 0; j < 16; j = j + 1)
      for (n = 0; n < 4; n = n + 1)
        st_be[32*j + 8*n +: 8] = (j == 15 && n == 0) ? {3'b000, acc_q[R-1 -: 5]}
                                                   : acc_q[32*j + 24 - 8*n +: 8];
    for (j = 0; j < 32; j = j + 1)
      digest[8*j +: 8] = sum_q[255 - 8*j -: 8];
    sh_h_d = sh_go ? SHA_IV : (sh_next ? sum_q : sh_h_q);
    ff_d = ff_q;
    ph_d = ph_q;
    if (sh_next) begin
      ff_d = 1'b0;
      ph_d = 1'b1;
    end
    if (ser_ld) begin
      ff_d = 1'b0;
      ph_d = 1'b0;
    end
    if (ffp_q) ff_d = 1'b1;
    // A final state waits in acc_q from the cycle after its last step until SHA-256 takes
    // it; a block taken in that last step accumulates its first group two (OUTREG: three)
    // cycles later, and is taken only if SHA-256 is free then (below), so the state is taken
    // before that.
    pend_d = fin_now & blast_q | pend_q & ~sha_free;
    sh_busy_d = sh_start | (sh_busy & ~sh_last);
    // next cycle's sha_free: not busy, no result in v_o (ffp_q <= sh_last), none in sum_q
    sha_free_d = ~sh_busy_d & ~sh_last & ~ff_d;
    sh_go_d    = pend_d & sha_free_d;
    sh_next_d  = ff_d & ~ph_d;
    // a block is taken when the compression is idle or in its last step, unless a final
    // state would then have to wait for SHA-256 in acc_q (it must not be overwritten)
    rdy_d = (~run_d | (av_d & alast_d)) & ~pend_d
          & ~((av_d & alast_d) & blast_d & ~sha_free_d);
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      run_q   <= 1'b0;
      blast_q <= 1'b0;
      pend_q  <= 1'b0;
      rdy_q   <= 1'b1;
      dv_q    <= 1'b0;
      grp_q   <= {GB{1'b0}};
      cva_q   <= 1'b0;
      cvz_q   <= 1'b0;
      ff_q    <= 1'b0;
      ffp_q   <= 1'b0;
      sh_go_q   <= 1'b0;
      sh_next_q <= 1'b0;
      ph_q    <= 1'b0;
    end else begin
      run_q   <= run_d;
      blast_q <= blast_d;
      pend_q  <= pend_d;
      rdy_q   <= rdy_d;
      dv_q    <= dv_d;
      grp_q   <= grp_d;
      cva_q   <= take & ~blk_first;
      cvz_q   <= take & blk_first;
      ff_q    <= ff_d;
      ffp_q   <= sh_last;
      sh_go_q   <= sh_go_d;
      sh_next_q <= sh_next_d;
      ph_q    <= ph_d;
    end
  end

  // datapath: no reset, every block loads m_q and the first step overwrites acc_q
  always @(posedge clk) begin
    m_q      <= m_d;
    acc_q    <= acc_d;
    dfirst_q <= dfirst_d;
    dlast_q  <= dlast_d;
    sh_h_q   <= sh_h_d;
    if (ffp_q) sum_q <= sh_sum;
  end
endmodule

`default_nettype wire
