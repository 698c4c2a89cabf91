// RUN: gomlir-opt %s --canonicalize=test-convergence --allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s --canonicalize=test-convergence --allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// A cast that changes no type folds to its inputs; a cast of all the
// results of another cast folds to that cast's inputs when the types
// round-trip. Unused casts are dead.

// CHECK-LABEL: func.func @identity
// CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: f32)
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @identity(%x: i32, %y: f32) -> (i32, f32) {
  %0:2 = builtin.unrealized_conversion_cast %x, %y : i32, f32 to i32, f32
  return %0#0, %0#1 : i32, f32
}

// CHECK-LABEL: func.func @round_trip
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @round_trip(%x: i32) -> (i32, i32) {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2:2 = builtin.unrealized_conversion_cast %x : i32 to i8, i8
  %3 = builtin.unrealized_conversion_cast %2#0, %2#1 : i8, i8 to i32
  return %1, %3 : i32, i32
}

// Kept: the types do not round-trip, the results are used in another
// order, only some of the results are cast back, or the input is no cast.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-7: builtin.unrealized_conversion_cast
func.func @kept(%x: i32) -> (i16, i32, i32, i32) {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  %2:2 = builtin.unrealized_conversion_cast %x : i32 to i8, f32
  %3 = builtin.unrealized_conversion_cast %2#1, %2#0 : f32, i8 to i32
  %4 = builtin.unrealized_conversion_cast %2#0 : i8 to i32
  %5 = "foo.op"() : () -> i64
  %6 = builtin.unrealized_conversion_cast %5 : i64 to i32
  %7 = builtin.unrealized_conversion_cast to i32
  "foo.use"(%7) : (i32) -> ()
  return %1, %3, %4, %6 : i16, i32, i32, i32
}

// CHECK-LABEL: func.func @dead
// CHECK-NEXT: return
func.func @dead(%x: i32) {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  return
}
