// hf_pad_formal: the formal harness of hf_pad (proven with SymbiYosys by
// src/hashforge/hw/formal.py; `make formal`, tests/test_formal.py).
//
// The inputs are free: any beat, any stall pattern on both sides, any number of back-to-back
// messages, within the stream rules a source must keep (a beat offered is held until taken;
// s_bits <= W). Shadow state follows the stream in the harness only, never inside hf_pad:
//   - counters of the bits accepted per message and of the bits handed over in blocks;
//   - one symbolic message bit: message number MSG and bit number KBIT are chosen by the solver
//     (anyconst), the bit's value is recorded when its beat is taken and must reappear at its
//     place in the block that carries it (so no bit is lost, duplicated, reordered or moved);
//   - the padding of message MSG: every bit of its blocks that is not a message bit equals the
//     padding the mode defines for its length, from a table (pad_tab.vh) that formal.py writes
//     from the reference model hashforge.hw.padding for every length up to NMAX.
// MSG_PAD (message MSG is at most NMAX bits) is the only assumption on the lengths; the
// bounded proof covers the lengths its depth reaches.
`default_nettype none

module hf_pad_formal #(
  parameter integer W           = 32,
  parameter integer BLOCK_BITS  = 128,
  parameter integer PAD_MODE    = 0,
  parameter integer LEN_BITS    = 64,
  parameter integer SUFFIX      = 1,
  parameter integer DIGEST_BITS = 256,
  parameter integer LSB_PART    = 0,    // the mode moves a partial last byte's bits down
  parameter integer NMAX        = 256,  // pad_tab.vh holds lengths 0..NMAX
  parameter integer MAXBLK      = 4     // blocks of a message of NMAX bits, at most
) (
  input wire                 clk,
  input wire                 s_valid,
  input wire [W-1:0]         s_data,
  input wire                 s_last,
  input wire [6:0]           s_bits,
  input wire                 blk_ready
);
  localparam integer B  = BLOCK_BITS;
  localparam integer CW = 16;            // shadow counters: NMAX and the depth stay far below

  reg rst_n = 1'b0;                      // reset in the first cycle, then run
  always @(posedge clk) rst_n <= 1'b1;

  wire            s_ready;
  wire            blk_valid, blk_last, blk_first;
  wire [B-1:0]    blk_data;
  wire [15:0]     blk_nbits;
  wire [63:0]     blk_total;

  wire            blk_valid_nx;
  hf_pad #(.W(W), .BLOCK_BITS(B), .PAD_MODE(PAD_MODE), .LEN_BITS(LEN_BITS), .SUFFIX(SUFFIX),
           .DIGEST_BITS(DIGEST_BITS)) dut (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last),
    .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
    .blk_valid_nx(blk_valid_nx)
  );

`include "pad_tab.vh"

  (* anyconst *) reg [1:0]    MSG;
  (* anyconst *) reg [CW-1:0] KBIT;

  wire          take    = rst_n && s_valid && s_ready;
  wire          give    = rst_n && blk_valid && blk_ready;
  wire [6:0]    bbits   = !s_last ? W[6:0] : (s_bits > W[6:0]) ? W[6:0] : s_bits;

  // ---- the source's rules (assumptions) ----
  reg           held_q = 1'b0;           // a beat was offered and not taken
  reg [W-1:0]   hdata_q;
  reg           hlast_q;
  reg [6:0]     hbits_q;
  always @(posedge clk) begin
    held_q  <= rst_n && s_valid && !s_ready;
    hdata_q <= s_data;
    hlast_q <= s_last;
    hbits_q <= s_bits;
  end
  always @(*) begin
    assume (s_bits <= W);
    if (held_q) assume (s_valid && s_data == hdata_q && s_last == hlast_q && s_bits == hbits_q);
  end

  // ---- input side shadow ----
  reg [5:0]     in_msg_q = 6'd0;          // messages whose last beat was taken
  reg [CW-1:0]  in_bits_q = {CW{1'b0}};  // bits taken of the message being received
  reg           kseen_q = 1'b0;          // the symbolic bit was taken ...
  reg           kval_q;                  // ... with this value
  reg           len_ok_q = 1'b0;         // message MSG complete, of length len_q
  reg [CW-1:0]  len_q;
  wire [CW-1:0] in_next = in_bits_q + {{(CW-7){1'b0}}, bbits};
  wire [CW-1:0] koff    = KBIT - in_bits_q;

  always @(*) if (rst_n && s_valid && in_msg_q == {4'd0, MSG}) assume (in_next <= NMAX);

  always @(posedge clk) if (take) begin
    in_bits_q <= s_last ? {CW{1'b0}} : in_next;
    if (s_last) in_msg_q <= in_msg_q + 6'd1;
    if (in_msg_q == {4'd0, MSG} && KBIT >= in_bits_q && KBIT < in_next) begin
      kseen_q <= 1'b1;
      kval_q  <= s_data[{koff[5:3], 3'd7 - koff[2:0]}];
    end
    if (in_msg_q == {4'd0, MSG} && s_last) begin
      len_ok_q <= 1'b1;
      len_q    <= in_next;
    end
  end

  // ---- block side shadow ----
  reg [5:0]     out_msg_q = 6'd0;         // messages whose last block was handed over
  reg [CW-1:0]  out_bits_q = {CW{1'b0}};
  reg [3:0]     out_blk_q = 4'd0;
  wire [CW-1:0] nb16    = blk_nbits[CW-1:0];
  wire [CW-1:0] out_next = out_bits_q + nb16;
  wire          is_msg  = out_msg_q == {4'd0, MSG};
  wire [CW-1:0] kpos    = KBIT - out_bits_q;
  // where the symbolic bit sits in blk_data: message byte i in blk_data[8i+7:8i], its first
  // bit the MSB; with LSB_PART the v valid bits of a partial last byte move to its bottom
  wire [2:0]    lenv    = len_q[2:0];
  wire          kpart   = LSB_PART != 0 && len_ok_q && lenv != 3'd0 && (KBIT >> 3) == (len_q >> 3);
  wire [2:0]    kbit_in = kpart ? lenv - 3'd1 - KBIT[2:0] : 3'd7 - KBIT[2:0];
  wire [CW-1:0] kidx    = {kpos[CW-1:3], kbit_in};
  wire [2*B+CW+1:0] tab = pad_tab(len_q, out_blk_q);
  wire [B-1:0]  t_mask  = tab[2*B+CW+1:B+CW+2];   // 1: a message bit
  wire [B-1:0]  t_val   = tab[B+CW+1:CW+2];       // the padding elsewhere
  wire [CW-1:0] t_nbits = tab[CW+1:2];
  wire          t_last  = tab[1];
  wire          t_in    = tab[0];                 // the message has this block

  always @(posedge clk) if (give) begin
    if (blk_last) begin
      out_msg_q  <= out_msg_q + 6'd1;
      out_bits_q <= {CW{1'b0}};
      out_blk_q  <= 4'd0;
    end else begin
      out_bits_q <= out_next;
      out_blk_q  <= out_blk_q + 4'd1;
    end
  end

  // ---- properties ----
  reg           bheld_q = 1'b0;          // a block was offered and not taken
  reg [B-1:0]   bdata_q;
  reg           blast_q, bfirst_q;
  reg [15:0]    bnbits_q;
  reg [63:0]    btotal_q;
  reg           bvnx_q = 1'b0;           // blk_valid_nx a cycle ago
  always @(posedge clk) begin
    bvnx_q   <= blk_valid_nx;
    bheld_q  <= rst_n && blk_valid && !blk_ready;
    bdata_q  <= blk_data;
    blast_q  <= blk_last;
    bfirst_q <= blk_first;
    bnbits_q <= blk_nbits;
    btotal_q <= blk_total;
  end

  always @(*) if (rst_n) begin
    // blk_valid_nx is blk_valid a cycle ahead (cores register their hand-over from it)
    assert (blk_valid == bvnx_q);
    // a block offered stays offered, unchanged, until taken
    if (bheld_q) begin
      assert (blk_valid);
      assert (blk_data == bdata_q && blk_last == blast_q && blk_first == bfirst_q);
      assert (blk_nbits == bnbits_q && blk_total == btotal_q);
    end
    // blocks never run ahead of the input: no block of a message not yet begun, no last
    // block before its last beat, never more message bits than were taken
    assert (out_msg_q <= in_msg_q);
    if (blk_valid) begin
      assert (out_msg_q < in_msg_q || (blk_nbits != 0 && !blk_last));
      if (out_msg_q == in_msg_q) assert (out_next <= in_bits_q);
      assert (blk_nbits <= B);
      assert (blk_first == (out_blk_q == 4'd0));
      assert (blk_total == {{(64-CW){1'b0}}, out_next});
    end
    if (give && is_msg) begin
      // the symbolic bit, in its block at its place
      if (KBIT >= out_bits_q && KBIT < out_next) assert (kseen_q && blk_data[kidx] == kval_q);
      // the message's blocks as the reference model pads it
      if (len_ok_q) begin
        assert (t_in && out_blk_q < MAXBLK);
        assert (blk_last == t_last && nb16 == t_nbits);
        assert (((blk_data ^ t_val) & ~t_mask) == {B{1'b0}});
        if (blk_last) assert (out_next == len_q);
      end
    end
  end

  // reachable: a padded last block of message MSG, and a later message's last block
  always @(*) if (rst_n) begin
    cover (give && is_msg && blk_last && len_ok_q && len_q != 0 && len_q[2:0] != 3'd0);
    cover (give && is_msg && blk_last && len_ok_q && len_q[2:0] != 3'd0 && KBIT == len_q - 1);
    cover (give && blk_last && out_msg_q == 6'd1 && MSG == 2'd1);
  end
endmodule

`default_nettype wire
