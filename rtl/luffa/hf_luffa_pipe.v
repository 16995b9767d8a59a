// hf_luffa_pipe: Luffa-224 / -256 / -384 / -512 (round 2) hashing LANES (8) independent
// messages at once, seed paper 003's pipelined architecture (Sec. 3.3, Fig. 13, Table 3).
//
// Lanes: each lane is the stream interface of docs/hardware.md, the LANES of them packed
// side by side (lane l: s_valid[l], s_data[W*l +: W], s_bits[7*l +: 7], ..., m_data[W*l +: W]),
// with its own padder (hf_pad, HF_PAD_10) and its own serializer (hf_ser); a lane's digest
// leaves on its own output, in the order of its messages.
//
// Datapath: a ring of NS = 9 stages of w * 256 bits: stage 0 the message injection
// (hf_luffa_mi, with the Q_j's tweaks), stages 1..8 step r = 0..7 of the w sub-permutations
// (8 w step blocks, each with its own constants: no constant multiplexers). Every stage has
// its register, so the longest path is one step or the MI, as in `ht`. The ring holds NS
// slots that move one stage per clock: slot l < LANES is lane l's state, the others are empty
// (with 8 lanes one: the seed's 9 cycles per round with 8 messages). The slot at stage 0 (ph_q) is the lane's
// "boundary": its V comes out of stage 8, and the MI of its next round (a block, a blank
// round), the load of an output chunk Z (hf_luffa_out) or nothing happens, as in hf_luffa's
// boundary cycle. A lane without a message (fresh) lets its slot pass; its first block is
// injected into the IV.
//
// Stalls: a lane in the middle of a message whose next block is not there yet, or whose
// serializer is not empty when a Z is due, holds the whole ring (one enable for every stage
// register) until it can go on: parking each lane's state instead would cost LANES * w * 256
// more flip-flops or a bypass multiplexer in every stage. With the lanes' streams flowing, no
// lane ever waits: the padder loads the next block in B / W <= P cycles.
`default_nettype none

module hf_luffa_pipe #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 256,
  parameter integer LANES       = 8     // 1..8: slots LANES..8 of the ring stay empty
) (
  input  wire                 clk,
  input  wire                 rst_n,
  input  wire [LANES-1:0]     s_valid,
  output wire [LANES-1:0]     s_ready,
  input  wire [LANES*W-1:0]   s_data,
  input  wire [LANES-1:0]     s_last,
  input  wire [LANES*7-1:0]   s_bits,
  output wire [LANES-1:0]     m_valid,
  input  wire [LANES-1:0]     m_ready,
  output wire [LANES*W-1:0]   m_data,
  output wire [LANES-1:0]     m_last
);
  localparam integer WN  = (DIGEST_BITS > 384) ? 5 : (DIGEST_BITS > 256) ? 4 : 3;
  localparam integer SW  = 256 * WN;
  localparam integer NS  = 9;           // ring stages = slots: the MI and the 8 steps
  localparam         TWO = (DIGEST_BITS > 256);         // two blank rounds (two Z chunks)
  localparam integer LAST_BITS_I  = TWO ? DIGEST_BITS - 256 : DIGEST_BITS;
  localparam integer LAST_BEATS_I = (LAST_BITS_I + W - 1) / W;
  localparam integer FULL_BEATS_I = 256 / W;
  localparam [7:0]   LAST_BEATS   = LAST_BEATS_I[7:0];
  localparam [7:0]   FULL_BEATS   = FULL_BEATS_I[7:0];
  localparam [3:0]   PH_LAST      = NS[3:0] - 4'd1;
  localparam [3:0]   PH_LANES     = LANES[3:0];

`include "hf_luffa_consts.vh"
`include "hf_pad_modes.vh"

  localparam [SW-1:0] IV = iv_words(WN);
  localparam [1:0] ST_MSG = 2'd0, ST_BLANK1 = 2'd1, ST_BLANK2 = 2'd2, ST_OUT = 2'd3;

  // ---- per-lane control ----
  reg  [2*LANES-1:0] st_q, st_d;       // what the lane's next boundary does
  reg  [LANES-1:0]   fresh_q, fresh_d; // no block of a message injected yet: V is the IV
  // blk_ready as registers, from the next state: the lane's slot at stage 0 and a block wanted
  reg  [LANES-1:0]   rdy_q, rdy_d;
  reg  [3:0]         ph_q, ph_d;       // the slot at stage 0
  wire [LANES-1:0]   blk_valid, blk_last, ser_ready, ser_ld;
  wire [LANES*256-1:0] blk_data;

  // ---- the ring's boundary: the lane at stage 0 ----
  wire         bub      = (ph_q >= PH_LANES);          // an empty slot
  wire [2:0]   cur      = ph_q[2:0];
  wire [1:0]   c_st     = bub ? ST_MSG : st_q[{cur, 1'b0} +: 2];
  wire         c_fresh  = bub | fresh_q[cur];
  wire         c_take   = |(blk_valid & rdy_q);
  wire         c_blast  = |(blk_last & rdy_q);
  wire         c_sr     = !bub & ser_ready[cur];
  wire         c_out    = (c_st == ST_BLANK2) || (c_st == ST_OUT);
  // hold the ring: a message waits for its next block, or a Z for its serializer
  wire         stall    = (c_st == ST_MSG && !c_fresh && !c_take) || (c_out && !c_sr);
  wire         adv      = !stall;

  // the block of the lane whose slot is at stage 0: rdy_q is one-hot there and zero in blank
  // rounds, so an AND-OR selects it and blanks it (big-endian words, as in hf_luffa)
  reg  [255:0] blk_sel;
  integer l;
  always @* begin
    blk_sel = 256'd0;
    for (l = 0; l < LANES; l = l + 1)
      blk_sel = blk_sel | (blk_data[256*l +: 256] & {256{rdy_q[l]}});
  end
  wire [255:0] msg;
  genvar j, k, b, g;
  generate
    for (k = 0; k < 8; k = k + 1) begin : g_msg
      for (b = 0; b < 4; b = b + 1) begin : g_byte
        assign msg[32*k + 24 - 8*b +: 8] = blk_sel[32*k + 8*b +: 8];
      end
    end
  endgenerate

  // ---- the ring: stage 0 the MI, stages 1..8 the steps ----
  // (the stage registers have no reset: a slot's contents matter only once its lane has
  // injected a block into the IV)
  wire [NS*SW-1:0] ring;          // stage g's register in [SW*g +: SW]
  wire [SW-1:0] v_in = c_fresh ? IV : ring[SW*8 +: SW];
  wire [SW-1:0] mi;
  hf_luffa_mi #(.WN(WN)) u_mi (.v_i(v_in), .m_i(msg), .v_o(mi));
  generate
    for (g = 0; g < NS; g = g + 1) begin : g_stage
      wire [SW-1:0] nx;
      reg  [SW-1:0] p_q;
      if (g == 0) begin : g_mi
        assign nx = mi;
      end else begin : g_step
        localparam [3:0] R = g - 1;
        for (j = 0; j < WN; j = j + 1) begin : g_q
          hf_luffa_step u_step (
            .a_i(ring[SW*(g - 1) + 256*j +: 256]), .c0_i(rc(j, 0, R[2:0])), .c4_i(rc(j, 1, R[2:0])),
            .a_o(nx[256*j +: 256])
          );
        end
      end
      always @(posedge clk) begin
        if (adv) p_q <= nx;
      end
      assign ring[SW*g +: SW] = p_q;
    end
  endgenerate

  // ---- output: Z of the lane at stage 0, loaded into that lane's serializer ----
  wire [255:0] zb;
  hf_luffa_out #(.WN(WN), .LAST_BITS(LAST_BITS_I)) u_out (
    .v_i(ring[SW*8 +: SW]), .last_i(c_st == ST_OUT), .z_o(zb)
  );

  // ---- lanes: padder and serializer ----
  generate
    for (g = 0; g < LANES; g = g + 1) begin : g_lane
      /* verilator lint_off UNUSEDSIGNAL */
      wire        blk_first;
      wire [15:0] blk_nbits;
      wire [63:0] blk_total;
      wire        ser_ready_nx;
      wire        blk_valid_nx;
      /* verilator lint_on UNUSEDSIGNAL */
      hf_pad #(.W(W), .BLOCK_BITS(256), .PAD_MODE(HF_PAD_10)) u_pad (
        .clk(clk), .rst_n(rst_n),
        .s_valid(s_valid[g]), .s_ready(s_ready[g]), .s_data(s_data[W*g +: W]),
        .s_last(s_last[g]), .s_bits(s_bits[7*g +: 7]),
        .blk_valid(blk_valid[g]), .blk_ready(rdy_q[g]), .blk_data(blk_data[256*g +: 256]),
        .blk_last(blk_last[g]), .blk_first(blk_first), .blk_nbits(blk_nbits), .blk_total(blk_total),
        .blk_valid_nx(blk_valid_nx)
      );
      localparam [3:0] G = g;
      assign ser_ld[g] = (ph_q == G) && c_out && ser_ready[g];
      hf_ser #(.W(W), .CHUNK_BITS(256)) u_ser (
        .clk(clk), .rst_n(rst_n),
        .ld_valid(ser_ld[g]), .ld_ready(ser_ready[g]), .ld_ready_nx(ser_ready_nx),
        .ld_data(zb), .ld_beats((c_st == ST_OUT) ? LAST_BEATS : FULL_BEATS),
        .ld_last(c_st == ST_OUT),
        .m_valid(m_valid[g]), .m_ready(m_ready[g]), .m_data(m_data[W*g +: W]), .m_last(m_last[g])
      );
    end
  endgenerate

  // ---- the boundary's next state ----
  always @* begin
    st_d    = st_q;
    fresh_d = fresh_q;
    ph_d    = ph_q;
    if (adv) begin
      ph_d = (ph_q == PH_LAST) ? 4'd0 : ph_q + 4'd1;
      if (!bub) begin
        case (c_st)
          ST_MSG: if (c_take) begin
            st_d[{cur, 1'b0} +: 2] = c_blast ? ST_BLANK1 : ST_MSG;
            fresh_d[cur]     = 1'b0;
          end
          ST_BLANK1: st_d[{cur, 1'b0} +: 2] = TWO ? ST_BLANK2 : ST_OUT;
          ST_BLANK2: st_d[{cur, 1'b0} +: 2] = ST_OUT;
          default: begin
            st_d[{cur, 1'b0} +: 2] = ST_MSG;
            fresh_d[cur]     = 1'b1;
          end
        endcase
      end
    end
    for (l = 0; l < LANES; l = l + 1)
      rdy_d[l] = (ph_d == l[3:0]) && (st_d[2*l +: 2] == ST_MSG);
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      st_q    <= {2*LANES{1'b0}};
      fresh_q <= {LANES{1'b1}};
      rdy_q   <= {{LANES-1{1'b0}}, 1'b1};
      ph_q    <= 4'd0;
    end else begin
      st_q    <= st_d;
      fresh_q <= fresh_d;
      rdy_q   <= rdy_d;
      ph_q    <= ph_d;
    end
  end
endmodule

`default_nettype wire
