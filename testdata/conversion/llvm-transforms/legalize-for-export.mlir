// RUN: gomlir-opt %s -llvm-legalize-for-export | FileCheck %s
// RUN: gomlir-opt %s -llvm-legalize-for-export > %t.g
// RUN: mlir-opt-upstream %s -llvm-legalize-for-export > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -llvm-legalize-for-export -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -llvm-legalize-for-export -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Repeated successors with arguments go through new blocks.
// CHECK-LABEL: llvm.func @f
// CHECK:      llvm.cond_br %{{.*}}, ^bb1(%{{.*}} : i32), ^bb4(%{{.*}} : i32)
llvm.func @f(%c: i1, %x: i32, %y: i32) {
  llvm.cond_br %c, ^b1(%x : i32), ^b1(%y : i32)
^b1(%a: i32):
  llvm.switch %a : i32, ^b2(%a : i32) [
    1: ^b2(%x : i32),
    2: ^b3,
    3: ^b3,
    4: ^b2(%y : i32)
  ]
^b2(%b: i32):
  llvm.return
^b3:
  llvm.return
}
