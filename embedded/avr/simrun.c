/* simrun: run an AVR firmware in simavr (the library of Debian's simavr, libsimavr) and
 * report what the firmware says and when, in cycles.
 *
 *   simrun MCU FIRMWARE.elf [--sram BYTES] [--max-cycles N]
 *
 * The firmware talks through three general-purpose I/O registers, which no peripheral uses:
 *   GPIOR0  a byte of text: copied to standard output
 *   GPIOR1  a mark: prints "@MARK V CYCLE" on a line of its own, CYCLE being simavr's cycle
 *           counter when the OUT instruction writes V (the firmware marks the start and end
 *           of a measured call; the difference of two marks is that call's cycles plus the
 *           fixed cost of one OUT, which the firmware calibrates with two marks in a row)
 * The run ends when the firmware sleeps with interrupts off (simavr's graceful stop):
 * "@END CYCLE" then, exit 0; a crash or the cycle limit: "@CRASH ..." / "@LIMIT ...", exit 1.
 *
 * --sram BYTES enlarges the model's internal SRAM (the data space then ends at
 * 0x100 + BYTES - 1): the RAM-table variants of RFSB-509 need 16 KB of table plus state, more
 * than any part simavr models has; the seed paper ran them on an ATxmega384C3 (32 KB SRAM).
 * Timing is unchanged: every SRAM access costs what the model's internal SRAM costs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <simavr/sim_avr.h>
#include <simavr/sim_elf.h>
#include <simavr/sim_io.h>

#define GPIOR0 0x3e   /* data-space addresses on the ATmega164/324/644/1284 and ATmega2560 */
#define GPIOR1 0x4a

static void on_text(struct avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    avr->data[addr] = v;
    putchar(v);
}

static void on_mark(struct avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    avr->data[addr] = v;
    printf("\n@MARK %u %llu\n", v, (unsigned long long)avr->cycle);
}

int main(int argc, char **argv)
{
    elf_firmware_t fw;
    avr_t *avr;
    unsigned long long limit = 4000000000ull;
    long sram = 0;
    int i, state;

    if (argc < 3) {
        fprintf(stderr, "usage: simrun MCU FIRMWARE.elf [--sram BYTES] [--max-cycles N]\n");
        return 2;
    }
    for (i = 3; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--sram") == 0)
            sram = strtol(argv[i + 1], NULL, 0);
        else if (strcmp(argv[i], "--max-cycles") == 0)
            limit = strtoull(argv[i + 1], NULL, 0);
        else {
            fprintf(stderr, "simrun: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    memset(&fw, 0, sizeof(fw));
    if (elf_read_firmware(argv[2], &fw) != 0) {
        fprintf(stderr, "simrun: cannot read %s\n", argv[2]);
        return 2;
    }
    avr = avr_make_mcu_by_name(argv[1]);
    if (avr == NULL) {
        fprintf(stderr, "simrun: simavr has no core '%s'\n", argv[1]);
        return 2;
    }
    if (sram > 0) {
        if (0x100 + sram - 1 > 0xffff) {
            fprintf(stderr, "simrun: --sram %ld does not fit the 64 KB data space\n", sram);
            return 2;
        }
        avr->ramend = (uint16_t)(0x100 + sram - 1);
    }
    avr_init(avr);
    avr_load_firmware(avr, &fw);
    avr_register_io_write(avr, GPIOR0, on_text, NULL);
    avr_register_io_write(avr, GPIOR1, on_mark, NULL);

    state = cpu_Running;
    while (state != cpu_Done && state != cpu_Crashed && avr->cycle < limit)
        state = avr_run(avr);
    fflush(stdout);
    if (state == cpu_Done) {
        printf("\n@END %llu\n", (unsigned long long)avr->cycle);
        return 0;
    }
    printf("\n@%s %llu pc=0x%x\n", state == cpu_Crashed ? "CRASH" : "LIMIT",
           (unsigned long long)avr->cycle, (unsigned)avr->pc);
    return 1;
}
