// RUN: gomlir-opt %s --allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %t.g2 --allow-unregistered-dialect | FileCheck %s

// Loads are named after the global's leaf symbol; the graph load names
// its two results; visibility is always printed; #ml_program.extern gets
// the alias `extern`.
// CHECK: #extern = #ml_program.extern : i32
// CHECK: ml_program.global public @h(#extern) : i32 {foo}
// CHECK: %g = ml_program.global_load_const @g : i32
// CHECK: %a_b = ml_program.global_load @"a b" : i32
// CHECK: %_9x = ml_program.global_load @"9x" : i32
// CHECK: %_9x_0 = ml_program.global_load @"9x" : i32
// CHECK: %result, %produceToken = ml_program.global_load_graph @"a b" ordering(%0 -> !ml_program.token) : i32
// CHECK: ml_program.func @f2(%arg0: i32 {test.x}) -> (i32 {test.y}) attributes {bar} {
ml_program.global private @g(1 : i32) : i32
ml_program.global private mutable @"a b"(1 : i32) : i32
ml_program.global private mutable @"9x"(1 : i32) : i32
ml_program.global public @h(#ml_program.extern : i32) : i32 {foo}
func.func @f() -> i32 {
  %0 = ml_program.global_load_const @g : i32
  %1 = ml_program.global_load @"a b" : i32
  %2 = ml_program.global_load @"9x" : i32
  %3 = ml_program.global_load @"9x" : i32
  return %0 : i32
}
ml_program.subgraph @s() -> i32 {
  %t = ml_program.token
  %v, %t2 = ml_program.global_load_graph @"a b" ordering(%t -> !ml_program.token) : i32
  ml_program.output %v : i32
}
ml_program.func @f2(%a: i32 {test.x}) -> (i32 {test.y}) attributes {bar} {
  ml_program.return %a : i32
}
"x.op"() {t = !ml_program.token<ignored>} : () -> ()
