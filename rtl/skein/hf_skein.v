// hf_skein: Skein-512-224 / -256 / -384 / -512, v1.3 (final) and v1.2 (SHA-3 round 2), with
// padding, the UBI tweak and the output UBI in hardware; the stream interface of
// docs/hardware.md (bus width W = 32 or 64).
// DIGEST_BITS sets the output size (and so the IV), VERSION 13 or 12 the key schedule's
// parity constant C240, the only difference between the versions (c/skein.c).
//
// Architecture (seed 002, Sec. 3.14 and Fig. 15: four Threefish rounds unrolled per clock): one
// hf_skein_round4 (a subkey injection and four rounds) per clock, 18 groups for Threefish-512's
// 72 rounds. A block's group 0 runs in its hand-over cycle, with the key (the chaining value,
// or the IV for a message's first block) and the tweak formed from the padder's counters:
// position ceil(blk_total / 8) bytes, First = blk_first, Final = blk_last, BitPad = the last
// block ends in a partial byte, type Msg. Groups 1..17 follow, and an 18th cycle adds the last
// subkey and the feed-forward (UBI: E(block) XOR block) into the chaining value, with the
// parity word of the next key (ks[8] = C240 XOR the eight key words): 19 cycles per block.
// After the last block the output UBI (key = the chaining value, tweak First | Final | Out,
// position 8, a zero block) runs the same 19 cycles; its last one loads the digest into the
// serializer.
//
// The key schedule is kept as nine words rotated by one word per group (kr_q[i] = ks[(s+i)
// mod 9]), the tweak as three words rotated likewise, so every group reads the same
// positions: no multiplexer picks subkey words.
// The IVs (the UBI of the configuration block under a zero key) are constants of the core, as
// the designers' optimized code precomputes them.
`default_nettype none

module hf_skein #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer VERSION     = 13
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
  localparam integer BLOCK_BITS = 512;
  localparam [63:0] PARITY = (VERSION == 12) ? 64'h5555555555555555 : 64'h1BD11BDAA9FC1A22;

  // IVs, word 0 at the bottom; the top word is ks[8] of the IV as a key (C240 XOR the words)
  function [575:0] iv_of;
    input integer bits;
    input integer ver;
    begin
      case (ver * 1000 + bits)
        12224: iv_of = {64'hD8A68E000C117985,
          64'h896A4329CD5DCF2A, 64'h3538F92A39165A80, 64'h50A1DA3310C836EF, 64'hECC8498CE80A8DCA,
          64'h46B0F3A47C2AF60E, 64'h82BD1BF9B7461DFD, 64'h59004AF1F558ACCC, 64'h10C550456BF94560};
        12256: iv_of = {64'hC273A79F5AD5E6C2,
          64'h7FE63D9BF94EDEB8, 64'hAFB7174BBD8FEEE9, 64'h8D5A3E904B1BE9C8, 64'hC962DC0FC0046F2C,
          64'h1D2117356504425A, 64'hE1A21465EE3FE124, 64'h7A6DAC64C047C2B0, 64'h85A195B18B2264EC};
        12384: iv_of = {64'hB3AEF46250CE66AB,
          64'hD77E368650579DEC, 64'hF719BCC338768323, 64'h23048344ACA8BC96, 64'hCE454B58C445AD7F,
          64'h8DA4F59205232716, 64'h677D2E8C027C060A, 64'hB458712714DF4CEF, 64'h755C495716D7512B};
        12512: iv_of = {64'h600E7025844479F4,
          64'hD40CD9472F225C23, 64'h6E29F932DCB412D7, 64'h0FE5D2D93233F397, 64'h7FA984B781BAAF5B,
          64'h66F5E8A809A773C7, 64'h4AF6652AB80A2883, 64'hC9ABACF5AA853978, 64'h1A9A721C8A265CA5};
        13224: iv_of = {64'hC618B6F368E647CA,
          64'h9E2CFCCFE1C41EF7, 64'h99FBC70E997413E9, 64'h6776FE6575D4EB3D, 64'h0F59D1B1457D2BD0,
          64'h398AED7B3AB890B4, 64'h8CCD69D652FF4B64, 64'hCBA65CF3A92339EF, 64'hCCD0616248677224};
        13256: iv_of = {64'hB69D3CFCC73A4E2A,
          64'h3EEDBA1833EDFC13, 64'hC36FBAF9393AD185, 64'hE7A436CDC4746251, 64'hEC06025E74DD7683,
          64'h2A2767A4AE9B94DB, 64'h55AEA0614F816E6F, 64'hE83590301A79A9EB, 64'hCCD044A12FDB3E13};
        13384: iv_of = {64'h55C4969636D105B1,
          64'h266E17546AA18FF8, 64'h548FC1ACD4EC44D6, 64'h7ED7D434E5807407, 64'h1BC4A6668A0E4465,
          64'hD798CBF3B468FDDA, 64'h9D77DD663D770CFE, 64'hB0FEF9CCFD84FAA4, 64'hA3F6C6BF3A75EF5F};
        default: iv_of = {64'hCAB2076D98173EC4,
          64'hAE18A40B660FCC33, 64'h991112C71A75B523, 64'hEABE394CA9D5C3F4, 64'h5DB62599DF6CA7B0,
          64'h9A255629FF352CB1, 64'h8FD1934127C79BCE, 64'h0D95DE399746DF03, 64'h4903ADFF749C51CE};
      endcase
    end
  endfunction
  localparam [575:0] IV_K = iv_of(DIGEST_BITS, VERSION);
  localparam [511:0] IV   = IV_K[511:0];
  localparam [63:0]  IV8  = IV_K[575:512];

  // tweak word 1 (Skein 1.3, 3.5.2): Final bit 63, First 62, type 61..56, BitPad 55
  localparam [63:0] T1_MSG = {2'b00, 6'd48, 56'd0};
  localparam [63:0] T1_OUT = {2'b11, 6'd63, 56'd0};
  localparam [4:0]  S_LAST = 5'd18;

  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS = OUT_BEATS_I[7:0];

  // ---- padding unit: zeros to the block end, a 1 after a partial last byte; the message
  // that fills its last block gets no padding block ----
`include "hf_pad_modes.vh"
  wire                  blk_valid, blk_last, blk_ready, blk_first;
  wire [BLOCK_BITS-1:0] blk_data;
  // the tweak needs the position only: blk_nbits is not read
  /* verilator lint_off UNUSEDSIGNAL */
  wire [15:0]           blk_nbits;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [63:0]           blk_total;
  wire blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK_BITS), .PAD_MODE(HF_PAD_SKEIN)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

  // ---- state and control ----
  reg [511:0] h_q, h_d;       // chaining value
  reg [63:0]  k8_q, k8_d;     // its parity word ks[8]
  reg [511:0] v_q, v_d;       // Threefish state
  reg [511:0] m_q, m_d;       // the block, for the feed-forward (zero for the output UBI)
  reg [575:0] kr_q, kr_d;     // key schedule, kr_q[i] = ks[(s+i) mod 9]
  reg [191:0] tr_q, tr_d;     // tweak schedule, tr_q[j] = ts[(s+j) mod 3]
  reg [4:0]   s_q, s_d;       // group of this cycle (1..17), 18: last subkey and feed-forward
  reg         busy_q, busy_d;
  reg         outp_q, outp_d;   // the running Threefish is the output UBI
  reg         blast_q, blast_d; // ... the message's last block
  reg         ost_q, ost_d;     // this cycle starts the output UBI
  // blk_ready as a register, computed from the next state: it gates the padder's buffer
  reg         rdy_q, rdy_d;

  // take (blk_valid & blk_ready) and start as registers, formed a cycle ahead from the padder's
  // blk_valid_nx and the next ready: decoded from blk_valid (in the lazy mode three padder
  // flip-flops) take sat in front of every word's operand select, the head of the critical
  // path. One copy per 64-bit word for those selects, one for the control.
  wire take_nx  = blk_valid_nx & rdy_d;
  wire start_nx = take_nx | ost_d;
  reg take_q, start_q;
  wire take  = take_q;
  wire start = start_q;
  wire unused_blk_valid = blk_valid;   // read a cycle ahead, as blk_valid_nx
  assign blk_ready = rdy_q;

  // ---- digest serializer: loaded by the output UBI's last cycle ----
  wire ser_ready, ser_ready_nx;
  wire fin    = busy_q & (s_q == S_LAST);
  wire ser_ld = fin & outp_q & ser_ready;
  wire [511:0] inj;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(inj[DIGEST_BITS-1:0]), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
  // (ser_ready_nx is not needed: the output UBI waits in its last cycle for the serializer)
  wire unused_ser = ser_ready_nx;

  // ---- the round module: group 0 of a block (start) or group s_q ----
  wire [511:0] r_v, r_k;
  wire [191:0] r_t;
  wire         r_cin = take & (blk_total[2:0] != 3'd0);
  // a block's tweak: position ceil(total / 8) bytes as total / 8 plus a carry into lane 5's
  // adder; First, Final, BitPad (the last block ends in a partial byte), type Msg
  wire [63:0]  t0_blk = blk_total >> 3;
  wire [63:0]  t1_blk = T1_MSG | {1'b0, blk_first, 6'd0, blk_last & (blk_total[2:0] != 3'd0), 55'd0}
                               | {blk_last, 63'd0};
  wire [63:0]  t0 = r_t[0 +: 64];
  wire [63:0]  t1 = r_t[64 +: 64];
  wire [511:0] v_nx;
  hf_skein_round4 u_round (.odd(s_q[0]), .v_i(r_v), .k_i(r_k), .t_i(r_t), .cin(r_cin),
                           .inj_o(inj), .v_o(v_nx));

  // the round's state and key operands, a word at a time with the word's copies of take and
  // start: a block's (the key is the chaining value register, the IV at a message's start),
  // the output UBI's (a zero block) or the running Threefish's
  genvar g;
  generate
    for (g = 0; g < 8; g = g + 1) begin : g_word
      // keep on the always block, which puts it on the flip-flops: on the regs it would only
      // keep their names, and Yosys would merge the copies back into one
      reg tk_w, st_w;
      (* keep *)
      always @(posedge clk) begin
        tk_w <= rst_n & take_nx;
        st_w <= rst_n & start_nx;
      end
      assign r_v[64*g +: 64] = st_w ? (tk_w ? blk_data[64*g +: 64] : 64'd0) : v_q[64*g +: 64];
      assign r_k[64*g +: 64] = st_w ? h_q[64*g +: 64] : kr_q[64*g +: 64];
      // lanes 5..7 also add the tweak words t0, t1 and the group number
      if (g == 5) begin : g_t0
        assign r_t[0 +: 64] = st_w ? (tk_w ? t0_blk : 64'd8) : tr_q[0 +: 64];
      end
      if (g == 6) begin : g_t1
        assign r_t[64 +: 64] = st_w ? (tk_w ? t1_blk : T1_OUT) : tr_q[64 +: 64];
      end
      if (g == 7) begin : g_t2
        assign r_t[128 +: 64] = st_w ? 64'd0 : {59'd0, s_q};
      end
    end
  endgenerate

  reg [511:0] h_new;
  reg [63:0]  k8_new;
  integer     j;

  always @* begin
    // UBI feed-forward and the next key's parity word
    h_new  = inj ^ m_q;
    k8_new = PARITY;
    for (j = 0; j < 8; j = j + 1)
      k8_new = k8_new ^ h_new[64*j +: 64];

    h_d = h_q; k8_d = k8_q; v_d = v_nx; m_d = m_q; kr_d = kr_q; tr_d = tr_q; s_d = s_q;
    busy_d = busy_q; outp_d = outp_q; blast_d = blast_q; ost_d = 1'b0;

    if (start) begin
      busy_d  = 1'b1;
      s_d     = 5'd1;
      outp_d  = ost_q;
      blast_d = blk_last & take;
      m_d     = r_v;
      // the schedules at group 1: ks[(1+i) mod 9], ts[(1+j) mod 3]
      kr_d    = {h_q[63:0], k8_q, h_q[511:64]};
      // t0 in full for the later subkeys: the carry is added here, off the round's path
      tr_d[191:128] = t0 + {63'd0, r_cin};
      tr_d[63:0]    = t1;
      tr_d[127:64]  = tr_d[191:128] ^ t1;
    end else if (busy_q) begin
      kr_d = {kr_q[63:0], kr_q[575:64]};
      tr_d = {tr_q[63:0], tr_q[191:64]};
      s_d  = s_q + 5'd1;
      if (s_q == S_LAST) begin
        s_d = s_q;
        if (!outp_q) begin
          h_d    = h_new;
          k8_d   = k8_new;
          busy_d = 1'b0;
          ost_d  = blast_q;
        end else if (ser_ready) begin
          busy_d = 1'b0;
          // the next message's first block takes the IV as its key
          h_d    = IV;
          k8_d   = IV8;
        end
        // the output UBI's last cycle repeats until the serializer takes the digest: its
        // operands (the registers) must not move
        if (outp_q && !ser_ready) begin
          kr_d = kr_q;
          tr_d = tr_q;
          v_d  = v_q;
        end
      end
    end
    rdy_d = ~busy_d & ~ost_d;
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      s_q     <= 5'd0;
      busy_q  <= 1'b0;
      outp_q  <= 1'b0;
      blast_q <= 1'b0;
      ost_q   <= 1'b0;
      rdy_q   <= 1'b1;
      take_q  <= 1'b0;
      start_q <= 1'b0;
    end else begin
      s_q     <= s_d;
      busy_q  <= busy_d;
      outp_q  <= outp_d;
      blast_q <= blast_d;
      ost_q   <= ost_d;
      rdy_q   <= rdy_d;
      take_q  <= take_nx;
      start_q <= start_nx;
    end
  end

  // The chaining value holds the IV from reset and from the end of each output UBI, so a
  // message's first block finds its key where every other block does: no key select by
  // blk_first in front of the injection adders.
  always @(posedge clk) begin
    if (!rst_n) begin
      h_q  <= IV;
      k8_q <= IV8;
    end else begin
      h_q  <= h_d;
      k8_q <= k8_d;
    end
  end

  // Datapath registers: no reset, every Threefish loads them when it starts.
  always @(posedge clk) begin
    v_q  <= v_d;
    m_q  <= m_d;
    kr_q <= kr_d;
    tr_q <= tr_d;
  end
endmodule

`default_nettype wire
