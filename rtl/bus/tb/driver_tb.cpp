// Harness of rtl/bus/hf_bus_driver.h on the Verilator model of hf_wb (a Wishbone B4 classic
// master written here: one access per cycle of CYC/STB, held until ACK or ERR). Reads lines
// "NBITS HEX SEED" from stdin, hashes each message through the driver in chunks split at random
// bit positions (SEED), and prints "HEX ERRORS" per message: the digest and how many accesses
// the wrapper answered with ERR. rtl/bus/tb/test_bus.py compares the digests with the C library.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "Vhf_wb.h"
#include "verilated.h"

static Vhf_wb *top;
static unsigned long errors;

static void tick()
{
    top->clk_i = 0;
    top->eval();
    top->clk_i = 1;
    top->eval();
}

static uint32_t access(int we, uint32_t off, uint32_t value)
{
    top->cyc_i = 1;
    top->stb_i = 1;
    top->we_i = we;
    top->adr_i = off;
    top->dat_i = value;
    top->sel_i = 0xF;
    for (long n = 0; !(top->ack_o || top->err_o); n++) {
        if (n > 10000000) {
            std::fprintf(stderr, "no ACK or ERR for access %s 0x%03x\n", we ? "write" : "read", off);
            std::exit(3);
        }
        tick();
    }
    uint32_t data = top->dat_o;
    errors += top->err_o;
    top->cyc_i = 0;
    top->stb_i = 0;
    tick();
    return data;
}

#define HF_BUS_READ32(base, off) access(0, (uint32_t)(off), 0)
#define HF_BUS_WRITE32(base, off, value) ((void)access(1, (uint32_t)(off), (uint32_t)(value)))
#include "hf_bus_driver.h"

int main(int argc, char **argv)
{
    Verilated::commandArgs(argc, argv);
    top = new Vhf_wb;
    top->rst_i = 1;
    for (int i = 0; i < 4; i++)
        tick();
    top->rst_i = 0;
    tick();
    if (hf_bus_probe(0) != 0) {
        std::fprintf(stderr, "no hashforge register map\n");
        return 2;
    }
    unsigned digest_bits = hf_bus_digest_bits(0);
    std::vector<uint8_t> out(digest_bits / 8);
    char line[65536];
    while (std::fgets(line, sizeof line, stdin)) {
        unsigned long nbits, seed;
        char hex[65536];
        hex[0] = 0;
        if (std::sscanf(line, "%lu %65535s %lu", &nbits, hex, &seed) != 3)
            return 2;
        std::vector<uint8_t> msg;
        for (size_t i = 0; hex[i] != '-' && hex[i] && hex[i + 1]; i += 2) {
            unsigned b;
            std::sscanf(hex + i, "%2x", &b);
            msg.push_back((uint8_t)b);
        }
        hf_bus_ctx ctx;
        hf_bus_init(&ctx, 0);
        errors = 0;
        // updates of random bit lengths (up to 97 bits, so most start inside a byte), or, for
        // every third seed, the whole message in one update (the driver's word path: words
        // loaded from a message at a word address), and for the next seed from an odd address
        // (words put together from bytes)
        size_t done = 0;
        srand((unsigned)seed);
        if (seed % 3 == 0 && nbits) {
            hf_bus_update(&ctx, msg.data(), nbits);
            done = nbits;
        } else if (seed % 3 == 1 && nbits) {
            std::vector<uint8_t> odd(msg.size() + 1);
            std::copy(msg.begin(), msg.end(), odd.begin() + 1);
            hf_bus_update(&ctx, odd.data() + 1, nbits);
            done = nbits;
        }
        std::vector<uint8_t> chunk;
        while (done < nbits) {
            size_t n = 1 + (size_t)rand() % (nbits - done < 97 ? nbits - done : 97);
            chunk.assign((n + 7) / 8, 0);
            for (size_t k = 0; k < n; k++) {            // bits done+k of the message
                size_t p = done + k;
                if (msg[p / 8] & (0x80 >> (p % 8)))
                    chunk[k / 8] |= (uint8_t)(0x80 >> (k % 8));
            }
            hf_bus_update(&ctx, chunk.data(), n);
            done += n;
        }
        int rc = hf_bus_final(&ctx, out.data(), digest_bits);
        for (uint8_t b : out)
            std::printf("%02x", b);
        std::printf(" %lu %d\n", errors, rc);
        std::fflush(stdout);
    }
    delete top;
    return 0;
}
