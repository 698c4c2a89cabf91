// RUN: gomlir-opt -allow-unregistered-dialect %s -print-op-stats -o /dev/null 2>&1 | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -print-op-stats -o /dev/null 2> %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -print-op-stats -o /dev/null 2> %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -print-op-stats=json -o /dev/null 2> %t.gj
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -print-op-stats=json -o /dev/null 2> %t.uj
// RUN: diff %t.gj %t.uj
// RUN: gomlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(func.func(print-op-stats))' -o /dev/null 2> %t.gf
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s --mlir-disable-threading -pass-pipeline='builtin.module(func.func(print-op-stats))' -o /dev/null 2> %t.uf
// RUN: diff %t.gf %t.uf

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:   builtin.module          , 1
// CHECK-NEXT:       foo.a_very_long_name , 1
// CHECK-NEXT:      func.func             , 2
// CHECK-NEXT:      func.return           , 2
// CHECK-NEXT:   longdialect.x           , 2
func.func @f(%a: i32) -> i32 {
  %0 = "longdialect.x"(%a) : (i32) -> i32
  %1 = "longdialect.x"(%0) : (i32) -> i32
  return %1 : i32
}
func.func @g() {
  "foo.a_very_long_name"() : () -> ()
  return
}
