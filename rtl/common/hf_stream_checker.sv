// hf_stream_checker: the stream rules of docs/hardware.md ("The interface") as immediate
// assertions, for simulation. hashforge.hw.sim binds it to every core's top (Verilator
// --assert), so a core that breaks them stops its bench with the message below; the same
// rules are proven formally for hf_ser and hf_pad (rtl/common/formal/), and "s_ready and
// m_valid come from registers" is checked on the netlist (tests/test_hw_cores.py).
// Observes only: every port is an input.
`default_nettype none

module hf_stream_checker #(
  parameter integer W = 32
) (
  input wire         clk,
  input wire         rst_n,
  input wire         s_valid,
  input wire         s_ready,
  input wire         s_last,
  input wire         m_valid,
  input wire         m_ready,
  input wire [W-1:0] m_data,
  input wire         m_last
);
  reg         held_q;      // a beat was offered and not taken
  reg [W-1:0] hdata_q;
  reg         hlast_q;
  reg [31:0]  msgs_q;      // messages whose last beat was taken
  reg [31:0]  digests_q;   // digests whose last beat was taken
  // The checks start after the first reset: before it every register, these included, holds
  // its power-up value (random in Verilator's runs, see docs/hardware.md "Reset"). A checker
  // is not hardware, so its own start is an initial value.
  reg         armed_q;
  initial armed_q = 1'b0;

  always @(posedge clk) begin
    if (!rst_n) begin
      armed_q   <= 1'b1;
      held_q    <= 1'b0;
      msgs_q    <= 32'd0;
      digests_q <= 32'd0;
    end else if (armed_q) begin
      if (held_q) begin
        assert (m_valid)
          else $error("hf_stream_checker: m_valid dropped without a handshake");
        assert (m_data == hdata_q && m_last == hlast_q)
          else $error("hf_stream_checker: m_data/m_last changed while m_valid && !m_ready");
      end
      // a digest leaves only after the last beat of its message was taken
      if (m_valid) begin
        assert (digests_q < msgs_q)
          else $error("hf_stream_checker: output without input (m_valid with no message pending)");
      end
      held_q    <= m_valid && !m_ready;
      msgs_q    <= msgs_q + {31'd0, s_valid && s_ready && s_last};
      digests_q <= digests_q + {31'd0, m_valid && m_ready && m_last};
    end
    hdata_q <= m_data;
    hlast_q <= m_last;
  end
endmodule

`default_nettype wire
