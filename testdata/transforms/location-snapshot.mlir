// RUN: gomlir-opt -allow-unregistered-dialect -snapshot-op-locations='filename=%t.g.snap' -mlir-print-debuginfo %s > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect -snapshot-op-locations='filename=%t.g.snap' -mlir-print-debuginfo %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect -snapshot-op-locations='filename=%t.snap print-debuginfo tag=t' -mlir-print-debuginfo %s > %t.g2
// RUN: cp %t.snap %t.gsnap
// RUN: mlir-opt-upstream -allow-unregistered-dialect -snapshot-op-locations='filename=%t.snap print-debuginfo tag=t' -mlir-print-debuginfo %s > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: diff %t.gsnap %t.snap
// RUN: gomlir-opt -allow-unregistered-dialect -snapshot-op-locations='filename=%t.snap3 tag=t' -mlir-print-debuginfo -mlir-print-local-scope %s | FileCheck %s

// Ops get the position where they were printed in the snapshot file (the
// implicit terminator of test.symbol_scope is not printed and keeps its
// location).
// CHECK: return %{{.*}} : i32 loc(fused["r", "t"("{{.*}}.snap3":11:4)])
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @f(%a: i32 loc("argloc")) -> i32 attributes {x = #map, y = loc("attrloc")} {
    "test.symbol_scope"() ({
      func.func @g() {
        return
      }
      "test.finish"() : () -> ()
    }) : () -> ()
    cf.br ^bb1(%a : i32)
  ^bb1(%b: i32):
    return %b : i32 loc("r")
  }
}
