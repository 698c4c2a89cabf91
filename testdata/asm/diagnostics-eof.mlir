// RUN: gomlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: not gomlir-opt %s -split-input-file --allow-unregistered-dialect 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file --allow-unregistered-dialect 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics at the end of the input (each chunk ends inside a construct):
// upstream reports most at the last character, some at the end itself.

#a = @a::
// expected-error@+1 {{expected nested symbol reference identifier}}
// -----
#a = array<f32: 1.0,
// expected-error@+1 {{expected floating point literal}}
// -----
// expected-error@+1 {{expected affine expression}}
#m = affine_map<(d0) -> (
// -----
// expected-error@+1 {{expected ','}}
#a = strided<[1]
// -----
// expected-error@+1 {{expected '"' in string literal}}
!t = !foo<"bar<
// -----
// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
#a = #foo.attr<"x"
// -----
// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
#a = #foo.attr<"x" y]>
// -----
func.func private @f(i32)
func.func @g(%a: i32) {
  // expected-error@+1 {{expected non-function type}}
  func.call @f(%a) :
// -----
func.func private @f(i32)
func.func @g(%a: i32) {
  // expected-error@+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  func.call @f(%a) : i32
// -----
func.func private @f(i32)
func.func @g(%a: i32) {
  // expected-error@+1 {{expected '->' in function type}}
  func.call @f(%a) : (i32)
// -----
func.func private @decl()
func.func @g() {
  // expected-error@+1 {{expected ':'}}
  %f = func.constant @decl :
// -----
func.func @g(%a: i32, %b: i32) -> (i32, i32) {
  // expected-error@+1 {{expected non-function type}}
  return %a, %b : i32,
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{expected ')' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{expected ')' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i %i)
// -----
func.func @f(%n: index, %c: f32) {
  // expected-error@+1 {{expected ',' or ')'}}
  %r = affine.for %i = 0 to %n iter_args(%acc = %c
// -----
func.func @f(%m: memref<4xf32>, %d: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected ']' in operand list}}
  memref.dma_start %m[%i
// -----
func.func @f(%m: memref<4xf32>, %d: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected ':'}}
  memref.dma_start %m[%i], %d[%i], %i, %t[%i],
// -----
// The error is at the end of the input, on the line after this one.
// expected-error@+2 {{custom op 'ml_program.global' expected valid '@'-identifier for symbol name}}
ml_program.global private 
