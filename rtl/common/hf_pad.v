// hf_pad: input stream to message blocks, with padding and length counting in hardware.
//
// Stream side (see docs/hardware.md): one W-bit beat per handshake, byte i of the beat in
// s_data[8i+7:8i]; on the last beat (s_last) only s_bits (0..W) bits are valid, and in a partial
// last byte the valid bits are its most significant bits (NIST convention). Bits above W in
// s_bits are treated as W. A message may be followed directly by the next one.
//
// Block side: blk_data holds one block with message byte i in blk_data[8i+7:8i]; blk_last marks
// the final (padded) block of a message. Each beat waits one cycle in an input stage (with its
// padding formed) before it enters the block buffer: a block is complete one cycle after its
// last beat's handshake. The buffer is handed over in one cycle (blk_valid & blk_ready) and
// the staged beat of the next block enters it in that same cycle, so a core that copies the
// block into its own registers double-buffers: block i+1 loads while block i is processed. s_ready depends on registers only when the core's blk_ready is a
// register, as in every hashforge core (no combinational input-to-output path).
//
// PAD_MODE
//   0  Merkle-Damgard: a 1 bit, zeros, the message length in bits (LEN_BITS wide, big-endian
//      unless LEN_LE) at the end of the last block. The bit counter is 64 bits wide.
//   1  sponge pad10*1 with a delimited suffix (Keccak/XKCP convention, bits LSB first):
//      SUFFIX = 8'h01 Keccak final, 8'h06 SHA3, 8'h1F SHAKE; closing 1 in the last bit of the block.
//   2  Keccak round 2 (v2): a 1 bit, zeros to a byte boundary, bytes DIV_D and DIV_R, a 1 bit,
//      zeros to the end of the block (no closing 1).
// In modes 1 and 2 the valid top bits of a partial last byte move to its bottom (Keccak reads
// bits LSB first), as the reference implementations do.
`default_nettype none

module hf_pad #(
  parameter integer W          = 32,
  parameter integer BLOCK_BITS = 512,
  parameter integer PAD_MODE   = 0,
  parameter integer LEN_BITS   = 64,
  parameter integer LEN_LE     = 0,
  parameter integer SUFFIX     = 1,
  parameter integer DIV_D      = 32,
  parameter integer DIV_R      = 136
) (
  input  wire                  clk,
  input  wire                  rst_n,
  input  wire                  s_valid,
  output wire                  s_ready,
  input  wire [W-1:0]          s_data,
  input  wire                  s_last,
  input  wire [6:0]            s_bits,
  output wire                  blk_valid,
  input  wire                  blk_ready,
  output wire [BLOCK_BITS-1:0] blk_data,
  output wire                  blk_last
);
  localparam integer BEATS  = BLOCK_BITS / W;
  localparam integer BYTES  = W / 8;
  localparam integer IW     = 7;
  localparam integer CW     = 64;   // message bit counter width
  localparam integer SUFLEN = (SUFFIX >= 128) ? 8 : (SUFFIX >= 64) ? 7 : (SUFFIX >= 32) ? 6 :
                              (SUFFIX >= 16) ? 5 : (SUFFIX >= 8) ? 4 : (SUFFIX >= 4) ? 3 :
                              (SUFFIX >= 2) ? 2 : 1;
  localparam integer LOGW   = (W == 64) ? 6 : (W == 32) ? 5 : (W == 16) ? 4 : 3;
  // The last beat (n valid bits) at bit position idx*W leaves room for the end-of-block
  // padding iff n <= BLOCK_BITS - FIT_C - idx*W (the round-2 case rounds n down to a byte,
  // which changes nothing because that bound is 7 mod 8).
  localparam integer FIT_C  = (PAD_MODE == 0) ? LEN_BITS + 1 : (PAD_MODE == 1) ? SUFLEN + 1 : 25;
  localparam [CW-1:0] W_CW = {{(CW-7){1'b0}}, W[6:0]};
  localparam [7:0] SUF8 = SUFFIX[7:0];
  localparam [7:0] D8   = DIV_D[7:0];
  localparam [7:0] R8   = DIV_R[7:0];

  reg [BLOCK_BITS-1:0] buf_q, buf_d;
  reg [IW-1:0]         idx_q, idx_d;
  reg [BEATS-1:0]      oh_q, oh_d;       // idx_q one-hot: slot selects without comparators
  reg                  full_q, full_d;
  reg                  last_q, last_d;
  reg                  extra_q, extra_d;
  reg [W-1:0]          xhi_q, xhi_d;
  reg [CW-1:0]         len_q, len_d;     // bits in the full beats so far: a multiple of W
  reg [CW-1:0]         lenw_q, lenw_d;   // len_q + W, so no adder sits on the last beat's path
  reg                  fall_q, fall_d;   // every n fits at the current idx
  reg                  fnone_q, fnone_d; // no n fits
  reg [6:0]            fthr_q, fthr_d;   // otherwise: n fits iff n <= fthr_q
  reg [8:0]            fnx_q, fnx_d;     // the same three for idx + 1, ready for the next beat

  // Input stage: a beat is registered with its padding already formed (st_*), and written
  // into the block buffer from there, so no path runs from the stream inputs to the buffer.
  // It costs one cycle of latency and no throughput: the stage moves on whenever the buffer
  // can take a beat, in the hand-over cycle too.
  reg           st_v_q, st_v_d;
  reg [W-1:0]   st_lo_q, st_lo_d;     // the beat (a last beat: its low half with padding)
  reg [W-1:0]   st_hi_q, st_hi_d;     // a last beat's padding that spills into the next slot
  reg           st_last_q, st_last_d;
  reg [6:0]     st_n_q, st_n_d;       // valid bits of a last beat (0..W)

  wire take     = full_q & blk_ready;
  wire can_take = ~full_q | (blk_ready & ~extra_q);   // the buffer takes a beat this cycle
  wire accept   = st_v_q & can_take;                  // ... and the stage has one
  assign s_ready = ~st_v_q | can_take;
  wire s_acc    = s_valid & s_ready;
  wire wrap     = st_last_q | oh_q[BEATS-1];          // the staged beat ends its block

  assign blk_valid = full_q;
  assign blk_data  = buf_q;
  assign blk_last  = last_q;

  // ---- the last beat with its adjacent padding, 2W bits (the high half spills over) ----
  reg [2*W-1:0] tail;
  reg [7:0]     byte_m;
  reg [6:0]     n;          // valid bits in the input beat
  reg [3:0]     nb;         // index of the first not-full byte
  reg [2:0]     r;          // valid bits in that byte
  reg           fits;       // the end-of-block padding fits in this block
  reg [CW-1:0]  total;      // message length in bits including this last beat
  integer i;

  always @* begin
    n = (s_bits > W[6:0]) ? W[6:0] : s_bits;
    nb = n[6:3];
    r  = n[2:0];
    tail = {2*W{1'b0}};
    for (i = 0; i < BYTES; i = i + 1) begin
      byte_m = s_data[8*i +: 8];
      if (i[3:0] > nb || (i[3:0] == nb && r == 3'd0)) begin
        byte_m = 8'd0;
      end else if (i[3:0] == nb) begin
        byte_m = byte_m & ~(8'hFF >> r);
        if (PAD_MODE != 0) byte_m = byte_m >> (4'd8 - {1'b0, r});
      end
      tail[8*i +: 8] = byte_m;
    end
    if (PAD_MODE == 0) begin
      tail = tail | ({{(2*W-1){1'b0}}, 1'b1} << ({nb, 3'd7} - {4'd0, r}));
    end else if (PAD_MODE == 1) begin
      tail = tail | ({{(2*W-8){1'b0}}, SUF8} << n);
    end else begin
      tail = tail | ({{(2*W-1){1'b0}}, 1'b1} << n)
                  | ({{(2*W-8){1'b0}}, D8} << ({nb, 3'd0} + 7'd8))
                  | ({{(2*W-8){1'b0}}, R8} << ({nb, 3'd0} + 7'd16))
                  | ({{(2*W-1){1'b0}}, 1'b1} << ({nb, 3'd0} + 7'd24));
    end
    st_v_d    = s_acc | (st_v_q & ~can_take);
    st_lo_d   = st_lo_q;
    st_hi_d   = st_hi_q;
    st_last_d = st_last_q;
    st_n_d    = st_n_q;
    if (s_acc) begin
      st_lo_d   = s_last ? tail[W-1:0] : s_data;
      st_hi_d   = tail[2*W-1:W];
      st_last_d = s_last;
      st_n_d    = n;
    end
    // the fit test and the length: registers only (no wide adder or comparator in front of
    // the block buffer)
    fits  = fall_q | (~fnone_q & (st_n_q <= fthr_q));
    total = (st_n_q == W[6:0]) ? lenw_q : {len_q[CW-1:LOGW], st_n_q[LOGW-1:0]};
  end

  // fit bound for beat index i: {every n fits, no n fits, bound}
  function [8:0] fit_info;
    input [IW-1:0] k;
    integer t;
    begin
      t = BLOCK_BITS - FIT_C - k * W;
      fit_info = {t >= W, t < 0, t[6:0]};
    end
  endfunction

  // ---- end-of-block padding: length field (MD) or closing 1 (pad10*1) ----
  function [BLOCK_BITS-1:0] end_pad;
    input [BLOCK_BITS-1:0] blk;
    input [CW-1:0]         tot;
    integer j;
    reg [BLOCK_BITS-1:0] b;
    begin
      b = blk;
      if (PAD_MODE == 0) begin
        for (j = 0; j < LEN_BITS / 8; j = j + 1) begin
          if (LEN_LE != 0)
            b[BLOCK_BITS - LEN_BITS + 8*j +: 8] = (j < CW / 8) ? tot[8*j +: 8] : 8'd0;
          else
            b[BLOCK_BITS - 8 - 8*j +: 8] = (j < CW / 8) ? tot[8*j +: 8] : 8'd0;
        end
      end else if (PAD_MODE == 1) begin
        b[BLOCK_BITS-1] = 1'b1;
      end
      end_pad = b;
    end
  endfunction

  // The buffer is written slot by slot (W bits): each slot's new value and select are
  // computed from the beat and registers alone, and the late handshake (accept, take; they
  // depend on the core's blk_ready) only picks between new value, cleared and held.
  localparam [BLOCK_BITS-1:0] EP_MASK = end_pad({BLOCK_BITS{1'b0}}, {CW{1'b1}}) |
                                        ((PAD_MODE == 0) ? {{LEN_BITS{1'b1}}, {(BLOCK_BITS-LEN_BITS){1'b0}}}
                                                         : {BLOCK_BITS{1'b0}});
  reg [BLOCK_BITS-1:0] epv, xblk, wval;
  reg [BEATS-1:0]      wsel;
  reg                  sel_lo, sel_hi, sel_ep;
  integer b;
  always @* begin
    epv  = end_pad({BLOCK_BITS{1'b0}}, total);
    xblk = end_pad({{(BLOCK_BITS-W){1'b0}}, xhi_q}, len_q);   // the extra last block
    for (b = 0; b < BEATS; b = b + 1) begin
      sel_lo = oh_q[b];
      sel_hi = st_last_q && (b > 0) && oh_q[(b > 0) ? b - 1 : 0];
      sel_ep = st_last_q && fits && (|EP_MASK[b*W +: W]);
      wsel[b] = sel_lo | sel_hi | sel_ep;
      wval[b*W +: W] = (sel_lo ? st_lo_q : {W{1'b0}}) |
                       (sel_hi ? st_hi_q : {W{1'b0}}) |
                       (sel_ep ? epv[b*W +: W] : {W{1'b0}});
    end

    for (b = 0; b < BEATS; b = b + 1) begin
      if (accept && wsel[b])
        buf_d[b*W +: W] = wval[b*W +: W];
      else if (take)
        buf_d[b*W +: W] = extra_q ? xblk[b*W +: W] : {W{1'b0}};
      else
        buf_d[b*W +: W] = buf_q[b*W +: W];
    end

    idx_d   = idx_q;
    full_d  = full_q;
    last_d  = last_q;
    extra_d = extra_q;
    xhi_d   = xhi_q;
    len_d   = len_q;
    lenw_d  = lenw_q;
    if (take) begin
      if (extra_q) begin
        full_d  = 1'b1;
        last_d  = 1'b1;
        extra_d = 1'b0;
        len_d   = {CW{1'b0}};
        lenw_d  = W_CW;
      end else begin
        full_d  = 1'b0;
      end
    end
    // the slot pointer (binary, one-hot) and the fit bounds advance together; the bounds for
    // the next slot are ready in fnx_q, so the handshake only selects
    oh_d = oh_q;
    {fall_d, fnone_d, fthr_d} = {fall_q, fnone_q, fthr_q};
    fnx_d = fnx_q;
    if (accept) begin
      if (wrap) begin
        idx_d = {IW{1'b0}};
        oh_d  = {{(BEATS-1){1'b0}}, 1'b1};
        {fall_d, fnone_d, fthr_d} = fit_info({IW{1'b0}});
        fnx_d = fit_info({{(IW-1){1'b0}}, 1'b1});
      end else begin
        idx_d = idx_q + 7'd1;
        oh_d  = oh_q << 1;
        {fall_d, fnone_d, fthr_d} = fnx_q;
        fnx_d = fit_info(idx_q + 7'd2);
      end
      if (!st_last_q) begin
        len_d  = lenw_q;
        lenw_d = lenw_q + W_CW;
        if (wrap) begin
          full_d = 1'b1;
          last_d = 1'b0;
        end
      end else begin
        full_d = 1'b1;
        if (fits) begin
          last_d = 1'b1;
          len_d  = {CW{1'b0}};
          lenw_d = W_CW;
        end else begin
          last_d  = 1'b0;
          extra_d = 1'b1;
          xhi_d   = oh_q[BEATS-1] ? st_hi_q : {W{1'b0}};
          len_d   = total;
        end
      end
    end
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      buf_q   <= {BLOCK_BITS{1'b0}};
      idx_q   <= {IW{1'b0}};
      oh_q    <= {{(BEATS-1){1'b0}}, 1'b1};
      full_q  <= 1'b0;
      last_q  <= 1'b0;
      extra_q <= 1'b0;
      xhi_q   <= {W{1'b0}};
      len_q   <= {CW{1'b0}};
      lenw_q  <= W_CW;
      {fall_q, fnone_q, fthr_q} <= fit_info({IW{1'b0}});
      fnx_q   <= fit_info({{(IW-1){1'b0}}, 1'b1});
      st_v_q  <= 1'b0;
    end else begin
      buf_q   <= buf_d;
      idx_q   <= idx_d;
      oh_q    <= oh_d;
      st_v_q  <= st_v_d;
      full_q  <= full_d;
      last_q  <= last_d;
      extra_q <= extra_d;
      xhi_q   <= xhi_d;
      len_q   <= len_d;
      lenw_q  <= lenw_d;
      fall_q  <= fall_d;
      fnone_q <= fnone_d;
      fthr_q  <= fthr_d;
      fnx_q   <= fnx_d;
    end
  end
  // stage data: no reset, st_v_q says whether it holds a beat
  always @(posedge clk) begin
    st_lo_q   <= st_lo_d;
    st_hi_q   <= st_hi_d;
    st_last_q <= st_last_d;
    st_n_q    <= st_n_d;
  end
endmodule

`default_nettype wire
