// RUN: gomlir-opt -allow-unregistered-dialect %s -convert-scf-to-cf | FileCheck %s

// LLVM-dialect attributes of scf.for and scf.while move to the latch
// branch; other attributes and those of scf.parallel are dropped.

// CHECK-LABEL: func @annotations
// CHECK: cf.br ^bb1(%{{.*}} : index) {bar = #[[A:.*]], llvm.loop_annotation = #[[A]]}
// CHECK: cf.cond_br %{{.*}}, ^bb4, ^bb5 {llvm.loop_annotation = #[[A]]}
// CHECK: cf.br ^bb6 {llvm.loop_annotation = #[[A]]}
// CHECK-NOT: llvm.loop_annotation
// CHECK: return
#no_unroll = #llvm.loop_annotation<unroll = <disable = true>>
func.func @annotations(%arg0 : index, %arg1 : index, %m : memref<?xf32>) {
  scf.for %i0 = %arg0 to %arg1 step %arg1 {
  } {llvm.loop_annotation = #no_unroll, foo = 1, bar = #no_unroll}
  scf.while : () -> () {
    %c = "test.c"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {llvm.loop_annotation = #no_unroll, foo = 1}
  scf.while : () -> () {
    %c = "test.c"() : () -> i1
    scf.condition(%c)
  } do {
    "test.x"() : () -> ()
    scf.yield
  } attributes {llvm.loop_annotation = #no_unroll, foo = 1}
  %cst = arith.constant 1.0 : f32
  scf.parallel (%i) = (%arg0) to (%arg1) step (%arg1) {
    memref.store %cst, %m[%i] : memref<?xf32>
    scf.reduce
  } {llvm.loop_annotation = #no_unroll}
  return
}
