// hf_ser: digest serializer. Loads a chunk of up to CHUNK_BITS bits (byte i in
// ld_data[8i+7:8i]) and sends it as ld_beats W-bit beats, byte i of each beat in
// m_data[8i+7:8i]; m_last marks the last beat of the last chunk (ld_last) of a digest.
// m_valid, m_data and m_last are registers. ld_ready (empty) is a register too, so a
// chunk is loaded one cycle after the previous one has gone out. ld_ready_nx is ld_ready of the
// next cycle, for cores that register their own ready signals.
`default_nettype none

module hf_ser #(
  parameter integer W          = 32,
  parameter integer CHUNK_BITS = 256
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
  output wire                  f_lastc
`endif
);
  localparam integer SBITS = ((CHUNK_BITS + W - 1) / W) * W;

  reg [SBITS-1:0] sh_q, sh_d;
  reg [7:0]       cnt_q, cnt_d;
  reg             valid_q, valid_d;
  reg             lastc_q, lastc_d;
  reg             mlast_q, mlast_d;

  assign ld_ready    = ~valid_q;
  assign ld_ready_nx = ~valid_d;
  assign m_valid  = valid_q;
  assign m_data   = sh_q[W-1:0];
  assign m_last   = mlast_q;
`ifdef FORMAL
  assign f_sh    = sh_q;
  assign f_cnt   = cnt_q;
  assign f_lastc = lastc_q;
`endif

  always @* begin
    sh_d    = sh_q;
    cnt_d   = cnt_q;
    valid_d = valid_q;
    lastc_d = lastc_q;
    mlast_d = mlast_q;
    if (valid_q && m_ready) begin
      sh_d    = sh_q >> W;
      cnt_d   = cnt_q - 8'd1;
      valid_d = (cnt_q != 8'd1);
      mlast_d = lastc_q && (cnt_q == 8'd2);
    end else if (!valid_q && ld_valid) begin
      sh_d    = {SBITS{1'b0}};
      sh_d[CHUNK_BITS-1:0] = ld_data;
      cnt_d   = ld_beats;
      valid_d = 1'b1;
      lastc_d = ld_last;
      mlast_d = ld_last && (ld_beats == 8'd1);
    end
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      cnt_q   <= 8'd0;
      valid_q <= 1'b0;
      lastc_q <= 1'b0;
      mlast_q <= 1'b0;
    end else begin
      cnt_q   <= cnt_d;
      valid_q <= valid_d;
      lastc_q <= lastc_d;
      mlast_q <= mlast_d;
    end
  end

  always @(posedge clk) begin
    sh_q <= sh_d;
  end
endmodule

`default_nettype wire
