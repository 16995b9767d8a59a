"""cocotb test modules for single building blocks (round functions, primitives), run with
`hashforge.hw.sim.run_unit`; each checks its block against the C library."""
