"""Hardware: the core registry (cores), the Verilator/cocotb simulation driver (sim),
the generic test bench (bench, loaded by cocotb inside the simulator) and the
`hashforge sim` command (cli)."""
