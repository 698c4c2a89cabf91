// RUN: gomlir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-func-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-func-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Only the entry block is converted: cf stays, reached through a cast.
// CHECK-LABEL: llvm.func @f(%{{.*}}: i1, %{{.*}}: i64, %{{.*}}: i32)
// CHECK-NEXT: builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// CHECK-NEXT: cf.cond_br
// CHECK:      ^bb1(%{{.*}}: index):
func.func @f(%c: i1, %i: index, %x: i32) {
  cf.cond_br %c, ^b1(%i : index), ^b2 {foo}
^b1(%a: index):
  cf.switch %x : i32, [default: ^b2, 3: ^b1(%a : index), 5: ^b2]
^b2:
  return
}
