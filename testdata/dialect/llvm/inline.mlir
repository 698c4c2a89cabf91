// RUN: gomlir-opt %s --split-input-file --inline > %t.g
// RUN: mlir-opt-upstream %s --split-input-file --inline > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --split-input-file --inline | FileCheck %s

// The llvm inliner interface: static allocas move to the caller's entry
// block with lifetime markers, dynamic ones get stacksave/stackrestore,
// multi-block callees return through llvm.br, and variadic or no_inline
// callees stay calls.

// CHECK-LABEL: llvm.func @caller
// CHECK: llvm.intr.lifetime.start
// CHECK: llvm.call @vararg
// CHECK: llvm.call @noinl
// CHECK-LABEL: llvm.func @caller
// CHECK: llvm.intr.stacksave
// CHECK: llvm.intr.stackrestore

llvm.func internal @callee(%a: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %a, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %r = llvm.add %v, %a : i32
  llvm.return %r : i32
}
llvm.func @multi(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %a : i32
^bb2:
  %x = llvm.add %a, %a : i32
  llvm.return %x : i32
}
llvm.func @vararg(%a: i32, ...) -> i32 {
  llvm.return %a : i32
}
llvm.func @noinl(%a: i32) -> i32 attributes {no_inline} {
  llvm.return %a : i32
}
llvm.func @caller(%a: i32, %c: i1) -> i32 {
  %0 = llvm.call @callee(%a) : (i32) -> i32
  %1 = llvm.call @multi(%c, %0) : (i1, i32) -> i32
  %2 = llvm.call @vararg(%1) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  %3 = llvm.call @noinl(%2) : (i32) -> i32
  llvm.return %3 : i32
}
// -----
llvm.func internal @dyn(%n: i32) -> i32 {
  %p = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %q = llvm.alloca %c0 x i32 : (i32) -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @caller(%a: i32, %c: i1) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.call @dyn(%a) : (i32) -> i32
  llvm.return %0 : i32
^bb2:
  %1 = llvm.call @dyn(%a) : (i32) -> i32
  %x = llvm.call @dyn(%1) {no_inline} : (i32) -> i32
  llvm.return %x : i32
}
