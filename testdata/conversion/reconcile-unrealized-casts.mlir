// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -reconcile-unrealized-casts | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -reconcile-unrealized-casts > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -split-input-file -reconcile-unrealized-casts > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -reconcile-unrealized-casts -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -split-input-file -reconcile-unrealized-casts -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// A chain that comes back to its input type folds away, dead casts go.
// CHECK-LABEL: func.func @round_trip
// CHECK-SAME:    (%[[A:.*]]: i16)
// CHECK-NEXT:    return %[[A]] : i16
func.func @round_trip(%a: i16) -> i16 {
  %0 = builtin.unrealized_conversion_cast %a : i16 to f16
  %1 = builtin.unrealized_conversion_cast %0 : f16 to vector<2xi8>
  %2 = builtin.unrealized_conversion_cast %1 : vector<2xi8> to i16
  %dead = builtin.unrealized_conversion_cast %1 : vector<2xi8> to i64
  return %2 : i16
}

// -----

// A cast whose chain never returns to its result types stays, with the
// casts it uses; the pass reports nothing.
// CHECK-LABEL: func.func @live
// CHECK:         builtin.unrealized_conversion_cast %{{.*}} : i16 to f16
// CHECK-NEXT:    builtin.unrealized_conversion_cast %{{.*}} : f16 to i32
func.func @live(%a: i16) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i16 to f16
  %1 = builtin.unrealized_conversion_cast %0 : f16 to i32
  return %1 : i32
}

// -----

// Multi-value casts fold when all the results of one feed the next in
// order; a permuted use does not fold.
// CHECK-LABEL: func.func @multi
// CHECK-SAME:    (%[[A:.*]]: i64, %[[B:.*]]: f32)
// CHECK:         %[[P:.*]]:2 = builtin.unrealized_conversion_cast %[[A]], %[[B]] : i64, f32 to i1, i8
// CHECK-NEXT:    %[[Q:.*]] = builtin.unrealized_conversion_cast %[[P]]#1, %[[P]]#0 : i8, i1 to i64
// CHECK-NEXT:    "test.use"(%[[Q]])
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @multi(%a: i64, %b: f32) -> (i64, f32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, f32 to i1, i8
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i1, i8 to i64, f32
  %2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i8, i1 to i64
  "test.use"(%2) : (i64) -> ()
  return %1#0, %1#1 : i64, f32
}

// -----

// Casts in nested regions and across blocks are reconciled too.
// CHECK-LABEL: func.func @nested
// CHECK-NOT:     unrealized_conversion_cast
// CHECK:         "test.yield"(%arg0)
// CHECK:         ^bb1:
// CHECK-NEXT:    return %arg0
func.func @nested(%a: index) -> index {
  %0 = builtin.unrealized_conversion_cast %a : index to i64 loc("outer")
  %r = "test.region"() ({
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index loc("inner")
    "test.yield"(%1) : (index) -> ()
  }) : () -> index
  cf.br ^bb1
^bb1:
  %2 = builtin.unrealized_conversion_cast %0 : i64 to index
  return %2 : index
}
