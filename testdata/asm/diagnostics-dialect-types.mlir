// RUN: gomlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not gomlir-opt %s -split-input-file -allow-unregistered-dialect 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics print the types and attributes of registered dialects.

func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got '!llvm.ptr'}}
  %0 = "arith.addi"(%p, %p) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{use of value '%p' expects different type than prior uses: 'i32' vs '!llvm.ptr'}}
  "t.x"(%p) : (i32) -> ()
  return
}

// -----

// A dialect attribute where a location is expected.
// expected-error@+1 {{expected location attribute, but got#arith.overflow<nsw>}}
"t.x"() : () -> () loc(#arith.overflow<nsw>)

// -----

// expected-error@+1 {{expected location attribute, but got#arith.overflow<nsw>}}
func.func @f(%a: i32 loc(#arith.overflow<nsw>)) {
  return
}

// -----

#a = #arith.overflow<nsw>
// expected-error@+1 {{expected location, but found '#arith.overflow<nsw>'}}
"t.x"() : () -> () loc(#a)
