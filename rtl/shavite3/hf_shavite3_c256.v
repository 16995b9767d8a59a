// hf_shavite3_c256: SHAvite-3's C_256 compression (224 / 256, round-2 specification) with its
// message expansion and chaining value, one AES round per clock: 36 cycles per 512-bit block.
//
// C_256 is a 12-round Feistel over two 128-bit halves (L, R) -> (R, L ^ F(R)), F three keyless
// AES rounds each preceded by a key XOR: 36 AES rounds per block through one hf_aes_round
// (seed 002, Sec. 3.12, Fig. 13). The message expansion runs beside it on a second
// hf_aes_round: a 16-word window of the expanded message, the oldest 4-word group keying this
// cycle's round while the group 16 words ahead is computed (nonlinear groups: an AES round of
// the window's first group rotated by a word, XOR the last group, the HAIFA counter injected at
// the specification's positions; linear groups: rk[u] = rk[u-16] ^ rk[u-3]).
//
// The hand-over cycle loads the chaining value (the IV for a message's first block) and runs
// AES round 0 on it, keyed straight from the block, and the first expansion step on the block;
// rounds 1..35 follow, the last one writing the feed-forward h ^ (L, R) into h. The next block
// is handed over in the following cycle, which also loads a message's digest (h) into the
// serializer; a next message's first block may share that cycle (it reads the IV, not h).
`default_nettype none

module hf_shavite3_c256 #(
  parameter integer DIGEST_BITS = 256
) (
  input  wire         clk,
  input  wire         rst_n,
  input  wire         blk_valid,
  output wire         blk_ready,
  input  wire [511:0] blk_data,
  input  wire         blk_last,
  input  wire         blk_first,
  input  wire [63:0]  ctr_i,        // HAIFA counter of the offered block
  output wire         dig_valid,
  input  wire         dig_ready,
  input  wire         dig_ready_nx, // dig_ready of the next cycle
  output wire [255:0] h_o
);
  localparam [5:0] LAST = 6'd35;    // AES rounds per block - 1

  // specification IVs (c/shavite3.c), word 0 in the low bits
  localparam [255:0] IV224 =
    {32'h842F3017, 32'h1B702860, 32'h4B5801D8, 32'h62B2AEA8,
     32'hC9546371, 32'hC87D4274, 32'h990AE210, 32'h6774F31C};
  localparam [255:0] IV256 =
    {32'h96CC2A8B, 32'h6D929DCB, 32'h620E5D86, 32'h409283CF,
     32'h021AC4E6, 32'hA8B392AC, 32'h2674860D, 32'h49BB3E47};
  localparam [255:0] IV = (DIGEST_BITS == 224) ? IV224 : IV256;

  reg [255:0] h_q, h_d;        // chaining value
  reg [127:0] l_q, l_d;        // Feistel halves
  reg [127:0] r_q, r_d;
  reg [127:0] x_q, x_d;        // F's running value between its AES rounds
  reg [511:0] win_q, win_d;    // expanded message rk[4c .. 4c+15] at round c
  reg [63:0]  ctr_q, ctr_d;    // HAIFA counter of the block
  reg [5:0]   cnt_q, cnt_d;    // AES round of the block (0 while idle: the hand-over is 0)
  reg [1:0]   ph_q, ph_d;      // AES round within F (0..2)
  reg         busy_q, busy_d;  // rounds 1..35 running
  reg         blast_q, blast_d;
  reg         fin_q, fin_d;    // digest waits for the serializer
  // blk_ready as a register, computed from the next state (it gates the padder's buffer)
  reg         rdy_q, rdy_d;

  wire take = blk_valid & rdy_q;
  assign blk_ready = rdy_q;
  assign dig_valid = fin_q;
  assign h_o       = h_q;

  // While idle the datapath reads the block and the chaining value, so the hand-over cycle is
  // round 0; the selects are registers, not the handshake.
  wire [255:0] cv  = blk_first ? IV : h_q;
  wire [511:0] win = busy_q ? win_q : blk_data;
  wire [63:0]  ctr = busy_q ? ctr_q : ctr_i;

  // ---- state round: AES(src ^ key), the third one of F adding L ----
  wire [127:0] src = !busy_q ? cv[255:128] : (ph_q == 2'd0) ? r_q : x_q;
  wire         ph2 = (ph_q == 2'd2);
  wire [127:0] aes_y;
  hf_aes_round u_aes (.state_i(src ^ win[127:0]), .rk_i(ph2 ? l_q : 128'd0), .state_o(aes_y));

  // ---- message expansion: the group 16 words ahead of this round's ----
  function [31:0] wd;             // word i of the window
    input [511:0] v;
    input integer i;
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

  wire ser_ld = fin_q & dig_ready;

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
      ctr_d   = ctr_i;
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
    rdy_d = ~busy_d & (~fin_d | dig_ready_nx);
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
