// Ibex's sources for the model of ibex_bench.sv: hashforge's mcu build passes this file to
// the simulator's compiler with RTL_ROOT set to the SystemVerilog folder of target.toml's
// rtl_package. The packages first, in the order they use each other; every module is then
// found by its file name in the folders after -y. prim_pkg and the prim_* wrappers
// that pick the generic cell models come from Ibex's own test bench folder, the cells from
// lowRISC's prim_generic.
+incdir+$(RTL_ROOT)/vendor/lowrisc_ip/ip/prim/rtl
+incdir+$(RTL_ROOT)/vendor/lowrisc_ip/dv/sv/dv_utils
-y $(RTL_ROOT)/rtl
-y $(RTL_ROOT)/vendor/lowrisc_ip/ip/prim/rtl
-y $(RTL_ROOT)/vendor/lowrisc_ip/ip/prim_generic/rtl
-y $(RTL_ROOT)/dv/uvm/core_ibex/common/prim
$(RTL_ROOT)/vendor/lowrisc_ip/ip/prim/rtl/prim_util_pkg.sv
$(RTL_ROOT)/vendor/lowrisc_ip/ip/prim/rtl/prim_mubi_pkg.sv
$(RTL_ROOT)/vendor/lowrisc_ip/ip/prim/rtl/prim_secded_pkg.sv
$(RTL_ROOT)/vendor/lowrisc_ip/ip/prim/rtl/prim_count_pkg.sv
$(RTL_ROOT)/vendor/lowrisc_ip/ip/prim/rtl/prim_cipher_pkg.sv
$(RTL_ROOT)/dv/uvm/core_ibex/common/prim/prim_pkg.sv
$(RTL_ROOT)/vendor/lowrisc_ip/ip/prim/rtl/prim_ram_1p_pkg.sv
$(RTL_ROOT)/rtl/ibex_pkg.sv
