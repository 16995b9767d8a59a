"""`hashforge mcu`: the C library cross-compiled for a microcontroller, run in a simulator,
verified against the KATs on the simulated part and measured (cycles/byte, ROM, RAM).

    targets.py   a target's configuration (embedded/<target>/target.toml) and its variants
    vectors.py   the KAT vectors a firmware hashes, written as its bench_case.h
    build.py     compiling the firmware (and its baseline) and measuring ROM / static RAM
    run.py       running it in the target's simulator, parsing marks into cycles; caching
    cli.py       the command line
    report.py    the embedded table and plot of `hashforge eval`

A new target (RISC-V: rv32i) is a folder embedded/<target>/ with its target.toml, target.c
(the hooks of embedded/common/bench_target.h), target_rom.h and its simulator driver.
"""
