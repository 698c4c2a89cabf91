// RUN: not gomlir-opt %s -allow-unregistered-dialect -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file 2> %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Custom-form regions (func.func bodies included) are parsed in the value
// scope of the enclosing region, as upstream's parseRegion without name
// shadowing: a value of an enclosing region is found, and the verifier
// rejects its use in an isolated-from-above op.

// CHECK: 15:5: error: 't.use' op using value defined outside the region
"t.wrap"() ({
  %0 = "t.def"() : () -> i32
  func.func @f() {
    "t.use"(%0) : (i32) -> ()
    return
  }
  "t.end"() : () -> ()
}) : () -> ()

// -----

// A forward reference left in one function is resolved by a definition in
// the next one.
// CHECK: 27:3: error: 't.use' op using value defined outside the region
func.func @f() {
  "t.use"(%x) : (i32) -> ()
  return
}
func.func @g() {
  %x = "t.def"() : () -> i32
  return
}

// -----

// ... or it clashes with the next function's argument of the same name.
// CHECK: 44:14: error: region entry argument '%arg0' is already in use
// CHECK: 41:11: note: previously referenced here
func.func @f() {
  "t.use"(%arg0) : (i32) -> ()
  return
}
func.func @g(%arg0: i32) {
  return
}

// -----

// An empty region still defines its named entry arguments: an enclosing
// definition of the same name is a clash ...
// CHECK: [[@LINE+4]]:13: error: region entry argument '%i' is already in use
// CHECK: [[@LINE+2]]:11: note: previously referenced here
func.func @empty_body(%n: index) {
  scf.for %i = %n to %n step %n {
    scf.for %i = %n to %n step %n {
    }
  }
  return
}

// -----

// ... and so is an earlier forward reference to the name.
// CHECK: [[@LINE+6]]:11: error: region entry argument '%j' is already in use
// CHECK: [[@LINE+3]]:17: note: previously referenced here
func.func @forward_use(%n: index) {
  scf.for %i = %n to %n step %n {
    "t.use"(%i, %j) : (index, index) -> ()
  }
  scf.for %j = %n to %n step %n {
  }
  return
}
