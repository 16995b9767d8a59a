// hf_sha256: SHA-224 / SHA-256 (FIPS 180-4), one round per clock, padding in hardware.
// Stream interface of docs/hardware.md. DIGEST_BITS = 256 or 224.
// Cycles (docs in CYCLES.md): long message max(512/W, 65) per block; the block is handed
// over in one cycle, 64 round cycles follow, the feed-forward shares a cycle with the
// next hand-over.
`default_nettype none

module hf_sha256 #(
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
  localparam [255:0] IV = (DIGEST_BITS == 224) ?
    256'hc1059ed8_367cd507_3070dd17_f70e5939_ffc00b31_68581511_64f98fa7_befa4fa4 :
    256'h6a09e667_bb67ae85_3c6ef372_a54ff53a_510e527f_9b05688c_1f83d9ab_5be0cd19;
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS = OUT_BEATS_I[7:0];

  // ---- padding unit ----
  wire         blk_valid, blk_last, blk_ready;
  wire [511:0] blk_data;
  hf_pad #(.W(W), .BLOCK_BITS(512), .PAD_MODE(0), .LEN_BITS(64)) u_pad (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .blk_valid(blk_valid), .blk_ready(blk_ready), .blk_data(blk_data), .blk_last(blk_last)
  );

  // ---- digest serializer ----
  wire                   ser_ready, ser_ready_nx;
  wire                   ser_ld;
  reg  [DIGEST_BITS-1:0] digest;
  hf_ser #(.W(W), .CHUNK_BITS(DIGEST_BITS)) u_ser (
    .clk(clk), .rst_n(rst_n),
    .ld_valid(ser_ld), .ld_ready(ser_ready), .ld_ready_nx(ser_ready_nx), .ld_data(digest), .ld_beats(OUT_BEATS),
    .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );

  function [31:0] k256;
    input [5:0] t;
    case (t)
      6'd0:  k256 = 32'h428a2f98; 6'd1:  k256 = 32'h71374491; 6'd2:  k256 = 32'hb5c0fbcf; 6'd3:  k256 = 32'he9b5dba5;
      6'd4:  k256 = 32'h3956c25b; 6'd5:  k256 = 32'h59f111f1; 6'd6:  k256 = 32'h923f82a4; 6'd7:  k256 = 32'hab1c5ed5;
      6'd8:  k256 = 32'hd807aa98; 6'd9:  k256 = 32'h12835b01; 6'd10: k256 = 32'h243185be; 6'd11: k256 = 32'h550c7dc3;
      6'd12: k256 = 32'h72be5d74; 6'd13: k256 = 32'h80deb1fe; 6'd14: k256 = 32'h9bdc06a7; 6'd15: k256 = 32'hc19bf174;
      6'd16: k256 = 32'he49b69c1; 6'd17: k256 = 32'hefbe4786; 6'd18: k256 = 32'h0fc19dc6; 6'd19: k256 = 32'h240ca1cc;
      6'd20: k256 = 32'h2de92c6f; 6'd21: k256 = 32'h4a7484aa; 6'd22: k256 = 32'h5cb0a9dc; 6'd23: k256 = 32'h76f988da;
      6'd24: k256 = 32'h983e5152; 6'd25: k256 = 32'ha831c66d; 6'd26: k256 = 32'hb00327c8; 6'd27: k256 = 32'hbf597fc7;
      6'd28: k256 = 32'hc6e00bf3; 6'd29: k256 = 32'hd5a79147; 6'd30: k256 = 32'h06ca6351; 6'd31: k256 = 32'h14292967;
      6'd32: k256 = 32'h27b70a85; 6'd33: k256 = 32'h2e1b2138; 6'd34: k256 = 32'h4d2c6dfc; 6'd35: k256 = 32'h53380d13;
      6'd36: k256 = 32'h650a7354; 6'd37: k256 = 32'h766a0abb; 6'd38: k256 = 32'h81c2c92e; 6'd39: k256 = 32'h92722c85;
      6'd40: k256 = 32'ha2bfe8a1; 6'd41: k256 = 32'ha81a664b; 6'd42: k256 = 32'hc24b8b70; 6'd43: k256 = 32'hc76c51a3;
      6'd44: k256 = 32'hd192e819; 6'd45: k256 = 32'hd6990624; 6'd46: k256 = 32'hf40e3585; 6'd47: k256 = 32'h106aa070;
      6'd48: k256 = 32'h19a4c116; 6'd49: k256 = 32'h1e376c08; 6'd50: k256 = 32'h2748774c; 6'd51: k256 = 32'h34b0bcb5;
      6'd52: k256 = 32'h391c0cb3; 6'd53: k256 = 32'h4ed8aa4a; 6'd54: k256 = 32'h5b9cca4f; 6'd55: k256 = 32'h682e6ff3;
      6'd56: k256 = 32'h748f82ee; 6'd57: k256 = 32'h78a5636f; 6'd58: k256 = 32'h84c87814; 6'd59: k256 = 32'h8cc70208;
      6'd60: k256 = 32'h90befffa; 6'd61: k256 = 32'ha4506ceb; 6'd62: k256 = 32'hbef9a3f7; default: k256 = 32'hc67178f2;
    endcase
  endfunction

  function [31:0] rotr;
    input [31:0] x;
    input integer s;
    rotr = (x >> s) | (x << (32 - s));
  endfunction

  // ---- state ----
  reg [255:0] h_q, h_d;     // H0..H7, H0 in [255:224]
  reg [255:0] v_q, v_d;     // a..h, a in [255:224]
  reg [511:0] w_q, w_d;     // schedule window, W[t] in [31:0]
  reg [5:0]   t_q, t_d;
  reg         busy_q, busy_d;
  reg         ff_q, ff_d;   // feed-forward pending
  reg         fin_q, fin_d; // ... of the last block of a message
  reg         blast_q, blast_d;

  wire take = blk_valid & blk_ready;
  // blk_ready as a register, computed from the next state (it gates the padder's buffer)
  reg rdy_q, rdy_d;
  assign blk_ready = rdy_q;
  assign ser_ld    = ff_q & fin_q & ser_ready;

  reg [255:0] hsum, base;
  reg [31:0]  a, b, c, d, e, f, g, h, t1, t2, wn, s0, s1;
  integer     j;

  always @* begin
    for (j = 0; j < 8; j = j + 1)
      hsum[32*j +: 32] = h_q[32*j +: 32] + v_q[32*j +: 32];
    base = ff_q ? (fin_q ? IV : hsum) : h_q;
    digest = {DIGEST_BITS{1'b0}};
    for (j = 0; j < DIGEST_BITS / 8; j = j + 1)
      digest[8*j +: 8] = hsum[255 - 8*j -: 8];

    {a, b, c, d, e, f, g, h} = v_q;
    t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k256(t_q) + w_q[31:0];
    t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    s0 = rotr(w_q[63:32], 7) ^ rotr(w_q[63:32], 18) ^ (w_q[63:32] >> 3);
    s1 = rotr(w_q[479:448], 17) ^ rotr(w_q[479:448], 19) ^ (w_q[479:448] >> 10);
    wn = s1 + w_q[319:288] + s0 + w_q[31:0];

    h_d = h_q; v_d = v_q; w_d = w_q; t_d = t_q;
    busy_d = busy_q; ff_d = ff_q; fin_d = fin_q; blast_d = blast_q;
    if (ff_q && (!fin_q || ser_ready)) begin
      h_d  = base;
      ff_d = 1'b0;
    end
    if (take) begin
      h_d = base;
      v_d = base;
      for (j = 0; j < 16; j = j + 1)
        w_d[32*j +: 32] = {blk_data[32*j +: 8], blk_data[32*j+8 +: 8],
                           blk_data[32*j+16 +: 8], blk_data[32*j+24 +: 8]};
      t_d     = 6'd0;
      busy_d  = 1'b1;
      blast_d = blk_last;
    end
    if (busy_q) begin
      v_d = {t1 + t2, a, b, c, d + t1, e, f, g};
      w_d = {wn, w_q[511:32]};
      t_d = t_q + 6'd1;
      if (t_q == 6'd63) begin
        busy_d = 1'b0;
        ff_d   = 1'b1;
        fin_d  = blast_q;
      end
    end
    rdy_d = ~busy_d & (~ff_d | ~fin_d | ser_ready_nx);
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      h_q     <= IV;
      t_q     <= 6'd0;
      busy_q  <= 1'b0;
      ff_q    <= 1'b0;
      fin_q   <= 1'b0;
      blast_q <= 1'b0;
      rdy_q   <= 1'b1;
    end else begin
      h_q     <= h_d;
      t_q     <= t_d;
      busy_q  <= busy_d;
      ff_q    <= ff_d;
      fin_q   <= fin_d;
      blast_q <= blast_d;
      rdy_q   <= rdy_d;
    end
  end

  always @(posedge clk) begin
    v_q <= v_d;
    w_q <= w_d;
  end
endmodule

`default_nettype wire
