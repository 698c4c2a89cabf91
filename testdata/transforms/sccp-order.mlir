// RUN: gomlir-opt -allow-unregistered-dialect %s -sccp -split-input-file | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -sccp -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -sccp -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// The order of upstream's dataflow solver decides which of two equal
// constants, folded by ops of different dialects, a value keeps: the work
// list is FIFO without de-duplication, and a block that becomes live
// re-visits its ops only for the analyses subscribed to it at that time.
// Here @callee's argument gets arith's false through @private (the
// cmpi folds during the initialization) before index's false through the
// public @caller, so arith materializes it.

// CHECK-LABEL: func.func private @callee
// CHECK:         %[[F:.*]] = arith.constant false
// CHECK-NEXT:    cf.cond_br %[[F]]
func.func @entry() {
  %c1 = arith.constant 1 : i32
  %r = func.call @private(%c1) : (i32) -> bf16
  func.return
}
func.func private @private(%x: i32) -> bf16 {
  %m128 = arith.constant -128 : i8
  %e = arith.extui %m128 : i8 to i32
  %c19 = arith.constant 19 : i32
  %le = arith.cmpi sle, %e, %c19 : i32
  %two = arith.constant 2.0 : bf16
  %f = arith.constant -1.0 : f32
  cf.br ^bb1(%f, %two : f32, bf16)
^bb1(%a: f32, %b: bf16):
  func.call @callee(%le) : (i1) -> ()
  cf.br ^bb2
^bb2:
  func.return %two : bf16
}
func.func private @callee(%p: i1) {
  %s = arith.select %p, %p, %p : i1
  %c3 = arith.constant 3 : index
  %cm9 = index.constant -9
  cf.cond_br %s, ^bb1(%c3 : index), ^bb1(%cm9 : index)
^bb1(%i: index):
  func.return
}
func.func @caller() {
  %false = index.bool.constant false
  %h = arith.constant 0.5 : f32
  cf.cond_br %false, ^bb1(%h : f32), ^bb1(%h : f32)
^bb1(%a: f32):
  func.call @callee(%false) : (i1) -> ()
  func.return
}

// -----

// A fold to a value (memref.dim of an alloc's dynamic size) joins that
// value's lattice as it is when the op is visited, without a dependency on
// it, as upstream: the iter_arg is still the constant 0 then, and the dim
// keeps it although the iter_arg later becomes unknown.

// CHECK-LABEL: func.func @dim_of_alloc
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         memref.alloc
// CHECK-NEXT:    "test.use"(%[[C0]])
func.func @dim_of_alloc(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c0) -> (index) {
    %m = memref.alloc(%a) : memref<4x?xi32>
    %d = memref.dim %m, %c1 : memref<4x?xi32>
    "test.use"(%d) : (index) -> ()
    %next = arith.addi %a, %n : index
    scf.yield %next : index
  }
  return
}

// -----

// tensor.extract of the tensor.insert it reads folds only with constant
// indices (checked before the insert), so an unknown index keeps it.

// CHECK-LABEL: func.func @extract_of_insert
// CHECK:         tensor.extract
func.func @extract_of_insert(%t: tensor<?xf32>, %i: index) -> f32 {
  %v = arith.constant 2.0 : f32
  %0 = tensor.insert %v into %t[%i] : tensor<?xf32>
  %1 = tensor.extract %0[%i] : tensor<?xf32>
  return %1 : f32
}
