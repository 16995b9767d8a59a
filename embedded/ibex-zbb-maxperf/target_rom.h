#include "../rv32i/target_rom.h"
