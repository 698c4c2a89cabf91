# lit configuration for gomlir's own .mlir tests. The tools under test come
# from GOMLIR_BIN (built by internal/littest); FileCheck and friends from
# LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin).
import os
import lit.formats

config.name = "gomlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".toy"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.environ.get("GOMLIR_LIT_OUT", "/tmp/gomlir-lit")
config.excludes = ["lit.cfg.py", "Inputs"]

bin_dir = os.environ["GOMLIR_BIN"]
llvm_dir = os.environ.get("LLVM_TOOLS_DIR", "/usr/lib/llvm-22/bin")
config.environment["PATH"] = os.pathsep.join([bin_dir, llvm_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
for tool in ["gomlir-opt"]:
    config.substitutions.append((r"\b%s\b" % tool, os.path.join(bin_dir, tool)))
config.substitutions.append(("mlir-opt-upstream", os.path.join(llvm_dir, "mlir-opt")))
