// hf_shavite3: SHAvite-3-224 / -256 (round-2 specification, C_256, HAIFA with a zero salt),
// one AES round per clock, padding in hardware; the stream interface of docs/hardware.md.
//
// Architecture (seed 002, Sec. 3.12, Fig. 13): C_256 is a 12-round Feistel over two 128-bit
// halves (L, R) -> (R, L ^ F(R)), F three keyless AES rounds each preceded by a key XOR, so a
// block is 36 AES rounds: one per clock through one hf_aes_round. The message expansion runs
// beside it on a second hf_aes_round: a 16-word window of the expanded message, the oldest
// 4-word group keying this cycle's state round while the group 16 words ahead is computed
// (nonlinear groups: an AES round of the window's first group rotated by a word, XOR the last
// group, the HAIFA counter injected at the C's positions; linear groups: rk[u] = rk[u-16] ^
// rk[u-3]).
//
// Schedule: the hand-over cycle loads the chaining value (the IV for a message's first block,
// blk_first) and runs AES round 0 on it, keyed straight from the block, and the first
// expansion step on the block; rounds 1..35 follow, the last one writing the feed-forward
// h ^ (L, R) into h. The next block is handed over in the following cycle: 36 cycles per
// block. After a message's last block the digest (h's first DIGEST_BITS bits, little-endian
// words) is loaded into the serializer in that same following cycle, which may also hand over
// the next message's first block (it reads the IV, not h).
//
// Byte order: words are 32-bit little-endian and an AES state of four words has word i in
// bytes 4i..4i+3, byte 0 of a word in row 0, so a 128-bit group is the words' little-endian
// concatenation (word 0 in bits [31:0]) and the padder's byte string is the block as it is.
`default_nettype none

module hf_shavite3 #(
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
  localparam integer CV    = 256;
  localparam [5:0]   LAST  = 6'd35;    // AES rounds per block - 1
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS   = OUT_BEATS_I[7:0];

  // specification IVs (c/shavite3.c), word 0 in the low bits
  localparam [CV-1:0] IV224 =
    {32'h842F3017, 32'h1B702860, 32'h4B5801D8, 32'h62B2AEA8,
     32'hC9546371, 32'hC87D4274, 32'h990AE210, 32'h6774F31C};
  localparam [CV-1:0] IV256 =
    {32'h96CC2A8B, 32'h6D929DCB, 32'h620E5D86, 32'h409283CF,
     32'h021AC4E6, 32'hA8B392AC, 32'h2674860D, 32'h49BB3E47};
  localparam [CV-1:0] IV = (DIGEST_BITS == 224) ? IV224 : IV256;

  // ---- padding unit: M, 1, zeros, n (64 bits LE), DIGEST_BITS (16 bits LE) ----
`include "hf_pad_modes.vh"
  wire             blk_valid, blk_last, blk_ready, blk_first;
  wire [BLOCK-1:0] blk_data;
  wire [15:0]      blk_nbits;
  wire [63:0]      blk_total;
  hf_pad #(.W(W), .BLOCK_BITS(BLOCK), .PAD_MODE(HF_PAD_SHAVITE), .LEN_BITS(64),
           .DIGEST_BITS(DIGEST_BITS)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total)
  );

  // ---- state and control ----
  reg [CV-1:0]  h_q, h_d;        // chaining value
  reg [127:0]   l_q, l_d;        // Feistel halves
  reg [127:0]   r_q, r_d;
  reg [127:0]   x_q, x_d;        // F's running value between its AES rounds
  reg [BLOCK-1:0] win_q, win_d;  // expanded message rk[4c .. 4c+15] at round c
  reg [63:0]    ctr_q, ctr_d;    // HAIFA counter of the block
  reg [5:0]     cnt_q, cnt_d;    // AES round of the block (0 while idle: the hand-over is 0)
  reg [1:0]     ph_q, ph_d;      // AES round within F (0..2)
  reg           busy_q, busy_d;  // rounds 1..35 running
  reg           blast_q, blast_d;
  reg           fin_q, fin_d;    // digest waits for the serializer
  // blk_ready as a register, computed from the next state (it gates the padder's buffer)
  reg           rdy_q, rdy_d;

  wire take = blk_valid & blk_ready;
  assign blk_ready = rdy_q;

  // While idle the datapath reads the block and the chaining value, so the hand-over cycle is
  // round 0; the selects are registers, not the handshake.
  wire [CV-1:0]    cv  = blk_first ? IV : h_q;
  wire [BLOCK-1:0] win = busy_q ? win_q : blk_data;
  wire [63:0]      ctr = busy_q ? ctr_q : ((blk_nbits != 16'd0) ? blk_total : 64'd0);

  // ---- state round: AES(src ^ key), the third one of F adding L ----
  wire [127:0] src = !busy_q ? cv[255:128] : (ph_q == 2'd0) ? r_q : x_q;
  wire         ph2 = (ph_q == 2'd2);
  wire [127:0] aes_y;
  hf_aes_round u_aes (.state_i(src ^ win[127:0]), .rk_i(ph2 ? l_q : 128'd0), .state_o(aes_y));

  // ---- message expansion: the group 16 words ahead of this round's ----
  function [31:0] wd;             // word i of the window
    input [BLOCK-1:0] v;
    input integer     i;
    wd = v[32*i +: 32];
  endfunction
  // nonlinear group: AES(rk[u-15], rk[u-14], rk[u-13], rk[u-16]) ^ rk[u-4..u-1]
  wire [127:0] nl_y;
  hf_aes_round u_aes_exp (.state_i({wd(win, 0), wd(win, 3), wd(win, 2), wd(win, 1)}),
                          .rk_i(win[511:384]), .state_o(nl_y));
  // group c + 4 of the expansion is nonlinear when (c + 4) / 4 is odd, i.e. c[2] == 0
  reg  [31:0] n0, n1, n2, n3;
  always @* begin
    if (!cnt_q[2]) begin
      n0 = nl_y[31:0]; n1 = nl_y[63:32]; n2 = nl_y[95:64]; n3 = nl_y[127:96];
    end else begin
      n0 = wd(win, 0) ^ wd(win, 13);
      n1 = wd(win, 1) ^ wd(win, 14);
      n2 = wd(win, 2) ^ wd(win, 15);
      n3 = wd(win, 3) ^ n0;
    end
    // the counter injections of C_256 (expanded words 16, 17, 57, 58, 86, 87, 124, 127)
    case (cnt_q)
      6'd0:  begin n0 = n0 ^ ctr[31:0];   n1 = n1 ^ ~ctr[63:32]; end
      6'd10: begin n1 = n1 ^ ctr[63:32];  n2 = n2 ^ ~ctr[31:0];  end
      6'd17: begin n2 = n2 ^ ctr[63:32];  n3 = n3 ^ ~ctr[31:0];  end
      6'd27: begin n0 = n0 ^ ctr[31:0];   n3 = n3 ^ ~ctr[63:32]; end
      default: ;
    endcase
  end

  // ---- digest serializer ----
  wire ser_ready, ser_ready_nx;
  wire ser_ld = fin_q & ser_ready;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx),
    .ld_data(h_q[DIGEST_BITS-1:0]), .ld_beats(OUT_BEATS), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );

  always @* begin
    h_d = h_q; l_d = l_q; r_d = r_q; x_d = x_q; ctr_d = ctr_q;
    cnt_d = cnt_q; ph_d = ph_q; busy_d = busy_q; blast_d = blast_q; fin_d = fin_q;
    win_d = {n3, n2, n1, n0, win[511:128]};
    if (ser_ld)
      fin_d = 1'b0;
    if (ph2) begin
      l_d = r_q;
      r_d = aes_y;
    end else begin
      x_d = aes_y;
    end
    if (take) begin
      h_d     = cv;
      l_d     = cv[127:0];
      r_d     = cv[255:128];
      ctr_d   = ctr;
      cnt_d   = 6'd1;
      ph_d    = 2'd1;
      busy_d  = 1'b1;
      blast_d = blk_last;
    end
    if (busy_q) begin
      cnt_d = cnt_q + 6'd1;
      ph_d  = ph2 ? 2'd0 : ph_q + 2'd1;
      if (cnt_q == LAST) begin
        // the last round's (L, R) -> (R, L ^ F) fed forward
        h_d    = h_q ^ {aes_y, r_q};
        cnt_d  = 6'd0;
        ph_d   = 2'd0;
        busy_d = 1'b0;
        fin_d  = blast_q;
      end
    end
    rdy_d = ~busy_d & (~fin_d | ser_ready_nx);
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      cnt_q   <= 6'd0;
      ph_q    <= 2'd0;
      busy_q  <= 1'b0;
      blast_q <= 1'b0;
      fin_q   <= 1'b0;
      rdy_q   <= 1'b1;
    end else begin
      cnt_q   <= cnt_d;
      ph_q    <= ph_d;
      busy_q  <= busy_d;
      blast_q <= blast_d;
      fin_q   <= fin_d;
      rdy_q   <= rdy_d;
    end
  end

  // datapath: no reset, every block loads it at hand-over (h from the IV on blk_first)
  always @(posedge clk) begin
    h_q   <= h_d;
    l_q   <= l_d;
    r_q   <= r_d;
    x_q   <= x_d;
    win_q <= win_d;
    ctr_q <= ctr_d;
  end
endmodule

`default_nettype wire
