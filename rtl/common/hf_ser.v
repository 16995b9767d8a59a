// hf_ser: digest serializer. Loads a chunk of up to CHUNK_BITS bits (byte i in
// ld_data[8i+7:8i]) and sends it as ld_beats W-bit beats, byte i of each beat in
// m_data[8i+7:8i]; m_last marks the last beat of the last chunk (ld_last) of a digest.
// m_valid, m_data and m_last are registers.
// The next chunk loads in the cycle the current chunk's last beat leaves, so chunks of C
// beats can follow each other every C cycles: ld_ready is "empty, or the beat offered is its
// chunk's last and it is taken now" (registers and m_ready through one gate; no wider logic
// lies between m_ready and anything the serializer or a core registers). Once high, ld_ready
// stays high until a chunk is loaded.
// BACK_TO_BACK = 0 gives that up for a ld_ready that is a register's output ("empty"): for a
// core whose next chunk is never ready within C cycles of a load (Ascon: R / U >= C + 1), so
// the load decision it fans out to its state depends on no bus input and on one flip-flop here.
// ld_ready_nx says the serializer is empty in the next cycle, so ld_ready is high then
// whatever m_ready does; for cores that register their own ready signals (a lower bound of
// the next cycle's ld_ready: it leaves out the load in a last beat's cycle).
`default_nettype none

module hf_ser #(
  parameter integer W          = 32,
  parameter integer CHUNK_BITS = 256,
  parameter integer BACK_TO_BACK = 1   // 0: ld_ready is "empty" only
) (
  input  wire                  clk,
  input  wire                  rst_n,
  input  wire                  ld_valid,
  output wire                  ld_ready,
  output wire                  ld_ready_nx,
  input  wire [CHUNK_BITS-1:0] ld_data,
  input  wire [7:0]            ld_beats,
  input  wire                  ld_last,
  output wire                  m_valid,
  input  wire                  m_ready,
  output wire [W-1:0]          m_data,
  output wire                  m_last
`ifdef FORMAL
  ,
  // the registers rtl/common/formal/hf_ser_formal.sv states its induction invariants on
  output wire [((CHUNK_BITS + W - 1) / W) * W - 1:0] f_sh,
  output wire [7:0]            f_cnt,
  output wire                  f_lastc,
  output wire                  f_one
`endif
);
  localparam integer SBITS = ((CHUNK_BITS + W - 1) / W) * W;
  // the beat counter as wide as the longest chunk needs (ld_beats <= SBITS / W), not the
  // port's 8 bits: its decrement and compare sit on the path from one_q and m_ready
  // (2 bits for Ascon's 64-bit chunks at W=32, whose round is only a few LUTs deep)
  localparam integer CNTW  = (SBITS / W < 2) ? 2 : $clog2(SBITS / W + 1);
  localparam [CNTW-1:0] CNT2 = 2;

  reg [SBITS-1:0] sh_q, sh_d;
  reg [CNTW-1:0]  cnt_q, cnt_d;
  reg             valid_q, valid_d;
  reg             lastc_q, lastc_d;
  reg             mlast_q, mlast_d;
  reg             one_q, one_d;      // the beat offered is its chunk's last (cnt_q == 1)

  wire give = valid_q & m_ready;
  wire load = ld_valid & ld_ready;

  generate
    if (BACK_TO_BACK != 0) begin : g_b2b
      assign ld_ready = ~valid_q | (one_q & m_ready);
    end else begin : g_empty
      assign ld_ready = ~valid_q;
    end
  endgenerate
  assign ld_ready_nx = ~valid_d;
  assign m_valid  = valid_q;
  assign m_data   = sh_q[W-1:0];
  assign m_last   = mlast_q;
`ifdef FORMAL
  assign f_sh    = sh_q;
  assign f_cnt   = {{(8 - CNTW){1'b0}}, cnt_q};
  assign f_lastc = lastc_q;
  assign f_one   = one_q;
`endif

  always @* begin
    sh_d    = sh_q;
    cnt_d   = cnt_q;
    valid_d = valid_q;
    lastc_d = lastc_q;
    mlast_d = mlast_q;
    one_d   = one_q;
    if (load) begin
      sh_d    = {SBITS{1'b0}};
      sh_d[CHUNK_BITS-1:0] = ld_data;
      cnt_d   = ld_beats[CNTW-1:0];
      valid_d = 1'b1;
      lastc_d = ld_last;
      one_d   = (ld_beats == 8'd1);
      mlast_d = ld_last && (ld_beats == 8'd1);
    end else if (give) begin
      sh_d    = sh_q >> W;
      cnt_d   = cnt_q - 1'b1;
      valid_d = ~one_q;
      one_d   = (cnt_q == CNT2);
      mlast_d = lastc_q && (cnt_q == CNT2);
    end
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      cnt_q   <= {CNTW{1'b0}};
      valid_q <= 1'b0;
      lastc_q <= 1'b0;
      mlast_q <= 1'b0;
      one_q   <= 1'b0;
    end else begin
      cnt_q   <= cnt_d;
      valid_q <= valid_d;
      lastc_q <= lastc_d;
      mlast_q <= mlast_d;
      one_q   <= one_d;
    end
  end

  always @(posedge clk) begin
    sh_q <= sh_d;
  end
endmodule

`default_nettype wire
