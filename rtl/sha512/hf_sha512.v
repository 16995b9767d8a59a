// hf_sha512: SHA-384 / SHA-512 (FIPS 180-4), one round per clock, padding in hardware.
// Stream interface of docs/hardware.md. DIGEST_BITS = 512 or 384.
// Cycles (docs in CYCLES.md): long message max(1024/W, 81) per block; the block is handed
// over in one cycle, 80 round cycles follow, the feed-forward shares a cycle with the
// next hand-over.
`default_nettype none

module hf_sha512 #(
  parameter integer W           = 32,
  parameter integer DIGEST_BITS = 512
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
  localparam [511:0] IV = (DIGEST_BITS == 384) ?
    {64'hcbbb9d5dc1059ed8, 64'h629a292a367cd507, 64'h9159015a3070dd17, 64'h152fecd8f70e5939,
     64'h67332667ffc00b31, 64'h8eb44a8768581511, 64'hdb0c2e0d64f98fa7, 64'h47b5481dbefa4fa4} :
    {64'h6a09e667f3bcc908, 64'hbb67ae8584caa73b, 64'h3c6ef372fe94f82b, 64'ha54ff53a5f1d36f1,
     64'h510e527fade682d1, 64'h9b05688c2b3e6c1f, 64'h1f83d9abfb41bd6b, 64'h5be0cd19137e2179};
  localparam integer OUT_BEATS_I = (DIGEST_BITS + W - 1) / W;
  localparam [7:0]   OUT_BEATS = OUT_BEATS_I[7:0];

  // ---- padding unit ----
  wire         blk_valid, blk_last, blk_ready;
  wire [1023:0] blk_data;
  hf_pad #(.W(W), .BLOCK_BITS(1024), .PAD_MODE(0), .LEN_BITS(128)) u_pad (
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

  function [63:0] k512;
    input [6:0] t;
    case (t)
      7'd0:  k512 = 64'h428a2f98d728ae22; 7'd1:   k512 = 64'h7137449123ef65cd;
      7'd2:  k512 = 64'hb5c0fbcfec4d3b2f; 7'd3:   k512 = 64'he9b5dba58189dbbc;
      7'd4:  k512 = 64'h3956c25bf348b538; 7'd5:   k512 = 64'h59f111f1b605d019;
      7'd6:  k512 = 64'h923f82a4af194f9b; 7'd7:   k512 = 64'hab1c5ed5da6d8118;
      7'd8:  k512 = 64'hd807aa98a3030242; 7'd9:   k512 = 64'h12835b0145706fbe;
      7'd10: k512 = 64'h243185be4ee4b28c; 7'd11:  k512 = 64'h550c7dc3d5ffb4e2;
      7'd12: k512 = 64'h72be5d74f27b896f; 7'd13:  k512 = 64'h80deb1fe3b1696b1;
      7'd14: k512 = 64'h9bdc06a725c71235; 7'd15:  k512 = 64'hc19bf174cf692694;
      7'd16: k512 = 64'he49b69c19ef14ad2; 7'd17:  k512 = 64'hefbe4786384f25e3;
      7'd18: k512 = 64'h0fc19dc68b8cd5b5; 7'd19:  k512 = 64'h240ca1cc77ac9c65;
      7'd20: k512 = 64'h2de92c6f592b0275; 7'd21:  k512 = 64'h4a7484aa6ea6e483;
      7'd22: k512 = 64'h5cb0a9dcbd41fbd4; 7'd23:  k512 = 64'h76f988da831153b5;
      7'd24: k512 = 64'h983e5152ee66dfab; 7'd25:  k512 = 64'ha831c66d2db43210;
      7'd26: k512 = 64'hb00327c898fb213f; 7'd27:  k512 = 64'hbf597fc7beef0ee4;
      7'd28: k512 = 64'hc6e00bf33da88fc2; 7'd29:  k512 = 64'hd5a79147930aa725;
      7'd30: k512 = 64'h06ca6351e003826f; 7'd31:  k512 = 64'h142929670a0e6e70;
      7'd32: k512 = 64'h27b70a8546d22ffc; 7'd33:  k512 = 64'h2e1b21385c26c926;
      7'd34: k512 = 64'h4d2c6dfc5ac42aed; 7'd35:  k512 = 64'h53380d139d95b3df;
      7'd36: k512 = 64'h650a73548baf63de; 7'd37:  k512 = 64'h766a0abb3c77b2a8;
      7'd38: k512 = 64'h81c2c92e47edaee6; 7'd39:  k512 = 64'h92722c851482353b;
      7'd40: k512 = 64'ha2bfe8a14cf10364; 7'd41:  k512 = 64'ha81a664bbc423001;
      7'd42: k512 = 64'hc24b8b70d0f89791; 7'd43:  k512 = 64'hc76c51a30654be30;
      7'd44: k512 = 64'hd192e819d6ef5218; 7'd45:  k512 = 64'hd69906245565a910;
      7'd46: k512 = 64'hf40e35855771202a; 7'd47:  k512 = 64'h106aa07032bbd1b8;
      7'd48: k512 = 64'h19a4c116b8d2d0c8; 7'd49:  k512 = 64'h1e376c085141ab53;
      7'd50: k512 = 64'h2748774cdf8eeb99; 7'd51:  k512 = 64'h34b0bcb5e19b48a8;
      7'd52: k512 = 64'h391c0cb3c5c95a63; 7'd53:  k512 = 64'h4ed8aa4ae3418acb;
      7'd54: k512 = 64'h5b9cca4f7763e373; 7'd55:  k512 = 64'h682e6ff3d6b2b8a3;
      7'd56: k512 = 64'h748f82ee5defb2fc; 7'd57:  k512 = 64'h78a5636f43172f60;
      7'd58: k512 = 64'h84c87814a1f0ab72; 7'd59:  k512 = 64'h8cc702081a6439ec;
      7'd60: k512 = 64'h90befffa23631e28; 7'd61:  k512 = 64'ha4506cebde82bde9;
      7'd62: k512 = 64'hbef9a3f7b2c67915; 7'd63:  k512 = 64'hc67178f2e372532b;
      7'd64: k512 = 64'hca273eceea26619c; 7'd65:  k512 = 64'hd186b8c721c0c207;
      7'd66: k512 = 64'heada7dd6cde0eb1e; 7'd67:  k512 = 64'hf57d4f7fee6ed178;
      7'd68: k512 = 64'h06f067aa72176fba; 7'd69:  k512 = 64'h0a637dc5a2c898a6;
      7'd70: k512 = 64'h113f9804bef90dae; 7'd71:  k512 = 64'h1b710b35131c471b;
      7'd72: k512 = 64'h28db77f523047d84; 7'd73:  k512 = 64'h32caab7b40c72493;
      7'd74: k512 = 64'h3c9ebe0a15c9bebc; 7'd75:  k512 = 64'h431d67c49c100d4c;
      7'd76: k512 = 64'h4cc5d4becb3e42b6; 7'd77:  k512 = 64'h597f299cfc657e2a;
      7'd78: k512 = 64'h5fcb6fab3ad6faec; default:k512 = 64'h6c44198c4a475817;
    endcase
  endfunction

  function [63:0] rotr;
    input [63:0] x;
    input integer s;
    rotr = (x >> s) | (x << (64 - s));
  endfunction

  // ---- state ----
  reg [511:0] h_q, h_d;     // H0..H7, H0 in [511:448]
  reg [511:0] v_q, v_d;     // a..h, a in [511:448]
  reg [1023:0] w_q, w_d;    // schedule window, W[t] in [63:0]
  reg [6:0]   t_q, t_d;
  reg         busy_q, busy_d;
  reg         ff_q, ff_d;   // feed-forward pending
  reg         fin_q, fin_d; // ... of the last block of a message
  reg         blast_q, blast_d;

  wire take = blk_valid & blk_ready;
  // blk_ready as a register, computed from the next state (it gates the padder's buffer)
  reg rdy_q, rdy_d;
  assign blk_ready = rdy_q;
  assign ser_ld    = ff_q & fin_q & ser_ready;

  reg [511:0] hsum, base;
  reg [63:0]  a, b, c, d, e, f, g, h, t1, t2, wn, s0, s1;
  integer     j;

  always @* begin
    for (j = 0; j < 8; j = j + 1)
      hsum[64*j +: 64] = h_q[64*j +: 64] + v_q[64*j +: 64];
    base = ff_q ? (fin_q ? IV : hsum) : h_q;
    digest = {DIGEST_BITS{1'b0}};
    for (j = 0; j < DIGEST_BITS / 8; j = j + 1)
      digest[8*j +: 8] = hsum[511 - 8*j -: 8];

    {a, b, c, d, e, f, g, h} = v_q;
    t1 = h + (rotr(e, 14) ^ rotr(e, 18) ^ rotr(e, 41)) + ((e & f) ^ (~e & g)) + k512(t_q) + w_q[63:0];
    t2 = (rotr(a, 28) ^ rotr(a, 34) ^ rotr(a, 39)) + ((a & b) ^ (a & c) ^ (b & c));
    s0 = rotr(w_q[127:64], 1) ^ rotr(w_q[127:64], 8) ^ (w_q[127:64] >> 7);
    s1 = rotr(w_q[959:896], 19) ^ rotr(w_q[959:896], 61) ^ (w_q[959:896] >> 6);
    wn = s1 + w_q[639:576] + s0 + w_q[63:0];

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
        w_d[64*j +: 64] = {blk_data[64*j +: 8], blk_data[64*j+8 +: 8],
                           blk_data[64*j+16 +: 8], blk_data[64*j+24 +: 8],
                           blk_data[64*j+32 +: 8], blk_data[64*j+40 +: 8],
                           blk_data[64*j+48 +: 8], blk_data[64*j+56 +: 8]};
      t_d     = 7'd0;
      busy_d  = 1'b1;
      blast_d = blk_last;
    end
    if (busy_q) begin
      v_d = {t1 + t2, a, b, c, d + t1, e, f, g};
      w_d = {wn, w_q[1023:64]};
      t_d = t_q + 7'd1;
      if (t_q == 7'd79) begin
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
      t_q     <= 7'd0;
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
