// hf_pad: input stream to message blocks, with padding and length counting in hardware.
//
// Stream side (see docs/hardware.md): one W-bit beat per handshake, byte i of the beat in
// s_data[8i+7:8i]; on the last beat (s_last) only s_bits (0..W) bits are valid, and in a partial
// last byte the valid bits are its most significant bits (NIST convention). Bits above W in
// s_bits are treated as W. A message may be followed directly by the next one.
//
// Block side: blk_data holds one block with message byte i in blk_data[8i+7:8i]; blk_last marks
// the final (padded) block of a message. Beside each block, registers (so a core may use them
// anywhere):
//   blk_first  the first block of a message;
//   blk_nbits  message bits in this block, 0..BLOCK_BITS (0: padding only);
//   blk_total  message bits so far, this block included (64 bits: messages below 2^64 bits,
//              the length fields' limit too; after the last message bit it stays the length).
// The counters of every family derive from these; hf_pad_modes.vh says which per mode (HAIFA:
// blk_nbits != 0 ? blk_total : 0).
//
// Timing: each beat waits one cycle in an input stage (with its padding formed) before it
// enters the block buffer: a block is complete one cycle after its last beat's handshake. The
// buffer is handed over in one cycle (blk_valid & blk_ready) and the staged beat of the next
// block enters it in that same cycle, so a core that copies the block into its own registers
// double-buffers: block i+1 loads while block i is processed. s_ready depends on registers
// only when the core's blk_ready is a register, as in every hashforge core (no combinational
// input-to-output path).
//
// blk_valid_nx is blk_valid one cycle ahead (from the padder's next state and the core's
// blk_ready, not its data), so a core may register its hand-over enable, in as many copies as
// its state's fan-out wants, instead of decoding it from blk_valid & blk_ready in front of its
// whole state. With the lazy modes it also depends on s_valid.
//
// Blocks and the bus: the buffer is written in slots of WI bits. When W divides BLOCK_BITS,
// WI = W (one beat per cycle, BLOCK_BITS / W cycles per block). Otherwise (W = 64 and a block
// that is an odd multiple of 32: Hamsi-256, Fugue, irRUPT32 words, RadioGatun's 96/192 bits)
// WI = 32 and the input stage is a gearbox: a beat that is not a last one goes into two
// adjacent slots in one cycle, unless it straddles two blocks (its first half fills the
// block's last slot): then it goes in as two 32-bit sub-beats, bytes 0..3 then 4..7, the
// second in the next block's hand-over cycle (byte i of the message still lands at byte i).
// A last beat with s_bits = n <= 32 is one last sub-beat of n bits, with n > 32 a full one
// and a last one of n - 32 bits. Over two blocks (BLOCK_BITS / 32 beats, one straddling) the
// buffer is written in BLOCK_BITS / 32 + 1 cycles: ceil(BLOCK_BITS / 64) cycles per block
// (RadioGatun[32]'s 96 bits: 2, not 3; a 32-bit block: 1, each beat two blocks).
//
// PAD_MODE is one of the named modes of hf_pad_modes.vh (the rules are written there). Inside,
// a mode is a choice among a few mechanisms:
//   delimiter  what follows the message's last bit: nothing, a 1 (MSB-first), a 1 only
//              inside a partial last byte, a delimited suffix LSB-first (the partial byte's
//              valid bits move to its bottom), or Keccak round 2's byte pattern;
//   end field  nothing, a closing 1 bit ending the block, a field of EB bytes ending the
//              block, or (E_TRAIL) the field in NT blocks of its own after the message's last
//              one, from their start. A field holds the value (bit length, block count or byte
//              count; LB bytes, big- or little-endian) and the mode's constant bytes (digest
//              size, BLAKE's 0/1 bit);
//   fit        FIT_C, the padding bits that must follow the message in its block (at least
//              MIN_PAD): when the last beat leaves less room, the padder adds blocks (up to
//              NT + 1 with E_TRAIL), handed over right after, while the next message waits in
//              the input stage;
//   lazy       a message that fills its last block gets no padding block (Skein, Esch,
//              Xoodyak).
// The core adds what is not padding (flags, tweaks, extra rounds) from blk_last and the
// counters.
`default_nettype none

module hf_pad #(
  parameter integer W           = 32,
  parameter integer BLOCK_BITS  = 512,
  parameter integer PAD_MODE    = 0,    // an HF_PAD_* name of hf_pad_modes.vh
  parameter integer LEN_BITS    = 64,   // MD, BLAKE, SHAVITE: length field bits (64 or 128)
  parameter integer SUFFIX      = 1,    // SPONGE: delimited suffix (LSB-first)
  parameter integer DIGEST_BITS = 256   // KECCAK_R2 (d = DIGEST_BITS / 8), BLAKE, ECHO, SHAVITE
) (
  input  wire                  clk,
  input  wire                  rst_n,
  input  wire                  s_valid,
  output wire                  s_ready,
  input  wire [W-1:0]          s_data,
  input  wire                  s_last,
  input  wire [6:0]            s_bits,
  output wire                  blk_valid,
  output wire                  blk_valid_nx,
  input  wire                  blk_ready,
  output wire [BLOCK_BITS-1:0] blk_data,
  output wire                  blk_last,
  output wire                  blk_first,
  output wire [15:0]           blk_nbits,
  output wire [63:0]           blk_total
);
`include "hf_pad_modes.vh"

  // ---- the mode as mechanisms ----
  localparam integer D_NONE = 0, D_MSB = 1, D_MSB_PART = 2, D_LSB = 3, D_R2 = 4;  // delimiter
  localparam integer E_NONE = 0, E_CLOSE = 1, E_FIELD = 2, E_TRAIL = 3;   // end field
  localparam integer V_BITS = 0, V_BLOCKS = 1, V_BYTES = 2;               // its value

  // after the message: a 1 MSB-first, a 1 only inside a partial last byte, the delimited
  // suffix LSB-first, or Keccak round 2's pattern
  function integer delim_of;
    input integer m;
    case (m)
      HF_PAD_SPONGE, HF_PAD_10_LSB, HF_PAD_XOODYAK:
                        delim_of = D_LSB;
      HF_PAD_KECCAK_R2: delim_of = D_R2;
      HF_PAD_RFSB, HF_PAD_SKEIN:
                        delim_of = D_MSB_PART;
      HF_PAD_FUGUE, HF_PAD_SIMD:
                        delim_of = D_NONE;
      default:          delim_of = D_MSB;
    endcase
  endfunction

  function integer end_of;
    input integer m;
    case (m)
      HF_PAD_SPONGE:    end_of = E_CLOSE;
      HF_PAD_MD, HF_PAD_MD_LE, HF_PAD_GROESTL, HF_PAD_JH, HF_PAD_BLAKE, HF_PAD_ECHO,
      HF_PAD_SHAVITE, HF_PAD_RFSB:
                        end_of = E_FIELD;
      HF_PAD_HAMSI, HF_PAD_FUGUE, HF_PAD_SIMD:
                        end_of = E_TRAIL;
      default:          end_of = E_NONE;
    endcase
  endfunction

  // bytes of the length (or count) in the end field, and the field's bytes around it:
  // BLAKE's byte with the 0/1 bit before it, ECHO's 16-bit digest size before it,
  // SHAvite-3's after it
  function integer len_bytes_of;
    input integer m;
    case (m)
      HF_PAD_MD, HF_PAD_BLAKE, HF_PAD_SHAVITE: len_bytes_of = LEN_BITS / 8;
      HF_PAD_JH, HF_PAD_ECHO:                  len_bytes_of = 16;
      default:                                 len_bytes_of = 8;
    endcase
  endfunction

  function integer field_extra_of;
    input integer m;
    case (m)
      HF_PAD_BLAKE:                field_extra_of = 1;
      HF_PAD_ECHO, HF_PAD_SHAVITE: field_extra_of = 2;
      default:                     field_extra_of = 0;
    endcase
  endfunction

  localparam integer DELIM = delim_of(PAD_MODE);
  localparam integer ENDF  = end_of(PAD_MODE);
  localparam integer VAL   = (PAD_MODE == HF_PAD_GROESTL) ? V_BLOCKS :
                             (PAD_MODE == HF_PAD_RFSB)    ? V_BYTES : V_BITS;
  localparam        LEN_LE = (PAD_MODE == HF_PAD_MD_LE || PAD_MODE == HF_PAD_ECHO ||
                              PAD_MODE == HF_PAD_SHAVITE || PAD_MODE == HF_PAD_RFSB ||
                              PAD_MODE == HF_PAD_SIMD);
  localparam        LSB_ORDER = (DELIM == D_LSB || DELIM == D_R2);
  // a message that fills its last block gets no padding block (its last block is the last)
  localparam        LAZY   = (PAD_MODE == HF_PAD_SKEIN || PAD_MODE == HF_PAD_ESCH ||
                              PAD_MODE == HF_PAD_XOODYAK);
  localparam integer SUF    = (PAD_MODE == HF_PAD_SPONGE) ? SUFFIX : 1;
  localparam integer SUFLEN = (SUF >= 128) ? 8 : (SUF >= 64) ? 7 : (SUF >= 32) ? 6 :
                              (SUF >= 16) ? 5 : (SUF >= 8) ? 4 : (SUF >= 4) ? 3 :
                              (SUF >= 2) ? 2 : 1;
  // end field: EB bytes ending the block (E_TRAIL: starting the NT blocks after the message's
  // last one); the value's LB bytes from byte LOFF of it
  localparam        HAS_F   = (ENDF == E_FIELD || ENDF == E_TRAIL);
  localparam integer LB     = HAS_F ? len_bytes_of(PAD_MODE) : 0;
  localparam integer EB     = HAS_F ? LB + field_extra_of(PAD_MODE) : 0;
  localparam integer NT     = (ENDF == E_TRAIL) ? (8 * EB + BLOCK_BITS - 1) / BLOCK_BITS : 0;
  localparam integer LOFF   = (PAD_MODE == HF_PAD_SHAVITE) ? 0 : field_extra_of(PAD_MODE);
  // padding bits after the message in its block: delimiter, then the end field (Keccak round
  // 2: 1, up to 7 zeros, d, r, 1 is 25 bits past a byte-rounded n; the bound below is 7 mod 8,
  // so rounding n down to a byte changes nothing. BLAKE's 0/1 bit is a bit, not a byte; RFSB's
  // 1 only completes a partial byte). JH wants 512 bits of padding at least: its block is 512
  // bits, so that is one whole block, stated per block so the formal proof runs JH's rule at
  // a small block.
  localparam integer DLEN   = (DELIM == D_R2) ? 25 : (DELIM == D_LSB) ? SUFLEN :
                              (DELIM == D_MSB_PART || DELIM == D_NONE) ? 0 : 1;
  localparam integer END_FIT = (ENDF == E_CLOSE) ? 1 :
                               (PAD_MODE == HF_PAD_BLAKE) ? LEN_BITS + 1 : 8 * EB;
  localparam integer MIN_PAD = (PAD_MODE == HF_PAD_JH) ? BLOCK_BITS : 0;
  // E_TRAIL: the length shares no block with the message, so it "fits" only in a block that
  // holds nothing else (no message bit, no delimiter: the last beat empty at slot 0)
  localparam integer FIT_C  = LAZY ? 0 : (ENDF == E_TRAIL) ? BLOCK_BITS + DLEN :
                              (DLEN + END_FIT > MIN_PAD) ? DLEN + END_FIT : MIN_PAD;

  localparam        GB     = (BLOCK_BITS % W) != 0;  // input gearbox: W=64 to 32-bit slots
  localparam integer WI     = (GB != 0) ? 32 : W;     // slot width of the block buffer
  localparam integer BEATS  = BLOCK_BITS / WI;        // slots per block
  localparam integer BYTES  = W / 8;
  localparam integer BB     = BLOCK_BITS / 8;
  localparam integer IW     = 7;
  localparam integer CW     = 64;   // message bit counter width
  localparam integer LOGW   = (WI == 64) ? 6 : (WI == 32) ? 5 : (WI == 16) ? 4 : 3;
  localparam [CW-1:0] WI_CW = {{(CW-7){1'b0}}, WI[6:0]};
  localparam integer WI2    = 2 * WI;
  localparam [CW-1:0] WI2_CW = {{(CW-8){1'b0}}, WI2[7:0]};
  localparam [7:0]  SUF8    = SUF[7:0];
  localparam integer D_I    = DIGEST_BITS / 8;
  localparam [7:0]  D8      = D_I[7:0];
  localparam [7:0]  R8      = BB[7:0];
  localparam [15:0] DIG16   = DIGEST_BITS[15:0];
  localparam        BLAKE1  = (DIGEST_BITS == 256 || DIGEST_BITS == 512);  // BLAKE's 0/1 bit
  localparam [15:0] BLK16   = BLOCK_BITS[15:0];
  localparam [BEATS-1:0] OH0 = 1;
  localparam integer NT1   = (NT > 0) ? NT - 1 : 0;
  localparam [1:0]  NT_2    = NT[1:0];
  localparam [1:0]  NT1_2   = NT1[1:0];
  function [BEATS-1:0] below;   // slots 0..lim-1
    input integer lim;
    integer k;
    begin
      below = {BEATS{1'b0}};
      for (k = 0; k < BEATS; k = k + 1)
        if (k < lim) below[k] = 1'b1;
    end
  endfunction

  // The fit test by slot: the padding fits in every slot below KE whatever the beat's count,
  // at slot KE when the count is at most TE, in no slot above (FIT_C = 0: in every slot;
  // E_TRAIL after a delimiter, T0 < 0: in none)
  localparam integer T0     = BLOCK_BITS - FIT_C;
  localparam integer KE     = (T0 < 0) ? 0 : T0 / WI;
  localparam integer TE     = (T0 < 0) ? 0 : T0 - KE * WI;
  localparam        FIT_ALL = (KE >= BEATS);
  localparam        FIT_NONE = (T0 < 0);
  localparam integer KEI    = FIT_ALL ? 0 : KE;   // an index for oh_q where it is unused
  localparam [6:0]  TE7     = TE[6:0];
  localparam [BEATS-1:0] BELOW1 = below(KE - 1);  // slot k + 1 is below KE
  localparam [BEATS-1:0] BELOW2 = below(KE - 2);  // slot k + 2 is below KE
  // nflags(n): the fit test at slot KE, a full slot, the slot's byte count rounded up, that
  // count a full slot's, a partial last byte
  localparam integer F_FK = 0, F_FW = 1, F_CF = 2, F_PB = 3, F_CB = 4, NF = 8;

  reg [BLOCK_BITS-1:0] buf_q, buf_d;
  reg [IW-1:0]         idx_q, idx_d;
  reg [BEATS-1:0]      oh_q, oh_d;       // idx_q one-hot: slot selects without comparators
  reg                  ohA_q, ohA_d;     // idx_q < KE: the padding fits whatever the count
  reg                  full_q, full_d;
  reg                  last_q, last_d;
  // padding blocks that follow the one in the buffer (0..NT+1): with E_TRAIL a block for a
  // delimiter that spilled past the message's last block (xsp_q), then the length's blocks,
  // slice xsl_q next; otherwise the one added block
  reg [1:0]            xcnt_q, xcnt_d;
  reg                  xnz_q;            // xcnt_q != 0, a flip-flop: it gates every slot's write
  reg                  xsp_q, xsp_d;
  reg                  xsl_q, xsl_d;
  reg [WI-1:0]         xhi_q, xhi_d;
  reg [CW-1:0]         len_q, len_d;     // bits in the full slots so far: a multiple of WI
  reg [CW-1:0]         lenw_q, lenw_d;   // len_q + WI, so no adder sits on the last beat's path
  // the counters of the block in the buffer
  reg                  first_q, first_d;
  reg [15:0]           nbits_q, nbits_d;
  reg [CW-1:0]         tot_q, tot_d;
  // the end field's value for the added block, when it is not blk_total (block count, bytes)
  reg [CW-1:0]         xval_q, xval_d;
  // Groestl: blocks of this message so far + 1 and + 2 (the count if the field fits in the
  // current block, and if it needs one more): registers, so no adder on the last beat's path
  reg [CW-1:0]         bc1_q, bc1_d, bc2_q, bc2_d;

  // Input stage: a beat is registered with its padding already formed (st_*), and written
  // into the block buffer from there, so no path runs from the stream inputs to the buffer.
  // It costs one cycle of latency and no throughput: the stage moves on whenever the buffer
  // can take a beat, in the hand-over cycle too.
  reg           st_v_q, st_v_d;
  reg [W-1:0]   st_lo_q, st_lo_d;     // the beat (a last beat: its low half with padding)
  reg [W-1:0]   st_hi_q, st_hi_d;     // a last beat's padding that spills into the next slot
  reg           st_last_q, st_last_d;
  reg [6:0]     st_n_q, st_n_d;       // valid bits of a last beat (0..W; gearbox: its first
                                      // sub-beat's)
  // LAZY: the staged beat is an empty last beat, registered as it enters the stage, so that
  // the drop decision below is an AND of flip-flops and not a compare of st_n_q (it started
  // Xoodyak's critical path into the block buffer)
  reg           st_el_q, st_el_d;
  // What the last beat's bit count decides, registered as the beat enters the stage (nflags):
  // the fit test at the one slot where it depends on the count, a full slot, and the slot's
  // byte count. Computed from u_n in front of the buffer, they were the critical path of the
  // cores that run faster than the padder (the RFSB-509 tables, RadioGatun).
  reg [NF-1:0]  st_f_q, st_f_d;

  // What the stage offers the buffer this cycle (u_*): the beat, or with the gearbox one of
  // its two WI-bit halves. u_final: the stage is empty once it is taken.
  wire [WI-1:0] u_lo, u_hi;
  wire          u_last, u_final;
  wire          u_two;      // gearbox: a whole beat into slots idx and idx + 1 this cycle
  wire [6:0]    u_n;
  wire [NF-1:0] u_f;        // nflags(u_n), from registers

  // LAZY: a full block that is not known to be last waits for the next slot in the stage: if
  // that is the message's empty last beat (a message that fills its block and then sends an
  // empty last beat), the block is the message's last and the beat is dropped. Without the
  // gearbox the staged beat is the slot (u_last = st_last_q, u_n = st_n_q), so st_el_q says
  // it; no lazy mode has the gearbox (checked below).
  wire lz_wait  = LAZY & ~last_q & ~st_v_q;
  wire drop     = LAZY & full_q & ~last_q & st_v_q & st_el_q;
  wire take     = full_q & ~lz_wait & blk_ready;
  // a lazy mode never adds a block (FIT_C = 0: the padding always fits, and it has no end
  // field), so xcnt_q stays 0; said here, the constant reaches every slot's write enable
  wire xnz      = ~LAZY & xnz_q;
  wire can_take = ~full_q | (blk_ready & ~xnz);       // the buffer takes a slot this cycle
  wire st_take  = st_v_q & can_take;                  // ... and the stage has one
  // ... that goes into the buffer, for each value of the core's blk_ready (a low blk_ready
  // leaves ~full_q; drop needs full_q), so that blk_ready only picks one of two register terms
  wire acc_r0   = st_v_q & ~full_q;
  wire acc_r1   = st_v_q & (~full_q | ~xnz) & ~drop;
  wire accept   = blk_ready ? acc_r1 : acc_r0;
  // ... and a last slot among them (kept: xnz_q's and xhi_q's next values read these nets)
  (* keep *) wire acc_l0 = acc_r0 & u_last;
  (* keep *) wire acc_l1 = acc_r1 & u_last;
  wire st_free  = st_take & u_final;
  assign s_ready = ~st_v_q | (can_take & u_final);
  // s_valid & s_ready, per blk_ready like accept (s_ready itself must not read s_valid)
  wire s_acc_r0 = s_valid & (~st_v_q | (~full_q & u_final));
  wire s_acc_r1 = s_valid & (~st_v_q | ((~full_q | ~xnz) & u_final));
  wire s_acc    = blk_ready ? s_acc_r1 : s_acc_r0;
  // the staged slot (or slot pair) ends its block
  wire wrap     = u_last | oh_q[BEATS-1] | (u_two & oh_q[(BEATS > 1) ? BEATS - 2 : 0]);

  // The slots that take the staged beat's high half (u_last | u_two, and the slot below is the
  // pointer's): a register, hi_q, formed a cycle ahead from the next pointer and stage for
  // each value of blk_ready, which then only picks one of two kept terms. Formed from the
  // pointer and the stage's flags in the cycle of the write, it put a LUT and a mux in front
  // of every slot's write select: the buffer write on the fastest cores' critical path.
  function [BEATS-1:0] hi_of;
    input [BEATS-1:0] oh;   // the slot pointer, one-hot
    input             hl;   // the staged slot is the last one or a pair (u_last | u_two)
    integer k;
    begin
      hi_of = {BEATS{1'b0}};
      for (k = 1; k < BEATS; k = k + 1)
        hi_of[k] = hl & oh[k - 1];
    end
  endfunction
  reg  [BEATS-1:0] hi_q;
  wire [BEATS-1:0] oh_step  = wrap ? OH0 : u_two ? oh_q << 2 : oh_q << 1;
  wire [BEATS-1:0] oh_n0    = acc_r0 ? oh_step : oh_q;
  wire [BEATS-1:0] oh_n1    = acc_r1 ? oh_step : oh_q;
  wire             stl_n0   = s_acc_r0 ? s_last : st_last_q;
  wire             stl_n1   = s_acc_r1 ? s_last : st_last_q;
  wire             hl_n0, hl_n1;   // next cycle's u_last | u_two (g_gear / g_direct below)
  (* keep *) wire [BEATS-1:0] hi_n0 = hi_of(oh_n0, hl_n0);
  (* keep *) wire [BEATS-1:0] hi_n1 = hi_of(oh_n1, hl_n1);

  assign blk_valid = full_q & ~lz_wait;
  assign blk_valid_nx = rst_n & full_d & ~(LAZY & ~last_d & ~st_v_d);
  assign blk_data  = buf_q;
  assign blk_last  = last_q | drop;
  assign blk_first = first_q;
  assign blk_nbits = nbits_q;
  assign blk_total = tot_q;

  // ---- the last beat with its adjacent padding, 2W bits (the high half spills over) ----
  // Bit j of it as a function of s_bits (q = s_bits; n = min(q, W) the valid bits): byte i is
  // whole when q >= 8(i+1) and the partial one when q[6:3] == i, with r = q[2:0] bits, so the
  // clamp only matters in the high half (for q >= W the delimiter sits at bit W).
  function [2*W-1:0] tail_bits;
    input [W-1:0] d;
    input [6:0]   q;
    integer ib, bb, jj, kk, rr, qi, rq;
    reg     whole, part, v;
    begin
      qi = {25'd0, q};
      rq = {29'd0, q[2:0]};
      tail_bits = {2*W{1'b0}};
      for (ib = 0; ib < BYTES; ib = ib + 1) begin
        whole = (qi >= 8 * (ib + 1));
        part  = (qi / 8 == ib);
        for (bb = 0; bb < 8; bb = bb + 1) begin
          v = whole & d[8*ib + bb];
          // the partial byte's r valid bits are its top ones; LSB-first moves them to its bottom
          for (rr = 1; rr < 8; rr = rr + 1)
            if (LSB_ORDER != 0) begin
              if (bb < rr) v = v | (part & (rq == rr) & d[8*ib + bb + 8 - rr]);
            end else begin
              if (bb >= 8 - rr) v = v | (part & (rq == rr) & d[8*ib + bb]);
            end
          if (DELIM == D_MSB || DELIM == D_MSB_PART)
            for (rr = (DELIM == D_MSB) ? 0 : 1; rr < 8; rr = rr + 1)
              if (bb == 7 - rr) v = v | (part & (rq == rr));
          tail_bits[8*ib + bb] = v;
        end
      end
      if (DELIM == D_MSB)
        tail_bits[W + 7] = (qi >= W);
      else if (DELIM == D_LSB)
        for (jj = 0; jj < 2 * W; jj = jj + 1)
          for (kk = 0; kk < SUFLEN; kk = kk + 1)
            if (SUF8[kk] && jj - kk >= 0 && jj - kk < W)
              tail_bits[jj] = tail_bits[jj] | (qi == jj - kk);
            else if (SUF8[kk] && jj - kk == W)
              tail_bits[jj] = tail_bits[jj] | (qi >= W);
    end
  endfunction

  // the flags of a slot's count un (0..WI; see st_f_q)
  function [NF-1:0] nflags;
    input [6:0] un;
    reg   [3:0] cb;
    begin
      cb = un[6:3] + {3'd0, |un[2:0]};
      nflags = {NF{1'b0}};
      nflags[F_FK] = (un <= TE7);
      nflags[F_FW] = (un == WI[6:0]);
      nflags[F_CF] = (cb == WI[6:3]);
      nflags[F_PB] = |un[2:0];
      nflags[F_CB +: 4] = cb;
    end
  endfunction

  reg [2*W-1:0] tail;
  reg [7:0]     byte_m;
  reg [6:0]     n;          // valid bits in the input beat
  reg [3:0]     nb;         // index of the first not-full byte
  reg [2:0]     r;          // valid bits in that byte
  reg [6:0]     n_first;    // valid bits of the first sub-beat (gearbox)
  reg           fits;       // the end-of-block padding fits in this block
  reg [CW-1:0]  total;      // message length in bits including this last beat
  reg [CW-1:0]  nbytes;     // RFSB: ceil(total / 8), bit 63 set for a partial last byte
  reg [CW-1:0]  vfit;       // the end field's value when it fits in this block
  reg [15:0]    nbits_last; // message bits in the last beat's block
  integer i;

  always @* begin
    n = (s_bits > W[6:0]) ? W[6:0] : s_bits;
    nb = n[6:3];
    r  = n[2:0];
    if (DELIM == D_R2) begin
      // Keccak round 2's byte pattern after the message, by shifts of the clamped n
      tail = {2*W{1'b0}};
      for (i = 0; i < BYTES; i = i + 1) begin
        byte_m = s_data[8*i +: 8];
        if (i[3:0] > nb || (i[3:0] == nb && r == 3'd0)) begin
          byte_m = 8'd0;
        end else if (i[3:0] == nb) begin
          byte_m = byte_m & ~(8'hFF >> r);
          if (LSB_ORDER != 0) byte_m = byte_m >> (4'd8 - {1'b0, r});
        end
        tail[8*i +: 8] = byte_m;
      end
      tail = tail | ({{(2*W-1){1'b0}}, 1'b1} << n)
                  | ({{(2*W-8){1'b0}}, D8} << ({nb, 3'd0} + 7'd8))
                  | ({{(2*W-8){1'b0}}, R8} << ({nb, 3'd0} + 7'd16))
                  | ({{(2*W-1){1'b0}}, 1'b1} << ({nb, 3'd0} + 7'd24));
    end else begin
      // every other mode bit by bit, from compares of the unclamped s_bits: shifts by n and by
      // 8 - r after the clamp would sit in series on the input path
      tail = tail_bits(s_data, s_bits);
    end
    n_first   = (GB != 0 && (!s_last || n > 7'd32)) ? 7'd32 : n;
    st_v_d    = s_acc | (st_v_q & ~st_free);
    st_lo_d   = st_lo_q;
    st_hi_d   = st_hi_q;
    st_last_d = st_last_q;
    st_n_d    = st_n_q;
    st_el_d   = st_el_q;
    st_f_d    = st_f_q;
    if (s_acc) begin
      st_lo_d   = s_last ? tail[W-1:0] : s_data;
      st_hi_d   = tail[2*W-1:W];
      st_last_d = s_last;
      st_n_d    = n_first;
      st_el_d   = s_last & (s_bits == 7'd0);
      st_f_d    = nflags(n_first);
    end
    // the fit test and the length from registers only (no adder or comparator in front of
    // the block buffer): the slot pointer's range flag, and the count's flags of the stage
    fits  = FIT_ALL | (~FIT_NONE & (ohA_q | (oh_q[KEI] & u_f[F_FK])));
    total = u_f[F_FW] ? lenw_q : {len_q[CW-1:LOGW], u_n[LOGW-1:0]};
    // len_q is a multiple of WI, so ceil(total / 8) is len_q / 8 with the slot's byte count
    // in its low bits, unless the slot rounds up to full
    nbytes = u_f[F_CF] ? {3'd0, lenw_q[CW-1:3]} :
                         {3'd0, len_q[CW-1:LOGW], u_f[F_CB +: LOGW - 3]};
    nbytes[CW-1] = u_f[F_PB];
    vfit = (VAL == V_BLOCKS) ? bc1_q : (VAL == V_BYTES) ? nbytes : total;
    // idx * WI + n; narrow, and it only feeds the blk_nbits register
    nbits_last = ({{(16-IW){1'b0}}, idx_q} << LOGW) + {9'd0, u_n};
  end

  generate
    // the lazy modes' blocks (Skein's 512 bits, Esch's and Xoodyak's 128, the formal proof's
    // 64) are multiples of 64: st_el_q, which stands for the slot, assumes no gearbox.
    // Otherwise elaboration stops here.
    if (LAZY && GB != 0) begin : g_bad_lazy
      hf_pad_lazy_mode_needs_w_to_divide_the_block u_bad ();
    end
    if (GB != 0) begin : g_gear
      // the beat's second half: present when it is not a last beat of at most 32 bits
      reg       two_q, sub_q;
      reg [6:0] n1_q;                 // valid bits of a last beat's second half
      reg [NF-1:0] f1_q;              // nflags(n1_q)
      assign u_lo    = sub_q ? st_lo_q[WI +: WI] : st_lo_q[0 +: WI];
      assign u_hi    = sub_q ? st_hi_q[0 +: WI]  : st_lo_q[WI +: WI];
      // a whole beat that does not reach past the block's last slot (with one slot per block
      // oh_q[BEATS-1] is always set: each half is a block of its own)
      assign u_two   = ~st_last_q & ~sub_q & ~oh_q[BEATS-1];
      assign u_final = sub_q | ~two_q | u_two;
      assign u_last  = st_last_q & u_final;
      assign u_n     = sub_q ? n1_q : st_n_q;
      assign u_f     = sub_q ? f1_q : st_f_q;
      always @(posedge clk) begin
        if (!rst_n || s_acc) sub_q <= 1'b0;
        else if (accept)     sub_q <= 1'b1;
      end
      // sub_q, two_q and u_last | u_two of the next cycle, per blk_ready (for hi_q)
      wire sub_n0 = ~s_acc_r0 & (acc_r0 | sub_q);
      wire sub_n1 = ~s_acc_r1 & (acc_r1 | sub_q);
      wire two_in = ~s_last | (n > 7'd32);   // the staged beat's second half is present
      wire two_n0 = s_acc_r0 ? two_in : two_q;
      wire two_n1 = s_acc_r1 ? two_in : two_q;
      assign hl_n0 = (stl_n0 & (sub_n0 | ~two_n0)) | (~stl_n0 & ~sub_n0 & ~oh_n0[BEATS-1]);
      assign hl_n1 = (stl_n1 & (sub_n1 | ~two_n1)) | (~stl_n1 & ~sub_n1 & ~oh_n1[BEATS-1]);
      always @(posedge clk) begin
        if (s_acc) begin
          two_q <= two_in;
          n1_q  <= n - 7'd32;
          f1_q  <= nflags(n - 7'd32);
        end
      end
    end else begin : g_direct
      assign u_lo    = st_lo_q;
      assign u_hi    = st_hi_q;
      assign u_two   = 1'b0;
      assign u_final = 1'b1;
      assign u_last  = st_last_q;
      assign u_n     = st_n_q;
      assign u_f     = st_f_q;
      assign hl_n0   = stl_n0;
      assign hl_n1   = stl_n1;
    end
  endgenerate

  // byte j of the end field: the value's bytes (big- or little-endian), or a constant
  function [7:0] field_byte;
    input [CW-1:0] v;
    input integer  j;
    integer k;
    begin
      k = LEN_LE ? j - LOFF : LOFF + LB - 1 - j;
      if (j >= LOFF && j < LOFF + LB)
        field_byte = (k < CW / 8) ? v[8*k +: 8] : 8'd0;
      else if (PAD_MODE == HF_PAD_BLAKE)
        field_byte = {7'd0, BLAKE1};
      else if (PAD_MODE == HF_PAD_ECHO)
        field_byte = DIG16[8*j +: 8];
      else if (PAD_MODE == HF_PAD_SHAVITE)
        field_byte = DIG16[8*(j - LB) +: 8];
      else
        field_byte = 8'd0;
    end
  endfunction

  // bytes from..BB-1 (the end field's)
  function [BLOCK_BITS-1:0] bytes_from;
    input integer from;
    integer j;
    begin
      bytes_from = {BLOCK_BITS{1'b0}};
      for (j = from; j < BB; j = j + 1)
        bytes_from[8*j +: 8] = 8'hFF;
    end
  endfunction

  // E_TRAIL: slice sl of the length field, from the start of a block
  function [BLOCK_BITS-1:0] trail_img;
    input [CW-1:0] v;
    input integer  sl;
    integer j;
    begin
      trail_img = {BLOCK_BITS{1'b0}};
      for (j = 0; j < BB; j = j + 1)
        if (sl * BB + j < EB)
          trail_img[8*j +: 8] = field_byte(v, sl * BB + j);
    end
  endfunction

  // ---- end padding: the end field or the closing 1 (E_TRAIL: slice sl of the length) ----
  function [BLOCK_BITS-1:0] end_img;
    input [CW-1:0] v;
    input          sl;
    integer j;
    begin
      end_img = {BLOCK_BITS{1'b0}};
      if (ENDF == E_CLOSE)
        end_img[BLOCK_BITS-1] = 1'b1;
      else if (ENDF == E_FIELD)
        for (j = 0; j < EB; j = j + 1)
          end_img[8*(BB - EB + j) +: 8] = field_byte(v, j);
      else if (ENDF == E_TRAIL)
        end_img = sl ? trail_img(v, 1) : trail_img(v, 0);
    end
  endfunction

  // The buffer is written slot by slot (WI bits): each slot's new value and select are
  // computed from the beat and registers alone (the core's blk_ready enters the enable only).
  // (bytes_from's argument is selected, not its result: Yosys evaluates both arms of a ?: of
  // constant function calls, and BB - EB is negative where the field is wider than the block
  // (E_TRAIL with 32-bit blocks: Hamsi-224/256, Fugue), which crashed its evaluator)
  localparam [BLOCK_BITS-1:0] EP_MASK = end_img({CW{1'b1}}, 1'b0) |
                                        bytes_from((ENDF == E_FIELD) ? BB - EB : BB);
  reg [BLOCK_BITS-1:0] epv, xblk, wval;
  reg [BEATS-1:0]      wsel;
  // the last slot with its padding fitting: one LUT of registers, kept, so that the slot
  // selects and the added-block count (xnz_q) each read one net and not the fit test's inputs
  (* keep *) wire      lfit = u_last & fits;
  reg                  sel_lo, sel_hi, sel_ep;
  integer b;
  always @* begin
    epv  = end_img(vfit, 1'b0);
    // the next added block: the length (slice), or a spilled delimiter alone
    xblk = xsp_q ? {BLOCK_BITS{1'b0}} : end_img((VAL == V_BITS) ? tot_q : xval_q, xsl_q);
    xblk[WI-1:0] = xblk[WI-1:0] | xhi_q;
    for (b = 0; b < BEATS; b = b + 1) begin
      sel_lo = oh_q[b];
      sel_hi = hi_q[b];
      sel_ep = lfit && (|EP_MASK[b*WI +: WI]);
      wsel[b] = sel_lo | sel_hi | sel_ep;
      wval[b*WI +: WI] = (sel_lo ? u_lo : {WI{1'b0}}) |
                         (sel_hi ? u_hi : {WI{1'b0}}) |
                         (sel_ep ? epv[b*WI +: WI] : {WI{1'b0}});
    end
  end

  // A slot's write as an enable and a value, with blk_ready in the enable alone. The buffer
  // takes a whole block when the core takes one (take: added block, or cleared, with the
  // staged slot written in the same cycle unless a block is added or the slot dropped), and
  // otherwise only the selected slots of a staged beat while it is not full. So the enable is
  // one LUT of blk_ready, full_q and the slot's staged select (a kept LUT of registers), and
  // the value does not depend on blk_ready. (As a select between new value, added block and
  // held per blk_ready it was 4-5 LUT levels from the pointer or full_q: the padder's buffer
  // write on the critical path of Ascon-Hash256 and of RFSB-509's tables.)
  (* keep *) wire [BEATS-1:0] wv = {BEATS{st_v_q}} & wsel;
  wire [BEATS-1:0]     wen  = {BEATS{take}} | (wv & {BEATS{~full_q}});
  wire                 xf   = full_q & xnz;           // take loads the added block
  wire                 wok  = st_v_q & ~drop;         // ... else the staged slots, or zeros

  // xnz_q's next value, written out rather than |xcnt_d (an OR behind the count's next value)
  // and split on blk_ready like hi_q. accept and take are exclusive while a block is
  // added (the buffer is full and cannot take a slot); when a last slot is accepted, a block is
  // added unless the padding fits (E_TRAIL: the length's other slices follow anyway).
  wire                 xn_set = ~lfit | ((ENDF == E_TRAIL) && (NT1 != 0));
  (* keep *) wire      xnz_r0 = acc_l0 ? xn_set : xnz_q;
  (* keep *) wire      xnz_r1 = acc_l1 ? xn_set :
                                (full_q & ~lz_wait & xnz) ? xcnt_q[1] : xnz_q;

  // xhi_q, a last beat's high half that spilled past its block (it goes into the added
  // block's first slot): loaded when a last slot is accepted (0 when the padding fits), with
  // blk_ready in the enable alone like the slot writes, picking one of two kept terms. Only
  // E_TRAIL adds a second block after the first, so only there is xhi_q cleared when an added
  // block is taken (exclusive with accept: the buffer is full then); elsewhere the next
  // message's last slot reloads it before an added block reads it again. (Written as one
  // expression, synthesis chained the enable behind xf and acc_r1: Keccak's slowest seed ran
  // from full_q through it.)
  wire                 xf_t   = (ENDF == E_TRAIL) & xf;
  (* keep *) wire      xhi_e0 = acc_l0;
  (* keep *) wire      xhi_e1 = xf_t | acc_l1;
  wire                 xhi_en = blk_ready ? xhi_e1 : xhi_e0;
  wire                 xhi_z  = xf_t | lfit | ~oh_q[BEATS-1];

  integer bw;
  always @* begin
    xhi_d = xhi_en ? (xhi_z ? {WI{1'b0}} : u_hi) : xhi_q;
    for (bw = 0; bw < BEATS; bw = bw + 1) begin
      if (wen[bw])
        buf_d[bw*WI +: WI] = xf ? xblk[bw*WI +: WI] : {WI{wok}} & wval[bw*WI +: WI];
      else
        buf_d[bw*WI +: WI] = buf_q[bw*WI +: WI];
    end

    idx_d   = idx_q;
    full_d  = full_q;
    last_d  = last_q;
    xcnt_d  = xcnt_q;
    xsp_d   = xsp_q;
    xsl_d   = xsl_q;
    len_d   = len_q;
    lenw_d  = lenw_q;
    first_d = first_q;
    nbits_d = nbits_q;
    tot_d   = tot_q;
    xval_d  = xval_q;
    bc1_d   = bc1_q;
    bc2_d   = bc2_q;
    if (take) begin
      if (xnz) begin
        full_d  = 1'b1;
        last_d  = (xcnt_q == 2'd1);
        xcnt_d  = xcnt_q - 2'd1;
        first_d = 1'b0;
        nbits_d = 16'd0;
        if (xsp_q) xsp_d = 1'b0;
        else       xsl_d = 1'b1;
      end else begin
        full_d  = 1'b0;
        first_d = blk_last;   // the next block starts a message iff this one ended one
      end
    end
    if (take && drop) begin   // the message ended with its full block: start the next one
      len_d  = {CW{1'b0}};
      lenw_d = WI_CW;
    end
    // the slot pointer, binary and one-hot (the one-hot form selects the fit test's constant)
    oh_d  = accept ? oh_step : oh_q;
    ohA_d = ohA_q;
    if (accept) begin
      if (wrap) begin
        idx_d = {IW{1'b0}};
        ohA_d = (KE > 0);
      end else if (u_two) begin
        idx_d = idx_q + 7'd2;
        ohA_d = |(oh_q & BELOW2);
      end else begin
        idx_d = idx_q + 7'd1;
        ohA_d = |(oh_q & BELOW1);
      end
      if (!u_last) begin
        len_d  = u_two ? lenw_q + WI_CW : lenw_q;
        lenw_d = lenw_q + (u_two ? WI2_CW : WI_CW);
        if (wrap) begin
          full_d  = 1'b1;
          last_d  = 1'b0;
          nbits_d = BLK16;
          tot_d   = len_d;
          bc1_d   = bc2_q;
          bc2_d   = bc2_q + 64'd1;
        end
      end else begin
        full_d  = 1'b1;
        nbits_d = nbits_last;
        tot_d   = total;
        len_d   = {CW{1'b0}};
        lenw_d  = WI_CW;
        bc1_d   = 64'd1;
        bc2_d   = 64'd2;
        xval_d  = (VAL == V_BLOCKS) ? bc2_q : nbytes;
        xsp_d = 1'b0;
        xsl_d = 1'b0;
        if (lfit) begin
          // E_TRAIL: this block holds the length's first slice, the others follow
          last_d = (ENDF != E_TRAIL) || (NT == 1);
          xcnt_d = (ENDF == E_TRAIL) ? NT1_2 : 2'd0;
          xsl_d  = (ENDF == E_TRAIL);
        end else begin
          last_d = 1'b0;
          if (ENDF == E_TRAIL) begin
            xsp_d  = oh_q[BEATS-1] & (|u_hi);   // the delimiter spilled into a block of its own
            xcnt_d = NT_2 + {1'b0, xsp_d};
          end else begin
            xcnt_d = 2'd1;
          end
        end
      end
    end
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      buf_q   <= {BLOCK_BITS{1'b0}};
      idx_q   <= {IW{1'b0}};
      oh_q    <= OH0;
      ohA_q   <= (KE > 0);
      full_q  <= 1'b0;
      last_q  <= 1'b0;
      xcnt_q  <= 2'd0;
      xnz_q   <= 1'b0;
      xsp_q   <= 1'b0;
      xsl_q   <= 1'b0;
      xhi_q   <= {WI{1'b0}};
      len_q   <= {CW{1'b0}};
      lenw_q  <= WI_CW;
      first_q <= 1'b1;
      nbits_q <= 16'd0;
      tot_q   <= {CW{1'b0}};
      bc1_q   <= 64'd1;
      bc2_q   <= 64'd2;
      st_v_q  <= 1'b0;
      hi_q    <= {BEATS{1'b0}};
    end else begin
      buf_q   <= buf_d;
      idx_q   <= idx_d;
      oh_q    <= oh_d;
      ohA_q   <= ohA_d;
      st_v_q  <= st_v_d;
      hi_q    <= blk_ready ? hi_n1 : hi_n0;
      full_q  <= full_d;
      last_q  <= last_d;
      xcnt_q  <= xcnt_d;
      xnz_q   <= blk_ready ? xnz_r1 : xnz_r0;
      xsp_q   <= xsp_d;
      xsl_q   <= xsl_d;
      xhi_q   <= xhi_d;
      len_q   <= len_d;
      lenw_q  <= lenw_d;
      first_q <= first_d;
      nbits_q <= nbits_d;
      tot_q   <= tot_d;
      bc1_q   <= bc1_d;
      bc2_q   <= bc2_d;
    end
  end
  // stage data: no reset, st_v_q says whether it holds a beat; xval_q is read only after the
  // last beat that writes it
  always @(posedge clk) begin
    xval_q    <= xval_d;
    st_lo_q   <= st_lo_d;
    st_hi_q   <= st_hi_d;
    st_last_q <= st_last_d;
    st_n_q    <= st_n_d;
    st_el_q   <= st_el_d;
    st_f_q    <= st_f_d;
  end

`ifdef FORMAL
  // xnz_q is the added-block count's OR, but its next value is written out twice above (per
  // blk_ready) instead of derived from xcnt_d: the padder's proof checks they agree (from the
  // second cycle on: the harness resets in the first)
  reg f_run_q = 1'b0;
  always @(posedge clk) f_run_q <= 1'b1;
  always @(*) if (f_run_q) assert (xnz_q == (xcnt_q != 2'd0));
  // hi_q, formed a cycle ahead, is the high-half select of the staged beat (the stage's data
  // has no reset: from the first beat on)
  always @(*) if (f_run_q && st_v_q) assert (hi_q == hi_of(oh_q, u_last | u_two));
`endif
endmodule

`default_nettype wire
