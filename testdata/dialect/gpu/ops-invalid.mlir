// RUN: gomlir-opt %s --split-input-file 2> %t.g || true
// RUN: mlir-opt-upstream %s --split-input-file 2> %t.u || true
// RUN: diff %t.g %t.u
// RUN: not gomlir-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'gpu.func' op expected void return type for kernel function
gpu.module @m {
  gpu.func @k() -> i32 kernel {
    %c = arith.constant 0 : i32
    gpu.return %c : i32
  }
}

// -----

gpu.module @m {
  gpu.func @f() -> i32 {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @f(%a: i64) -> i32 {
    gpu.return %a : i64
  }
}

// -----

gpu.module @m {
  gpu.func @f(i64) {
    gpu.return
  }
}

// -----

func.func @f() {
  gpu.return
}

// -----

gpu.func @f() {
  gpu.return
}

// -----

gpu.module @m {
  gpu.func @f() workgroup(%w: i32) {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @f() workgroup(%w: memref<4xf32>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @f() private(%w: memref<4xf32, #gpu.address_space<workgroup>>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @f()
}

// -----

gpu.module @m {
  "gpu.func"() <{function_type = (i32) -> ()}> ({
  ^bb0(%a: i64):
    gpu.return
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}

// -----

gpu.module @m {
  "gpu.func"() <{function_type = (i32) -> ()}> ({
  ^bb0:
    gpu.return
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}
