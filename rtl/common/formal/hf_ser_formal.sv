// hf_ser_formal: the formal harness of hf_ser (proven with SymbiYosys by
// src/hashforge/hw/formal.py; `make formal`, tests/test_formal.py).
//
// The load side and m_ready are free: any chunk, any beat count 1..BEATS, any last flag, any
// stall pattern. A shadow copy of the chunk loaded (in the harness, never inside hf_ser)
// says what must leave: its beats in order, W bits each, m_last on the last beat of a last
// chunk only, nothing before a chunk is loaded and nothing after its last beat. The stream
// rules of the output side are asserted as they are written in docs/hardware.md.
// With FORMAL defined, hf_ser adds the invariants on its own registers that k-induction
// needs: its shift register, beat counter and last flag against the shadow, stated here
// through the ports f_sh, f_cnt, f_lastc that hf_ser has under FORMAL only.
`default_nettype none

module hf_ser_formal #(
  parameter integer W          = 32,
  parameter integer CHUNK_BITS = 96,
  parameter integer BACK_TO_BACK = 1
) (
  input wire                  clk,
  input wire                  ld_valid,
  input wire [CHUNK_BITS-1:0] ld_data,
  input wire [7:0]            ld_beats,
  input wire                  ld_last,
  input wire                  m_ready
);
  localparam integer BEATS = (CHUNK_BITS + W - 1) / W;
  localparam integer SBITS = BEATS * W;

  reg rst_n = 1'b0;                      // reset in the first cycle, then run
  always @(posedge clk) rst_n <= 1'b1;

  wire         ld_ready, ld_ready_nx, m_valid, m_last;
  wire [W-1:0] m_data;
  wire [SBITS-1:0] sh_out;               // hf_ser's shift register (FORMAL only)
  wire [7:0]   cnt_out;
  wire         lastc_out, one_out;

  hf_ser #(.W(W), .CHUNK_BITS(CHUNK_BITS), .BACK_TO_BACK(BACK_TO_BACK)) dut (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ld_valid), .ld_ready(ld_ready), .ld_ready_nx(ld_ready_nx), .ld_data(ld_data),
    .ld_beats(ld_beats), .ld_last(ld_last),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last),
    .f_sh(sh_out), .f_cnt(cnt_out), .f_lastc(lastc_out), .f_one(one_out)
  );

  // a core loads whole chunks of 1..BEATS beats
  always @(*) assume (ld_beats >= 8'd1 && ld_beats <= BEATS);

  wire load = rst_n && ld_valid && ld_ready;
  wire give = rst_n && m_valid && m_ready;

  // ---- shadow of the chunk being sent ----
  reg             busy_q = 1'b0;
  reg [SBITS-1:0] chunk_q;
  reg [7:0]       nbeats_q, idx_q;
  reg             clast_q;
  reg [3:0]       loads_q = 4'd0, digests_q = 4'd0, sent_q = 4'd0;   // for the covers
  reg             b2b_q = 1'b0;          // a chunk was loaded as the previous one's last beat left
  wire [7:0]      idx_next = idx_q + 8'd1;
  wire            final_beat = busy_q && idx_next == nbeats_q;

  always @(posedge clk) begin
    if (!rst_n) begin
      busy_q <= 1'b0;
    end else if (load) begin
      b2b_q    <= give;
      if (give && m_last && sent_q != 4'hF) sent_q <= sent_q + 4'd1;
      busy_q   <= 1'b1;
      chunk_q  <= {{(SBITS - CHUNK_BITS){1'b0}}, ld_data};
      nbeats_q <= ld_beats;
      clast_q  <= ld_last;
      idx_q    <= 8'd0;
      if (loads_q != 4'hF) loads_q <= loads_q + 4'd1;
      if (ld_last && digests_q != 4'hF) digests_q <= digests_q + 4'd1;
    end else if (give) begin
      idx_q <= idx_next;
      if (idx_next == nbeats_q) busy_q <= 1'b0;
      if (m_last && sent_q != 4'hF) sent_q <= sent_q + 4'd1;
    end
  end

  // ---- the output side's stream rules ----
  reg         held_q = 1'b0;             // a beat was offered and not taken
  reg [W-1:0] hdata_q;
  reg         hlast_q;
  always @(posedge clk) begin
    held_q  <= rst_n && m_valid && !m_ready;
    hdata_q <= m_data;
    hlast_q <= m_last;
  end

  always @(*) if (rst_n) begin
    // a beat offered stays offered and unchanged until taken (m_valid never drops without
    // a handshake)
    if (held_q) assert (m_valid && m_data == hdata_q && m_last == hlast_q);
    // output exactly while a loaded chunk has beats left: none before a chunk is loaded,
    // none after its last beat, no load over a beat still to send; a load in the cycle the
    // last beat leaves (back to back), or only once empty (BACK_TO_BACK = 0)
    assert (m_valid == busy_q);
    assert (ld_ready == (!busy_q || (BACK_TO_BACK != 0 && final_beat && m_ready)));
    // the chunk's beats in order, m_last on the last beat of a last chunk only
    if (busy_q) begin
      assert (idx_q < nbeats_q && nbeats_q <= BEATS);
      assert (m_data == chunk_q[idx_q * W +: W]);
      assert (m_last == (clast_q && idx_next == nbeats_q));
      // induction strengthening: the beats still to send sit at the bottom of hf_ser's
      // shift register, zeros above them, and its counter holds their number
      assert (sh_out == chunk_q >> (idx_q * W));
      assert (cnt_out == nbeats_q - idx_q && lastc_out == clast_q);
      assert (one_out == (idx_next == nbeats_q));
    end
  end

  // ld_ready_nx says the serializer is empty in the next cycle, so ld_ready is high then
  // whatever m_ready does (cores register blk_ready from it)
  reg rnx_q = 1'b0, run_q = 1'b0;
  always @(posedge clk) begin
    rnx_q <= ld_ready_nx;
    run_q <= rst_n;
  end
  always @(*) if (run_q && rst_n) assert (rnx_q == !busy_q);

  // reachable: a stalled beat, a multi-beat last chunk sent to its end, a chunk that is not
  // the last followed by the digest's last chunk, two digests back to back, and (back to
  // back only) a chunk loaded in the cycle the previous one's last beat left followed by its
  // first beat
  always @(*) if (rst_n) begin
    cover (held_q && give);
    cover (give && m_last && nbeats_q == BEATS);
    cover (give && m_last && loads_q == 4'd2 && digests_q == 4'd1);
    cover (give && m_last && sent_q == 4'd1);
  end
  generate
    if (BACK_TO_BACK != 0) begin : g_b2b_cover
      always @(*) if (rst_n) cover (b2b_q && give && idx_q == 8'd0 && nbeats_q == BEATS);
    end
  endgenerate
endmodule

`default_nettype wire
