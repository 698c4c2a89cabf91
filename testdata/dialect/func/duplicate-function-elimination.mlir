// RUN: gomlir-opt %s --split-input-file --allow-unregistered-dialect --duplicate-function-elimination > %t.g
// RUN: mlir-opt-upstream %s --split-input-file --allow-unregistered-dialect --duplicate-function-elimination > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --split-input-file --allow-unregistered-dialect --duplicate-function-elimination | FileCheck %s

// Equivalent functions (locations and names aside) are merged into the
// first one; every symbol use is redirected, in arrays and dictionaries too.

// CHECK-LABEL: func.func @a
// CHECK-NOT: func.func @b
// CHECK: func.func @c
// CHECK: "foo.refs"() {d = {k = @a::@x}, r = [@a, @a, @c]}
func.func @a(%x: i32) -> i32 {
  %0 = "foo.op"(%x) : (i32) -> i32
  cf.br ^bb1(%0 : i32)
^bb1(%1: i32):
  return %1 : i32
}
func.func @b(%y: i32) -> i32 {
  %0 = "foo.op"(%y) : (i32) -> i32 loc("elsewhere")
  cf.br ^bb1(%0 : i32)
^bb1(%1: i32):
  return %1 : i32
}
func.func @c(%y: i32) -> i32 {
  %0 = "foo.op"(%y) : (i32) -> i32
  return %0 : i32
}
"foo.refs"() {r = [@a, @b, @c], d = {k = @b::@x}} : () -> ()

// -----

// Different visibility, discardable attributes, argument attributes or
// bodies keep functions apart; declarations are never merged.

// CHECK-LABEL: func.func @p
// CHECK: func.func private @q
// CHECK: func.func @r
// CHECK: func.func @s
// CHECK: func.func @t
// CHECK: func.func private @d1
// CHECK: func.func private @d2
// CHECK-NOT: func.func @u
func.func @p() { return }
func.func private @q() { return }
func.func @r() attributes {foo.x} { return }
func.func @s(%a: i32 {foo.y}) { return }
func.func @t(%a: i32) {
  "foo.op"() ({
    "foo.inner"(%a) : (i32) -> ()
  }) : () -> ()
  return
}
func.func private @d1()
func.func private @d2()
func.func @u() { return }
"foo.refs"() {r = [@u, @d2]} : () -> ()

// -----

// Functions of nested modules take part too. Uses are renamed in the
// symbol table holding the erased function and, through the path to it, in
// the enclosing ones (upstream leaves @inner::@top dangling); nested symbol
// tables are not entered.

// CHECK-LABEL: func.func @top
// CHECK: "foo.use"() {r = @inner::@top, s = @inner::@top::@x, t = @dup}
// CHECK: module @inner
// CHECK-NOT: func.func @dup
// CHECK: "foo.use"() {r = @top}
// CHECK: module @inner2
// CHECK-NEXT: "foo.use"() {r = @dup}
// CHECK: "foo.use"() {r = [@inner::@top, @inner]}
func.func @top() { return }
"foo.use"() {r = @inner::@dup, s = @inner::@dup::@x, t = @dup} : () -> ()
module @inner {
  func.func @dup() { return }
  "foo.use"() {r = @dup} : () -> ()
  module @inner2 {
    "foo.use"() {r = @dup} : () -> ()
  }
}
"foo.use"() {r = [@inner::@dup, @inner]} : () -> ()
