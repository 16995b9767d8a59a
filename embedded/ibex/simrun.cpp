// The simulator driver of the ibex targets: Verilator's model of ibex_bench.sv (one Ibex
// core, single-cycle memory) with the memory, the text port and the exit port here.
//
//   simrun FIRMWARE.elf [--max-cycles N]
//
// Memory map, that of QEMU's virt machine as the rv32i target uses it, so that both run the
// same hooks (embedded/rv32i/target.c): 2 MB of memory at 0x80000000 (the firmware's flash,
// then its RAM), a byte written to 0x10000000 goes to stdout, a word written to 0x00100000
// ends the run. Ibex starts at its boot address + 0x80; its trap vectors are at the boot
// address, where the firmware has nothing: an instruction fetched below 0x80000080 is a trap
// and ends the run with "@CRASH pc". The firmware prints its marks itself (it reads mcycle).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "Vibex_bench.h"
#include "Vibex_bench__Dpi.h"
#include "verilated.h"

namespace {

constexpr uint32_t kMemBase = 0x80000000u;
constexpr uint32_t kMemSize = 2u << 20;
constexpr uint32_t kEntry = kMemBase + 0x80;
constexpr uint32_t kUart = 0x10000000u;
constexpr uint32_t kExit = 0x00100000u;

std::vector<uint8_t> mem(kMemSize);
std::string out;
bool stopped = false;
uint64_t cycle = 0;

void stop(const char *what, uint64_t value) {
    if (stopped)
        return;
    out += std::string(what) + " " + std::to_string(value) + "\n";
    stopped = true;
}

bool in_mem(uint32_t addr) { return addr - kMemBase < kMemSize; }

uint32_t le32(const uint8_t *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }
uint16_t le16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }

// The loadable segments of a 32-bit little-endian RISC-V ELF, at their load addresses.
std::string load_elf(const char *path) {
    FILE *f = std::fopen(path, "rb");
    if (!f)
        return std::string("cannot open ") + path;
    std::vector<uint8_t> elf;
    uint8_t buf[65536];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
        elf.insert(elf.end(), buf, buf + n);
    std::fclose(f);
    if (elf.size() < 52 || std::memcmp(elf.data(), "\x7f" "ELF\x01\x01", 6) != 0 || le16(&elf[18]) != 243)
        return std::string(path) + " is not a 32-bit little-endian RISC-V ELF file";
    uint32_t phoff = le32(&elf[28]);
    uint16_t phentsize = le16(&elf[42]), phnum = le16(&elf[44]);
    for (uint16_t i = 0; i < phnum; i++) {
        size_t ph = phoff + (size_t)i * phentsize;
        if (ph + 32 > elf.size())
            return "truncated program header";
        if (le32(&elf[ph]) != 1)      // PT_LOAD
            continue;
        uint32_t off = le32(&elf[ph + 4]), paddr = le32(&elf[ph + 12]);
        uint32_t filesz = le32(&elf[ph + 16]), memsz = le32(&elf[ph + 20]);
        if (memsz == 0)
            continue;
        if (!in_mem(paddr) || memsz > kMemSize - (paddr - kMemBase) || (size_t)off + filesz > elf.size())
            return "a segment lies outside the 2 MB at 0x80000000";
        std::memcpy(&mem[paddr - kMemBase], &elf[off], filesz);
    }
    return "";
}

}  // namespace

unsigned int hf_mem_read(unsigned int addr, svBit fetch) {
    if (fetch && addr >= kMemBase && addr < kEntry) {
        stop("@CRASH", addr);
        return 0;
    }
    if (!in_mem(addr)) {
        stop("@CRASH", addr);
        return 0;
    }
    return le32(&mem[(addr & ~3u) - kMemBase]);
}

void hf_mem_write(unsigned int addr, unsigned int data, unsigned int be) {
    if (addr == kUart) {
        out += (char)(data & 0xff);
        return;
    }
    if (addr == kExit) {
        stopped = true;
        return;
    }
    if (!in_mem(addr)) {
        stop("@CRASH", addr);
        return;
    }
    uint8_t *p = &mem[(addr & ~3u) - kMemBase];
    for (int i = 0; i < 4; i++)
        if (be >> i & 1)
            p[i] = (uint8_t)(data >> 8 * i);
}

int main(int argc, char **argv) {
    const char *elf = nullptr;
    uint64_t max_cycles = 0;
    for (int i = 1; i < argc; i++) {
        if (!std::strcmp(argv[i], "--max-cycles") && i + 1 < argc)
            max_cycles = std::strtoull(argv[++i], nullptr, 10);
        else if (argv[i][0] != '-' && !elf)
            elf = argv[i];
        else {
            std::fprintf(stderr, "usage: simrun FIRMWARE.elf [--max-cycles N]\n");
            return 2;
        }
    }
    if (!elf) {
        std::fprintf(stderr, "usage: simrun FIRMWARE.elf [--max-cycles N]\n");
        return 2;
    }
    std::string err = load_elf(elf);
    if (!err.empty()) {
        std::fprintf(stderr, "simrun: %s\n", err.c_str());
        return 2;
    }
    auto ctx = std::make_unique<VerilatedContext>();
    auto top = std::make_unique<Vibex_bench>(ctx.get());
    // A falling edge of rst_ni resets every flop at once: the core's clock is gated, and
    // flops behind the gate would see no clock edge during a reset that starts at time 0.
    top->clk_i = 0;
    top->rst_ni = 1;
    top->eval();
    top->rst_ni = 0;
    top->eval();
    for (int i = 0; i < 8; i++) {
        top->clk_i ^= 1;
        top->eval();
    }
    top->rst_ni = 1;
    top->eval();
    while (!stopped) {
        top->clk_i = 1;
        top->eval();
        top->clk_i = 0;
        top->eval();
        if (++cycle == max_cycles)
            stop("@LIMIT", cycle);
        if (out.size() > 4096) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    top->final();
    return 0;
}
