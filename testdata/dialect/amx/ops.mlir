// RUN: gomlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -verify-diagnostics --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// The amx tile type and user-facing ops with their verifiers (expected
// output and messages from upstream mlir-opt 22).

// CHECK-LABEL: func @f(
// CHECK: amx.tile_zero : !amx.tile<16x32xbf16>
// CHECK: amx.tile_load %arg0[%arg2, %arg2] : memref<?x?xbf16> into !amx.tile<16x32xbf16>
// CHECK: amx.tile_mulf %0, %1, %2 : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
// CHECK: amx.tile_store %arg1[%arg2, %arg2], %3 : memref<?x?xf32>, !amx.tile<16x16xf32>
// CHECK: amx.tile_muli %4 zext, %4, %5 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
func.func @f(%m: memref<?x?xbf16>, %n: memref<?x?xf32>, %i: index, %q: memref<?x?xi8>, %r: memref<?x?xi32>) {
  %0 = amx.tile_zero : !amx.tile<16x32xbf16>
  %1 = amx.tile_load %m[%i, %i] : memref<?x?xbf16> into !amx.tile<16x32xbf16>
  %2 = amx.tile_load %n[%i, %i] : memref<?x?xf32> into !amx.tile<16x16xf32>
  %3 = amx.tile_mulf %0, %1, %2 : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  amx.tile_store %n[%i, %i], %3 : memref<?x?xf32>, !amx.tile<16x16xf32>
  %4 = amx.tile_load %q[%i, %i] : memref<?x?xi8> into !amx.tile<16x64xi8>
  %5 = amx.tile_load %r[%i, %i] : memref<?x?xi32> into !amx.tile<16x16xi32>
  %6 = amx.tile_muli %4 zext, %4, %5 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  return
}
// -----
func.func @strided(%m: memref<?x?xbf16>, %i: index, %s: index) {
  %1 = amx.tile_load %m[%i, %i], %s : memref<?x?xbf16> into !amx.tile<16x32xbf16>
  amx.tile_store %m[%i, %i], %1, %s : memref<?x?xbf16>, !amx.tile<16x32xbf16>
  return
}
// -----
func.func @a() {
  // expected-error @+1 {{'amx.tile_zero' op bad row height: 17}}
  %0 = amx.tile_zero : !amx.tile<17x16xbf16>
  return
}
// -----
func.func @b() {
  // expected-error @+1 {{'amx.tile_zero' op bad column width: 66}}
  %0 = amx.tile_zero : !amx.tile<16x33xbf16>
  return
}
// -----
func.func @b2() {
  // expected-error @+1 {{'amx.tile_zero' op bad column width: 3}}
  %0 = amx.tile_zero : !amx.tile<16x3xi8>
  return
}
// -----
func.func @c(%m: memref<?xbf16>, %i: index) {
  // expected-error @+1 {{'amx.tile_load' op requires at least 2D memref}}
  %1 = amx.tile_load %m[%i] : memref<?xbf16> into !amx.tile<16x32xbf16>
  return
}
// -----
func.func @d(%m: memref<?x?xbf16>, %i: index) {
  // expected-error @+1 {{'amx.tile_load' op requires 2 indices}}
  %1 = amx.tile_load %m[%i] : memref<?x?xbf16> into !amx.tile<16x32xbf16>
  return
}
// -----
func.func @e(%m: memref<?x?xbf16, strided<[1, ?]>>, %i: index) {
  // expected-error @+1 {{'amx.tile_load' op requires memref with unit innermost stride}}
  %1 = amx.tile_load %m[%i, %i] : memref<?x?xbf16, strided<[1, ?]>> into !amx.tile<16x32xbf16>
  return
}
// -----
func.func @f(%a: !amx.tile<16x32xbf16>, %c: !amx.tile<16x8xf32>) {
  // expected-error @+1 {{'amx.tile_mulf' op bad mult shape: 16 x 8 x 16}}
  %3 = amx.tile_mulf %a, %a, %c : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x8xf32>
  return
}
// -----
func.func @g(%a: !amx.tile<16x16xf32>, %c: !amx.tile<16x16xf32>) {
  // expected-error @+1 {{'amx.tile_mulf' op operand #0 must be tile of 16-bit float or bfloat16 type values, but got '!amx.tile<16x16xf32>'}}
  %3 = amx.tile_mulf %a, %a, %c : !amx.tile<16x16xf32>, !amx.tile<16x16xf32>, !amx.tile<16x16xf32>
  return
}
// -----
func.func @h(%a: !amx.tile<16x64xi8>, %c: !amx.tile<16x16xf32>) {
  // expected-error @+1 {{'amx.tile_muli' op operand #2 must be tile of 32-bit signless integer values, but got '!amx.tile<16x16xf32>'}}
  %3 = amx.tile_muli %a, %a, %c : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xf32>
  return
}
// -----
func.func @i(%a: !amx.tile<16x64xi8>, %c: !amx.tile<16x16xi32>) {
  %3 = amx.tile_muli %a, %a, %c : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  // expected-error @+1 {{expected '['}}
  amx.tile_store %a, %c : !amx.tile<16x64xi8>
  return
}
// -----
func.func @j(%m: memref<2x?x?xi8>, %i: index, %a: !amx.tile<16x64xi8>) {
  amx.tile_store %m[%i, %i, %i], %a : memref<2x?x?xi8>, !amx.tile<16x64xi8>
  // expected-error @+1 {{'amx.tile_zero' op result #0 must be tile of 32-bit float or 16-bit float or bfloat16 type or 32-bit signless integer or 8-bit signless integer values, but got '!amx.tile<2x2x16xi8>'}}
  %0 = amx.tile_zero : !amx.tile<2x2x16xi8>
  return
}
