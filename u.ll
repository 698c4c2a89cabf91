/dev/fd/3: line 174: --mlir-to-llvmir: command not found
