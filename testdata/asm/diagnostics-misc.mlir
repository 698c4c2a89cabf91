// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of attribute dictionaries after a keyword, distinct ids,
// location forms, custom op names and dimension sizes.

// expected-error@+1 {{expected '{' in attribute dictionary}}
module attributes x {}

// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
#a = distinct[99999999999999999999]<>

// -----

// expected-error@+1 {{expected ')' in callsite location}}
#l = loc(callsite("a" at "b" "c"))

// -----

// expected-error@+1 {{expected ')' after child location of NameLoc}}
#l = loc("n"("a" "b"))

// -----

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
!t = !arith.foo

// -----

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
!t = !arith<"foo">

// -----

// expected-error@+1 {{#"unknowndialect"<"x"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
#a = #unknowndialect.x

// -----

// expected-error@+1 {{#"unknowndialect"<""x""> : 'i32' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
#a = #unknowndialect<"x"> : i32

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected bare identifier or keyword}}
  %0 = test.pretty_printed_region %a, %a start 42 end : (i32, i32) -> i32
  return
}

// -----

// expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"t.op"()
