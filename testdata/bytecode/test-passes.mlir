// upstream's bytecode test passes print what upstream's print: lazy loading
// (every isolated op materialized in turn), callbacks overriding the
// encoding of types, test dialect version downgrades and upgrades, and
// use-list orders kept through a round trip.
// RUN: gomlir-opt %s --pass-pipeline="builtin.module(test-lazy-loading)" -o /dev/null > %t.g.txt
// RUN: mlir-opt-upstream %s --pass-pipeline="builtin.module(test-lazy-loading)" -o /dev/null > %t.u.txt
// RUN: diff %t.u.txt %t.g.txt
// RUN: gomlir-opt %s --test-bytecode-roundtrip="test-dialect-version=1.2" > %t.g0.txt
// RUN: mlir-opt-upstream %s --test-bytecode-roundtrip="test-dialect-version=1.2" > %t.u0.txt
// RUN: diff %t.u0.txt %t.g0.txt
// RUN: gomlir-opt %s --test-bytecode-roundtrip="test-kind=1" > %t.g1.txt
// RUN: mlir-opt-upstream %s --test-bytecode-roundtrip="test-kind=1" > %t.u1.txt
// RUN: diff %t.u1.txt %t.g1.txt
// RUN: gomlir-opt %s --test-bytecode-roundtrip="test-kind=2" > %t.g2.txt
// RUN: mlir-opt-upstream %s --test-bytecode-roundtrip="test-kind=2" > %t.u2.txt
// RUN: diff %t.u2.txt %t.g2.txt
// RUN: gomlir-opt %s --test-bytecode-roundtrip="test-dialect-version=1.2 test-kind=6" > %t.g6.txt
// RUN: mlir-opt-upstream %s --test-bytecode-roundtrip="test-dialect-version=1.2 test-kind=6" > %t.u6.txt
// RUN: diff %t.u6.txt %t.g6.txt
// RUN: gomlir-opt %s --test-verify-uselistorder="rng-seed=7"

func.func @f(%arg0 : i32, %arg1: !test.i32) -> i32 {
  %0 = arith.constant 10 : index
  test.isolated_region %0 {
    "test.consumer"(%0) : (index) -> ()
  }
  %r:2 = "test.op"() : () -> (index, index)
  test.isolated_region %r#1 {
    "test.consumer"(%r#1) : (index) -> ()
  }
  %1 = "test.addi"(%arg0, %arg0) : (i32, i32) -> i32
  %2 = "test.addi"(%1, %arg0) : (i32, i32) -> i32
  %3 = "test.addi"(%1, %2) : (i32, i32) -> i32
  return %3 : i32
}

"test.versionedA"() <{dims = 123 : i64, modifier = false}> : () -> ()

test.graph_region {
  %a = "test.foo"(%b) : (i32) -> i32
  %b = "test.bar"(%c) : (i32) -> i32
  %c = "test.baz"(%c) : (i32) -> i32
}
